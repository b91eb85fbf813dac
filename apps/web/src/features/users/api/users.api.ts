import { z } from 'zod';
import {
  ASSIGNMENT_KINDS,
  assignmentSchema,
  assignmentsSchema,
  claimSchema,
  listResponseSchema,
  usuarioDetailSchema,
  usuarioItemSchema,
  USUARIOS_API,
  type AssignmentKind,
  type ClaimBody,
  type UsuarioCreate,
  type UsuarioUpdate,
} from '@portal/contract';
import { api } from '../../../shared/api/api.ts';

export interface UserListState {
  page: number;
  pageSize: number;
  sort?: string | undefined;
  search?: string | undefined;
  status?: string | undefined;
  role?: string | undefined;
}

/** The list contract's query string (api-conventions.md) for the users list and its export. */
export function userListQueryString(state: Partial<UserListState>): string {
  const params = new URLSearchParams();
  if (state.page) params.set('page', String(state.page));
  if (state.pageSize) params.set('pageSize', String(state.pageSize));
  if (state.sort) params.set('sort', state.sort);
  if (state.search?.trim()) params.set('search', state.search.trim());
  if (state.status) params.set('status', state.status);
  if (state.role) params.set('role', state.role);
  return params.toString();
}

const path = (userName: string) => `${USUARIOS_API}/${encodeURIComponent(userName)}`;

export const usersApi = {
  list: (state: UserListState, signal?: AbortSignal) =>
    api.get(`${USUARIOS_API}?${userListQueryString(state)}`, {
      schema: listResponseSchema(usuarioItemSchema),
      ...(signal ? { signal } : {}),
    }),
  exportPath: (state: Partial<UserListState>, format: 'xlsx' | 'csv') => {
    const qs = userListQueryString({ ...state, page: undefined, pageSize: undefined } as Partial<UserListState>);
    return `${USUARIOS_API}/Exportar?${qs}${qs ? '&' : ''}formato=${format}`;
  },
  get: (userName: string) => api.get(path(userName), { schema: usuarioDetailSchema }),
  create: (body: UsuarioCreate) => api.post(USUARIOS_API, body, { schema: usuarioDetailSchema }),
  update: (userName: string, body: UsuarioUpdate) => api.put(path(userName), body, { schema: usuarioDetailSchema }),
  assignments: (userName: string) => api.get(`${path(userName)}/Asignaciones`, { schema: assignmentsSchema }),
  addAssignment: (userName: string, kind: AssignmentKind, key: string | number) =>
    api.post(
      `${path(userName)}/${ASSIGNMENT_KINDS[kind].path}`,
      { [ASSIGNMENT_KINDS[kind].field]: key },
      { schema: z.array(assignmentSchema) },
    ),
  removeAssignment: (userName: string, kind: AssignmentKind, key: string | number) =>
    api.delete(`${path(userName)}/${ASSIGNMENT_KINDS[kind].path}/${encodeURIComponent(String(key))}`),
  addClaim: (userName: string, body: ClaimBody) => api.post(`${path(userName)}/Claims`, body, { schema: z.array(claimSchema) }),
  removeClaim: (userName: string, userClaimId: number) => api.delete(`${path(userName)}/Claims/${userClaimId}`),
  roleOptions: () => api.get(`${USUARIOS_API}/Opciones/Roles`, { schema: z.array(assignmentSchema) }),
  profileOptions: () => api.get(`${USUARIOS_API}/Opciones/PerfilesSeguridad`, { schema: z.array(assignmentSchema) }),
};
