import { useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import type { ListResponse } from '@portal/contract';
import { listQueryOptions } from './list-query.ts';
import type { ListStateApi } from './use-list-state.ts';

/** Reads a list's page for its state (`listQueryOptions`: cached per query, previous page kept, failures inline). */
export function useListQuery<T>(key: readonly unknown[], path: string, list: ListStateApi, schema?: ZodType<ListResponse<T>>) {
  return useQuery(listQueryOptions(key, path, list.query.toString(), schema));
}
