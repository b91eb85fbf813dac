import { z } from 'zod';
import {
  ASSIGNMENT_KINDS,
  assignmentSchema,
  assignmentsSchema,
  claimSchema,
  usuarioDetailSchema,
  USERS_API,
  type AssignmentKind,
  type ClaimBody,
  type UsuarioCreate,
  type UsuarioUpdate,
} from '@portal/contract';
import { api } from '../../../shared/api/api.ts';

const path = (userName: string) => `${USERS_API}/${encodeURIComponent(userName)}`;

export const usersApi = {
  get: (userName: string) => api.get(path(userName), { schema: usuarioDetailSchema }),
  create: (body: UsuarioCreate) => api.post(USERS_API, body, { schema: usuarioDetailSchema }),
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
  roleOptions: () => api.get(`${USERS_API}/Opciones/Roles`, { schema: z.array(assignmentSchema) }),
  profileOptions: () => api.get(`${USERS_API}/Opciones/PerfilesSeguridad`, { schema: z.array(assignmentSchema) }),
};
