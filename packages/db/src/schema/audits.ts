import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { clientes } from './catalogues.ts';
import { calRams } from './catalogues-quality.ts';
import { pedimentos } from './pedimentos.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * An audit operation: one pedimento under review. The customer, customs office and patent are copied from the
 * pedimento at each audit so the data scope and the filters read this table alone; `versionAuditada` is the
 * pedimento's row version the rules last ran over (a changed pedimento is audited again).
 */
export const auditoriaOperaciones = pgTable(
  'auditoria_operaciones',
  {
    auditoriaOperacionId: serial('auditoria_operacion_id').primaryKey(),
    pedimentoId: integer('pedimento_id')
      .notNull()
      .references(() => pedimentos.pedimentoId, { onDelete: 'cascade' }),
    clienteId: integer('cliente_id').references(() => clientes.id!),
    aduana: varchar('aduana', { length: 2 }).notNull(),
    patente: varchar('patente', { length: 4 }).notNull(),
    referencia: varchar('referencia', { length: 40 }),
    factura: varchar('factura', { length: 40 }),
    claveDocumento: varchar('clave_documento', { length: 2 }),
    tipoOperacion: varchar('tipo_operacion', { length: 1 }),
    fechaRegistro: date('fecha_registro'),
    /** sinHallazgos | abierta | cerrada */
    estado: varchar('estado', { length: 16 }).notNull(),
    hallazgos: integer('hallazgos').notNull().default(0),
    abiertos: integer('abiertos').notNull().default(0),
    solicitudes: integer('solicitudes').notNull().default(0),
    versionAuditada: integer('version_auditada').notNull(),
    /**
     * When the rules last read the pedimento's other sources (previos, vendor shipments, record files): a previo
     * changed, a shipment or a file added after it audits the pedimento again. Null for audits before it existed.
     */
    auditadaAt: ts('auditada_at'),
    /** The operation's latest logbook event: the audit screen's order (spec point 9). */
    ultimoEventoId: bigint('ultimo_evento_id', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auditoria_operaciones_pedimento_idx').on(t.pedimentoId),
    index('auditoria_operaciones_evento_idx').on(t.ultimoEventoId, t.auditoriaOperacionId),
    index('auditoria_operaciones_fecha_idx').on(t.fechaRegistro, t.auditoriaOperacionId),
    index('auditoria_operaciones_cliente_idx').on(t.clienteId, t.ultimoEventoId),
  ],
);

/** A finding of a rule over an operation; `huella` keeps its identity (and state) across audits of the same pedimento. */
export const auditoriaHallazgos = pgTable(
  'auditoria_hallazgos',
  {
    auditoriaHallazgoId: serial('auditoria_hallazgo_id').primaryKey(),
    auditoriaOperacionId: integer('auditoria_operacion_id')
      .notNull()
      .references(() => auditoriaOperaciones.auditoriaOperacionId, { onDelete: 'cascade' }),
    regla: varchar('regla', { length: 40 }).notNull(),
    /** Message key, translated with the values below. */
    clave: varchar('clave', { length: 80 }).notNull(),
    /** error | warning | info: the information level. */
    severidad: varchar('severidad', { length: 10 }).notNull(),
    partida: integer('partida'),
    campo: varchar('campo', { length: 40 }),
    valorPresente: varchar('valor_presente', { length: 300 }),
    valorEsperado: varchar('valor_esperado', { length: 300 }),
    huella: varchar('huella', { length: 400 }).notNull(),
    /** pendiente | solicitarAutorizacion | autorizar (spec point 4). */
    estado: varchar('estado', { length: 24 }).notNull().default('pendiente'),
    tipoAutorizacion: varchar('tipo_autorizacion', { length: 24 }),
    observaciones: varchar('observaciones', { length: 1000 }),
    responsableId: integer('responsable_id').references(() => users.userId),
    fechaCompromiso: date('fecha_compromiso').notNull(),
    /** The improvement action (RAM) opened from this finding. */
    ramId: integer('ram_id').references(() => calRams.id!, { onDelete: 'set null' }),
    /** False once a later audit of the pedimento no longer finds it. */
    vigente: boolean('vigente').notNull().default(true),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('auditoria_hallazgos_operacion_idx').on(t.auditoriaOperacionId, t.auditoriaHallazgoId),
    index('auditoria_hallazgos_compromiso_idx').on(t.fechaCompromiso, t.auditoriaHallazgoId),
    index('auditoria_hallazgos_created_idx').on(t.createdAt, t.auditoriaHallazgoId),
  ],
);

/** The logbook (AuditoriaBitacoraEvento): every event of an operation, by event group (Opciones/AuditoriaGrupoEventos). */
export const auditoriaBitacoraEventos = pgTable(
  'auditoria_bitacora_eventos',
  {
    auditoriaBitacoraEventoId: bigserial('auditoria_bitacora_evento_id', { mode: 'number' }).primaryKey(),
    auditoriaOperacionId: integer('auditoria_operacion_id')
      .notNull()
      .references(() => auditoriaOperaciones.auditoriaOperacionId, { onDelete: 'cascade' }),
    auditoriaHallazgoId: integer('auditoria_hallazgo_id').references(() => auditoriaHallazgos.auditoriaHallazgoId, {
      onDelete: 'set null',
    }),
    grupoEventoId: smallint('grupo_evento_id').notNull(),
    tipo: varchar('tipo', { length: 24 }).notNull(),
    comentario: varchar('comentario', { length: 1000 }),
    userId: integer('user_id').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('auditoria_bitacora_operacion_idx').on(t.auditoriaOperacionId, t.auditoriaBitacoraEventoId)],
);

/** An administrator's switch of a rule: on/off, severity and tolerance (rules without a row run with their defaults). */
export const auditoriaReglas = pgTable('auditoria_reglas', {
  regla: varchar('regla', { length: 40 }).primaryKey(),
  activa: boolean('activa').notNull(),
  severidad: varchar('severidad', { length: 10 }),
  tolerancia: numeric('tolerancia', { precision: 9, scale: 4 }),
  updatedBy: integer('updated_by').references(() => users.userId),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
