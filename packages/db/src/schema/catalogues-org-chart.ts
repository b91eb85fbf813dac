import { catalogueTable } from './catalogues.ts';

// drizzle-kit finds tables by their exports: one line per catalogue of this area, named after its table.
export const orgNivelesJerarquicos = catalogueTable('nivelesJerarquicos');
export const orgAreas = catalogueTable('areas');
