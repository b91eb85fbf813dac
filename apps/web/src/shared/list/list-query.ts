import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListResponse } from '@portal/contract';
import { api } from '../api/api.ts';

/**
 * A list's state as the address holds it, read without React, and the query of a list's page: `useListState` and
 * `useListQuery` read and ask with these, and a route's loader with them too, so the page it asks for ahead of the
 * screen (`prefetch` of a route record) is the very query the list makes (same key).
 */

/** How a page was reached: its neighbour's cursor lets the server read it by keyset (issue 11). */
export type Cursor = { after: string } | { before: string } | { last: true } | Record<string, never>;

export const CURSOR_KEYS = ['after', 'before', 'last'] as const;

function readNumber(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function cursorOf(params: URLSearchParams): Cursor {
  const after = params.get('after');
  const before = params.get('before');
  if (after) return { after };
  if (before) return { before };
  if (params.get('last') === 'true') return { last: true };
  return {};
}

export function pageOf(params: URLSearchParams): number {
  return readNumber(params.get('page'), 1);
}

export function pageSizeOf(params: URLSearchParams): number {
  const size = Number(params.get('pageSize'));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** The list's own filters, by name; absent ones are undefined. */
export function filtersOf(params: URLSearchParams, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? undefined]));
}

/** The API query of the page shown, and the export's (the same rows, every page: no page, size or cursor). */
export function listQueries(state: {
  sort: string | undefined;
  search: string;
  filters: Record<string, string | number | undefined>;
  page: number;
  pageSize: number;
  cursor: Cursor;
}): { query: URLSearchParams; exportQuery: URLSearchParams } {
  const exportQuery = new URLSearchParams();
  if (state.sort) exportQuery.set('sort', state.sort);
  if (state.search) exportQuery.set('search', state.search);
  for (const [name, value] of Object.entries(state.filters)) if (value !== undefined && value !== '') exportQuery.set(name, String(value));
  const query = new URLSearchParams(exportQuery);
  query.set('page', String(state.page));
  query.set('pageSize', String(state.pageSize));
  const { cursor } = state;
  if ('after' in cursor) query.set('after', cursor.after);
  if ('before' in cursor) query.set('before', cursor.before);
  if ('last' in cursor) query.set('last', 'true');
  return { query, exportQuery };
}

/** The API query of the page a list shows for these parameters (the address's, or none for a list in a screen). */
export function listQueryOf(
  params: URLSearchParams,
  { filters = [], fixed }: { filters?: readonly string[]; fixed?: Record<string, string | number> | undefined } = {},
): URLSearchParams {
  return listQueries({
    sort: params.get('sort') ?? undefined,
    search: params.get('search') ?? '',
    filters: { ...filtersOf(params, filters), ...fixed },
    page: pageOf(params),
    pageSize: pageSizeOf(params),
    cursor: cursorOf(params),
  }).query;
}

/**
 * A list's page: keyed by the query so each page is cached, the previous page kept on screen while the next loads,
 * and a failure shown in the list (with retry) rather than as a toast.
 */
export function listQueryOptions<T>(key: readonly unknown[], path: string, qs: string, schema?: ZodType<ListResponse<T>>) {
  return queryOptions({
    queryKey: [...key, 'list', qs],
    queryFn: ({ signal }) => api.get<ListResponse<T>>(`${path}?${qs}`, { signal, ...(schema ? { schema } : {}) }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
