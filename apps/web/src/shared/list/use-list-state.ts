import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedCallback } from '@mantine/hooks';
import type { ListResponse } from '@portal/contract';
import { CURSOR_KEYS, cursorOf, filtersOf, listQueries, pageOf, pageSizeOf, type Cursor } from './list-query.ts';
import { useRememberListQuery } from './list-return.ts';

export interface ListState {
  page: number;
  pageSize: number;
  sort: string | undefined;
  search: string;
  /** The list's own filters, by name; absent ones are undefined. */
  filters: Record<string, string | undefined>;
  cursor: Cursor;
}

export interface ListStateApi extends ListState {
  /** The text in the search box (the list follows it 300 ms after typing stops). */
  searchText: string;
  setSearchText(text: string): void;
  setFilter(name: string, value: string | null | undefined): void;
  /** Removes every filter; the search stays. */
  clearFilters(): void;
  /** Cycles a column through ascending, descending and the list's default order. */
  toggleSort(field: string): void;
  sortState(field: string): 'ascending' | 'descending' | 'none';
  setPageSize(size: number): void;
  /** Goes to a page, by cursor when it is a neighbour of the current one and the response gave one. */
  goTo(page: number, response: Pick<ListResponse<unknown>, 'next' | 'prev' | 'total'> | undefined): void;
  /** Whether any search or filter narrows the list (for the empty state's wording). */
  narrowed: boolean;
  /** The API query of this state: paging, cursor, sort, search and filters. */
  query: URLSearchParams;
  /** The export's query: sort, search and filters, no paging. */
  exportQuery: URLSearchParams;
}

export interface ListStateOptions {
  /** The filter names this list reads from the address. */
  filters?: readonly string[];
  /** Fixed filters (a parent's id) sent with every query but not kept in the address. */
  fixed?: Record<string, string | number>;
  /** Keep the state in the component instead of the address (a list inside another screen). */
  local?: boolean;
}

/** A header clicked: ascending, then descending, then back to the list's own order. */
function nextSort(sort: string | undefined, field: string): string | null {
  const [current, direction] = (sort ?? '').split(':');
  if (current !== field) return `${field}:asc`;
  return direction === 'asc' ? `${field}:desc` : direction === 'desc' ? null : `${field}:asc`;
}

/**
 * A list's state (page, size, sort, search, filters and the page's cursor), kept in the address so that a
 * reload, a shared link or the back button show the same page (ui.md, Lists).
 */
export function useListState({ filters: filterNames = [], fixed, local = false }: ListStateOptions = {}): ListStateApi {
  const [address, setAddress] = useSearchParams();
  const [own, setOwn] = useState(() => new URLSearchParams());
  const params = local ? own : address;
  // A record screen's way back to this list finds it with the same query (list-return.ts).
  useRememberListQuery(!local);
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    if (local) setOwn(next);
    else setAddress(next, { replace: true });
  };
  /** Any change but a page move starts again on page 1 with no cursor. */
  const restart = (next: URLSearchParams) => {
    next.delete('page');
    for (const key of CURSOR_KEYS) next.delete(key);
  };

  const page = pageOf(params);
  const pageSize = pageSizeOf(params);
  const sort = params.get('sort') ?? undefined;
  const search = params.get('search') ?? '';
  const filterKey = filterNames.join(',');
  const filters = useMemo(() => filtersOf(params, filterKey.split(',').filter(Boolean)), [params, filterKey]);
  const cursor = cursorOf(params);
  const [searchText, setText] = useState(search);
  const applySearch = useDebouncedCallback((text: string) => {
    update((next) => {
      if (text.trim()) next.set('search', text.trim());
      else next.delete('search');
      restart(next);
    });
  }, 300);

  const { query, exportQuery } = listQueries({ sort, search, filters: { ...filters, ...fixed }, page, pageSize, cursor });

  return {
    page,
    pageSize,
    sort,
    search,
    filters,
    cursor,
    searchText,
    narrowed: Boolean(search) || Object.values(filters).some((value) => value !== undefined),
    query,
    exportQuery,
    setSearchText(text) {
      setText(text);
      applySearch(text);
    },
    setFilter(name, value) {
      update((next) => {
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, value);
        restart(next);
      });
    },
    clearFilters() {
      // The filters only: the search box, in sight above them, keeps what was typed in it.
      update((next) => {
        for (const name of Object.keys(filters)) next.delete(name);
        restart(next);
      });
    },
    toggleSort(field) {
      const value = nextSort(sort, field);
      update((next) => {
        if (value) next.set('sort', value);
        else next.delete('sort');
        restart(next);
      });
    },
    sortState(field) {
      if (sort === `${field}:asc`) return 'ascending';
      if (sort === `${field}:desc`) return 'descending';
      return 'none';
    },
    setPageSize(next) {
      update((p) => {
        p.set('pageSize', String(next));
        restart(p);
      });
    },
    goTo(target, response) {
      const lastPage = response ? Math.max(1, Math.ceil(response.total / pageSize)) : undefined;
      // Only lists on the list module answer with cursors (`next`/`prev`); the others are paged by number.
      const cursors = response !== undefined && 'next' in response;
      update((next) => {
        for (const key of CURSOR_KEYS) next.delete(key);
        if (target <= 1) {
          next.delete('page');
          return;
        }
        next.set('page', String(target));
        if (target === page + 1 && response?.next) next.set('after', response.next);
        else if (target === page - 1 && response?.prev) next.set('before', response.prev);
        else if (cursors && target === lastPage) next.set('last', 'true');
      });
    },
  };
}
