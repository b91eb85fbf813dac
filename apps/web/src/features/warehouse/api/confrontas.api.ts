import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARGAS_API,
  CONFRONTAS_API,
  cargaSchema,
  confrontaDetailSchema,
  presenceSchema,
  scanResultSchema,
  type ConfrontaInput,
} from '@portal/contract/features/confrontas';
import { api } from '../../../shared/api/api.ts';
import { uploadFile } from '../../../shared/api/transfer.ts';

/** How often an open scan screen reads the confrontation and its presence again (others' scans appear). */
const LIVE_MS = 3000;

export function useConfronta(confrontaId: number | null, isLive = false) {
  return useQuery({
    queryKey: ['confrontas', 'item', confrontaId],
    queryFn: ({ signal }) => api.get(`${CONFRONTAS_API}/${confrontaId}`, { schema: confrontaDetailSchema, signal }),
    enabled: confrontaId !== null,
    refetchInterval: isLive ? LIVE_MS : false,
    meta: { silent: true },
  });
}

/** Who else has this confrontation open (the call also marks the caller present). */
export function usePresence(confrontaId: number | null) {
  return useQuery({
    queryKey: ['confrontas', 'presence', confrontaId],
    queryFn: ({ signal }) => api.post(`${CONFRONTAS_API}/${confrontaId}/Presencia`, undefined, { schema: presenceSchema, signal }),
    enabled: confrontaId !== null,
    refetchInterval: LIVE_MS,
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
