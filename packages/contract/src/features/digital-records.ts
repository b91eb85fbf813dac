import { z } from 'zod';
import { putBody } from '../read-only.ts';
import { exportQuerySchema, listQuerySchema } from '../paging.ts';
import { pedimentoSummarySchema } from './pedimentos.ts';
import { PEDIMENTO_DOCUMENT_TYPES } from './transfers.ts';

/**
 * Digital records (spec points 2-5, 8, 9; paths decided in docs/decisions/0130-digital-records.md): a pedimento's
 * files, queried, downloaded one by one or in bulk as zips named by each customer's nomenclature.
 */
export const EXPEDIENTES_API = '/api/ExpedientesDigitales';
export const DESCARGAS_API = `${EXPEDIENTES_API}/Descargas`;
export const ENLACE_API = `${EXPEDIENTES_API}/Enlace`;
export const NOMENCLATURAS_API = `${EXPEDIENTES_API}/Nomenclaturas`;
export const AJUSTES_API = `${EXPEDIENTES_API}/Ajustes`;
/** The customers the caller may query and download records of, as `[{value, text}]`. */
export const CLIENTES_API = `${EXPEDIENTES_API}/Clientes`;
export const customerOptionSchema = z.object({ value: z.number().int(), text: z.string() });

/** Spec point 9: a bulk download covers at most 30 days of payment dates. */
export const MAX_RANGE_DAYS = 30;

/**
 * The file types of a record: the documents a pedimento carries (the transfers' kinds first), the previo report
 * and the M3 file (those two arrive from the warehouse and the M3 import, never by upload here).
 */
export const RECORD_FILE_TYPES = [
  ...PEDIMENTO_DOCUMENT_TYPES,
  'pedimentoSimplificado',
  'edocument',
  'guia',
  'listaEmpaque',
  'comprobantePago',
  'previo',
  'm3',
] as const;
export type RecordFileType = (typeof RECORD_FILE_TYPES)[number];
/** The types a person may upload into a record (the M3 file comes only from the M3 import). */
export const UPLOAD_FILE_TYPES = RECORD_FILE_TYPES.filter((tipo) => tipo !== 'm3') as Exclude<RecordFileType, 'm3'>[];

/** Where a record's file came from: the transfers' documents, an upload here, the M3 import, a concluded previo. */
export const RECORD_FILE_ORIGINS = ['transferencia', 'carga', 'm3', 'previo'] as const;
export type RecordFileOrigin = (typeof RECORD_FILE_ORIGINS)[number];
/** A file of a record by its origin and that origin's id: `d12` (document), `u3` (upload), `m5` (M3 file), `p<uuid>` (previo). */
export const RECORD_FILE_ID = /^(?:[dum][1-9]\d{0,9}|p[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const recordFileId = z.string().regex(RECORD_FILE_ID, { message: 'validation.invalidValue' });
/** The file types shown as a preview inside the record (the rest are downloaded). */
export const isPreviewable = (contentType: string) => contentType === 'application/pdf' || /^image\/(png|jpeg|gif)$/.test(contentType);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });
const id = z.coerce.number().int().positive().max(2_147_483_647);

const recordFilters = {
  aduana: z
    .string()
    .regex(/^\d{2}$/, { message: 'validation.invalidValue' })
    .optional(),
  patente: z
    .string()
    .regex(/^\d{4}$/, { message: 'validation.invalidValue' })
    .optional(),
  clave: z
    .string()
    .regex(/^[A-Z0-9]{2}$/, { message: 'validation.invalidValue' })
    .optional(),
  tipoOperacion: z.enum(['1', '2'], { message: 'validation.invalidValue' }).optional(),
};

export const RECORD_SORTS = ['pedimentoId', 'numero', 'fechaPago', 'referencia'] as const;

export const recordListQuerySchema = listQuerySchema
  .extend({
    ...recordFilters,
    clienteId: id.optional(),
    /** Digits of the pedimento number (any part of it). */
    pedimento: z
      .string()
      .regex(/^[\d ]{1,20}$/, { message: 'validation.invalidValue' })
      .optional(),
    referencia: z.string().max(40).optional(),
    fechaPagoDesde: day.optional(),
    fechaPagoHasta: day.optional(),
  })
  .strict();
export type RecordListQuery = z.infer<typeof recordListQuerySchema>;
export const recordExportQuerySchema = recordListQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: exportQuerySchema.shape.formato })
  .strict();

