import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';
import { users } from './identity.ts';
import { clientes } from './catalogues.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
/** MXN amounts the layout writes as integers (N(12)). */
const pesos = (name: string) => bigint(name, { mode: 'number' });

/** An uploaded SAAI M3 file: kept in the file store with its findings; imported once (by content hash). */
export const m3Archivos = pgTable(
  'm3_archivos',
  {
    archivoId: serial('archivo_id').primaryKey(),
    nombre: varchar('nombre', { length: 12 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.fileId),
    pedimentos: integer('pedimentos').notNull(),
    registros: integer('registros').notNull(),
    errores: integer('errores').notNull(),
    advertencias: integer('advertencias').notNull(),
    /** How many of its pedimentos were imported (0 when the file was refused). */
    importados: integer('importados').notNull().default(0),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('m3_archivos_sha256_idx').on(t.sha256), index('m3_archivos_created_idx').on(t.createdAt, t.archivoId)],
);

/** A finding of a file: where, what was there, what was expected, how bad (message key for both languages). */
export const m3Hallazgos = pgTable(
  'm3_hallazgos',
  {
    hallazgoId: bigserial('hallazgo_id', { mode: 'number' }).primaryKey(),
    archivoId: integer('archivo_id')
      .notNull()
      .references(() => m3Archivos.archivoId, { onDelete: 'cascade' }),
    linea: integer('linea'),
    registro: varchar('registro', { length: 3 }),
    campo: smallint('campo'),
    valor: varchar('valor', { length: 300 }),
    esperado: varchar('esperado', { length: 300 }),
    severidad: varchar('severidad', { length: 10 }).notNull(),
    clave: varchar('clave', { length: 80 }).notNull(),
    /** 500.4 of the pedimento it belongs to. */
    pedimento: varchar('pedimento', { length: 7 }),
  },
  (t) => [index('m3_hallazgos_archivo_idx').on(t.archivoId, t.linea)],
);

/**
 * A pedimento (customs declaration) as its M3 records declare it: the general data (500/501) in columns, the
 * invoices, dates, items and contributions in their own tables, and every record as it was read (`registros`)
 * so the M3 text can be written back exactly.
 */
export const pedimentos = pgTable(
  'pedimentos',
  {
    pedimentoId: serial('pedimento_id').primaryKey(),
    /** The 15 digits: year (2), customs office (2), patent (4), number (7). */
    numero: varchar('numero', { length: 15 }).notNull(),
    anio: smallint('anio').notNull(),
    aduana: varchar('aduana', { length: 2 }).notNull(),
    aduanaSeccion: varchar('aduana_seccion', { length: 3 }).notNull(),
    patente: varchar('patente', { length: 4 }).notNull(),
    movimiento: varchar('movimiento', { length: 2 }).notNull(),
    tipoOperacion: varchar('tipo_operacion', { length: 1 }),
    clave: varchar('clave', { length: 2 }),
    rfc: varchar('rfc', { length: 13 }),
    curp: varchar('curp', { length: 18 }),
    nombre: varchar('nombre', { length: 120 }),
    /** Matched by the importer's RFC; null until an operator links it. */
    clienteId: integer('cliente_id').references(() => clientes.id!),
    /** The broker's reference: free text, unique per customer. */
    referencia: varchar('referencia', { length: 40 }),
    tipoCambio: numeric('tipo_cambio', { precision: 9, scale: 5 }),
    pesoBruto: numeric('peso_bruto', { precision: 14, scale: 3 }),
    fletes: pesos('fletes'),
    seguros: pesos('seguros'),
    embalajes: pesos('embalajes'),
    otrosIncrementables: pesos('otros_incrementables'),
    fechaEntrada: date('fecha_entrada'),
    fechaPago: date('fecha_pago'),
    valorAduana: pesos('valor_aduana').notNull().default(0),
    valorUsd: numeric('valor_usd', { precision: 16, scale: 2 }).notNull().default('0'),
    archivoId: integer('archivo_id').references(() => m3Archivos.archivoId),
    registros: jsonb('registros').$type<string[][]>().notNull(),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pedimentos_numero_idx').on(t.numero),
    uniqueIndex('pedimentos_cliente_referencia_idx').on(t.clienteId, t.referencia),
    index('pedimentos_cliente_idx').on(t.clienteId, t.pedimentoId),
    index('pedimentos_fecha_pago_idx').on(t.fechaPago, t.pedimentoId),
    index('pedimentos_rfc_idx').on(t.rfc),
    // The pedimentos an M3 file wrote (its screen lists them), and the file's deletion checks.
    index('pedimentos_archivo_idx').on(t.archivoId, t.pedimentoId),
  ],
);

const pedimentoFk = () =>
  integer('pedimento_id')
    .notNull()
    .references(() => pedimentos.pedimentoId, { onDelete: 'cascade' });

/** 505: invoices, CFDI or value acknowledgements (COVE). */
export const pedimentoFacturas = pgTable(
  'pedimento_facturas',
  {
    facturaId: serial('factura_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    fecha: date('fecha'),
    cove: varchar('cove', { length: 40 }),
    incoterm: varchar('incoterm', { length: 3 }),
    moneda: varchar('moneda', { length: 3 }),
    valorUsd: numeric('valor_usd', { precision: 16, scale: 2 }),
    valorMoneda: numeric('valor_moneda', { precision: 16, scale: 2 }),
    pais: varchar('pais', { length: 3 }),
    idFiscalProveedor: varchar('id_fiscal_proveedor', { length: 30 }),
    nombreProveedor: varchar('nombre_proveedor', { length: 120 }),
  },
  (t) => [index('pedimento_facturas_pedimento_idx').on(t.pedimentoId, t.orden)],
);

/** 506: dates by kind (1 entry, 2 payment, ...). */
export const pedimentoFechas = pgTable(
  'pedimento_fechas',
  {
    pedimentoFechaId: serial('pedimento_fecha_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    tipo: varchar('tipo', { length: 2 }).notNull(),
    fecha: date('fecha').notNull(),
  },
  (t) => [index('pedimento_fechas_pedimento_idx').on(t.pedimentoId)],
);

/** 551: the items (partidas). */
export const pedimentoPartidas = pgTable(
  'pedimento_partidas',
  {
    partidaId: serial('partida_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    numero: integer('numero').notNull(),
    fraccion: varchar('fraccion', { length: 8 }).notNull(),
    nico: varchar('nico', { length: 2 }),
    descripcion: varchar('descripcion', { length: 250 }),
    precioUnitario: numeric('precio_unitario', { precision: 20, scale: 5 }),
    valorAduana: pesos('valor_aduana'),
    precioPagado: pesos('precio_pagado'),
    valorUsd: numeric('valor_usd', { precision: 16, scale: 2 }),
    cantidadUmc: numeric('cantidad_umc', { precision: 18, scale: 3 }),
    umc: varchar('umc', { length: 2 }),
    cantidadUmt: numeric('cantidad_umt', { precision: 23, scale: 5 }),
    umt: varchar('umt', { length: 2 }),
    codigoProducto: varchar('codigo_producto', { length: 20 }),
    marca: varchar('marca', { length: 80 }),
    modelo: varchar('modelo', { length: 80 }),
    paisOrigen: varchar('pais_origen', { length: 3 }),
    paisVendedor: varchar('pais_vendedor', { length: 3 }),
  },
  (t) => [
    index('pedimento_partidas_pedimento_idx').on(t.pedimentoId, t.numero),
    index('pedimento_partidas_fraccion_idx').on(t.fraccion, t.nico),
  ],
);

/** 509/510 (pedimento level, partida null) and 556/557 (item level): rate and amount of each contribution. */
export const pedimentoContribuciones = pgTable(
  'pedimento_contribuciones',
  {
    contribucionId: serial('contribucion_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    partida: integer('partida'),
    clave: varchar('clave', { length: 3 }).notNull(),
    tasa: numeric('tasa', { precision: 25, scale: 10 }),
    tipoTasa: varchar('tipo_tasa', { length: 2 }),
    formaPago: varchar('forma_pago', { length: 3 }),
    importe: pesos('importe'),
  },
  (t) => [index('pedimento_contribuciones_pedimento_idx').on(t.pedimentoId, t.partida)],
);

/*
 * The records the layout marks as less verified (502, 503, 504, 516, 520, 701, 702: arity from v9.0, field
 * meanings from one source). Their columns are text wide enough for any value seen, so an unexpected one is
 * stored, not refused; every record is also kept as read in `pedimentos.registros` (docs/decisions/0060).
 */
const text = (name: string, length = 120) => varchar(name, { length });
const childIndex = (table: string, t: { pedimentoId: AnyPgColumn; orden: AnyPgColumn }) =>
  index(`${table}_pedimento_idx`).on(t.pedimentoId, t.orden);

/** 502: transport (carrier and means). */
export const pedimentoTransportes = pgTable(
  'pedimento_transportes',
  {
    transporteId: serial('transporte_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    rfc: text('rfc', 13),
    curp: text('curp', 18),
    nombre: text('nombre'),
    pais: text('pais', 3),
    identificador: text('identificador', 60),
    bultos: integer('bultos'),
    domicilio: text('domicilio', 250),
  },
  (t) => [childIndex('pedimento_transportes', t)],
);

/** 503: guides, manifests, bills of lading (master/house). */
export const pedimentoGuias = pgTable(
  'pedimento_guias',
  {
    guiaId: serial('guia_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    numero: text('numero', 60),
    tipo: text('tipo', 3),
  },
  (t) => [childIndex('pedimento_guias', t)],
);

/** 504: containers, rail cars, economic numbers (type from Appendix 10). */
export const pedimentoContenedores = pgTable(
  'pedimento_contenedores',
  {
    contenedorId: serial('contenedor_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    numero: text('numero', 40),
    tipo: text('tipo', 3),
  },
  (t) => [childIndex('pedimento_contenedores', t)],
);

/** 507 (pedimento level, `partida` null) and 554 (per item): identifiers of Appendix 8 with their complements. */
export const pedimentoIdentificadores = pgTable(
  'pedimento_identificadores',
  {
    identificadorId: serial('identificador_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    partida: integer('partida'),
    fraccion: text('fraccion', 10),
    clave: text('clave', 3),
    complemento1: text('complemento1', 60),
    complemento2: text('complemento2', 60),
    complemento3: text('complemento3', 60),
  },
  (t) => [childIndex('pedimento_identificadores', t)],
);

/** 511 (pedimento level) and 558 (per item): observations, line by line. */
export const pedimentoObservaciones = pgTable(
  'pedimento_observaciones',
  {
    observacionId: serial('observacion_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    partida: integer('partida'),
    fraccion: text('fraccion', 10),
    secuencia: integer('secuencia'),
    texto: text('texto', 500),
  },
  (t) => [childIndex('pedimento_observaciones', t)],
);

/** 512: discharges of an earlier pedimento. */
export const pedimentoDescargos = pgTable(
  'pedimento_descargos',
  {
    descargoId: serial('descargo_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    patenteOriginal: text('patente_original', 4),
    pedimentoOriginal: text('pedimento_original', 7),
    aduanaOriginal: text('aduana_original', 3),
    claveOriginal: text('clave_original', 2),
    fechaPagoOriginal: date('fecha_pago_original'),
    fraccion: text('fraccion', 10),
    unidad: text('unidad', 3),
    cantidad: numeric('cantidad', { precision: 20, scale: 6 }),
  },
  (t) => [childIndex('pedimento_descargos', t)],
);

/** 516: padlocks and fiscal seals per means of transport. */
export const pedimentoCandados = pgTable(
  'pedimento_candados',
  {
    candadoId: serial('candado_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    transporte: text('transporte', 40),
    numero: text('numero', 40),
  },
  (t) => [childIndex('pedimento_candados', t)],
);

/** 520: recipients of the goods. */
export const pedimentoDestinatarios = pgTable(
  'pedimento_destinatarios',
  {
    destinatarioId: serial('destinatario_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    idFiscal: text('id_fiscal', 40),
    nombre: text('nombre'),
    calle: text('calle'),
    numeroInterior: text('numero_interior', 20),
    numeroExterior: text('numero_exterior', 20),
    codigoPostal: text('codigo_postal', 10),
    municipio: text('municipio'),
    pais: text('pais', 3),
  },
  (t) => [childIndex('pedimento_destinatarios', t)],
);

/** 553: permits and non-tariff regulations per item (Appendix 9). */
export const pedimentoPermisos = pgTable(
  'pedimento_permisos',
  {
    permisoId: serial('permiso_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    partida: integer('partida'),
    fraccion: text('fraccion', 10),
    clave: text('clave', 3),
    firmaDescargo: text('firma_descargo', 60),
    numero: text('numero', 60),
    valorUsd: numeric('valor_usd', { precision: 16, scale: 2 }),
    cantidad: numeric('cantidad', { precision: 20, scale: 6 }),
  },
  (t) => [childIndex('pedimento_permisos', t)],
);

/** 701: the pedimento this one rectifies. */
export const pedimentoRectificaciones = pgTable(
  'pedimento_rectificaciones',
  {
    rectificacionId: serial('rectificacion_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    clave: text('clave', 2),
    fechaPago: date('fecha_pago'),
    pedimentoOriginal: text('pedimento_original', 7),
    patenteOriginal: text('patente_original', 4),
    aduanaOriginal: text('aduana_original', 3),
    claveOriginal: text('clave_original', 2),
    fechaOriginal: date('fecha_original'),
  },
  (t) => [childIndex('pedimento_rectificaciones', t)],
);

/** 702: differences of contributions of a rectification. */
export const pedimentoDiferencias = pgTable(
  'pedimento_diferencias',
  {
    diferenciaId: serial('diferencia_id').primaryKey(),
    pedimentoId: pedimentoFk(),
    orden: smallint('orden').notNull(),
    clave: text('clave', 3),
    formaPago: text('forma_pago', 3),
    importe: pesos('importe'),
  },
  (t) => [childIndex('pedimento_diferencias', t)],
);
