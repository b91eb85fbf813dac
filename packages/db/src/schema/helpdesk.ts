import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { storedFiles } from './files.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Help-desk categories form a tree; `ruta` is the display path ("Sistemas / Correo"), kept by the service. */
export const ticketCategories = pgTable(
  'ticket_categories',
  {
    ticketCategoriaId: serial('ticket_categoria_id').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    ticketCategoriaPadreId: integer('ticket_categoria_padre_id').references((): AnyPgColumn => ticketCategories.ticketCategoriaId),
    abreviatura: varchar('abreviatura', { length: 10 }).notNull().default(''),
    ruta: varchar('ruta', { length: 500 }).notNull(),
    slaHoras: integer('sla_horas').notNull(),
    descripcion: varchar('descripcion', { length: 1000 }).notNull().default(''),
    evidenciaRecomendada: varchar('evidencia_recomendada', { length: 500 }).notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('ticket_categories_parent_idx').on(t.ticketCategoriaPadreId)],
);

/** Who reads and who fixes the tickets of a category. */
export const ticketCategoryUsers = pgTable(
  'ticket_category_users',
  {
    ticketCategoriaUsuarioId: serial('ticket_categoria_usuario_id').primaryKey(),
    ticketCategoriaId: integer('ticket_categoria_id')
      .notNull()
      .references(() => ticketCategories.ticketCategoriaId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** responsable | auxiliar | observador */
    tipoAsignacion: varchar('tipo_asignacion', { length: 20 }).notNull(),
    canRead: boolean('can_read').notNull().default(true),
    canFix: boolean('can_fix').notNull().default(false),
  },
  (t) => [uniqueIndex('ticket_category_users_uq').on(t.ticketCategoriaId, t.userId), index('ticket_category_users_user_idx').on(t.userId)],
);

export const tickets = pgTable(
  'tickets',
  {
    ticketId: serial('ticket_id').primaryKey(),
    /** abierto | asignado | enProceso | resuelto | cerrado | reabierto */
    estatus: varchar('estatus', { length: 12 }).notNull(),
    /** baja | media | alta | critica */
    prioridad: varchar('prioridad', { length: 8 }).notNull(),
    ticketCategoriaId: integer('ticket_categoria_id')
      .notNull()
      .references(() => ticketCategories.ticketCategoriaId),
    usuarioReportaId: integer('usuario_reporta_id')
      .notNull()
      .references(() => users.userId),
    usuarioAsignadoId: integer('usuario_asignado_id').references(() => users.userId),
    fechaInicio: ts('fecha_inicio').notNull().defaultNow(),
    /** Start plus the category's SLA hours at the time the ticket was opened. */
    fechaVencimiento: ts('fecha_vencimiento').notNull(),
    /** When it was solved (the SLA is judged on it). */
    fechaSolucion: ts('fecha_solucion'),
    fechaFin: ts('fecha_fin'),
    ipEquipo: varchar('ip_equipo', { length: 64 }),
    tituloError: varchar('titulo_error', { length: 200 }).notNull(),
    descripcionError: text('descripcion_error').notNull(),
    descripcionSolucion: text('descripcion_solucion'),
    calificacionSatisfaccion: integer('calificacion_satisfaccion'),
    comentariosSatisfaccion: varchar('comentarios_satisfaccion', { length: 1000 }),
    /** The "about to breach" notice went out once. */
    slaAvisado: boolean('sla_avisado').notNull().default(false),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('tickets_estatus_idx').on(t.estatus),
    index('tickets_categoria_idx').on(t.ticketCategoriaId),
    index('tickets_reporta_idx').on(t.usuarioReportaId),
    index('tickets_asignado_idx').on(t.usuarioAsignadoId),
    index('tickets_vencimiento_idx').on(t.fechaVencimiento),
  ],
);

export const ticketEvidence = pgTable(
  'ticket_evidence',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.ticketId, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.fileId),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.fileId] })],
);

/** The ticket's log (bitácora): every change of status, assignment, priority and text, who and when. */
export const ticketLog = pgTable(
  'ticket_log',
  {
    ticketBitacoraId: bigserial('ticket_bitacora_id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.ticketId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    at: ts('at').notNull().defaultNow(),
    /** creado | estatus | asignacion | prioridad | categoria | texto | solucion | evidencia | encuesta */
    accion: varchar('accion', { length: 12 }).notNull(),
    campo: varchar('campo', { length: 40 }),
    valorAnterior: text('valor_anterior'),
    valorNuevo: text('valor_nuevo'),
  },
  (t) => [index('ticket_log_ticket_idx').on(t.ticketId, t.at)],
);

/** Help-desk staff and their guard shifts. */
export const activeUsers = pgTable(
  'active_users',
  {
    usuarioActivoId: serial('usuario_activo_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    activo: boolean('activo').notNull().default(true),
    guardiaInicio: ts('guardia_inicio').notNull(),
    guardiaFin: ts('guardia_fin').notNull(),
    notas: varchar('notas', { length: 500 }).notNull().default(''),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('active_users_user_uq').on(t.userId), index('active_users_guard_idx').on(t.guardiaInicio, t.guardiaFin)],
);

export const incidents = pgTable(
  'incidents',
  {
    incidenciaId: serial('incidencia_id').primaryKey(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    descripcion: varchar('descripcion', { length: 2000 }).notNull().default(''),
    fechaFin: ts('fecha_fin'),
    activo: boolean('activo').notNull().default(true),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('incidents_active_idx')
      .on(t.activo)
      .where(sql`${t.activo}`),
  ],
);
