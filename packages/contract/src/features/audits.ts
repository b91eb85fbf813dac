import { z } from 'zod';
import { exportQuerySchema, listQuerySchema } from '../paging.ts';

/** Paths of the audits feature (spec point 2 gives only the screens: decided in docs/decisions/0120-audits.md). */
export const AUDITORIA_API = '/api/AuditoriaMolex';

/** Finding states of spec point 4: pending → request authorization → authorize (or back to pending). */
export const HALLAZGO_ESTADOS = ['pendiente', 'solicitarAutorizacion', 'autorizar'] as const;
export type HallazgoEstado = (typeof HALLAZGO_ESTADOS)[number];
export const OPERACION_ESTADOS = ['sinHallazgos', 'abierta', 'cerrada'] as const;
export const SEVERIDADES = ['error', 'warning', 'info'] as const;
export type Severidad = (typeof SEVERIDADES)[number];
export const TIPOS_AUTORIZACION = ['excepcion', 'correccionPosterior', 'rectificacion'] as const;
export const EVENTO_TIPOS = [
  'creada',
  'hallazgo',
  'resuelto',
  'solicitud',
  'autorizado',
  'rechazado',
  'comentario',
  'asignado',
  'accionMejora',
] as const;
export type EventoTipo = (typeof EVENTO_TIPOS)[number];
/** The rules, in the order they run (each a function on the server, unit tested). */
export const REGLAS = [
  'm3',
  'fraccionVigente',
  'fraccionParte',
  'rfcImportador',
  'rfcProveedor',
  'facturaPresente',
  'valorFacturas',
  'paisOrigen',
  'tresVias',
  'facturaEnvio',
  'expedienteCompleto',
] as const;
export type Regla = (typeof REGLAS)[number];
/** Event groups of Opciones/AuditoriaGrupoEventos. */
export const GRUPO_EVENTO = { auditoria: 1, preAuditoria: 2, seguimiento: 3, saaiM3: 4, autorizaciones: 5 } as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The audit screen's default date range (spec point 9): 1 to 31 January of the current year. */
export function defaultAuditRange(today = new Date()): { fechaDesde: string; fechaHasta: string } {
  const year = today.getFullYear();
  return { fechaDesde: `${year}-01-01`, fechaHasta: `${year}-01-31` };
}

export const operacionListQuerySchema = listQuerySchema
  .extend({
    clienteId: id.optional(),
    aduana: z
      .string()
      .regex(/^\d{2}$/)
      .optional(),
    estado: z.enum(OPERACION_ESTADOS, { message: 'validation.invalidValue' }).optional(),
    grupoEventoId: z.coerce.number().int().min(1).max(5).optional(),
    /** Registration date range; both absent means the default range (spec point 9). */
    fechaDesde: day.optional(),
    fechaHasta: day.optional(),
  })
  .strict();
export type OperacionListQuery = z.infer<typeof operacionListQuerySchema>;
export const operacionExportQuerySchema = operacionListQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: exportQuerySchema.shape.formato })
  .strict();
export const OPERACION_SORTS = ['auditoriaBitacoraEventoId', 'auditoriaOperacionId', 'fechaRegistro', 'abiertos'] as const;

export const operacionSummarySchema = z.object({
  auditoriaOperacionId: z.number().int(),
  /** The operation's latest logbook event (the list's default order; its details page). */
  auditoriaBitacoraEventoId: z.number().int(),
  pedimentoId: z.number().int(),
  pedimento: z.string(),
  factura: z.string().nullable(),
  clienteId: z.number().int().nullable(),
  clienteNombre: z.string().nullable(),
  aduana: z.string(),
  referencia: z.string().nullable(),
  fechaRegistro: z.string().nullable(),
  tipoOperacion: z.string().nullable(),
  /** Findings waiting for authorization. */
  solicitudes: z.number().int(),
  claveDocumento: z.string().nullable(),
  hallazgos: z.number().int(),
  abiertos: z.number().int(),
  estado: z.enum(OPERACION_ESTADOS),
});
export type OperacionSummary = z.infer<typeof operacionSummarySchema>;

