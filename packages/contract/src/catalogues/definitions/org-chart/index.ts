import type { CatalogueDefinition } from '../../define.ts';
import { nivelesJerarquicosCatalogue } from './niveles-jerarquicos.ts';
import { areasCatalogue } from './areas.ts';

/** The area's catalogues, in order: a catalogue comes after every catalogue it refers to. */
export const ORG_CHART_CATALOGUES: readonly CatalogueDefinition[] = [nivelesJerarquicosCatalogue, areasCatalogue];

export { nivelesJerarquicosCatalogue, areasCatalogue };
