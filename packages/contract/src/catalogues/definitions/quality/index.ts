import type { CatalogueDefinition } from '../../define.ts';
import { requerimientoCalidadTiposCatalogue } from './requerimiento-calidad-tipos.ts';
import { requerimientoDocumentoTiposCatalogue } from './requerimiento-documento-tipos.ts';
import { requerimientosCatalogue } from './requerimientos.ts';
import { indicadoresCatalogue } from './indicadores.ts';
import { accionMejoraProblemasCatalogue } from './accion-mejora-problemas.ts';
import { ramsCatalogue } from './rams.ts';

/** The area's catalogues, in order: a catalogue comes after every catalogue it refers to. */
export const QUALITY_CATALOGUES: readonly CatalogueDefinition[] = [
  requerimientoCalidadTiposCatalogue,
  requerimientoDocumentoTiposCatalogue,
  requerimientosCatalogue,
  indicadoresCatalogue,
  accionMejoraProblemasCatalogue,
  ramsCatalogue,
];

export {
  requerimientoCalidadTiposCatalogue,
  requerimientoDocumentoTiposCatalogue,
  requerimientosCatalogue,
  indicadoresCatalogue,
  accionMejoraProblemasCatalogue,
  ramsCatalogue,
};
