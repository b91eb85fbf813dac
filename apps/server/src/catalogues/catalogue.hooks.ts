import type { Database } from '@portal/db';
import { isValidFraccionNico } from '../platform/reference-data.ts';

/** What a catalogue may add to the engine: rules the definition cannot express (rare by design). */
export interface CatalogueHooks {
  /** Extra field errors for a record about to be saved (translation keys by field). */
  validate?: (db: Database, input: Record<string, unknown>) => Promise<Record<string, string[]>>;
}

export const catalogueHooks: Record<string, CatalogueHooks> = {
  /** A part's fraction and NICO must be a code in force in the SAT tariff (reference data). */
  partes: {
    async validate(db, input): Promise<Record<string, string[]>> {
      const { fraccion, nico } = input as { fraccion?: string; nico?: string };
      if (!fraccion || !nico) return {};
      return (await isValidFraccionNico(db, fraccion, nico)) ? {} : { nico: ['validation.fraccionNicoUnknown'] };
    },
  },
};
