import { CATALOGUES, type CatalogueDefinition } from '@portal/contract';
import type { RoutePrefetchContext } from '../app/routes/route.types.ts';
import { api } from '../shared/api/api.ts';
import { listQueryOf, listQueryOptions } from '../shared/list/list-query.ts';
import { filterFields, recordQueryKey } from './catalogue-format.ts';

/**
 * A catalogue screen's first data, asked for by its route while the screen's code downloads (issue 19), with the
 * queries the screens make: the list's page for the address, or the form's record and the lists of the records that
 * belong to it (a customer's recipients). Kept small: the requests leave at once, and the record's check (zod and the
 * catalogue's schema, which come with the form's code anyway) is loaded meanwhile.
 */
export async function prefetchCatalogueScreen(
  definition: CatalogueDefinition,
  screen: 'list' | 'form',
  { queryClient, params, search }: RoutePrefetchContext,
): Promise<void> {
  const listOf = (catalogue: CatalogueDefinition, address: URLSearchParams, parent?: { field: string; id: number }) => {
    const query = listQueryOf(address, {
      filters: filterFields(catalogue, parent?.field).map(([name]) => name),
      fixed: parent ? { [parent.field]: parent.id } : undefined,
    });
    return queryClient.prefetchQuery(listQueryOptions(['catalogue', catalogue.name], catalogue.apiPath, query.toString()));
  };
  if (screen === 'list') return listOf(definition, search);
  const rawId = params[definition.idField] ?? search.get(definition.idField);
  if (!rawId || !/^\d+$/.test(rawId)) return;
  const id = Number(rawId);
  // The lists inside the form keep their state to themselves: no address, only the parent's id.
  const children = CATALOGUES.filter((child) => child.parent?.catalogue === definition.name).map((child) =>
    listOf(child, new URLSearchParams(), { field: child.parent!.field, id }),
  );
  // The form's query (`recordQueryOptions`), read and checked as `getRecord` does, but the request leaves at once and
  // the check loads meanwhile. Quiet here: if it fails, the form asks again and reports it as it always did.
  const record = queryClient.prefetchQuery({
    queryKey: recordQueryKey(definition, id),
    queryFn: async () => {
      const [body, { recordSchema }] = await Promise.all([api.get<unknown>(`${definition.apiPath}/${id}`), import('./catalogue-api.ts')]);
      return recordSchema(definition).parse(body);
    },
    meta: { silent: true },
  });
  await Promise.all([record, ...children]);
}
