import type { Database } from '@portal/db';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a catalogue may add to the engine: rules the definition cannot express (rare by design). */
export interface CatalogueHooks {
  /** Extra field errors for a record about to be saved (translation keys by field). */
  validate?: (db: Database | Transaction, input: Record<string, unknown>) => Promise<Record<string, string[]>>;
}

export const catalogueHooks: Record<string, CatalogueHooks> = {};