export const hallazgoSchema = z.object({
  /** The folio. */
  auditoriaHallazgoId: z.number().int(),
  auditoriaOperacionId: z.number().int(),
  aduana: z.string(),
  referencia: z.string().nullable(),
  pedimento: z.string(),
  claveDocumento: z.string().nullable(),
  regla: z.string(),
  /** The finding, in the caller's language. */
  mensaje: z.string(),
  severidad: z.enum(SEVERIDADES),
  partida: z.number().int().nullable(),
  campo: z.string().nullable(),
  valorPresente: z.string().nullable(),
  valorEsperado: z.string().nullable(),
  estado: z.enum(HALLAZGO_ESTADOS),
  tipoAutorizacion: z.string().nullable(),
  observaciones: z.string().nullable(),
  responsableId: z.number().int().nullable(),
  responsableNombre: z.string().nullable(),
  fechaCompromiso: z.string(),
  vencido: z.boolean(),
  vigente: z.boolean(),
  /** The improvement action (RAM) opened from it. */
  ramId: z.number().int().nullable(),
  createdAt: z.string(),
  rowVersion: z.number().int(),
});
export type Hallazgo = z.infer<typeof hallazgoSchema>;

export const eventoSchema = z.object({
  auditoriaBitacoraEventoId: z.number().int(),
  auditoriaOperacionId: z.number().int(),
  auditoriaHallazgoId: z.number().int().nullable(),
  grupoEventoId: z.number().int(),
  tipo: z.enum(EVENTO_TIPOS),
  comentario: z.string().nullable(),
  usuarioNombre: z.string().nullable(),
  createdAt: z.string(),
});
export type Evento = z.infer<typeof eventoSchema>;

/** An event with its operation, the operation's findings and its whole history. */
export const eventoDetailSchema = z.object({
  evento: eventoSchema,
  operacion: operacionSummarySchema,
  hallazgos: z.array(hallazgoSchema),
  historial: z.array(eventoSchema),
});
export type EventoDetail = z.infer<typeof eventoDetailSchema>;

export const eventoIdParamsSchema = z.object({ auditoriaBitacoraEventoId: id }).strict();
export const hallazgoIdParamsSchema = z.object({ auditoriaHallazgoId: id }).strict();
export const operacionIdParamsSchema = z.object({ auditoriaOperacionId: id }).strict();

const comentario = z.string().trim().max(1000, { message: 'validation.tooLong' });
const requiredComment = comentario.min(1, { message: 'validation.required' });

export const solicitarAutorizacionSchema = z
  .object({ rowVersion: z.number().int().positive(), comentario: comentario.optional() })
  .strict();
export const autorizarSchema = z
  .object({
    rowVersion: z.number().int().positive(),
    comentario: requiredComment,
    tipoAutorizacion: z.enum(TIPOS_AUTORIZACION, { message: 'validation.required' }),
  })
  .strict();
export const rechazarSchema = z.object({ rowVersion: z.number().int().positive(), comentario: requiredComment }).strict();
const refId = z.number({ message: 'validation.required' }).int().positive().max(2_147_483_647);
/** Opens an improvement action (RAM) of the quality catalogues from a finding. */
export const abrirRamSchema = z
  .object({ accionMejoraProblemaId: refId, requerimientoId: refId, indicadorId: refId.nullable().optional() })
  .strict();
export const comentarioSchema = z.object({ comentario: requiredComment }).strict();
export type AutorizarBody = z.infer<typeof autorizarSchema>;

const hallazgoIds = z.array(z.number().int().positive().max(2_147_483_647)).min(1, { message: 'validation.required' }).max(100);
export const bulkSolicitarSchema = z.object({ hallazgoIds, comentario: comentario.optional() }).strict();
export const bulkAsignarSchema = z
  .object({ hallazgoIds, responsableId: z.number().int().positive().max(2_147_483_647), fechaCompromiso: day.optional() })
  .strict();
export const bulkResultSchema = z.object({ actualizados: z.number().int(), omitidos: z.number().int() });

/** The follow-up: findings still in force, by age and owner, past due first. */
export const hallazgoListQuerySchema = listQuerySchema
  .extend({
    clienteId: id.optional(),
    aduana: z
      .string()
      .regex(/^\d{2}$/)
      .optional(),
    estado: z.enum(HALLAZGO_ESTADOS, { message: 'validation.invalidValue' }).optional(),
    /** Only unauthorized findings (pending or waiting), the follow-up's default. */
    abiertos: z.enum(['true', 'false']).optional(),
    severidad: z.enum(SEVERIDADES, { message: 'validation.invalidValue' }).optional(),
    regla: z.enum(REGLAS, { message: 'validation.invalidValue' }).optional(),
    responsableId: id.optional(),
    vencidos: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type HallazgoListQuery = z.infer<typeof hallazgoListQuerySchema>;
export const hallazgoExportQuerySchema = hallazgoListQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: exportQuerySchema.shape.formato })
  .strict();
