export * from './define.ts';
export * from './schemas.ts';
export * from './identifiers.ts';
export * from './registry.ts';
export { SYNC_STATES } from './definitions/partes.ts';
export { TIPOS_ADUANA } from './definitions/lineas-transporte.ts';
export * from './audit.ts';
