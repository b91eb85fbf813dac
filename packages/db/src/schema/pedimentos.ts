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