export const HALLAZGO_SORTS = ['fechaCompromiso', 'auditoriaHallazgoId', 'createdAt'] as const;

/** The KPI cards and charts of the audit screen, over the same filters as its list. */
export const indicadoresSchema = z.object({
  operaciones: z.number().int(),
  abiertosPorSeveridad: z.object({ error: z.number().int(), warning: z.number().int(), info: z.number().int() }),
  autorizacionesEnEspera: z.number().int(),
  porcentajeSinHallazgos: z.number(),
  porRegla: z.array(z.object({ regla: z.string(), total: z.number().int() })),
  porSemana: z.array(z.object({ semana: z.string(), total: z.number().int() })),
});
export type Indicadores = z.infer<typeof indicadoresSchema>;
export const indicadoresQuerySchema = operacionListQuerySchema.pick({
  clienteId: true,
  aduana: true,
  estado: true,
  grupoEventoId: true,
  fechaDesde: true,
  fechaHasta: true,
});

/** The pre-audit: the rules on demand over a pedimento, nothing stored. */
export const preAuditoriaSchema = z
  .object({
    pedimento: z
      .string()
      .trim()
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{15}$/, { message: 'audits.validation.pedimento' })),
  })
  .strict();
export const reglaHallazgoSchema = z.object({
  regla: z.string(),
  severidad: z.enum(SEVERIDADES),
  mensaje: z.string(),
  partida: z.number().int().nullable(),
  campo: z.string().nullable(),
  valorPresente: z.string().nullable(),
  valorEsperado: z.string().nullable(),
});
export const preAuditoriaResultSchema = z.object({
  pedimentoId: z.number().int(),
  pedimento: z.string(),
  pagado: z.boolean(),
  /** go: no error-level finding; noGo: at least one. */
  resultado: z.enum(['go', 'noGo']),
  hallazgos: z.array(reglaHallazgoSchema),
});
export type PreAuditoriaResult = z.infer<typeof preAuditoriaResultSchema>;

/** The SAAI M3 audit: stored M3 findings across files and pedimentos. */
export const saaiM3QuerySchema = z
  .object({
    fechaDesde: day.optional(),
    fechaHasta: day.optional(),
    aduana: z
      .string()
      .regex(/^\d{2}$/)
      .optional(),
  })
  .strict();
export const saaiM3ResumenSchema = z.object({
  archivos: z.number().int(),
  hallazgos: z.number().int(),
  errores: z.number().int(),
  porRegla: z.array(z.object({ clave: z.string(), mensaje: z.string(), total: z.number().int() })),
  porAduana: z.array(z.object({ aduana: z.string(), total: z.number().int() })),
  porSemana: z.array(z.object({ semana: z.string(), total: z.number().int() })),
  archivosLista: z.array(
    z.object({
      archivoId: z.number().int(),
      nombre: z.string(),
      createdAt: z.string(),
      hallazgos: z.number().int(),
      errores: z.number().int(),
    }),
  ),
});
export type SaaiM3Resumen = z.infer<typeof saaiM3ResumenSchema>;

/** An administrator's switch of one rule. */
export const reglaSchema = z.object({
  regla: z.enum(REGLAS),
  activa: z.boolean(),
  severidad: z.enum(SEVERIDADES).nullable(),
  /** A fraction of the expected value (0.01 is 1 %); null: the rule's default. */
  tolerancia: z.string().nullable(),
  /** The rule's own severity, used while `severidad` is null. */
  severidadPredeterminada: z.enum(SEVERIDADES).optional(),
  /** The rule's default tolerance when it compares amounts within one (absent: it uses none). */
  toleranciaPredeterminada: z.string().optional(),
});
export const reglaParamsSchema = z.object({ regla: z.enum(REGLAS, { message: 'validation.invalidValue' }) }).strict();
export const reglaUpdateSchema = z
  .object({
    activa: z.boolean(),
    severidad: z.enum(SEVERIDADES).nullable().optional(),
    tolerancia: z
      .string()
      .regex(/^\d{1,4}(\.\d{1,4})?$/, { message: 'validation.number' })
      .nullable()
      .optional(),
  })
  .strict();

/** Who can own findings (users with access to audits), for the follow-up's assignment. */
export const responsableSchema = z.object({ value: z.number().int(), text: z.string() });
