import type { CatalogueDefinition } from '../../define.ts';

/** The area's catalogues, in order: a catalogue comes after every catalogue it refers to. */
export const HR_CATALOGUES: readonly CatalogueDefinition[] = [];
