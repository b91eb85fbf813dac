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

export function useQueryObject(id: number | null) {
  return useQuery({
    queryKey: ['tableros', 'queries', 'item', id],
    queryFn: ({ signal }) => api.get(`${QUERY_OBJECTS_API}/${id}`, { schema: queryObjectSchema, signal }),
    enabled: id !== null,
    meta: { silent: true },
  });
}

export function useConditionFilter(id: number | null) {
  return useQuery({
    queryKey: ['tableros', 'filters', 'item', id],
    queryFn: ({ signal }) => api.get(`${CONDITION_FILTERS_API}/${id}`, { schema: conditionFilterSchema, signal }),
    enabled: id !== null,
    meta: { silent: true },
  });
}

export function useElement(id: number | null) {
  return useQuery({
    queryKey: ['tableros', 'elements', 'item', id],
    queryFn: ({ signal }) => api.get(`${ELEMENTS_API}/${id}`, { schema: elementSchema, signal }),
    enabled: id !== null,
    meta: { silent: true },
  });
}

export function useMyDashboard() {
  return useQuery({
    queryKey: ['tableros', 'mine'],
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
