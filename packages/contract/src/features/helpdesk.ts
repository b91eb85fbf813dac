import { z } from 'zod';
import { exportFormatSchema, listQuerySchema, PAGING_FIELDS } from '../paging.ts';

/** The help desk's calls (spec point 7), all under one base. */
export const HELPDESK_API = '/api/MesaAyuda';
import { plainText } from '../text.ts';
import { fileRefsSchema, storedFileSchema } from '../files.ts';
import { putBody } from '../read-only.ts';

/** Ticket states and priorities (docs/decisions/0010-helpdesk.md). */
export const TICKET_STATUSES = ['abierto', 'asignado', 'enProceso', 'resuelto', 'cerrado', 'reabierto'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['baja', 'media', 'alta', 'critica'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const ASSIGNATION_TYPES = ['responsable', 'auxiliar', 'observador'] as const;

/** Who may move a ticket: `fixer` is a category user with canFix, `manager` holds MesaAyuda write. */
export type TicketActor = 'reporter' | 'fixer' | 'manager';

/**
 * The allowed transitions and who may take each (enforced by the server, shown by the web app). Solving is
 * for fixers of the ticket's category only, managers included only when they are fixers too. A fixer may solve
 * an assigned ticket in one step, without marking it in progress first (decision 0150).
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, Partial<Record<TicketStatus, readonly TicketActor[]>>> = {
  abierto: { asignado: ['fixer', 'manager'], enProceso: ['fixer'], cerrado: ['reporter', 'manager'] },
  asignado: { enProceso: ['fixer'], resuelto: ['fixer'], abierto: ['fixer', 'manager'], cerrado: ['reporter', 'manager'] },
  enProceso: { resuelto: ['fixer'], asignado: ['fixer', 'manager'] },
  resuelto: { cerrado: ['reporter', 'manager'], reabierto: ['reporter', 'manager'] },
  cerrado: { reabierto: ['reporter', 'manager'] },
  reabierto: { asignado: ['fixer', 'manager'], enProceso: ['fixer'], resuelto: ['fixer'] },
};

export function canTransition(from: TicketStatus, to: TicketStatus, actors: readonly TicketActor[]): boolean {
  if (from === to) return true;
  const allowed = TICKET_TRANSITIONS[from][to];
  return Boolean(allowed && allowed.some((a) => actors.includes(a)));
}

export function nextStatuses(from: TicketStatus, actors: readonly TicketActor[]): TicketStatus[] {
  return (Object.keys(TICKET_TRANSITIONS[from]) as TicketStatus[]).filter((to) => canTransition(from, to, actors));
}

export const OPEN_STATUSES: readonly TicketStatus[] = ['abierto', 'asignado', 'enProceso', 'reabierto'];

/** SLA: due = start + SLA hours (calendar hours). */
export function slaDueDate(start: Date, slaHours: number): Date {
  return new Date(start.getTime() + slaHours * 3_600_000);
}

export interface SlaState {
  /** Milliseconds left until due (negative once breached); null when the ticket no longer runs against it. */
  msLeft: number | null;
  breached: boolean;
}

/** A solved or closed ticket is judged by when it was solved; an open one by now. */
export function slaState(input: { fechaVencimiento: Date; fechaSolucion: Date | null; estatus: TicketStatus }, now: Date): SlaState {
  const due = input.fechaVencimiento.getTime();
  if (!OPEN_STATUSES.includes(input.estatus)) {
    const solvedAt = input.fechaSolucion?.getTime();
    return { msLeft: null, breached: solvedAt !== undefined && solvedAt > due };
  }
  const left = due - now.getTime();
  return { msLeft: left, breached: left < 0 };
}

/** An open ticket is "about to breach" in its last fifth of the SLA, or its last hour, whichever is longer. */
export function isAboutToBreach(input: { fechaInicio: Date; fechaVencimiento: Date }, now: Date): boolean {
  const total = input.fechaVencimiento.getTime() - input.fechaInicio.getTime();
  const left = input.fechaVencimiento.getTime() - now.getTime();
  return left > 0 && left <= Math.max(total / 5, 3_600_000);
}

// ---------- Categories ----------
export const ticketCategorySchema = z.object({
  ticketCategoriaId: z.number().int(),
  nombre: z.string(),
  ticketCategoriaPadreId: z.number().int().nullable(),
  abreviatura: z.string(),
  ruta: z.string(),
  rutaMostrar: z.string(),
  slaHoras: z.number().int(),
  descripcion: z.string(),
  evidenciaRecomendada: z.string(),
  activo: z.boolean(),
  rowVersion: z.number().int(),
});
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

export const ticketCategoryInputSchema = z
  .object({
    ticketCategoriaId: z.number().int().optional(),
    nombre: plainText(100).pipe(z.string().min(1, { message: 'validation.required' })),
    ticketCategoriaPadreId: z.number().int().positive().nullable(),
    abreviatura: plainText(10),
    slaHoras: z.number({ message: 'validation.required' }).int().min(1, { message: 'helpdesk.validation.slaHours' }).max(2000),
    descripcion: plainText(1000),
    evidenciaRecomendada: plainText(500),
    activo: z.boolean().default(true),
    rowVersion: z.number().int().optional(),
  })
  .strict();
export type TicketCategoryInput = z.infer<typeof ticketCategoryInputSchema>;

export const categoryListQuerySchema = listQuerySchema
  .extend({
    ticketCategoriaPadreId: z.coerce.number().int().optional(),
    activo: z.enum(['true', 'false']).optional(),
  })
  .strict();
export const categoryExportQuerySchema = categoryListQuerySchema.omit(PAGING_FIELDS).extend({ formato: exportFormatSchema }).strict();
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;
export const CATEGORY_SORTS = ['ticketCategoriaId', 'nombre', 'ruta', 'slaHoras', 'abreviatura'] as const;

// ---------- Category users ----------
export const categoryUserSchema = z.object({
  ticketCategoriaUsuarioId: z.number().int(),
  ticketCategoriaId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  nombreCompleto: z.string(),
  assignationType: z.enum(ASSIGNATION_TYPES),
  canRead: z.boolean(),
  canFix: z.boolean(),
});
export type CategoryUser = z.infer<typeof categoryUserSchema>;

export const categoryUserCreateSchema = z
  .object({
    ticketCategoriaId: z.number().int().positive(),
    userName: z.string().trim().min(1, { message: 'validation.required' }).max(50),
    assignationType: z.enum(ASSIGNATION_TYPES),
    canRead: z.boolean(),
    canFix: z.boolean(),
  })
  .strict();
export type CategoryUserCreate = z.infer<typeof categoryUserCreateSchema>;

export const optionSchema = z.object({ value: z.union([z.number(), z.string()]), text: z.string() });
export type Option = z.infer<typeof optionSchema>;

// ---------- Tickets ----------
export const ticketSchema = z.object({
  ticketId: z.number().int(),
  estatus: z.enum(TICKET_STATUSES),
  prioridad: z.enum(TICKET_PRIORITIES),
  ticketCategoriaId: z.number().int(),
  ticketCategoria: z.object({
    ticketCategoriaId: z.number().int(),
    nombre: z.string(),
    rutaMostrar: z.string(),
    slaHoras: z.number().int(),
  }),
  usuarioReportaId: z.number().int(),
  usuarioReporta: z.string(),
  usuarioReportaNombreCompleto: z.string(),
  usuarioAsignadoId: z.number().int().nullable(),
  usuarioAsignado: z.string().nullable(),
  usuarioAsignadoNombreCompleto: z.string().nullable(),
  fechaInicio: z.string(),
  fechaFin: z.string().nullable(),
  fechaVencimiento: z.string(),
  fechaSolucion: z.string().nullable(),
  /** Milliseconds left until the SLA is due; null once solved or closed. */
  slaRestanteMs: z.number().nullable(),
  slaVencido: z.boolean(),
  ipEquipo: z.string().nullable(),
  tituloError: z.string(),
  descripcionError: z.string(),
  descripcionSolucion: z.string().nullable(),
  evidencias: z.array(storedFileSchema),
  calificacionSatisfaccion: z.number().int().nullable(),
  comentariosSatisfaccion: z.string().nullable(),
  /** The statuses the caller may move it to. */
  siguientesEstatus: z.array(z.enum(TICKET_STATUSES)),
  esReparador: z.boolean(),
  rowVersion: z.number().int(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketCreateSchema = z
  .object({
    ticketCategoriaId: z.number({ message: 'validation.required' }).int().positive(),
    prioridad: z.enum(TICKET_PRIORITIES).default('media'),
    tituloError: plainText(200).pipe(z.string().min(3, { message: 'validation.tooShort' })),
    descripcionError: plainText(4000).pipe(z.string().min(1, { message: 'validation.required' })),
    /** Evidence uploaded beforehand (POST Ticket/Evidencia). */
    evidencias: z.array(z.uuid()).max(10).default([]),
  })
  .strict();
export type TicketCreate = z.input<typeof ticketCreateSchema>;

export const ticketUpdateSchema = z
  .object({
    ticketId: z.number().int(),
    estatus: z.enum(TICKET_STATUSES),
    prioridad: z.enum(TICKET_PRIORITIES),
    ticketCategoriaId: z.number().int().positive(),
    usuarioAsignadoId: z.number().int().positive().nullable(),
    tituloError: plainText(200).pipe(z.string().min(3, { message: 'validation.tooShort' })),
    descripcionError: plainText(4000).pipe(z.string().min(1, { message: 'validation.required' })),
    descripcionSolucion: plainText(4000).nullable(),
    evidencias: fileRefsSchema(10),
    rowVersion: z.number().int(),
  })
  .strict();
export type TicketUpdate = z.infer<typeof ticketUpdateSchema>;

/** What a JSON Patch may touch: the editable fields plus the survey. */
export const ticketPatchTargetSchema = ticketUpdateSchema
  .omit({ ticketId: true })
  .extend({
    calificacionSatisfaccion: z
      .number()
      .int()
      .min(1, { message: 'helpdesk.validation.rating' })
      .max(5, { message: 'helpdesk.validation.rating' })
      .nullable(),
    comentariosSatisfaccion: plainText(1000).nullable(),
  })
  .partial()
  .strict();

export const ticketListQuerySchema = listQuerySchema
  .extend({
    estatus: z.enum(TICKET_STATUSES).optional(),
    prioridad: z.enum(TICKET_PRIORITIES).optional(),
    ticketCategoriaId: z.coerce.number().int().optional(),
    usuarioAsignadoId: z.coerce.number().int().optional(),
    usuarioReportaId: z.coerce.number().int().optional(),
    desde: z.iso.date({ message: 'validation.date' }).optional(),
    hasta: z.iso.date({ message: 'validation.date' }).optional(),
    slaVencido: z.enum(['true', 'false']).optional(),
    /** Only the caller's own: reported, assigned, or both. */
    mios: z.enum(['reportados', 'asignados']).optional(),
  })
  .strict();
export const ticketExportQuerySchema = ticketListQuerySchema.omit(PAGING_FIELDS).extend({ formato: exportFormatSchema }).strict();
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;
export const TICKET_SORTS = ['ticketId', 'estatus', 'prioridad', 'fechaInicio', 'fechaVencimiento', 'tituloError'] as const;

export const ticketLogEntrySchema = z.object({
  ticketBitacoraId: z.number().int(),
  at: z.string(),
  userName: z.string().nullable(),
  nombreCompleto: z.string().nullable(),
  accion: z.string(),
  campo: z.string().nullable(),
  valorAnterior: z.string().nullable(),
  valorNuevo: z.string().nullable(),
  /** The values as people read them where they are ids (a user's name, a category's path); else null. */
  textoAnterior: z.string().nullable().optional(),
  textoNuevo: z.string().nullable().optional(),
});
export type TicketLogEntry = z.infer<typeof ticketLogEntrySchema>;

export const solutionSchema = z.object({
  ticketId: z.number().int(),
  tituloError: z.string(),
  descripcionSolucion: z.string(),
  fechaSolucion: z.string().nullable(),
  coincidencias: z.number().int(),
});
export type Solution = z.infer<typeof solutionSchema>;

export const solutionsQuerySchema = z
  .object({ titulo: z.string().max(200).optional(), ticketCategoriaId: z.coerce.number().int().optional() })
  .strict();

// ---------- Users on guard ----------
export const activeUserSchema = z.object({
  usuarioActivoId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  nombreCompleto: z.string(),
  activo: z.boolean(),
  guardiaInicio: z.string(),
  guardiaFin: z.string(),
  enGuardia: z.boolean(),
  notas: z.string(),
  rowVersion: z.number().int(),
});
export type ActiveUser = z.infer<typeof activeUserSchema>;

const activeUserFieldsSchema = z
  .object({
    usuarioActivoId: z.number().int().optional(),
    userName: z.string().trim().min(1, { message: 'validation.required' }).max(50),
    activo: z.boolean(),
    guardiaInicio: z.iso.datetime({ offset: true, message: 'validation.date' }),
    guardiaFin: z.iso.datetime({ offset: true, message: 'validation.date' }),
    notas: plainText(500).default(''),
    rowVersion: z.number().int().optional(),
  })
  .strict();
const shiftEndsAfterStart = (v: { guardiaInicio: string; guardiaFin: string }) => new Date(v.guardiaFin) > new Date(v.guardiaInicio);
const shiftEnd = { path: ['guardiaFin'], message: 'helpdesk.validation.shiftEnd' };
export const activeUserInputSchema = activeUserFieldsSchema.refine(shiftEndsAfterStart, shiftEnd);
export type ActiveUserInput = z.input<typeof activeUserInputSchema>;

export const activeUserListQuerySchema = listQuerySchema.extend({ activo: z.enum(['true', 'false']).optional() }).strict();
export const activeUserExportQuerySchema = activeUserListQuerySchema.omit(PAGING_FIELDS).extend({ formato: exportFormatSchema }).strict();
export const ACTIVE_USER_SORTS = ['usuarioActivoId', 'guardiaInicio', 'guardiaFin', 'nombreCompleto'] as const;

export const activeUserContactSchema = z.object({
  usuarioActivoId: z.number().int(),
  userName: z.string(),
  nombreCompleto: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  enGuardia: z.boolean(),
  guardiaInicio: z.string(),
  guardiaFin: z.string(),
  categorias: z.array(z.string()),
});
export type ActiveUserContact = z.infer<typeof activeUserContactSchema>;

// ---------- Incidents ----------
export const incidentSchema = z.object({
  incidenciaId: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  fechaFin: z.string().nullable(),
  activo: z.boolean(),
  createdAt: z.string(),
  rowVersion: z.number().int(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentInputSchema = z
  .object({
    incidenciaId: z.number().int().optional(),
    titulo: plainText(200).pipe(z.string().min(1, { message: 'validation.required' })),
    descripcion: plainText(2000),
    fechaFin: z.iso.datetime({ offset: true, message: 'validation.date' }).nullable(),
    activo: z.boolean(),
    rowVersion: z.number().int().optional(),
  })
  .strict();
export type IncidentInput = z.infer<typeof incidentInputSchema>;
export const incidentListQuerySchema = listQuerySchema.extend({ activo: z.enum(['true', 'false']).optional() }).strict();
export const incidentExportQuerySchema = incidentListQuerySchema.omit(PAGING_FIELDS).extend({ formato: exportFormatSchema }).strict();
export const INCIDENT_SORTS = ['incidenciaId', 'titulo', 'fechaFin', 'createdAt'] as const;

// ---------- Dashboard ----------
export const helpdeskDashboardSchema = z.object({
  abiertosPorCategoria: z.array(z.object({ categoria: z.string(), estatus: z.enum(TICKET_STATUSES), total: z.number().int() })),
  cumplimientoSla: z.array(
    z.object({ semana: z.string(), resueltos: z.number().int(), enTiempo: z.number().int(), porcentaje: z.number() }),
  ),
});
export type HelpdeskDashboard = z.infer<typeof helpdeskDashboardSchema>;

const positiveId = z.coerce.number().int().positive();
export const ticketIdParamsSchema = z.object({ ticketId: positiveId }).strict();
export const categoryIdParamsSchema = z.object({ ticketCategoriaId: positiveId }).strict();
export const categoryUserIdParamsSchema = z.object({ ticketCategoriaUsuarioId: positiveId }).strict();
export const categoryUserDeleteParamsSchema = z.object({ id: positiveId }).strict();
export const activeUserIdParamsSchema = z.object({ usuarioActivoId: positiveId }).strict();
export const incidentIdParamsSchema = z.object({ incidenciaId: positiveId }).strict();
export const userNameParamsSchema = z.object({ userName: z.string().min(1).max(50) }).strict();
/** The solutions bank also answers for a ticket still being written (id 0, with its title and category in the query). */
export const solutionsParamsSchema = z.object({ ticketId: z.coerce.number().int().min(0) }).strict();

/** The users of a category's list take no filter of their own. */
export const categoryUserExportQuerySchema = listQuerySchema.omit(PAGING_FIELDS).extend({ formato: exportFormatSchema }).strict();

// ---------- PUT bodies that take back what their GET gave (issue 19) ----------
export const ticketPut = putBody(ticketUpdateSchema, ticketSchema);
export const ticketCategoryPut = putBody(ticketCategoryInputSchema, ticketCategorySchema);
const activeUserPutBody = putBody(activeUserFieldsSchema, activeUserSchema);
export const activeUserPut = { ...activeUserPutBody, schema: activeUserPutBody.schema.refine(shiftEndsAfterStart, shiftEnd) };
export const incidentPut = putBody(incidentInputSchema, incidentSchema);
