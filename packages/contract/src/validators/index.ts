export * from './calendar.ts';
export * from './rfc.ts';
export * from './curp.ts';
export * from './clabe.ts';
export * from './fraccion.ts';
export * from './schemas.ts';
export * from './pedimento.ts';
