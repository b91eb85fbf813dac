import { z } from 'zod';
import { putBody } from '../read-only.ts';
import type { FilePolicy } from '../files.ts';
import { exportQuerySchema, listQuerySchema } from '../paging.ts';
import { checkTransportId } from './previos-identifiers.ts';

export * from './previos-identifiers.ts';

/** Paths of previous inspections (not shown in the spec: docs/decisions/0100-previos.md). */
export const PREVIOS_API = '/api/Previos';
export const PREVIO_FOTOS_API = `${PREVIOS_API}/Fotos`;
/** The open viewer's data, reached only with the link token a previo's link carries. */
export const PREVIOS_PUBLIC_API = '/api/Publico/Previos';

export const PREVIO_STATES = ['abierto', 'concluido'] as const;
export const PREVIO_LOAD_TYPES = ['suelta', 'contenerizada', 'consolidada', 'granel'] as const;
export const PREVIO_TYPES = ['total', 'parcial', 'muestreo'] as const;
export const PREVIO_PHOTO_TYPES = ['mercancia', 'guia', 'danio'] as const;
export type PrevioPhotoType = (typeof PREVIO_PHOTO_TYPES)[number];
export const PREVIO_SORTS = ['fechaPrevio', 'createdAt', 'estado'] as const;

/** Photos as they leave the phone (already resized to ≤ 2048 px there); the server resizes again and strips metadata. */
export const PREVIO_PHOTO_POLICY: FilePolicy = { types: ['jpeg', 'png'], maxBytes: 12 * 1024 * 1024 };
/** Longest side of a stored photo, in the browser before upload and on the server. */
export const PHOTO_MAX_SIDE_PX = 2048;
export const PHOTO_THUMB_SIDE_PX = 320;
/** Days an issued viewer link stays valid. */
export const VIEWER_LINK_DAYS = 30;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.invalidValue' });
const text = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' });
const optText = (max: number) => text(max).nullable().default(null);
const quantity = z.string().regex(/^\d{1,11}(\.\d{1,3})?$/, { message: 'validation.number' });
const id = z.number({ message: 'validation.required' }).int().positive();

/** A master/house guide or container number whose check digit (air waybill mod 7, ISO 6346) must hold. */
const transportId = (max: number) =>
  optText(max).refine((value) => value === null || value === '' || checkTransportId(value).isValid, {
    message: 'previos.rules.checkDigit',
  });

export const previoFotoSchema = z.object({
  fotoId: z.uuid(),
  tipo: z.enum(PREVIO_PHOTO_TYPES),
  ancho: z.number().int(),
  alto: z.number().int(),
});
export type PrevioFoto = z.infer<typeof previoFotoSchema>;

/** A line's photo as its id, or as the object the GET gave (a PUT takes back its GET body; issue 19). */
const photoRef = z.union([z.uuid(), previoFotoSchema.transform((foto) => foto.fotoId)]);

export const previoLineInputSchema = z
  .object({
    lineaId: id.optional(),
    numeroFactura: optText(40),
    parteId: id.nullable().default(null),
    numeroParte: optText(50),
    descripcion: text(500).min(1, { message: 'validation.required' }),
    fraccion: optText(10),
    cantidadFisica: quantity,
    cantidadFactura: quantity,
    unidad: optText(10),
    paisOrigenFisico: optText(3),
    paisOrigenFactura: optText(3),
    marca: optText(80),
    modelo: optText(80),
    numeroSerie: optText(80),
    bultos: z.number().int().min(0).max(1_000_000).nullable().default(null),
    peso: quantity.nullable().default(null),
    ordenCompra: optText(40),
    observaciones: optText(1000),
    /** The user confirmed that physical and invoice quantities differ (spec point 5). */
    diferenciaConfirmada: z.boolean().default(false),
    /** Merchandise photos (ids from POST /api/Previos/Fotos), in order. */
    fotos: z.array(photoRef).max(30).default([]),
  })
  .strict();
export type PrevioLineInput = z.input<typeof previoLineInputSchema>;

export const previoDocumentSchema = z.object({ tipo: text(40).min(1), nombre: text(200).min(1) }).strict();

