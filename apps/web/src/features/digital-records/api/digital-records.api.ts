import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AJUSTES_API,
  CLIENTES_API,
  DESCARGAS_API,
  ENLACE_API,
  EXPEDIENTES_API,
  customerOptionSchema,
  downloadRequestSchema,
  linkInfoSchema,
  recordDetailSchema,
  settingsSchema,
  type DownloadRequestInput,
  type RecordSettings,
} from '@portal/contract/features/digital-records';
import { api } from '../../../shared/api/api.ts';

export function useRecord(pedimentoId: number | null) {
  return useQuery({
    queryKey: ['digital-records', 'item', pedimentoId],
    queryFn: ({ signal }) => api.get(`${EXPEDIENTES_API}/${pedimentoId}`, { schema: recordDetailSchema, signal }),
    enabled: pedimentoId !== null,
    meta: { silent: true },
  });
}

export function useRecordCustomers() {
  return useQuery({
    queryKey: ['digital-records', 'customers'],
    queryFn: ({ signal }) => api.get(CLIENTES_API, { schema: z.array(customerOptionSchema), signal }),
    staleTime: 60_000,
  });
}

export const recordFilePath = (pedimentoId: number, archivoId: string) => `${EXPEDIENTES_API}/${pedimentoId}/Archivos/${archivoId}`;
export const recordZipPath = (pedimentoId: number) => `${EXPEDIENTES_API}/${pedimentoId}/Zip`;
export const downloadZipPath = (descargaId: number) => `${DESCARGAS_API}/${descargaId}/Archivo`;

export function requestDownload(input: DownloadRequestInput) {
  return api.post(DESCARGAS_API, input, { schema: downloadRequestSchema });
}

export function useLinkInfo(token: string) {
  return useQuery({
    queryKey: ['digital-records', 'link', token],
    queryFn: ({ signal }) => api.get(`${ENLACE_API}/${token}`, { schema: linkInfoSchema, signal }),
    retry: false,
    meta: { silent: true },
  });
}

export function useRecordSettings() {
  return useQuery({
    queryKey: ['digital-records', 'settings'],
    queryFn: ({ signal }) => api.get(AJUSTES_API, { schema: settingsSchema, signal }),
    meta: { silent: true },
  });
}

export function saveRecordSettings(settings: RecordSettings) {
  return api.put(AJUSTES_API, settings, { schema: settingsSchema });
}
