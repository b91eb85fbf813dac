import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import type { ListResponse } from '@portal/contract';
import { api } from '../api/api.ts';
import type { ListStateApi } from './use-list-state.ts';

/**
 * Reads a list's page for its state: keyed by the query so each page is cached, the previous page kept on
 * screen while the next loads, and a failure shown in the list (with retry) rather than as a toast.
 */
export function useListQuery<T>(key: readonly unknown[], path: string, list: ListStateApi, schema?: ZodType<ListResponse<T>>) {
  const qs = list.query.toString();
  return useQuery({
    queryKey: [...key, 'list', qs],
    queryFn: ({ signal }) => api.get<ListResponse<T>>(`${path}?${qs}`, { signal, ...(schema ? { schema } : {}) }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
