export * from './model.ts';
export * from './layout.ts';
export * from './parser.ts';
export * from './checks.ts';
export * from './writer.ts';
export * from './generator.ts';
