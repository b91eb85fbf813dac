import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  PREVIO_FOTOS_API,
  PREVIOS_API,
  PREVIOS_PUBLIC_API,
  observacionSchema,
  previoDetailSchema,
  publicPrevioSchema,
  viewerLinkSchema,
  type ObservacionInput,
  type PrevioDetail,
  type PrevioFoto,
  type PrevioInput,
  type PrevioPhotoType,
} from '@portal/contract/features/previos';
import { api } from '../../../shared/api/api.ts';
import { uploadPhotoResumable } from './photo-upload.ts';

const keys = { all: ['previos'] as const, item: (id: string) => ['previos', 'item', id] as const };

export function usePrevio(previoId: string | null) {
  return useQuery({
    queryKey: keys.item(previoId ?? ''),
    queryFn: ({ signal }) => api.get(`${PREVIOS_API}/${previoId}`, { schema: previoDetailSchema, signal }),
    enabled: previoId !== null,
    meta: { silent: true },
  });
}

export function usePublicPrevio(token: string) {
  return useQuery({
    queryKey: ['previos', 'public', token],
    queryFn: ({ signal }) => api.get(`${PREVIOS_PUBLIC_API}/${token}`, { schema: publicPrevioSchema, signal }),
    retry: false,
    meta: { silent: true },
  });
}

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

/**
 * A change whose answer is the previo as it now stands: kept as its record, so a new previo's edit screen opens on it
 * at once (no spinner and no second read); the lists read again.
 */
function useKeepingAnswer<I>(fn: (input: I) => Promise<PrevioDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (saved) => {
      client.setQueryData(keys.item(saved.previoId), saved);
      return client.invalidateQueries({
        queryKey: keys.all,
        predicate: (query) => !(query.queryKey[1] === 'item' && query.queryKey[2] === saved.previoId),
      });
    },
  });
}

export const useSavePrevio = () =>
  useKeepingAnswer((input: PrevioInput) =>
    input.previoId
      ? api.put(`${PREVIOS_API}/${input.previoId}`, input, { schema: previoDetailSchema })
      : api.post(PREVIOS_API, input, { schema: previoDetailSchema }),
  );

export const usePrevioAction = () =>
  useKeepingAnswer(({ previoId, action }: { previoId: string; action: 'Concluir' | 'Reabrir' }) =>
    api.post(`${PREVIOS_API}/${previoId}/${action}`, undefined, { schema: previoDetailSchema }),
  );

export const useViewerLink = () =>
  useInvalidating(({ previoId, revoke }: { previoId: string; revoke: boolean }) =>
    revoke
      ? api.delete(`${PREVIOS_API}/${previoId}/Enlace`)
      : api.post(`${PREVIOS_API}/${previoId}/Enlace`, undefined, { schema: viewerLinkSchema }),
  );

export function useObservations(previoId: string) {
  return useQuery({
    queryKey: ['previos', 'observations', previoId],
    queryFn: ({ signal }) => api.get(`${PREVIOS_API}/${previoId}/Observaciones`, { schema: z.array(observacionSchema), signal }),
    meta: { silent: true },
  });
}

export const useAddObservation = (previoId: string) =>
  useInvalidating((input: ObservacionInput) => api.post(`${PREVIOS_API}/${previoId}/Observaciones`, input, { schema: observacionSchema }));

/** A photo of a previo, sent in resumable chunks (see photo-upload.ts). */
export function uploadPhoto(file: File, tipo: PrevioPhotoType, onProgress: (percent: number) => void, clave?: string): Promise<PrevioFoto> {
  return uploadPhotoResumable(file, tipo, onProgress, clave);
}

/** Where a photo is read: through the signed-in API, or through the open viewer's link. */
export type PhotoSource = { kind: 'signedIn' } | { kind: 'link'; token: string };

export function photoPath(source: PhotoSource, fotoId: string, thumbnail: boolean): string {
  const base = source.kind === 'link' ? `${PREVIOS_PUBLIC_API}/${source.token}/Fotos` : PREVIO_FOTOS_API;
  return `${base}/${fotoId}${thumbnail ? '?miniatura=true' : ''}`;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** A photo fetched with the caller's token (an <img src> cannot send it), as a data URL kept by the query cache. */
export function usePhotoUrl(path: string | null): string | null {
  const query = useQuery({
    queryKey: ['previos', 'photo', path],
    queryFn: async ({ signal }) => readAsDataUrl(await (await api.fetchResponse(path!, { signal })).blob()),
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    meta: { silent: true },
  });
  return query.data ?? null;
}
