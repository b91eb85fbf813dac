import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { M3_ARCHIVOS_API, PEDIMENTOS_API, m3ArchivoDetailSchema, pedimentoDetailSchema } from '@portal/contract/features/pedimentos';
import {
  documentosPath,
  pedimentoDocumentSchema,
  type PedimentoDocument,
  type PedimentoDocumentType,
} from '@portal/contract/features/transfers';
import { api } from '../../../shared/api/api.ts';
import { uploadFile } from '../../../shared/api/transfer.ts';

export function usePedimento(pedimentoId: number) {
  return useQuery({
    queryKey: ['pedimentos', 'item', pedimentoId],
    queryFn: ({ signal }) => api.get(`${PEDIMENTOS_API}/${pedimentoId}`, { schema: pedimentoDetailSchema, signal }),
    meta: { silent: true },
  });
}

export function useDocuments(pedimentoId: number) {
  return useQuery({
    queryKey: ['pedimentos', 'documents', pedimentoId],
    queryFn: ({ signal }) => api.get(documentosPath(pedimentoId), { schema: z.array(pedimentoDocumentSchema), signal }),
    meta: { silent: true },
  });
}

export function uploadDocument(pedimentoId: number, tipo: PedimentoDocumentType, file: File, onProgress: (percent: number) => void) {
  return uploadFile<PedimentoDocument>(`${documentosPath(pedimentoId)}?tipo=${tipo}`, file, { onProgress });
}

export function deleteDocument(pedimentoId: number, documentoId: number) {
  return api.delete(`${documentosPath(pedimentoId)}/${documentoId}`);
}

export const documentPath = (pedimentoId: number, documentoId: number) => `${documentosPath(pedimentoId)}/${documentoId}`;

export function useM3File(archivoId: number) {
  return useQuery({
    queryKey: ['m3', 'item', archivoId],
    queryFn: ({ signal }) => api.get(`${M3_ARCHIVOS_API}/${archivoId}`, { schema: m3ArchivoDetailSchema, signal }),
    meta: { silent: true },
  });
}
