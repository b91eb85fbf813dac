export * from './identity.ts';
export * from './files.ts';
export * from './catalogues.ts';
export * from './user-employee-data.ts';
