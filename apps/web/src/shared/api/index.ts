export * from './api-error.ts';
export * from './api-client.ts';
export * from './api.ts';
export * from './download.ts';
