import { sql, type SQL } from 'drizzle-orm';
import { dependentsOf, getCatalogue, type CatalogueDefinition, type Resource } from '@portal/contract';
import { OPTIONS_LIMIT, type Option } from '@portal/contract/features/options';
import type { Database } from '@portal/db';
import { registerOptionsDomain } from '../platform/options.ts';
import type { Caller } from '../platform/route-access.ts';
import { catalogueOptions } from './catalogue.queries.ts';
import { repositoryOf } from './catalogue.service.ts';

/** Readers of a catalogue and of every catalogue that refers to it may pick its records. */
function pickers(name: string): Resource[] {
  const definition = getCatalogue(name);
  return [
    ...new Set([definition.resource, ...dependentsOf(name).map(({ catalogue }) => catalogue.resource), ...(definition.pickedBy ?? [])]),
  ];
}

const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * Options obey the abilities and data scope of the records they name. A caller who may read customers (or
 * vendors) gets them within its scope. One who only picks them for another record (a client user filling a
 * part picks its vendor) gets only those linked to its own scope: the vendors of its customers, the customers
 * of its vendors; an internal user without such a scope keeps the whole list for its forms.
 */
function linkedToScope(name: string, caller: Pick<Caller, 'scope'>): SQL | undefined {
  const { scope } = caller;
  const vendors = repositoryOf(getCatalogue('proveedores')).table as unknown as Record<string, SQL>;
  // A caller scoped on the catalogue itself is already limited by the repository's own scope.
  if (name === 'proveedores' && scope.proveedores === 'all' && scope.clientes !== 'all') {
    return scope.clientes.length ? sql`${vendors.clientes} && ${intArray(scope.clientes)}` : sql`false`;
  }
  if (name === 'clientes' && scope.clientes === 'all' && scope.proveedores !== 'all') {
    const customers = repositoryOf(getCatalogue('clientes')).table as unknown as Record<string, SQL>;
    if (scope.proveedores.length === 0) return sql`false`;
    return sql`${customers.id} in (select unnest(v.clientes) from ${vendors} v where v.proveedor_id = any(${intArray(scope.proveedores)}))`;
  }
  return undefined;
}

/** Options of any catalogue for a select, under the rule above (`/api/Opciones/<Domain>` and `<apiPath>/Opciones`). */
export function pickOptions(
  db: Database,
  definition: CatalogueDefinition,
  query: { llaveBuscar?: string | undefined; ids?: string | undefined },
  caller: Pick<Caller, 'scope' | 'ability'>,
  filters: Record<string, unknown> = {},
): Promise<Option[]> {
  const extra = caller.ability.can('read', definition.resource) ? undefined : linkedToScope(definition.name, caller);
  return catalogueOptions(db, definition, query, caller, filters, extra);
}

/**
 * The catalogue-backed domains of `/api/Opciones` (spec point 7): `?nombreDominio=Clientes|Proveedores`
 * and `/api/Opciones/Partes/{clienteId}` (a customer's parts), inside the caller's scope.
 */
export function registerCatalogueOptionDomains(): void {
  for (const name of ['clientes', 'proveedores'] as const) {
    const definition = getCatalogue(name);
    registerOptionsDomain(definition.resource, {
      resource: pickers(name),
      limit: OPTIONS_LIMIT,
      search: (db, caller, llaveBuscar) => pickOptions(db, definition, { llaveBuscar }, caller),
      // One record by id, under the same rule (not a search through the first page of options).
      text: async (db, caller, value) =>
        /^\d{1,9}$/.test(value) ? ((await pickOptions(db, definition, { ids: value }, caller))[0] ?? null) : null,
    });
  }
  const partes = getCatalogue('partes');
  registerOptionsDomain('Partes', {
    resource: pickers('partes'),
    id: true,
    limit: OPTIONS_LIMIT,
    search: (db, caller, llaveBuscar, _limit, context) => {
      const clienteId = Number(context.id);
      if (!Number.isInteger(clienteId) || clienteId <= 0) return Promise.resolve([]);
      return pickOptions(db, partes, { llaveBuscar }, caller, { clienteId });
    },
  });
}
