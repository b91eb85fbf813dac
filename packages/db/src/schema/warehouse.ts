import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';
import { users } from './identity.ts';
import { choferes, clientes, lineasTransporte, proveedores, recintos } from './catalogues.ts';
import { pedimentos } from './pedimentos.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const qty = (name: string) => numeric(name, { precision: 14, scale: 3 });

/**
 * A previous inspection (previo) of merchandise in a bonded warehouse (spec point 3). Its id is a random uuid
 * (the spec's `:guid`); `folio` is the number people say. `enlaceToken` is the open viewer's link, a second
 * random uuid that can be revoked (set null) or expire without touching the previo's id.
 */
export const previos = pgTable(
  'previos',
  {
    previoId: uuid('previo_id').primaryKey().defaultRandom(),
    folio: serial('folio').notNull().unique(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id!),
    recintoId: integer('recinto_id').references(() => recintos.id!),
    procesador: varchar('procesador', { length: 120 }),
    lineaTransporteId: integer('linea_transporte_id').references(() => lineasTransporte.id!),
    proveedorId: integer('proveedor_id').references(() => proveedores.id!),
    pedimentoId: integer('pedimento_id').references(() => pedimentos.pedimentoId),
    fechaEntrada: date('fecha_entrada', { mode: 'string' }),
    fechaPrevio: date('fecha_previo', { mode: 'string' }).notNull(),
    guiaMaster: varchar('guia_master', { length: 40 }),
    guiaHouse: varchar('guia_house', { length: 40 }),
    numeroContenedor: varchar('numero_contenedor', { length: 20 }),
    candadoInicial: varchar('candado_inicial', { length: 40 }),
    candadoFinal: varchar('candado_final', { length: 40 }),
    discrepancia: text('discrepancia'),
    estado: varchar('estado', { length: 12 }).notNull().default('abierto'),
    horaInicio: varchar('hora_inicio', { length: 5 }),
    terminado: boolean('terminado').notNull().default(false),
    tipoCarga: varchar('tipo_carga', { length: 20 }),
    tipoPrevio: varchar('tipo_previo', { length: 20 }),
    horaSolicitudMercancia: varchar('hora_solicitud_mercancia', { length: 5 }),
    horaEntregaMercancia: varchar('hora_entrega_mercancia', { length: 5 }),
    bultos: integer('bultos'),
    pesoTotal: qty('peso_total'),
    etiquetas: varchar('etiquetas', { length: 200 }),
    cuantificado: boolean('cuantificado').notNull().default(false),
    bultoDaniado: boolean('bulto_daniado').notNull().default(false),
    danio: text('danio'),
    fotoGuiaId: uuid('foto_guia_id'),
    fotoDanioId: uuid('foto_danio_id'),
    documentos: jsonb('documentos')
      .$type<{ tipo: string; nombre: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    observacionesGenerales: text('observaciones_generales'),
    enlaceToken: uuid('enlace_token').unique(),
    enlaceExpiraAt: ts('enlace_expira_at'),
    /** Set when a link was revoked, so that its holder is told so instead of "not found". */
    enlaceRevocadoToken: uuid('enlace_revocado_token'),
    concluidoAt: ts('concluido_at'),
    concluidoPor: integer('concluido_por').references(() => users.userId),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('previos_cliente_idx').on(t.clienteId, t.fechaPrevio),
    index('previos_fecha_idx').on(t.fechaPrevio, t.previoId),
    index('previos_created_idx').on(t.createdAt, t.previoId),
  ],
);

/** A line (item) of a previo: what was found against what the invoice says. */
export const previoLineas = pgTable(
  'previo_lineas',
  {
    lineaId: serial('linea_id').primaryKey(),
    previoId: uuid('previo_id')
      .notNull()
      .references(() => previos.previoId, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    numeroFactura: varchar('numero_factura', { length: 40 }),
    parteId: integer('parte_id'),
    numeroParte: varchar('numero_parte', { length: 50 }),
    descripcion: varchar('descripcion', { length: 500 }).notNull(),
    fraccion: varchar('fraccion', { length: 10 }),
    cantidadFisica: qty('cantidad_fisica').notNull(),
    cantidadFactura: qty('cantidad_factura').notNull(),
    unidad: varchar('unidad', { length: 10 }),
    paisOrigenFisico: varchar('pais_origen_fisico', { length: 3 }),
    paisOrigenFactura: varchar('pais_origen_factura', { length: 3 }),
    marca: varchar('marca', { length: 80 }),
    modelo: varchar('modelo', { length: 80 }),
    numeroSerie: varchar('numero_serie', { length: 80 }),
    bultos: integer('bultos'),
    peso: qty('peso'),
    ordenCompra: varchar('orden_compra', { length: 40 }),
    observaciones: text('observaciones'),
    diferenciaConfirmada: boolean('diferencia_confirmada').notNull().default(false),
  },
  (t) => [index('previo_lineas_previo_idx').on(t.previoId, t.orden)],
);

/**
 * A photo: uploaded first (previo null, owned by its uploader), then claimed by the previo that names it. The
 * stored file is the server's re-encoded copy (≤ 2048 px, no metadata); the thumbnail another stored file.
 */
export const previoFotos = pgTable(
  'previo_fotos',
  {
    fotoId: uuid('foto_id')
      .primaryKey()
      .references(() => storedFiles.fileId),
    miniaturaId: uuid('miniatura_id')
      .notNull()
      .references(() => storedFiles.fileId),
    previoId: uuid('previo_id').references(() => previos.previoId, { onDelete: 'cascade' }),
    lineaId: integer('linea_id').references(() => previoLineas.lineaId, { onDelete: 'set null' }),
    orden: integer('orden').notNull().default(0),
    tipo: varchar('tipo', { length: 12 }).notNull(),
    ancho: integer('ancho').notNull(),
    alto: integer('alto').notNull(),
    createdBy: integer('created_by').references(() => users.userId),
    /** The client's idempotency key of a chunked upload: the same key sent again is the same photo. */
    claveSubida: uuid('clave_subida'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('previo_fotos_previo_idx').on(t.previoId, t.lineaId),
    index('previo_fotos_owner_idx').on(t.createdBy, t.previoId),
    uniqueIndex('previo_fotos_clave_idx').on(t.createdBy, t.claveSubida),
  ],
);

/** The remarks thread of a previo (spec: observations with the flags urgent and requires revision). */
export const previoObservaciones = pgTable(
  'previo_observaciones',
  {
    observacionId: serial('observacion_id').primaryKey(),
    previoId: uuid('previo_id')
      .notNull()
      .references(() => previos.previoId, { onDelete: 'cascade' }),
    texto: text('texto').notNull(),
    urgente: boolean('urgente').notNull().default(false),
    requiereRevision: boolean('requiere_revision').notNull().default(false),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('previo_observaciones_previo_idx').on(t.previoId, t.createdAt)],
);

/** Who concluded, reopened, shared or revoked a previo's link, and when (the reopening is logged, issue 14). */
export const previoEventos = pgTable(
  'previo_eventos',
  {
    eventoId: serial('evento_id').primaryKey(),
    previoId: uuid('previo_id')
      .notNull()
      .references(() => previos.previoId, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    userId: integer('user_id').references(() => users.userId),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('previo_eventos_previo_idx').on(t.previoId, t.at)],
);

/**
 * A confrontation: the guides and packages expected under a control number (patent, pedimento, remesa), each
 * scanned by the checker in the warehouse (docs/decisions/0101-confrontas.md).
 */
export const confrontas = pgTable(
  'confrontas',
  {
    confrontaId: serial('confronta_id').primaryKey(),
    numeroControl: varchar('numero_control', { length: 40 }).notNull().unique(),
    patente: varchar('patente', { length: 4 }).notNull(),
    pedimento: varchar('pedimento', { length: 7 }),
    remesa: varchar('remesa', { length: 20 }),
    clienteId: integer('cliente_id').references(() => clientes.id!),
    estado: varchar('estado', { length: 12 }).notNull().default('abierta'),
    motivoCierre: text('motivo_cierre'),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
    concluidaAt: ts('concluida_at'),
  },
  (t) => [index('confrontas_created_idx').on(t.createdAt, t.confrontaId)],
);

export const confrontaItems = pgTable(
  'confronta_items',
  {
    itemId: serial('item_id').primaryKey(),
    confrontaId: integer('confronta_id')
      .notNull()
      .references(() => confrontas.confrontaId, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 12 }).notNull(),
    codigo: varchar('codigo', { length: 60 }).notNull(),
    estado: varchar('estado', { length: 12 }).notNull().default('pendiente'),
    etiquetado: boolean('etiquetado').notNull().default(false),
    peso: qty('peso'),
    confrontadoAt: ts('confrontado_at'),
    confrontadoPor: integer('confrontado_por').references(() => users.userId),
  },
  (t) => [uniqueIndex('confronta_items_codigo_idx').on(t.confrontaId, t.codigo)],
);

/** A load of a confrontation's confronted packages onto a vehicle, started by scanning the driver's badge. */
export const cargas = pgTable(
  'cargas',
  {
    cargaId: serial('carga_id').primaryKey(),
    confrontaId: integer('confronta_id')
      .notNull()
      .references(() => confrontas.confrontaId),
    choferId: integer('chofer_id')
      .notNull()
      .references(() => choferes.id!),
    placas: varchar('placas', { length: 15 }),
    numeroEconomico: varchar('numero_economico', { length: 20 }),
    fotoVehiculoId: uuid('foto_vehiculo_id').references(() => storedFiles.fileId),
    estado: varchar('estado', { length: 12 }).notNull().default('abierta'),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
    confirmadaAt: ts('confirmada_at'),
  },
  (t) => [index('cargas_created_idx').on(t.createdAt, t.cargaId), index('cargas_chofer_idx').on(t.choferId, t.estado)],
);

/** Who has a confrontation open right now: each open screen touches its row every few seconds (presence). */
export const confrontaPresencia = pgTable(
  'confronta_presencia',
  {
    confrontaId: integer('confronta_id')
      .notNull()
      .references(() => confrontas.confrontaId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.confrontaId, t.userId] })],
);

/**
 * Offline captures already stored (decision 0105): the phone's idempotency key per user, and the record it made.
 * A capture sent again finds its row and is answered without writing.
 */
export const almacenCapturas = pgTable(
  'almacen_capturas',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    clave: uuid('clave').notNull(),
    tipo: varchar('tipo', { length: 12 }).notNull(),
    recursoId: varchar('recurso_id', { length: 40 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clave] }), index('almacen_capturas_created_idx').on(t.createdAt)],
);