export const previoInputSchema = z
  .object({
    previoId: z.uuid().optional(),
    rowVersion: z.number().int().optional(),
    clienteId: id,
    recintoId: id.nullable().default(null),
    procesador: optText(120),
    lineaTransporteId: id.nullable().default(null),
    proveedorId: id.nullable().default(null),
    pedimentoId: id.nullable().default(null),
    fechaEntrada: day.nullable().default(null),
    fechaPrevio: day,
    guiaMaster: transportId(40),
    guiaHouse: transportId(40),
    numeroContenedor: transportId(20),
    candadoInicial: optText(40),
    candadoFinal: optText(40),
    discrepancia: optText(1000),
    horaInicio: time.nullable().default(null),
    terminado: z.boolean().default(false),
    tipoCarga: z.enum(PREVIO_LOAD_TYPES, { message: 'validation.option' }).nullable().default(null),
    tipoPrevio: z.enum(PREVIO_TYPES, { message: 'validation.option' }).nullable().default(null),
    horaSolicitudMercancia: time.nullable().default(null),
    horaEntregaMercancia: time.nullable().default(null),
    bultos: z.number().int().min(0).max(1_000_000).nullable().default(null),
    pesoTotal: quantity.nullable().default(null),
    etiquetas: optText(200),
    cuantificado: z.boolean().default(false),
    bultoDaniado: z.boolean().default(false),
    danio: optText(1000),
    fotoGuiaId: z.uuid().nullable().default(null),
    fotoDanioId: z.uuid().nullable().default(null),
    documentos: z.array(previoDocumentSchema).max(20).default([]),
    observacionesGenerales: optText(2000),
    lineas: z.array(previoLineInputSchema).max(200).default([]),
  })
  .strict();
export type PrevioInput = z.input<typeof previoInputSchema>;

export const previoIdParamsSchema = z.object({ previoId: z.uuid() }).strict();
export const fotoIdParamsSchema = z.object({ fotoId: z.uuid() }).strict();
export const publicPrevioParamsSchema = z.object({ token: z.uuid() }).strict();
export const publicFotoParamsSchema = z.object({ token: z.uuid(), fotoId: z.uuid() }).strict();
export const fotoQuerySchema = z.object({ miniatura: z.enum(['true', 'false']).optional() }).strict();
export const fotoUploadQuerySchema = z.object({ tipo: z.enum(PREVIO_PHOTO_TYPES, { message: 'validation.option' }) }).strict();

/**
 * Resumable photo upload (decision 0104): the phone sends a photo in chunks to `/Fotos/Subidas/{clave}` (`clave` a
 * uuid it chose, its idempotency key), each at `offset`, and asks how much arrived after a network drop.
 */
export const PHOTO_CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';
/** The largest chunk the server takes in one request. */
export const PHOTO_CHUNK_MAX_BYTES = 4 * 1024 * 1024;
export const fotoChunkParamsSchema = z.object({ clave: z.uuid({ message: 'previos.uploadKey' }) }).strict();
export const fotoChunkQuerySchema = z
  .object({
    tipo: z.enum(PREVIO_PHOTO_TYPES, { message: 'validation.option' }),
    offset: z.coerce.number().int().min(0),
    total: z.coerce.number().int().min(1),
  })
  .strict();

export const previoLineSchema = previoLineInputSchema.omit({ fotos: true, lineaId: true }).extend({
  lineaId: z.number().int(),
  fotos: z.array(previoFotoSchema),
});
export type PrevioLine = z.infer<typeof previoLineSchema>;

export const previoSummarySchema = z.object({
  previoId: z.uuid(),
  folio: z.number().int(),
  clienteId: z.number().int(),
  clienteNombre: z.string().nullable(),
  recintoNombre: z.string().nullable(),
  fechaPrevio: z.string(),
  guiaMaster: z.string().nullable(),
  guiaHouse: z.string().nullable(),
  numeroContenedor: z.string().nullable(),
  estado: z.enum(PREVIO_STATES),
  lineas: z.number().int(),
  createdAt: z.string(),
});
export type PrevioSummary = z.infer<typeof previoSummarySchema>;

export const previoDetailSchema = previoInputSchema.omit({ lineas: true, previoId: true, rowVersion: true }).extend({
  previoId: z.uuid(),
  folio: z.number().int(),
  rowVersion: z.number().int(),
  estado: z.enum(PREVIO_STATES),
  clienteNombre: z.string().nullable(),
  recintoNombre: z.string().nullable(),
  proveedorNombre: z.string().nullable(),
  lineaTransporteNombre: z.string().nullable(),
  pedimentoNumero: z.string().nullable(),
  concluidoAt: z.string().nullable(),
  concluidoPorNombre: z.string().nullable(),
  fotoGuia: previoFotoSchema.nullable(),
  fotoDanio: previoFotoSchema.nullable(),
  lineas: z.array(previoLineSchema),
  /** The open viewer link, when one is issued and not revoked (only for users who may write). */
  enlace: z.object({ token: z.uuid(), expiraAt: z.string() }).nullable(),
});
export type PrevioDetail = z.infer<typeof previoDetailSchema>;
/** The PUT: the input, and the detail's read-only fields (folio, state, names, photo objects, link) taken back. */
export const previoPut = putBody(previoInputSchema, previoDetailSchema);

