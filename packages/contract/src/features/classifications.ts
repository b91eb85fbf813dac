import { z } from 'zod';
import { putBody } from '../read-only.ts';
import { exportQuerySchema, listQuerySchema } from '../paging.ts';
import { plainText } from '../text.ts';
import { fraccionSchema, nicoSchema } from '../validators/schemas.ts';

/** Paths of classification requests (not shown in the spec: docs/decisions/0110-classifications.md). */
export const CLASIFICACIONES_API = '/api/Clasificaciones';
export const clasificacionPath = (solicitudId: number | string) => `${CLASIFICACIONES_API}/${solicitudId}`;
export const comentariosPath = (solicitudId: number | string) => `${clasificacionPath(solicitudId)}/Comentarios`;
export const adjuntosPath = (solicitudId: number | string) => `${clasificacionPath(solicitudId)}/Adjuntos`;
/** Every fraction + NICO in force, for the browser's cache (spec point 9: refreshed when older than a day). */
export const TARIFA_API = `${CLASIFICACIONES_API}/Tarifa`;
export const TARIFA_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The web screen of one request (also the route of its notifications). */
export const clasificacionRoute = (solicitudId: number | string) => `/apps/classification/edit/${solicitudId}`;

/** Spec point 4: a request is pending until a classifier gives it its fraction + NICO. */
export const CLASIFICACION_ESTADOS = ['pendiente', 'clasificada'] as const;
export type ClasificacionEstado = (typeof CLASIFICACION_ESTADOS)[number];

/** DocumentoProveedorTipos value of a data sheet (`hojaTecnica`), the one a request may require. */
export const DATA_SHEET_TYPE = 5;
export const DOCUMENT_TYPE_VALUES = [1, 2, 3, 4, 5, 6] as const;

export const CLASIFICACION_SORTS = ['solicitudId', 'numeroParte', 'createdAt', 'estado'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });
const id = z.coerce.number({ message: 'validation.invalidType' }).int({ message: 'validation.invalidValue' }).positive().max(2_147_483_647);

export const clasificacionListQuerySchema = listQuerySchema
  .extend({
    estado: z.enum(CLASIFICACION_ESTADOS, { message: 'validation.option' }).optional(),
    clienteId: id.optional(),
    proveedorId: id.optional(),
    clasificadorId: id.optional(),
    solicitanteId: id.optional(),
    desde: day.optional(),
    hasta: day.optional(),
  })
  .strict();
export type ClasificacionListQuery = z.infer<typeof clasificacionListQuerySchema>;
export const clasificacionExportQuerySchema = clasificacionListQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: exportQuerySchema.shape.formato })
  .strict();

export const solicitudIdParamsSchema = z.object({ solicitudId: id }).strict();
export const adjuntoParamsSchema = z.object({ solicitudId: id, adjuntoId: id }).strict();

