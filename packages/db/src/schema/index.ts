export * from './identity.ts';
export * from './files.ts';
export * from './catalogues.ts';
export * from './reference.ts';
export * from './bulletins.ts';
export * from './helpdesk.ts';
export * from './notifications.ts';
export * from './user-employee-data.ts';