export const recordSummarySchema = pedimentoSummarySchema.extend({
  /** How many files the record holds. */
  archivos: z.number().int(),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;

export const recordFileSchema = z.object({
  archivoId: recordFileId,
  origen: z.enum(RECORD_FILE_ORIGINS),
  tipo: z.enum(RECORD_FILE_TYPES),
  fileName: z.string(),
  contentType: z.string(),
  /** Unknown for a previo report (made when it is read). */
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  /** The two metadata values of its type in the customer's nomenclature. */
  metadato1: z.string(),
  metadato2: z.string(),
});
export type RecordFile = z.infer<typeof recordFileSchema>;

export const recordDetailSchema = recordSummarySchema.extend({
  archivosDetalle: z.array(recordFileSchema),
  /** Types the settings require that the record still lacks. */
  faltantes: z.array(z.string()),
});
export type RecordDetail = z.infer<typeof recordDetailSchema>;

export const recordParamsSchema = z.object({ pedimentoId: id }).strict();
export const recordFileParamsSchema = z.object({ pedimentoId: id, archivoId: recordFileId }).strict();
export const recordZipBodySchema = z.object({ archivoIds: z.array(recordFileId).min(1).max(500) }).strict();

const metadataValue = z.string().trim().max(60, { message: 'validation.tooLong' }).optional();
/** An upload into a record: its type and its two metadata values (empty: the nomenclature's). */
export const recordUploadQuerySchema = z
  .object({ tipo: z.enum(UPLOAD_FILE_TYPES, { message: 'validation.invalidValue' }), metadato1: metadataValue, metadato2: metadataValue })
  .strict();
export type RecordUploadQuery = z.infer<typeof recordUploadQuerySchema>;
export const recordUploadPath = (pedimentoId: number | string) => `${EXPEDIENTES_API}/${pedimentoId}/Archivos`;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A bulk download request: one customer, a payment range of at most 30 days, optional filters and file types. */
export const downloadRequestInputSchema = z
  .object({
    clienteId: z.number().int().positive().max(2_147_483_647),
    fechaPagoDesde: day,
    fechaPagoHasta: day,
    ...recordFilters,
    tipos: z
      .array(z.enum(RECORD_FILE_TYPES, { message: 'validation.invalidValue' }))
      .max(RECORD_FILE_TYPES.length)
      .optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const days = daysBetween(value.fechaPagoDesde, value.fechaPagoHasta);
    if (Number.isNaN(days)) return;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['fechaPagoHasta'], message: 'expedientes.rangeReversed' });
    // Both ends count: 1 to 30 June is 30 days, 1 to 31 July is 31.
    else if (days + 1 > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['fechaPagoHasta'], message: 'expedientes.rangeTooLong' });
  });
export type DownloadRequestInput = z.infer<typeof downloadRequestInputSchema>;

export const DOWNLOAD_STATES = ['processing', 'ready', 'lapsed', 'discarded'] as const;
export type DownloadState = (typeof DOWNLOAD_STATES)[number];

export const downloadRequestSchema = z.object({
  descargaId: z.number().int(),
  clienteId: z.number().int(),
  clienteNombre: z.string().nullable(),
  estado: z.enum(DOWNLOAD_STATES),
  nombre: z.string(),
  parametros: z.record(z.string(), z.unknown()),
  archivos: z.number().int(),
  sizeBytes: z.number().int().nullable(),
  /** Translated reason of a discarded request. */
  motivo: z.string().nullable(),
  solicitadoAt: z.string(),
  procesadoAt: z.string().nullable(),
  expiraAt: z.string().nullable(),
  /** The open link's path (only while ready). */
  enlace: z.string().nullable(),
});
export type DownloadRequest = z.infer<typeof downloadRequestSchema>;
export const downloadListQuerySchema = listQuerySchema.extend({ estado: z.enum(DOWNLOAD_STATES).optional() }).strict();
export const downloadParamsSchema = z.object({ descargaId: id }).strict();

export const linkParamsSchema = z.object({ token: z.uuid({ message: 'validation.invalidValue' }), nombre: z.string().max(200) }).strict();
export const linkInfoParamsSchema = z.object({ token: z.uuid({ message: 'validation.invalidValue' }) }).strict();
export const linkInfoSchema = z.object({
  nombre: z.string(),
  estado: z.enum(DOWNLOAD_STATES),
  sizeBytes: z.number().int().nullable(),
  expiraAt: z.string().nullable(),
});
export type LinkInfo = z.infer<typeof linkInfoSchema>;

export const downloadLinkPath = (token: string, nombre: string) => `${ENLACE_API}/${token}/${encodeURIComponent(nombre)}`;
export const downloadPagePath = (token: string, nombre: string) => `/archivo/digitalrecorddownload/${token}/${encodeURIComponent(nombre)}`;

