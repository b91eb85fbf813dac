// drizzle-kit finds tables by their exports: one line per catalogue of this area, named after its table,
// e.g. `export const hrDepartamentos = catalogueTable('departamentos');` (import catalogueTable from './catalogues.ts').
export {};
