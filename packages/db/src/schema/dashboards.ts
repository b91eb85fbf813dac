import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** The one row of data-access settings: host allow-list, loopback, statement timeout and row cap. */
export const dataAccessSettings = pgTable('data_access_settings', {
  id: smallint('id').primaryKey(),
  hostsPermitidos: jsonb('hosts_permitidos').$type<string[]>().notNull().default([]),
  permitirLoopback: boolean('permitir_loopback').notNull(),
  tiempoLimiteMs: integer('tiempo_limite_ms').notNull(),
  maximoFilas: integer('maximo_filas').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A source of dashboard data; the password is sealed with the secrets key and never answered. */
export const cadenasConexion = pgTable('cadenas_conexion', {
  cadenaConexionId: serial('cadena_conexion_id').primaryKey(),
  /** postgresql | mariadb | portal */
  tipo: varchar('tipo', { length: 20 }).notNull(),
  servidor: varchar('servidor', { length: 255 }).notNull().default(''),
  baseDatos: varchar('base_datos', { length: 128 }).notNull().default(''),
  usuario: varchar('usuario', { length: 128 }).notNull().default(''),
  passwordSellado: text('password_sellado'),
  descripcion: varchar('descripcion', { length: 200 }).notNull(),
  sistema: smallint('sistema').notNull(),
  rowVersion: integer('row_version').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export interface QueryColumnRow {
  nombre: string;
  tipo: string;
}

/** A table, view or SELECT over a connection string, with the columns last read from the source. */
export const objetosConsulta = pgTable(
  'objetos_consulta',
  {
    objetoConsultaId: serial('objeto_consulta_id').primaryKey(),
    cadenaConexionId: integer('cadena_conexion_id')
      .notNull()
      .references(() => cadenasConexion.cadenaConexionId),
    /** tabla | vista | consulta */
    tipo: varchar('tipo', { length: 10 }).notNull(),
    esquema: varchar('esquema', { length: 63 }).notNull().default(''),
    nombreObjeto: varchar('nombre_objeto', { length: 63 }).notNull().default(''),
    sql: text('sql').notNull().default(''),
    descripcion: varchar('descripcion', { length: 200 }).notNull(),
    columnas: jsonb('columnas').$type<QueryColumnRow[]>().notNull().default([]),
    rowVersion: integer('row_version').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('objetos_consulta_cadena_idx').on(t.cadenaConexionId)],
);

/** A condition filter: where its values come from and how it compares. */
export const filtrosCondicion = pgTable(
  'filtros_condicion',
  {
    filtroCondicionId: serial('filtro_condicion_id').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    /** lista | consulta | usuario | sesion */
    tipo: varchar('tipo', { length: 10 }).notNull(),
    objetoConsultaId: integer('objeto_consulta_id').references(() => objetosConsulta.objetoConsultaId),
    columnaValor: varchar('columna_valor', { length: 63 }).notNull().default(''),
    columnaTexto: varchar('columna_texto', { length: 63 }).notNull().default(''),
    tipoDato: varchar('tipo_dato', { length: 10 }).notNull(),
    operadorLogico: varchar('operador_logico', { length: 10 }).notNull(),
    etiqueta: varchar('etiqueta', { length: 100 }).notNull().default(''),
    obligatorio: boolean('obligatorio').notNull().default(false),
    seleccionMultiple: boolean('seleccion_multiple').notNull().default(false),
    opciones: jsonb('opciones').$type<{ value: string; text: string }[]>().notNull().default([]),
    valoresUsuario: varchar('valores_usuario', { length: 10 }),
    rowVersion: integer('row_version').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('filtros_condicion_objeto_idx').on(t.objetoConsultaId)],
);

/** A dashboard element (type from TableroElementoTipos) over a query object. */
export const tableroElementos = pgTable(
  'tablero_elementos',
  {
    elementoId: serial('elemento_id').primaryKey(),
    tipo: smallint('tipo').notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    descripcion: varchar('descripcion', { length: 500 }).notNull().default(''),
    objetoConsultaId: integer('objeto_consulta_id')
      .notNull()
      .references(() => objetosConsulta.objetoConsultaId),
    columnaEtiqueta: varchar('columna_etiqueta', { length: 63 }).notNull().default(''),
    columnasValor: jsonb('columnas_valor').$type<string[]>().notNull().default([]),
    rowVersion: integer('row_version').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tablero_elementos_objeto_idx').on(t.objetoConsultaId)],
);

/** An element's condition filter: name, label, the column it applies to, required. */
export const tableroElementoFiltros = pgTable(
  'tablero_elemento_filtros',
  {
    elementoId: integer('elemento_id')
      .notNull()
      .references(() => tableroElementos.elementoId, { onDelete: 'cascade' }),
    orden: smallint('orden').notNull(),
    filtroCondicionId: integer('filtro_condicion_id')
      .notNull()
      .references(() => filtrosCondicion.filtroCondicionId),
    nombre: varchar('nombre', { length: 63 }).notNull(),
    etiqueta: varchar('etiqueta', { length: 100 }).notNull(),
    columna: varchar('columna', { length: 63 }).notNull(),
    obligatorio: boolean('obligatorio').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.elementoId, t.orden] }), index('tablero_elemento_filtros_filtro_idx').on(t.filtroCondicionId)],
);

/** Who may see an element: a user (id), a role (name), a customer (id), a customs office or a patent (code). */
export const tableroElementoAccesos = pgTable(
  'tablero_elemento_accesos',
  {
    elementoId: integer('elemento_id')
      .notNull()
      .references(() => tableroElementos.elementoId, { onDelete: 'cascade' }),
    /** usuario | rol | cliente | aduana | patente */
    tipo: varchar('tipo', { length: 10 }).notNull(),
    valor: varchar('valor', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.elementoId, t.tipo, t.valor] }), index('tablero_elemento_accesos_valor_idx').on(t.tipo, t.valor)],
);

/** Each user's arrangement of its dashboard: order and width of the elements. */
export const tableroDisposiciones = pgTable('tablero_disposiciones', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  elementos: jsonb('elementos').$type<{ elementoId: number; ancho: number }[]>().notNull().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A user notification (spec point 3): a scheduled job runs the query object and, when it returns rows that
 * differ from the last ones notified (`ultimaHuella`, a hash of the result), tells the chosen users through
 * the chosen channels of theirs. One per query object.
 */
export const tableroNotificaciones = pgTable('tablero_notificaciones', {
  notificacionId: serial('notificacion_id').primaryKey(),
  objetoConsultaId: integer('objeto_consulta_id')
    .notNull()
    .unique()
    .references(() => objetosConsulta.objetoConsultaId, { onDelete: 'cascade' }),
  nombre: varchar('nombre', { length: 100 }).notNull(),
  /** portal | email | sms | whatsapp: used where the user has that channel on too. */
  canales: jsonb('canales').$type<string[]>().notNull().default(['portal']),
  usuarios: jsonb('usuarios').$type<number[]>().notNull().default([]),
  activa: boolean('activa').notNull().default(true),
  ultimaHuella: varchar('ultima_huella', { length: 64 }),
  ultimaRevision: ts('ultima_revision'),
  ultimoAviso: ts('ultimo_aviso'),
  rowVersion: integer('row_version').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
