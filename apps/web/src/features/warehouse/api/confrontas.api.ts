import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARGAS_API,
  CONFRONTAS_API,
  cargaSchema,
  confrontaDetailSchema,
  scanResultSchema,
  type ConfrontaInput,
} from '@portal/contract/features/confrontas';
import { api } from '../../../shared/api/api.ts';
import { uploadFile } from '../../../shared/api/transfer.ts';

export const confrontaKey = (confrontaId: number | null) => ['confrontas', 'item', confrontaId];

/** One confrontation; the scan screen keeps it current through its hub room (`useLiveRecord`), not by polling. */
export function useConfronta(confrontaId: number | null) {
  return useQuery({
    queryKey: confrontaKey(confrontaId),
    queryFn: ({ signal }) => api.get(`${CONFRONTAS_API}/${confrontaId}`, { schema: confrontaDetailSchema, signal }),
    enabled: confrontaId !== null,
    meta: { silent: true },
  });
}

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['confrontas'] });
      await client.invalidateQueries({ queryKey: ['cargas'] });
    },
  });
}

export const useCreateConfronta = () =>
  useInvalidating((input: ConfrontaInput) => api.post(CONFRONTAS_API, input, { schema: confrontaDetailSchema }));

export const useScan = (confrontaId: number) =>
  useInvalidating((codigo: string) => api.post(`${CONFRONTAS_API}/${confrontaId}/Escaneos`, { codigo }, { schema: scanResultSchema }));

export const useConcludeConfronta = (confrontaId: number) =>
  useInvalidating((motivo: string | null) =>
    api.post(`${CONFRONTAS_API}/${confrontaId}/Concluir`, { motivo }, { schema: confrontaDetailSchema }),
  );

export function useCarga(cargaId: number | null) {
  return useQuery({
    queryKey: ['cargas', 'item', cargaId],
    queryFn: ({ signal }) => api.get(`${CARGAS_API}/${cargaId}`, { schema: cargaSchema, signal }),
    enabled: cargaId !== null,
    meta: { silent: true },
  });
}

export const useStartCarga = () =>
  useInvalidating((input: { confrontaId: number; gafete: string }) => api.post(CARGAS_API, input, { schema: cargaSchema }));

export const useConfirmCarga = (cargaId: number) =>
  useInvalidating((input: { placas: string; numeroEconomico: string }) =>
    api.post(`${CARGAS_API}/${cargaId}/Confirmar`, input, { schema: cargaSchema }),
  );

export async function uploadVehiclePhoto(cargaId: number, file: File, onProgress: (percent: number) => void) {
  return cargaSchema.parse(await uploadFile<unknown>(`${CARGAS_API}/${cargaId}/Foto`, file, { onProgress }));
}
