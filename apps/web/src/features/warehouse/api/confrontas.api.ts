import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARGAS_API,
  CONFRONTAS_API,
  cargaSchema,
  confrontaDetailSchema,
  scanResultSchema,
  type ConfrontaDetail,
  type ConfrontaInput,
  type ConfrontaSummary,
} from '@portal/contract/features/confrontas';
import { api } from '../../../shared/api/api.ts';
import { uploadFile } from '../../../shared/api/transfer.ts';
import { confrontasToKeep } from '../offline/local-confronta.ts';
import { warehouseOptions, type KeptRecord } from '../offline/saved-options.ts';

export const confrontaKey = (confrontaId: number | null) => ['confrontas', 'item', confrontaId];

/** Confrontations kept on the phone per user (decision 0101): their details, the newest first. */
const KEPT = { source: CONFRONTAS_API, max: 50 } as const;
const keptEntry = (c: ConfrontaDetail) => ({ id: String(c.confrontaId), text: c.numeroControl });
const readDetail = (confrontaId: number, signal?: AbortSignal) =>
  api.get(`${CONFRONTAS_API}/${confrontaId}`, { schema: confrontaDetailSchema, ...(signal ? { signal } : {}) });

/**
 * One confrontation; the scan screen keeps it current through its hub room (`useLiveRecord`), not by polling. Each
 * answer is kept on the phone; without network the kept copy answers (`offline`, `savedAt`; `record` null when this
 * phone never read it).
 */
export function useConfronta(confrontaId: number | null) {
  return useQuery({
    queryKey: confrontaKey(confrontaId),
    queryFn: ({ signal }) =>
      warehouseOptions.loadRecord({
        ...KEPT,
        id: String(confrontaId),
        fetch: () => readDetail(confrontaId!, signal),
        text: (c) => c.numeroControl,
      }),
    enabled: confrontaId !== null,
    networkMode: 'always',
    // A kept copy is read again as soon as the network returns.
    staleTime: ({ state }: { state: { data?: KeptRecord<ConfrontaDetail> } }) => (state.data?.offline ? 0 : 30_000),
    meta: { silent: true },
  });
}

/**
 * The list shown online keeps the details of its first open confrontations (and refreshes the kept ones it shows
 * changed), so that the scan and load screens open without network later. In the background, one at a time.
 */
export async function keepListedConfrontas(rows: ConfrontaSummary[]): Promise<void> {
  if (!navigator.onLine) return;
  const kept = await warehouseOptions.keptRecords<ConfrontaDetail>(KEPT.source);
  const details: ConfrontaDetail[] = [];
  for (const confrontaId of confrontasToKeep(
    rows,
    kept.map((k) => k.record),
  )) {
    details.push(await readDetail(confrontaId));
  }
  await warehouseOptions.keepRecords(KEPT.source, details, keptEntry, KEPT.max);
}

/** The confrontations kept on this phone (the list offline offers them). */
export const keptConfrontas = () => warehouseOptions.keptRecords<ConfrontaDetail>(KEPT.source);

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
