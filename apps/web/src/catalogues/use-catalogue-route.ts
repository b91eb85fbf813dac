import { useParams, useSearchParams } from 'react-router';
import { CATALOGUES, type CatalogueDefinition } from '@portal/contract';
import { listPath } from '../shared/list/list-return.ts';
import { fillPath, NEW_RECORD_ID, parentParamNames } from './catalogue-format.ts';

export interface CatalogueRoute {
  /** The record's id from the address; null for a new record (or an id that is not a number). */
  id: number | null;
  isEdit: boolean;
  /** The parents' ids from the address (and a standalone child's parent from the query). */
  parentParams: Record<string, number>;
  /** A child's parent field fixed by the screen it came from; not offered as a field. */
  fixedParent: string | undefined;
  /** Where Cancel, Save and Delete go: the parent's screen or the list. */
  backPath: string;
}

/** Where the add/edit screen of a catalogue stands: which record, add or edit, its parent and the way back. */
export function useCatalogueRoute(definition: CatalogueDefinition): CatalogueRoute {
  const routeParams = useParams();
  const [query] = useSearchParams();
  const rawId = routeParams[definition.idField] ?? query.get(definition.idField);
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  // Without an add route the edit path opens a new record at the id `new` (spec: "add and edit share one form").
  const isEdit = rawId !== null && rawId !== undefined && !(rawId === NEW_RECORD_ID && !definition.routes.add);
  const parentParams = Object.fromEntries(parentParamNames(definition).map((name) => [name, Number(routeParams[name])]));
  const parent = definition.parent;
  // A standalone child opened from its parent's screen carries the parent's id in the query.
  const parentFromQuery = parent?.standalone && /^\d+$/.test(query.get(parent.field) ?? '') ? Number(query.get(parent.field)) : null;
  if (parentFromQuery !== null) parentParams[parent!.field] = parentFromQuery;
  const parentDefinition = parent ? CATALOGUES.find((c) => c.name === parent.catalogue) : undefined;
  // A child's parent field is fixed by the screen it came from; a standalone child chooses it when opened alone.
  const fromParent = Boolean(parent) && (!parent!.standalone || parentFromQuery !== null);
  const backPath = fromParent
    ? fillPath(parentDefinition!.routes.edit, { ...parentParams, [parentDefinition!.idField]: parentParams[parent!.field]! })
    : listPath(definition.routes.list);
  return { id, isEdit, parentParams, fixedParent: fromParent ? parent!.field : undefined, backPath };
}
