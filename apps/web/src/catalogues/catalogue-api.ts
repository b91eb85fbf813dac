import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  catalogueSchemas,
  optionSchema,
  storedFileSchema,
  type CatalogueDefinition,
  type StoredFileInfo,
  type Option,
} from '@portal/contract';
import { api } from '../shared/api/api.ts';
import { uploadFile } from '../shared/api/transfer.ts';
import { recordQueryKey } from './catalogue-format.ts';

export type CatalogueItem = Record<string, unknown>;

/** What a record read answers: the catalogue's item, with the reference texts and flags the server adds. */
export function recordSchema(definition: CatalogueDefinition) {
  return catalogueSchemas(definition).item.loose();
}

export function getRecord(definition: CatalogueDefinition, id: number | string): Promise<CatalogueItem> {
  return api.get(`${definition.apiPath}/${id}`, { schema: recordSchema(definition) });
}

/** One record of the form (`id` null while adding: nothing to read). The route's loader asks with it too. */
export function recordQueryOptions(definition: CatalogueDefinition, id: number | null) {
  return queryOptions({
    queryKey: recordQueryKey(definition, id),
    queryFn: () => getRecord(definition, id!),
    enabled: id !== null,
    // Shown on the form (RecordPending): no toast besides.
    meta: { silent: true },
  });
}

export function createRecord(definition: CatalogueDefinition, values: CatalogueItem): Promise<CatalogueItem> {
  return api.post(definition.apiPath, values);
}

export function updateRecord(definition: CatalogueDefinition, id: number | string, values: CatalogueItem): Promise<CatalogueItem> {
  return api.put(`${definition.apiPath}/${id}`, values);
}

export function deleteRecord(definition: CatalogueDefinition, id: number | string): Promise<unknown> {
  return api.delete(`${definition.deletePath ?? definition.apiPath}/${id}`);
}

/** `/api/Opciones/<domain>` (reference data: units, operation types, document keys...). */
export function domainOptions(domain: string, llaveBuscar?: string): Promise<Option[]> {
  const query = llaveBuscar ? `?llaveBuscar=${encodeURIComponent(llaveBuscar)}` : '';
  return api.get(`/api/Opciones/${domain}${query}`, { schema: z.array(optionSchema) });
}

/** Reveals one secret field of a record (writers only; the server logs it). */
export function revealSecret(definition: CatalogueDefinition, id: number, field: string): Promise<string | null> {
  return api
    .get(`${definition.apiPath}/${id}/Secreto/${field}`, { schema: z.object({ value: z.string().nullable() }) })
    .then((body) => body.value);
}

/** Uploads one document for a documents field (the save then claims it by its id). */
export function uploadDocument(
  definition: CatalogueDefinition,
  file: File,
  onProgress: (percent: number) => void,
): Promise<StoredFileInfo> {
  return uploadFile<unknown>(`${definition.apiPath}/Documentos`, file, { onProgress }).then((body) => storedFileSchema.parse(body));
}

/** Where a saved document of a record downloads from. */
export function documentPath(definition: CatalogueDefinition, id: number, fileId: string): string {
  return `${definition.apiPath}/${id}/Documentos/${fileId}`;
}
