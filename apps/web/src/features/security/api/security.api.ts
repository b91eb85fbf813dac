import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import {
  SECURITY_API,
  permissionMatrixSchema,
  securityProfileSchema,
  type MatrixCell,
  type SecurityProfileWrite,
} from '@portal/contract/features/security';
import { api } from '../../../shared/api/api.ts';

const base = SECURITY_API;
export const MATRIX_KEY = ['security', 'matrix'] as const;

export function useMatrix() {
  return useQuery({
    queryKey: MATRIX_KEY,
    queryFn: ({ signal }) => api.get(`${base}/MatrizPermisos`, { schema: permissionMatrixSchema, signal }),
  });
}

export function saveMatrix(celdas: MatrixCell[]) {
  return api.put(`${base}/MatrizPermisos`, { celdas }, { schema: permissionMatrixSchema });
}

export interface ProfileListQuery {
  page: number;
  pageSize: number;
  search: string;
  sort: string;
}

export function useProfile(perfilSeguridadId: number | null) {
  return useQuery({
    queryKey: ['security', 'profile', perfilSeguridadId],
    queryFn: ({ signal }) => api.get(`${base}/PerfilesSeguridad/${perfilSeguridadId}`, { schema: securityProfileSchema, signal }),
    enabled: perfilSeguridadId !== null,
    // Shown on its screen (RecordPending): no toast besides.
    meta: { silent: true },
  });
}

export function createProfile(body: SecurityProfileWrite) {
  return api.post(`${base}/PerfilesSeguridad`, body, { schema: securityProfileSchema });
}

export function updateProfile(perfilSeguridadId: number, body: SecurityProfileWrite) {
  return api.put(`${base}/PerfilesSeguridad/${perfilSeguridadId}`, { ...body, perfilSeguridadId }, { schema: securityProfileSchema });
}

export function deleteProfile(perfilSeguridadId: number) {
  return api.delete(`${base}/PerfilesSeguridad/${perfilSeguridadId}`);
}

const userOptionsSchema = z.array(z.object({ value: z.number().int(), text: z.string() }));

export function useUserOptions(search: string) {
  return useQuery({
    queryKey: ['security', 'user-options', search],
    queryFn: ({ signal }) =>
      api.get(`${base}/Opciones/Usuarios?llaveBuscar=${encodeURIComponent(search)}`, { schema: userOptionsSchema, signal }),
    placeholderData: (previous) => previous,
  });
}
