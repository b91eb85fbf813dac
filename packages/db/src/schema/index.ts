export * from './identity.ts';
export * from './files.ts';
export * from './helpdesk.ts';
export * from './notifications.ts';
