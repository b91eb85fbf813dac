export * from './client.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export * from './search.ts';
export * from './reference-data.ts';
export * from './instant.ts';