const required = (max: number) => plainText(max).pipe(z.string().min(1, { message: 'validation.required' }));
const optionalText = (max: number) =>
  plainText(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const peso = z
  .string({ message: 'validation.number' })
  .trim()
  .regex(/^\d{1,10}(\.\d{1,4})?$/, { message: 'validation.number' })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** What the requester writes (the classifier's fraction + NICO come with the classify action). */
export const clasificacionInputSchema = z
  .object({
    tipoSolicitud: z.number({ message: 'validation.required' }).int().min(1).max(3, { message: 'validation.option' }),
    clienteId: z.number({ message: 'validation.required' }).int().positive(),
    proveedorId: z.number().int().positive().nullable().optional(),
    numeroParte: required(50),
    descripcion: required(500),
    peso,
    unidadMedida: optionalText(3),
    tipoOperacion: z.enum(['1', '2'], { message: 'validation.option' }).nullable().optional(),
    claveDocumento: optionalText(3),
    tipoMaterial: optionalText(30),
    immex: z.boolean().default(false),
    requiereFichaTecnica: z.boolean().default(false),
    /** Saved even though the part number exists or was requested before (the warning was seen). */
    confirmarDuplicado: z.boolean().optional(),
  })
  .strict();
export type ClasificacionInput = z.input<typeof clasificacionInputSchema>;

export const clasificacionUpdateSchema = clasificacionInputSchema
  .extend({
    solicitudId: z.number().int().optional(),
    rowVersion: z.number({ message: 'validation.required' }).int(),
    notasClasificador: optionalText(4000),
  })
  .strict();
export type ClasificacionUpdate = z.input<typeof clasificacionUpdateSchema>;

/** The classifier's action: pending → classified, writing the customer's part. */
export const clasificarSchema = z
  .object({
    fraccion: fraccionSchema,
    nico: nicoSchema,
    notasClasificador: optionalText(4000),
    rowVersion: z.number({ message: 'validation.required' }).int(),
  })
  .strict();
export type ClasificarInput = z.input<typeof clasificarSchema>;

export const clasificacionSummarySchema = z.object({
  solicitudId: z.number().int(),
  folio: z.string(),
  tipoSolicitud: z.number().int(),
  estado: z.enum(CLASIFICACION_ESTADOS),
  clienteId: z.number().int(),
  clienteNombre: z.string().nullable(),
  proveedorId: z.number().int().nullable(),
  proveedorNombre: z.string().nullable(),
  solicitanteId: z.number().int(),
  solicitanteNombre: z.string().nullable(),
  clasificadorId: z.number().int().nullable(),
  clasificadorNombre: z.string().nullable(),
  numeroParte: z.string(),
  descripcion: z.string(),
  fraccion: z.string().nullable(),
  nico: z.string().nullable(),
  requiereFichaTecnica: z.boolean(),
  createdAt: z.string(),
  clasificadaAt: z.string().nullable(),
});
export type ClasificacionSummary = z.infer<typeof clasificacionSummarySchema>;

export const clasificacionDetailSchema = clasificacionSummarySchema.extend({
  peso: z.string().nullable(),
  unidadMedida: z.string().nullable(),
  tipoOperacion: z.string().nullable(),
  claveDocumento: z.string().nullable(),
  tipoMaterial: z.string().nullable(),
  immex: z.boolean(),
  notasClasificador: z.string().nullable(),
  /** The tariff text of the fraction + NICO given (null until classified). */
  fraccionTexto: z.string().nullable(),
  parteId: z.number().int().nullable(),
  tieneFichaTecnica: z.boolean(),
  rowVersion: z.number().int(),
});
export type ClasificacionDetail = z.infer<typeof clasificacionDetailSchema>;

/** The PUT's body: what its GET gave may come back (decision 0178). */
export const clasificacionPut = putBody(clasificacionUpdateSchema, clasificacionDetailSchema);

/** What already carries the part number for that customer: its part, and earlier requests. */
export const duplicadosQuerySchema = z.object({ clienteId: id, numeroParte: required(50), excluir: id.optional() }).strict();
export const duplicadosSchema = z.object({
  parte: z
    .object({
      parteId: z.number().int(),
      numeroParte: z.string(),
      descripcion: z.string(),
      fraccion: z.string().nullable(),
      nico: z.string().nullable(),
    })
    .nullable(),
  solicitudes: z.array(z.object({ solicitudId: z.number().int(), folio: z.string(), estado: z.enum(CLASIFICACION_ESTADOS) })),
});
export type Duplicados = z.infer<typeof duplicadosSchema>;

export const comentarioInputSchema = z.object({ texto: required(4000) }).strict();
export const comentarioSchema = z.object({
  comentarioId: z.number().int(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  fullName: z.string().nullable(),
  texto: z.string(),
  createdAt: z.string(),
});
export type Comentario = z.infer<typeof comentarioSchema>;

export const adjuntoUploadQuerySchema = z
  .object({
    tipo: z.coerce
      .number({ message: 'validation.option' })
      .int()
      .refine((v) => (DOCUMENT_TYPE_VALUES as readonly number[]).includes(v), { message: 'validation.option' }),
  })
  .strict();
export const adjuntoSchema = z.object({
  adjuntoId: z.number().int(),
  tipo: z.number().int(),
  file: z.object({ fileId: z.string(), fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int() }),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type Adjunto = z.infer<typeof adjuntoSchema>;

/** One code of the tariff in force: `codigo` is fraction + NICO (10 digits). */
export const tarifaCodigoSchema = z.object({ codigo: z.string(), descripcion: z.string() });
export const tarifaSchema = z.object({ version: z.string(), codigos: z.array(tarifaCodigoSchema) });
export type Tarifa = z.infer<typeof tarifaSchema>;

/** The requesters and classifiers of the requests the caller sees (the list's filters). */
export const participantesSchema = z.object({
  solicitantes: z.array(z.object({ value: z.number().int(), text: z.string() })),
  clasificadores: z.array(z.object({ value: z.number().int(), text: z.string() })),
});

/** Parts and classified requests whose code left the tariff in force (docs/decisions/0113-tariff-alerts.md). */
export const ALERTAS_TARIFA_API = `${CLASIFICACIONES_API}/AlertasTarifa`;
export const tarifaAlertaListQuerySchema = listQuerySchema
  .extend({ estado: z.enum(['abierta', 'resuelta'], { message: 'validation.option' }).optional() })
  .strict();
export type TarifaAlertaListQuery = z.infer<typeof tarifaAlertaListQuerySchema>;
export const alertaIdParamsSchema = z.object({ alertaId: id }).strict();
export const tarifaAlertaSchema = z.object({
  alertaId: z.number().int(),
  tipo: z.enum(['parte', 'solicitud']),
  registroId: z.number().int(),
  clienteId: z.number().int(),
  clienteNombre: z.string().nullable(),
  numeroParte: z.string(),
  fraccion: z.string(),
  nico: z.string(),
  sugerido: z.string().nullable(),
  sugeridoTexto: z.string().nullable(),
  version: z.string(),
  estado: z.enum(['abierta', 'resuelta']),
  createdAt: z.string(),
});
export type TarifaAlerta = z.infer<typeof tarifaAlertaSchema>;

/** Parts' synchronisation with the customers' systems (docs/decisions/0114-part-sync.md). */
export const SINCRONIZACION_API = '/api/Partes/Sincronizacion';
export const parteSyncListQuerySchema = listQuerySchema
  .extend({ estado: z.enum(['pendiente', 'sincronizado', 'error'], { message: 'validation.option' }).optional() })
  .strict();
export type ParteSyncListQuery = z.infer<typeof parteSyncListQuerySchema>;
export const parteIdParamsSchema = z.object({ parteId: id }).strict();
export const parteSyncSchema = z.object({
  parteId: z.number().int(),
  numeroParte: z.string(),
  clienteNombre: z.string().nullable(),
  estado: z.enum(['pendiente', 'sincronizado', 'error']),
  intentos: z.number().int(),
  error: z.string().nullable(),
  proximoIntentoAt: z.string().nullable(),
  sincronizadoAt: z.string().nullable(),
});
export type ParteSync = z.infer<typeof parteSyncSchema>;
export const syncResultSchema = z.object({ sincronizadas: z.number().int(), errores: z.number().int() });
