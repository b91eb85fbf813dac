import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { optionSchema } from '@portal/contract';
import {
  CLASIFICACIONES_API,
  adjuntoSchema,
  adjuntosPath,
  clasificacionDetailSchema,
  clasificacionPath,
  comentarioSchema,
  comentariosPath,
  duplicadosSchema,
  type Adjunto,
  type ClasificacionInput,
  type ClasificacionUpdate,
  type ClasificarInput,
} from '@portal/contract/features/classifications';
import { api } from '../../../shared/api/api.ts';
import { uploadFile } from '../../../shared/api/transfer.ts';

const KEY = 'clasificaciones';

export function useClasificacion(solicitudId: number | null) {
  return useQuery({
    queryKey: [KEY, 'item', solicitudId],
    queryFn: ({ signal }) => api.get(clasificacionPath(solicitudId!), { schema: clasificacionDetailSchema, signal }),
    enabled: solicitudId !== null,
    meta: { silent: true },
  });
}

export function useComentarios(solicitudId: number) {
  return useQuery({
    queryKey: [KEY, 'comments', solicitudId],
    queryFn: ({ signal }) => api.get(comentariosPath(solicitudId), { schema: z.array(comentarioSchema), signal }),
    meta: { silent: true },
  });
}

export function useAdjuntos(solicitudId: number) {
  return useQuery({
    queryKey: [KEY, 'files', solicitudId],
    queryFn: ({ signal }) => api.get(adjuntosPath(solicitudId), { schema: z.array(adjuntoSchema), signal }),
    meta: { silent: true },
  });
}

/** `/api/Opciones/<domain>` in the caller's language (request types, units, material types, document kinds...). */
export function useOptions(domain: string) {
  return useQuery({
    queryKey: ['options', domain],
    queryFn: ({ signal }) => api.get(`/api/Opciones/${domain}`, { schema: z.array(optionSchema), signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export function findDuplicados(clienteId: number, numeroParte: string, excluir?: number) {
  const params = new URLSearchParams({ clienteId: String(clienteId), numeroParte });
  if (excluir) params.set('excluir', String(excluir));
  return api.get(`${CLASIFICACIONES_API}/Duplicados?${params.toString()}`, { schema: duplicadosSchema });
}

export function useSaveClasificacion(solicitudId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClasificacionInput | ClasificacionUpdate) =>
      solicitudId === null
        ? api.post(CLASIFICACIONES_API, input, { schema: clasificacionDetailSchema })
        : api.put(clasificacionPath(solicitudId), input, { schema: clasificacionDetailSchema }),
    meta: { silent: true },
    onSuccess: (saved) => {
      client.setQueryData([KEY, 'item', saved.solicitudId], saved);
      void client.invalidateQueries({ queryKey: [KEY, 'list'] });
    },
  });
}

export function useClassify(solicitudId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClasificarInput) =>
      api.post(`${clasificacionPath(solicitudId)}/Clasificar`, input, { schema: clasificacionDetailSchema }),
    onSuccess: (saved) => {
      client.setQueryData([KEY, 'item', solicitudId], saved);
      void client.invalidateQueries({ queryKey: [KEY] });
    },
  });
}

export function useAddComentario(solicitudId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (texto: string) => api.post(comentariosPath(solicitudId), { texto }, { schema: comentarioSchema }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [KEY, 'comments', solicitudId] }),
  });
}

export function uploadAdjunto(solicitudId: number, tipo: number, file: File, onProgress: (percent: number) => void) {
  return uploadFile<Adjunto>(`${adjuntosPath(solicitudId)}?tipo=${tipo}`, file, { onProgress });
}

export function deleteAdjunto(solicitudId: number, adjuntoId: number) {
  return api.delete(`${adjuntosPath(solicitudId)}/${adjuntoId}`);
}

export const adjuntoPath = (solicitudId: number, adjuntoId: number) => `${adjuntosPath(solicitudId)}/${adjuntoId}`;
