import { and, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeSearchText, writeResourceOf, type CatalogueDefinition } from '@portal/contract';
import type { Database } from '@portal/db';
import { registerSearchSource, type SearchFind } from '../platform/global-search.ts';
import type { Caller } from '../platform/route-access.ts';
import { containsCondition } from '../platform/selective-contains.ts';
import { repositoryOf } from './catalogue.service.ts';

/** Where a hit opens: the record's edit screen for who may open it, else the list searched for it. */
function routeOf(definition: CatalogueDefinition, caller: Caller, id: number, text: string): string {
  const { routes, idField } = definition;
  const action = routes.editAction ?? 'write';
  const resource = action === 'read' ? definition.resource : writeResourceOf(definition);
  if (caller.ability.can(action, resource)) {
    return routes.edit.includes(`:${idField}`) ? routes.edit.replace(`:${idField}`, String(id)) : `${routes.edit}?${idField}=${id}`;
  }
  return `${routes.list}?search=${encodeURIComponent(text)}`;
}

/**
 * The records whose search text contains the term, inside the caller's scope (the trigram index serves it). On a
 * large table only the term's uncommon words go to the index and the whole term is checked on those candidates
 * (selective-contains.ts).
 */
async function findRecords(db: Database, definition: CatalogueDefinition, caller: Caller, term: string, limit: number) {
  const repository = repositoryOf(definition);
  const columns = repository.table as unknown as Record<string, AnyPgColumn>;
  const display = columns[definition.displayField]!;
  const detailField = Object.entries(definition.fields).find(([name, f]) => f.searchable && name !== definition.displayField)?.[0];
  const detail = detailField ? columns[detailField] : undefined;
  const contains = await containsCondition(db, columns.searchText!, columns.id!, normalizeSearchText(term));
  const rows = await db
    .select({ id: columns.id!, text: display, detail: detail ?? sql`null`.as('detail') })
    .from(repository.table)
    .where(and(repository.scopeWhere(caller.scope), contains))
    .limit(limit);
  return rows.map((row): SearchFind => ({
    id: row.id as number,
    texto: String(row.text ?? ''),
    detalle: row.detail === null || row.detail === undefined ? null : String(row.detail),
    ruta: routeOf(definition, caller, row.id as number, String(row.text ?? '')),
  }));
}

/** Operational catalogues first (customers, vendors, parts...), then the others in menu order. */
const FIRST = ['clientes', 'proveedores', 'partes', 'destinatarios', 'aduanas', 'recintos', 'lineasTransporte'];

/** Every catalogue with a menu entry and searchable fields is a source of the search box. */
export function registerCatalogueSearchSources(definitions: readonly CatalogueDefinition[]): void {
  definitions.forEach((definition, index) => {
    const searchable = Object.values(definition.fields).some((field) => field.searchable);
    if (!searchable || !definition.menu) return;
    const first = FIRST.indexOf(definition.name);
    registerSearchSource({
      group: definition.name,
      resource: definition.resource,
      order: first >= 0 ? 10 + first : 100 + index,
      find: (db, caller, term, limit) => findRecords(db, definition, caller, term, limit),
    });
  });
}
