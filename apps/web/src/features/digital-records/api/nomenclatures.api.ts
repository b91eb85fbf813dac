import { useQuery } from '@tanstack/react-query';
import { NOMENCLATURAS_API, nomenclatureSchema, type NomenclatureInput } from '@portal/contract/features/digital-records';
import { api } from '../../../shared/api/api.ts';

export function useNomenclature(nomenclaturaId: number | null) {
  return useQuery({
    queryKey: ['digital-record-nomenclatures', 'item', nomenclaturaId],
    queryFn: ({ signal }) => api.get(`${NOMENCLATURAS_API}/${nomenclaturaId}`, { schema: nomenclatureSchema, signal }),
    enabled: nomenclaturaId !== null,
    meta: { silent: true },
  });
}

export function saveNomenclature(nomenclaturaId: number | null, input: NomenclatureInput) {
  return nomenclaturaId === null
    ? api.post(NOMENCLATURAS_API, input, { schema: nomenclatureSchema })
    : api.put(`${NOMENCLATURAS_API}/${nomenclaturaId}`, input, { schema: nomenclatureSchema });
}

export function deleteNomenclature(nomenclaturaId: number) {
  return api.delete(`${NOMENCLATURAS_API}/${nomenclaturaId}`);
}

export function copyNomenclatureMetadata(nomenclaturaId: number, origenId: number) {
  return api.post(`${NOMENCLATURAS_API}/${nomenclaturaId}/CopiarMetadatos`, { origenId }, { schema: nomenclatureSchema });
}
