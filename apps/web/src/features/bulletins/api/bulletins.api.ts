import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { listResponseSchema, storedFileSchema, type StoredFileInfo } from '@portal/contract';
import {
  MY_BULLETINS_API,
  BULLETINS_API,
  bulletinSchema,
  myBulletinSchema,
  publicBulletinSchema,
  unreadCountSchema,
  type BulletinWrite,
} from '@portal/contract/features/bulletins';
import { api } from '../../../shared/api/api.ts';
import { uploadFile } from '../../../shared/api/transfer.ts';

export const UNREAD_KEY = ['bulletins', 'unread'] as const;

export interface BulletinListQuery {
  page: number;
  pageSize: number;
  search: string;
  boletinTipo: string | null;
  cancelado: string | null;
  sort: string;
}

export function useBulletin(boletinId: number | null) {
  return useQuery({
    queryKey: ['bulletins', 'item', boletinId],
    queryFn: ({ signal }) => api.get(`${BULLETINS_API}/${boletinId}`, { schema: bulletinSchema, signal }),
    enabled: boletinId !== null,
  });
}

export function useBulletinTypes() {
  return useQuery({
    queryKey: ['bulletins', 'types'],
    queryFn: ({ signal }) =>
      api.get('/api/Opciones/BoletinTipos', { schema: z.array(z.object({ value: z.string(), text: z.string() })), signal }),
    staleTime: 5 * 60_000,
  });
}

export function createBulletin(body: BulletinWrite) {
  return api.post(BULLETINS_API, body, { schema: bulletinSchema });
}

export function updateBulletin(boletinId: number, body: BulletinWrite) {
  return api.put(`${BULLETINS_API}/${boletinId}`, { ...body, boletinId }, { schema: bulletinSchema });
}

export function cancelBulletin(boletinId: number, motivo: string) {
  return api.post(`${BULLETINS_API}/${boletinId}/Cancelar`, motivo ? { motivo } : {}, { schema: bulletinSchema });
}

export function uploadAttachment(file: File, onProgress: (percent: number) => void): Promise<StoredFileInfo> {
  return uploadFile<unknown>(`${BULLETINS_API}/Adjuntos`, file, { onProgress }).then((body) => storedFileSchema.parse(body));
}

export function useMyBulletins(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['bulletins', 'mine', page, pageSize],
    queryFn: ({ signal }) =>
      api.get(`${MY_BULLETINS_API}?page=${page}&pageSize=${pageSize}`, { schema: listResponseSchema(myBulletinSchema), signal }),
    placeholderData: (previous) => previous,
  });
}

/** The navbar badge: cached a minute (spec point 9), refreshed in the background. */
export function useUnreadBulletins(isEnabled: boolean) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => api.get(`${MY_BULLETINS_API}/SinLeer`, { schema: unreadCountSchema, signal }),
    enabled: isEnabled,
    staleTime: 60_000,
    refetchInterval: 60_000,
    meta: { silent: true },
  });
}

export function markAllRead() {
  return api.post(`${MY_BULLETINS_API}/LeerTodo`, undefined, { schema: unreadCountSchema });
}

export function usePublicBulletins(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['bulletins', 'public', page, pageSize],
    queryFn: ({ signal }) =>
      api.get(`${BULLETINS_API}/Publicos?page=${page}&pageSize=${pageSize}`, { schema: listResponseSchema(publicBulletinSchema), signal }),
    placeholderData: (previous) => previous,
  });
}
