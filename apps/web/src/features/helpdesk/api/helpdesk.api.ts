import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  listResponseSchema,
  STORAGE_KEYS,
  type ListResponse,
  storedFileSchema,
  type JsonPatch,
  type StoredFileInfo,
} from '@portal/contract';
import {
  HELPDESK_API,
  activeUserContactSchema,
  activeUserSchema,
  categoryUserSchema,
  helpdeskDashboardSchema,
  incidentSchema,
  optionSchema,
  solutionSchema,
  ticketCategorySchema,
  ticketLogEntrySchema,
  ticketSchema,
  type ActiveUserInput,
  type CategoryUserCreate,
  type IncidentInput,
  type TicketCategoryInput,
  type TicketCreate,
  type TicketUpdate,
} from '@portal/contract/features/helpdesk';
import { api } from '../../../shared/api/api.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import type { ListStateApi } from '../../../shared/list/use-list-state.ts';
import { readApiError } from '../../../shared/api/api-error.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { NOTIFICATIONS_API } from '@portal/contract/features/notifications';

export const B = HELPDESK_API;
export const hk = {
  all: ['helpdesk'] as const,
  list: (resource: string, params: Record<string, unknown>) => ['helpdesk', resource, 'list', params] as const,
  item: (resource: string, id: number | string) => ['helpdesk', resource, 'item', id] as const,
};

/** Query string of the list contract from a params object (empty values left out). */
export function toQuery(params: Record<string, string | number | undefined | null>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** A help-desk list read for the list toolkit's state (its query string, cursor and filters). */
function useHelpdeskList<T>(resource: string, path: string, list: ListStateApi, item: z.ZodType<T>) {
  return useListQuery<T>([...hk.all, resource], `${B}/${path}`, list, listResponseSchema(item) as z.ZodType<ListResponse<T>>);
}

export const useTickets = (list: ListStateApi) => useHelpdeskList('ticket', 'Ticket', list, ticketSchema);
export const useCategories = (list: ListStateApi) => useHelpdeskList('category', 'Categoria', list, ticketCategorySchema);
export const useActiveUsers = (list: ListStateApi) => useHelpdeskList('activeUser', 'UsuariosActivos', list, activeUserSchema);
export const useIncidents = (list: ListStateApi) => useHelpdeskList('incident', 'Incidencias', list, incidentSchema);
export const useCategoryUsers = (id: number, list: ListStateApi) =>
  useHelpdeskList(`categoryUser-${id}`, `UsuariosCategoria/${id}`, list, categoryUserSchema);

/** Every active category, for selects (the tree is small); reporters read it without the Categories resource. */
export function useAllCategories() {
  return useQuery({
    queryKey: hk.list('category', { all: true }),
    queryFn: () =>
      api.get(`${B}/Ticket/Categorias`, { schema: z.array(ticketCategorySchema) }).then((items) => ({ items, total: items.length })),
    staleTime: 5 * 60_000,
  });
}

export function useTicket(id: number | null) {
  return useQuery({
    queryKey: hk.item('ticket', id ?? 0),
    queryFn: () => api.get(`${B}/Ticket/${id}`, { schema: ticketSchema }),
    enabled: id !== null,
    // Shown on its screen (RecordPending): no toast besides.
    meta: { silent: true },
  });
}
export function useTicketLog(id: number) {
  return useQuery({
    queryKey: hk.item('ticketLog', id),
    queryFn: () => api.get(`${B}/Ticket/${id}/Bitacora`, { schema: z.array(ticketLogEntrySchema) }),
    // Shown on its screen (RecordPending): no toast besides.
    meta: { silent: true },
  });
}
export function useCategory(id: number | null) {
  return useQuery({
    queryKey: hk.item('category', id ?? 0),
    queryFn: () => api.get(`${B}/Categoria/${id}`, { schema: ticketCategorySchema }),
    enabled: id !== null,
    // Shown on its screen (RecordPending): no toast besides.
    meta: { silent: true },
  });
}
export function useActiveUser(id: number | null) {
  return useQuery({
    queryKey: hk.item('activeUser', id ?? 0),
    queryFn: () => api.get(`${B}/UsuariosActivos/${id}`, { schema: activeUserSchema }),
    enabled: id !== null,
    // Shown on its screen (RecordPending): no toast besides.
    meta: { silent: true },
  });
}
export function useActiveUserContact(id: number) {
  return useQuery({
    queryKey: hk.item('contact', id),
    queryFn: () => api.get(`${B}/UsuariosActivosContacto/${id}`, { schema: activeUserContactSchema }),
    // Shown on its screen (RecordPending): no toast besides.
    meta: { silent: true },
  });
}
export function useOnGuard() {
  return useQuery({
    queryKey: ['helpdesk', 'onGuard'],
    queryFn: () => api.get(`${B}/UsuariosActivosConGuardiaActiva`, { schema: z.array(activeUserSchema) }),
  });
}
export function useIncident(id: number | null) {
  return useQuery({
    queryKey: hk.item('incident', id ?? 0),
    queryFn: () => api.get(`${B}/Incidencias/${id}`, { schema: incidentSchema }),
    enabled: id !== null,
    // Shown on its screen (RecordPending): no toast besides.
    meta: { silent: true },
  });
}
/** The incidents in force: the banner above every signed-in screen (the router asks for them with its code). */
export const activeIncidentsQuery = queryOptions({
  queryKey: ['helpdesk', 'activeIncidents'],
  queryFn: () => api.get(`${B}/IncidenciasActiva`, { schema: z.array(incidentSchema) }),
  meta: { silent: true },
});
export function useActiveIncidents(enabled: boolean) {
  return useQuery({ ...activeIncidentsQuery, enabled, refetchInterval: 5 * 60_000 });
}
export function useAvailableUsers(id: number, search: string) {
  return useQuery({
    queryKey: ['helpdesk', 'available', id, search],
    queryFn: () =>
      api.get(`${B}/UsuariosCategoria/${id}/Disponibles${toQuery({ llaveBuscar: search })}`, { schema: z.array(optionSchema) }),
  });
}
/** Who the ticket may be assigned to (active fixers of its category or an ancestor). */
export function useTicketFixers(ticketId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['helpdesk', 'fixers', ticketId],
    queryFn: () => api.get(`${B}/Ticket/${ticketId}/Reparadores`, { schema: z.array(optionSchema) }),
    enabled: enabled && ticketId !== null,
  });
}
export function useSolutions(ticketId: number, titulo: string, ticketCategoriaId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['helpdesk', 'solutions', ticketId, titulo, ticketCategoriaId],
    queryFn: () =>
      api.get(`${B}/BancoSoluciones/${ticketId}${toQuery(ticketId ? {} : { titulo, ticketCategoriaId })}`, {
        schema: z.array(solutionSchema),
      }),
    enabled,
    meta: { silent: true },
  });
}
export function useDashboard() {
  return useQuery({ queryKey: ['helpdesk', 'dashboard'], queryFn: () => api.get(`${B}/Tablero`, { schema: helpdeskDashboardSchema }) });
}
export function useIsFixer() {
  return useQuery({
    queryKey: ['helpdesk', 'isFixer'],
    queryFn: () => api.get(`${B}/Usuario/EsReparador`, { schema: z.boolean() }),
    staleTime: 5 * 60_000,
  });
}

