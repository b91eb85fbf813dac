export * from './identity.ts';
export * from './files.ts';
export * from './bulletins.ts';
