export * from './session-storage.ts';
export * from './session-store.ts';
export * from './safe-redirect.ts';
