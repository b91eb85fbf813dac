import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AUDITORIA_API,
  bulkResultSchema,
  eventoDetailSchema,
  indicadoresSchema,
  preAuditoriaResultSchema,
  responsableSchema,
  saaiM3ResumenSchema,
  type TIPOS_AUTORIZACION,
} from '@portal/contract/features/audits';
import { api } from '../../../shared/api/api.ts';

export function useIndicadores(query: URLSearchParams) {
  const qs = query.toString();
  return useQuery({
    queryKey: ['audits', 'kpis', qs],
    queryFn: ({ signal }) => api.get(`${AUDITORIA_API}/Indicadores?${qs}`, { schema: indicadoresSchema, signal }),
    meta: { silent: true },
  });
}

export function useEvento(eventoId: number) {
  return useQuery({
    queryKey: ['audits', 'event', eventoId],
    queryFn: ({ signal }) => api.get(`${AUDITORIA_API}/BitacoraEventos/${eventoId}`, { schema: eventoDetailSchema, signal }),
    meta: { silent: true },
  });
}

export function useSaaiM3(query: URLSearchParams) {
  const qs = query.toString();
  return useQuery({
    queryKey: ['audits', 'saai-m3', qs],
    queryFn: ({ signal }) => api.get(`${AUDITORIA_API}/SaaiM3?${qs}`, { schema: saaiM3ResumenSchema, signal }),
    meta: { silent: true },
  });
}

const finding = (id: number, action: string) => `${AUDITORIA_API}/Hallazgos/${id}/${action}`;

export const requestAuthorization = (id: number, rowVersion: number, comentario: string) =>
  api.post(finding(id, 'SolicitarAutorizacion'), { rowVersion, ...(comentario ? { comentario } : {}) });

export const authorizeFinding = (
  id: number,
  rowVersion: number,
  comentario: string,
  tipoAutorizacion: (typeof TIPOS_AUTORIZACION)[number],
) => api.post(finding(id, 'Autorizar'), { rowVersion, comentario, tipoAutorizacion });

export const rejectFinding = (id: number, rowVersion: number, comentario: string) =>
  api.post(finding(id, 'Rechazar'), { rowVersion, comentario });

export const commentOperation = (operacionId: number, comentario: string) =>
  api.post(`${AUDITORIA_API}/Operaciones/${operacionId}/Comentarios`, { comentario });

export const requestAuthorizations = (hallazgoIds: number[]) =>
  api.post(`${AUDITORIA_API}/Hallazgos/SolicitarAutorizacion`, { hallazgoIds }, { schema: bulkResultSchema });

export const preAudit = (pedimento: string) =>
  api.post(`${AUDITORIA_API}/PreAuditoria`, { pedimento }, { schema: preAuditoriaResultSchema });

export const openRam = (hallazgoId: number, accionMejoraProblemaId: number, requerimientoId: number) =>
  api.post<{ ramId: number; folio: string }>(`${AUDITORIA_API}/Hallazgos/${hallazgoId}/Ram`, { accionMejoraProblemaId, requerimientoId });

export function useOwners(enabled: boolean) {
  return useQuery({
    queryKey: ['audits', 'owners'],
    queryFn: ({ signal }) => api.get(`${AUDITORIA_API}/Responsables`, { schema: z.array(responsableSchema), signal }),
    enabled,
    staleTime: 60_000,
  });
}

export const assignOwner = (hallazgoIds: number[], responsableId: number) =>
  api.post(`${AUDITORIA_API}/Hallazgos/Asignar`, { hallazgoIds, responsableId }, { schema: bulkResultSchema });