function useSave<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: hk.all }) });
}

export const useCreateTicket = () => useSave((input: TicketCreate) => api.post(`${B}/Ticket`, input, { schema: ticketSchema }));
export const useUpdateTicket = () =>
  useSave((input: TicketUpdate) => api.put(`${B}/Ticket/${input.ticketId}`, input, { schema: ticketSchema }));
export const usePatchTicket = () =>
  useSave(({ ticketId, patch }: { ticketId: number; patch: JsonPatch }) =>
    api.patch(`${B}/Ticket/${ticketId}`, patch, { schema: ticketSchema }),
  );
export const useSaveCategory = () =>
  useSave((input: TicketCategoryInput & { ticketCategoriaId?: number }) =>
    input.ticketCategoriaId
      ? api.put(`${B}/Categoria/${input.ticketCategoriaId}`, input, { schema: ticketCategorySchema })
      : api.post(`${B}/Categoria`, input, { schema: ticketCategorySchema }),
  );
export const useAddCategoryUser = () =>
  useSave((input: CategoryUserCreate) => api.post(`${B}/UsuariosCategoria`, input, { schema: categoryUserSchema }));
export const usePatchCategoryUser = () =>
  useSave(({ id, patch }: { id: number; patch: JsonPatch }) =>
    api.patch(`${B}/UsuariosCategoria/${id}`, patch, { schema: categoryUserSchema }),
  );
export const useRemoveCategoryUser = () => useSave((id: number) => api.delete(`${B}/UsuariosCategoria/${id}`));
export const useSaveActiveUser = () =>
  useSave((input: ActiveUserInput & { usuarioActivoId?: number }) =>
    input.usuarioActivoId
      ? api.put(`${B}/UsuariosActivos/${input.usuarioActivoId}`, input, { schema: activeUserSchema })
      : api.post(`${B}/UsuariosActivos`, input, { schema: activeUserSchema }),
  );
export const useSaveIncident = () =>
  useSave((input: IncidentInput & { incidenciaId?: number }) =>
    input.incidenciaId
      ? api.put(`${B}/Incidencias/${input.incidenciaId}`, input, { schema: incidentSchema })
      : api.post(`${B}/Incidencias`, input, { schema: incidentSchema }),
  );

/** The oldest solved ticket of the user awaiting the survey; null when none (204). */
export function fetchTicketAwaitingSurvey(userName: string) {
  return api.get(`${B}/Ticket/${encodeURIComponent(userName)}/TicketSinEvaluar`).then((body) => (body ? ticketSchema.parse(body) : null));
}

/**
 * Uploads one evidence file with progress (XHR: fetch cannot report upload progress). On a 401 the API
 * client refreshes the token through a cheap call, and the upload is tried once more.
 */
export function uploadEvidence(file: File, onProgress: (percent: number) => void): Promise<StoredFileInfo> {
  const attempt = () =>
    new Promise<{ status: number; body: string; contentType: string }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${B}/Ticket/Evidencia`);
      xhr.setRequestHeader('Authorization', `Bearer ${localStorage.getItem(STORAGE_KEYS.accessToken) ?? ''}`);
      xhr.setRequestHeader('Accept-Language', currentLanguage());
      xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
      xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText, contentType: xhr.getResponseHeader('content-type') ?? '' });
      xhr.onerror = () => reject(new Error('network'));
      const form = new FormData();
      form.append('file', file);
      xhr.send(form);
    });
  const settle = async (res: { status: number; body: string; contentType: string }) => {
    if (res.status >= 200 && res.status < 300) return storedFileSchema.parse(JSON.parse(res.body));
    throw await readApiError(new Response(res.body, { status: res.status, headers: { 'content-type': res.contentType } }));
  };
  return attempt().then(async (res) => {
    if (res.status !== 401) return settle(res);
    await api.get(`${NOTIFICATIONS_API}/SinLeer`);
    onProgress(0);
    return settle(await attempt());
  });
}
