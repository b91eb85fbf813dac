export * from './identity.ts';
export * from './files.ts';