export const settingsSchema = z
  .object({
    horasVigencia: z
      .number()
      .int()
      .min(1, { message: 'validation.invalidValue' })
      .max(24 * 90, { message: 'validation.invalidValue' }),
    tiposRequeridos: z.array(z.enum(RECORD_FILE_TYPES, { message: 'validation.invalidValue' })).max(RECORD_FILE_TYPES.length),
    notificarSolicitante: z.boolean(),
    rowVersion: z.number().int(),
  })
  .strict();
export type RecordSettings = z.infer<typeof settingsSchema>;

/** The tokens of a root nomenclature and what each takes from the record or the file. */
export const NOMENCLATURE_TOKENS = [
  'PedNumeroPedimento',
  'PedPatente',
  'PedAduanaClave',
  'PedClienteRFC',
  'PedFechaPago',
  'PedAnio',
  'PedClave',
  'PedTipoOperacion',
  'Referencia',
  'TipoDocumento',
  'Metadato2',
] as const;
export type NomenclatureToken = (typeof NOMENCLATURE_TOKENS)[number];
export type NomenclatureValues = Partial<Record<NomenclatureToken, string | null>>;

/** Used when a customer's SysExpert key has no nomenclature of its own. */
export const DEFAULT_ROOT_NOMENCLATURE = '{PedAduanaClave}-{PedPatente}-{PedNumeroPedimento}/{TipoDocumento}';

const TOKEN_PATTERN = /\{([A-Za-z0-9]+)\}/g;

/** The tokens of a template that are not known (an empty list when it is valid). */
export function unknownTokens(template: string): string[] {
  return [...template.matchAll(TOKEN_PATTERN)].map((m) => m[1]!).filter((t) => !(NOMENCLATURE_TOKENS as readonly string[]).includes(t));
}

/** One path segment safe on Windows, macOS and Linux: no accents, no reserved characters, no dots alone. */
export function cleanSegment(text: string): string {
  const cleaned = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"\\|?*]/g, '_')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[. ]+|[. ]+$/g, '');
  return cleaned.slice(0, 120);
}

/**
 * The path a template names, as folder segments and a last segment (the file's name without extension when
 * the template holds {TipoDocumento}); missing values render empty, empty segments go.
 */
export function renderNomenclature(template: string, values: NomenclatureValues): string[] {
  const rendered = template.replace(TOKEN_PATTERN, (whole, token: string) =>
    (NOMENCLATURE_TOKENS as readonly string[]).includes(token) ? (values[token as NomenclatureToken] ?? '') : whole,
  );
  return rendered
    .split('/')
    .map(cleanSegment)
    .filter((segment) => segment.length > 0);
}

export const nomenclatureMetadataSchema = z
  .object({
    tipo: z.enum(RECORD_FILE_TYPES, { message: 'validation.invalidValue' }),
    metadato1: z.string().trim().min(1, { message: 'validation.required' }).max(60, { message: 'validation.tooLong' }),
    metadato2: z.string().trim().max(60, { message: 'validation.tooLong' }),
  })
  .strict();
export type NomenclatureMetadata = z.infer<typeof nomenclatureMetadataSchema>;

export const nomenclatureInputSchema = z
  .object({
    claveSysExpert: z.string().trim().min(1, { message: 'validation.required' }).max(20, { message: 'validation.tooLong' }),
    raiz: z
      .string()
      .trim()
      .min(1, { message: 'validation.required' })
      .max(300, { message: 'validation.tooLong' })
      .refine((t) => unknownTokens(t).length === 0, { message: 'expedientes.unknownToken' }),
    metadatos: z
      .array(nomenclatureMetadataSchema)
      .max(RECORD_FILE_TYPES.length)
      .refine((list) => new Set(list.map((m) => m.tipo)).size === list.length, { message: 'expedientes.duplicateType' }),
    rowVersion: z.number().int().optional(),
  })
  .strict();
export type NomenclatureInput = z.infer<typeof nomenclatureInputSchema>;

export const nomenclatureSchema = z.object({
  nomenclaturaId: z.number().int(),
  claveSysExpert: z.string(),
  clienteNombre: z.string().nullable(),
  raiz: z.string(),
  metadatos: z.array(nomenclatureMetadataSchema),
  rowVersion: z.number().int(),
  updatedAt: z.string(),
});
export type Nomenclature = z.infer<typeof nomenclatureSchema>;
/** The PUT takes back its GET body: the id, the customer's name and `updatedAt` are read-only (decision 0178). */
export const nomenclaturePut = putBody(nomenclatureInputSchema, nomenclatureSchema);
export const nomenclatureListQuerySchema = listQuerySchema;
export const nomenclatureParamsSchema = z.object({ nomenclaturaId: id }).strict();
export const copyMetadataSchema = z.object({ origenId: z.number().int().positive().max(2_147_483_647) }).strict();
