import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A list's last query (search, filters, sort, page), per list path, for this tab: a record screen that goes "back to
 * the list" (Save, Cancel, Delete, a back link) finds the list as the user left it (issue 21). The address is where a
 * list keeps its state (`useListState`); this only remembers it for the way back.
 */
const KEY = 'listQuery:';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the query of the list shown at `pathname` (an empty query forgets it). */
export function rememberListQuery(pathname: string, search: string): void {
  try {
    if (search && search !== '?') storage()?.setItem(KEY + pathname, search.startsWith('?') ? search : `?${search}`);
    else storage()?.removeItem(KEY + pathname);
  } catch {
    // Storage full or blocked: the way back shows the list from its start.
  }
}

/**
 * The path of a list with its last query, for going back to it: `listPath('/apps/users/list')` →
 * `/apps/users/list?search=ana&page=2`. A path that already has a query is answered as it is.
 */
export function listPath(path: string): string {
  if (path.includes('?')) return path;
  const remembered = storage()?.getItem(KEY + path);
  return remembered ? `${path}${remembered}` : path;
}

/** Remembers the current address's query as its list's (`useListState` calls it for the lists it keeps in the address). */
export function useRememberListQuery(enabled: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (enabled) rememberListQuery(pathname, search);
  }, [enabled, pathname, search]);
}
