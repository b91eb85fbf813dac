import { bigint, boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';
import { users } from './identity.ts';
import { clientes } from './catalogues.ts';
import { pedimentos } from './pedimentos.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A bulk download of digital records (docs/decisions/0130-digital-records.md): one customer, a payment date
 * range of at most 30 days and optional filters; a job builds the zip into the file store. `token` is the
 * unguessable part of the open link; the zip's row goes when the request lapses.
 */
export const expedienteDescargas = pgTable(
  'expediente_descargas',
  {
    descargaId: serial('descarga_id').primaryKey(),
    token: uuid('token').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id!),
    parametros: jsonb('parametros').$type<Record<string, unknown>>().notNull(),
    /** processing, ready, lapsed or discarded (over 2 GB, or nothing to download). */
    estado: varchar('estado', { length: 12 }).notNull().default('processing'),
    fileId: uuid('file_id').references(() => storedFiles.fileId),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    archivos: integer('archivos').notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Message key of a discarded request. */
    motivo: varchar('motivo', { length: 80 }),
    solicitadoAt: ts('solicitado_at').notNull().defaultNow(),
    procesadoAt: ts('procesado_at'),
    expiraAt: ts('expira_at'),
  },
  (t) => [
    uniqueIndex('expediente_descargas_token_idx').on(t.token),
    index('expediente_descargas_user_idx').on(t.userId, t.descargaId),
    index('expediente_descargas_expira_idx').on(t.estado, t.expiraAt),
  ],
);

/** How one file type is named and described in a customer's zips. */
export interface NomenclaturaMetadato {
  tipo: string;
  /** The text {TipoDocumento} renders for this type. */
  metadato1: string;
  /** A free second value (e.g. the customer's own document code). */
  metadato2: string;
}

/** The nomenclature per SysExpert client key: the root template that names each record's folder, and per-type metadata. */
export const expedienteNomenclaturas = pgTable(
  'expediente_nomenclaturas',
  {
    nomenclaturaId: serial('nomenclatura_id').primaryKey(),
    claveSysExpert: varchar('clave_sys_expert', { length: 20 }).notNull(),
    raiz: varchar('raiz', { length: 300 }).notNull(),
    metadatos: jsonb('metadatos').$type<NomenclaturaMetadato[]>().notNull().default([]),
    rowVersion: integer('row_version').notNull().default(1),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('expediente_nomenclaturas_clave_idx').on(t.claveSysExpert)],
);

/** The module's settings: one row (id 1). */
export const expedienteAjustes = pgTable('expediente_ajustes', {
  ajusteId: integer('ajuste_id').primaryKey(),
  /** Hours a ready zip stays downloadable before it lapses. */
  horasVigencia: integer('horas_vigencia').notNull().default(72),
  /** File types a record needs to be complete. */
  tiposRequeridos: jsonb('tipos_requeridos').$type<string[]>().notNull().default(['pedimento', 'cove', 'factura']),
  notificarSolicitante: boolean('notificar_solicitante').notNull().default(true),
  rowVersion: integer('row_version').notNull().default(1),
});

/**
 * A file uploaded into a digital record (docs/decisions/0131-record-uploads.md): its type and its own two
 * metadata values (empty: the customer's nomenclature gives them). The pedimento's transfers documents, its M3
 * file and its previo reports are read from their own tables; this holds only what was uploaded here.
 */
export const expedienteArchivos = pgTable(
  'expediente_archivos',
  {
    archivoId: serial('archivo_id').primaryKey(),
    pedimentoId: integer('pedimento_id')
      .notNull()
      .references(() => pedimentos.pedimentoId, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.fileId),
    metadato1: varchar('metadato1', { length: 60 }).notNull().default(''),
    metadato2: varchar('metadato2', { length: 60 }).notNull().default(''),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('expediente_archivos_pedimento_idx').on(t.pedimentoId, t.tipo), uniqueIndex('expediente_archivos_file_idx').on(t.fileId)],
);
