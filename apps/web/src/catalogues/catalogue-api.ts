import { z } from 'zod';
import {
  auditEntrySchema,
  catalogueSchemas,
  getCatalogue,
  listResponseSchema,
  optionSchema,
  storedFileSchema,
  type CatalogueDefinition,
  type StoredFileInfo,
  type ListResponse,
  type Option,
} from '@portal/contract';
import { api } from '../shared/api/api.ts';
import { uploadFile } from '../shared/api/transfer.ts';

export type CatalogueItem = Record<string, unknown>;

export interface ListState {
  page: number;
  pageSize: number;
  sort?: string | undefined;
  search?: string | undefined;
  filters?: Record<string, string | number | undefined>;
}

/** The list contract's query string (api-conventions.md). */
export function listQueryString(state: Omit<ListState, 'page' | 'pageSize'> & Partial<Pick<ListState, 'page' | 'pageSize'>>): string {
  const params = new URLSearchParams();
  if (state.page) params.set('page', String(state.page));
  if (state.pageSize) params.set('pageSize', String(state.pageSize));
  if (state.sort) params.set('sort', state.sort);
  if (state.search?.trim()) params.set('search', state.search.trim());
  for (const [name, value] of Object.entries(state.filters ?? {})) if (value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}

export function listRecords(definition: CatalogueDefinition, state: ListState, signal?: AbortSignal): Promise<ListResponse<CatalogueItem>> {
  return api.get(`${definition.apiPath}?${listQueryString(state)}`, {
    schema: listResponseSchema(catalogueSchemas(definition).item.loose()),
    ...(signal ? { signal } : {}),
  }) as Promise<ListResponse<CatalogueItem>>;
}

export function getRecord(definition: CatalogueDefinition, id: number | string): Promise<CatalogueItem> {
  return api.get(`${definition.apiPath}/${id}`, { schema: catalogueSchemas(definition).item.loose() });
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

export function catalogueOptions(catalogue: string, query: { llaveBuscar?: string; ids?: number[] }): Promise<Option[]> {
  const target = getCatalogue(catalogue);
  const params = new URLSearchParams();
  if (query.llaveBuscar) params.set('llaveBuscar', query.llaveBuscar);
  if (query.ids?.length) params.set('ids', query.ids.join(','));
  return api.get(`${target.apiPath}/Opciones?${params.toString()}`, { schema: z.array(optionSchema) });
}

/** `/api/Opciones/<domain>` (reference data: units, operation types, document keys...). */
export function domainOptions(domain: string, llaveBuscar?: string): Promise<Option[]> {
  const query = llaveBuscar ? `?llaveBuscar=${encodeURIComponent(llaveBuscar)}` : '';
  return api.get(`/api/Opciones/${domain}${query}`, { schema: z.array(optionSchema) });
}

export function auditTrail(definition: CatalogueDefinition, id: number | string, page: number, pageSize: number) {
  return api.get(`${definition.apiPath}/${id}/Bitacora?page=${page}&pageSize=${pageSize}`, {
    schema: listResponseSchema(auditEntrySchema),
  });
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