/** What the open viewer shows: the concluded previo without internal ids or the link itself. */
export const publicPrevioSchema = previoDetailSchema.omit({ enlace: true, rowVersion: true });
export type PublicPrevio = z.infer<typeof publicPrevioSchema>;

export const previoListQuerySchema = listQuerySchema
  .extend({
    clienteId: z.coerce.number().int().positive().optional(),
    recintoId: z.coerce.number().int().positive().optional(),
    estado: z.enum(PREVIO_STATES, { message: 'validation.option' }).optional(),
    fechaDesde: day.optional(),
    fechaHasta: day.optional(),
    guia: z.string().trim().max(40).optional(),
    contenedor: z.string().trim().max(20).optional(),
  })
  .strict();
export type PrevioListQuery = z.infer<typeof previoListQuerySchema>;
export const previoExportQuerySchema = previoListQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: exportQuerySchema.shape.formato })
  .strict();

export const observacionInputSchema = z
  .object({
    texto: text(2000).min(1, { message: 'validation.required' }),
    urgente: z.boolean().default(false),
    requiereRevision: z.boolean().default(false),
  })
  .strict();
export type ObservacionInput = z.input<typeof observacionInputSchema>;

export const observacionSchema = z.object({
  observacionId: z.number().int(),
  texto: z.string(),
  urgente: z.boolean(),
  requiereRevision: z.boolean(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type Observacion = z.infer<typeof observacionSchema>;

export const viewerLinkSchema = z.object({ token: z.uuid(), expiraAt: z.string() });

/** The rule keys a conclusion checks (spec point 5), shared by the form and the server. */
export const PREVIO_RULES = {
  atLeastOneLine: 'previos.rules.atLeastOneLine',
  linePhoto: 'previos.rules.linePhoto',
  guidePhoto: 'previos.rules.guidePhoto',
  damagePhoto: 'previos.rules.damagePhoto',
  quantityMismatch: 'previos.rules.quantityMismatch',
  packageLabel: 'previos.rules.packageLabel',
} as const;

/** Physical and invoice quantities differ (compared as exact decimals). */
export function quantitiesDiffer(line: { cantidadFisica: string; cantidadFactura: string }): boolean {
  const norm = (value: string) =>
    value
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '')
      .replace(/^0+(?=\d)/, '');
  return norm(line.cantidadFisica) !== norm(line.cantidadFactura);
}

type RuleInput = {
  lineas: { cantidadFisica: string; cantidadFactura: string; diferenciaConfirmada?: boolean; fotos: unknown[] }[];
  guiaMaster?: string | null;
  guiaHouse?: string | null;
  fotoGuiaId?: string | null;
  bultoDaniado?: boolean;
  fotoDanioId?: string | null;
  bultos?: number | null;
  etiquetas?: string | null;
};

/**
 * The point-5 rules a previo must meet to be concluded, as field → message keys (empty when it may be).
 * A guide photo applies when the previo names a guide; a damage photo when a package is damaged; a label
 * when packages were counted (docs/decisions/0100-previos.md).
 */
export function previoRuleErrors(previo: RuleInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (previo.lineas.length === 0) errors.lineas = [PREVIO_RULES.atLeastOneLine];
  previo.lineas.forEach((line, i) => {
    if (line.fotos.length === 0) errors[`lineas.${i}.fotos`] = [PREVIO_RULES.linePhoto];
    if (quantitiesDiffer(line) && !line.diferenciaConfirmada) errors[`lineas.${i}.cantidadFisica`] = [PREVIO_RULES.quantityMismatch];
  });
  if ((previo.guiaMaster || previo.guiaHouse) && !previo.fotoGuiaId) errors.fotoGuiaId = [PREVIO_RULES.guidePhoto];
  if (previo.bultoDaniado && !previo.fotoDanioId) errors.fotoDanioId = [PREVIO_RULES.damagePhoto];
  if ((previo.bultos ?? 0) > 0 && !previo.etiquetas?.trim()) errors.etiquetas = [PREVIO_RULES.packageLabel];
  return errors;
}

/** How much of an upload the server holds; `foto` once the last byte arrived (the same photo for the same key). */
export const fotoChunkStatusSchema = z.object({
  /** Bytes held; null once the upload became a photo (its part is gone). */
  recibidos: z.number().int().nullable(),
  foto: previoFotoSchema.nullable(),
});
export type FotoChunkStatus = z.infer<typeof fotoChunkStatusSchema>;
