import { catalogueTable } from './catalogues.ts';

// drizzle-kit finds tables by their exports: one line per catalogue of this area, named after its table.
export const calRequerimientoCalidadTipos = catalogueTable('requerimientoCalidadTipos');
export const calRequerimientoDocumentoTipos = catalogueTable('requerimientoDocumentoTipos');
export const calRequerimientos = catalogueTable('requerimientos');
export const calIndicadores = catalogueTable('indicadores');
export const calAccionMejoraProblemas = catalogueTable('accionMejoraProblemas');
export const calRams = catalogueTable('rams');
