import { useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { listResponseSchema } from '@portal/contract';
import {
  CONDITION_FILTERS_API,
  CONNECTION_STRINGS_API,
  ELEMENTS_API,
  MY_DASHBOARD_API,
  QUERY_OBJECTS_API,
  conditionFilterSchema,
  connectionStringSchema,
  elementSchema,
  myDashboardSchema,
  queryObjectSchema,
  queryResultSchema,
} from '@portal/contract/features/dashboards';
import { api } from '../../../shared/api/api.ts';

export const connectionListSchema = listResponseSchema(connectionStringSchema);
export const queryListSchema = listResponseSchema(queryObjectSchema);
export const filterListSchema = listResponseSchema(conditionFilterSchema);

/** Up to 100 items of a settings list, for the selects of the forms. */
function useAll<T>(key: string, path: string, schema: z.ZodType<{ items: T[] }>) {
  return useQuery({
    queryKey: ['tableros', key, 'all'],
    queryFn: ({ signal }) => api.get(`${path}?pageSize=100`, { schema, signal }),
    meta: { silent: true },
  });
}

export const useAllConnections = () => useAll('connections', CONNECTION_STRINGS_API, connectionListSchema);
export const useAllQueries = () => useAll('queries', QUERY_OBJECTS_API, queryListSchema);
export const useAllFilters = () => useAll('filters', CONDITION_FILTERS_API, filterListSchema);

/** One settings record by id (nothing while the screen adds a new one). */
function useItem<T>(key: string, path: string, schema: z.ZodType<T>, id: number | null) {
  return useQuery({
    queryKey: ['tableros', key, 'item', id],
    queryFn: ({ signal }) => api.get(`${path}/${id}`, { schema, signal }),
    enabled: id !== null,
    meta: { silent: true },
  });
}

export const useConnectionString = (id: number | null) => useItem('connections', CONNECTION_STRINGS_API, connectionStringSchema, id);
export const useQueryObject = (id: number | null) => useItem('queries', QUERY_OBJECTS_API, queryObjectSchema, id);
export const useConditionFilter = (id: number | null) => useItem('filters', CONDITION_FILTERS_API, conditionFilterSchema, id);
export const useElement = (id: number | null) => useItem('elements', ELEMENTS_API, elementSchema, id);

/** The query key of the caller's own board (its elements, order, widths and pins). */
export const MY_DASHBOARD_KEY = ['tableros', 'mine'];

export function useMyDashboard() {
  return useQuery({
    queryKey: MY_DASHBOARD_KEY,
    queryFn: ({ signal }) => api.get(MY_DASHBOARD_API, { schema: myDashboardSchema, signal }),
    meta: { silent: true },
  });
}

/** `f.<name>=value` for each chosen value. */
export function filterQuery(values: Record<string, string[]>): string {
  const params = new URLSearchParams();
  for (const [name, list] of Object.entries(values)) for (const value of list) params.append(`f.${name}`, value);
  return params.toString();
}

export function useElementData(elementoId: number, values: Record<string, string[]>, enabled: boolean) {
  const qs = filterQuery(values);
  return useQuery({
    queryKey: ['tableros', 'data', elementoId, qs],
    queryFn: ({ signal }) => api.get(`${ELEMENTS_API}/${elementoId}/Datos?${qs}`, { schema: queryResultSchema, signal }),
    enabled,
    meta: { silent: true },
  });
}
