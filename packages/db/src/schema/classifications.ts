import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientes, partes, proveedores } from './catalogues.ts';
import { storedFiles } from './files.ts';
import { users } from './identity.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Classification requests (spec points 3 and 4, docs/decisions/0110-classifications.md): a customer's part number
 * sent to the classifiers, who give it its tariff fraction + NICO; classifying writes the customer's part.
 */
export const clasificacionSolicitudes = pgTable(
  'clasificacion_solicitudes',
  {
    solicitudId: serial('solicitud_id').primaryKey(),
    /** `SC-000123`: the folio people quote, made from the id. */
    folio: varchar('folio', { length: 12 })
      .notNull()
      .generatedAlwaysAs(sql`'SC-' || lpad(solicitud_id::text, 6, '0')`),
    /** ClasificacionSolicitudTipos value (1 new part, 2 reclassification, 3 validation). */
    tipoSolicitud: smallint('tipo_solicitud').notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id!),
    proveedorId: integer('proveedor_id').references(() => proveedores.id!),
    solicitanteId: integer('solicitante_id')
      .notNull()
      .references(() => users.userId),
    clasificadorId: integer('clasificador_id').references(() => users.userId),
    numeroParte: varchar('numero_parte', { length: 50 }).notNull(),
    descripcion: varchar('descripcion', { length: 500 }).notNull(),
    peso: numeric('peso', { precision: 14, scale: 4 }),
    fraccion: varchar('fraccion', { length: 8 }),
    nico: varchar('nico', { length: 2 }),
    /** Commercial unit (UnidadesMedida code). */
    unidadMedida: varchar('unidad_medida', { length: 3 }),
    tipoOperacion: varchar('tipo_operacion', { length: 20 }),
    claveDocumento: varchar('clave_documento', { length: 3 }),
    tipoMaterial: varchar('tipo_material', { length: 30 }),
    immex: boolean('immex').notNull().default(false),
    requiereFichaTecnica: boolean('requiere_ficha_tecnica').notNull().default(false),
    notasClasificador: text('notas_clasificador'),
    /** pendiente | clasificada */
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    /** The part the classification wrote (created or updated). */
    parteId: integer('parte_id').references(() => partes.id!, { onDelete: 'set null' }),
    clasificadaAt: ts('clasificada_at'),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('clasificacion_solicitudes_parte_idx').on(t.clienteId, sql`lower(${t.numeroParte})`),
    index('clasificacion_solicitudes_estado_idx').on(t.estado, t.solicitudId),
    index('clasificacion_solicitudes_created_idx').on(t.createdAt, t.solicitudId),
  ],
);

/** Files attached to a request; `tipo` is a DocumentoProveedorTipos value (5 is the data sheet). */
export const clasificacionAdjuntos = pgTable(
  'clasificacion_adjuntos',
  {
    adjuntoId: serial('adjunto_id').primaryKey(),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => clasificacionSolicitudes.solicitudId, { onDelete: 'cascade' }),
    tipo: smallint('tipo').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.fileId),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('clasificacion_adjuntos_solicitud_idx').on(t.solicitudId), uniqueIndex('clasificacion_adjuntos_file_unique').on(t.fileId)],
);

/** The conversation between requester and classifier. */
export const clasificacionComentarios = pgTable(
  'clasificacion_comentarios',
  {
    comentarioId: serial('comentario_id').primaryKey(),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => clasificacionSolicitudes.solicitudId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    texto: text('texto').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('clasificacion_comentarios_solicitud_idx').on(t.solicitudId, t.comentarioId)],
);

/**
 * Vendor shipments (spec point 3): made from a vendor's boarding template (an Excel file), one line per row.
 * `secuencia` counts each vendor's shipments.
 */
export const enviosProveedor = pgTable(
  'envios_proveedor',
  {
    envioId: serial('envio_id').primaryKey(),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.id!),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id!),
    secuencia: integer('secuencia').notNull(),
    plantillaFileId: uuid('plantilla_file_id').references(() => storedFiles.fileId),
    lineas: integer('lineas').notNull().default(0),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
    revisionEjecutivoAt: ts('revision_ejecutivo_at'),
    revisionEjecutivoBy: integer('revision_ejecutivo_by').references(() => users.userId),
    revisionClienteAt: ts('revision_cliente_at'),
    revisionClienteBy: integer('revision_cliente_by').references(() => users.userId),
    rowVersion: integer('row_version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('envios_proveedor_secuencia_unique').on(t.proveedorId, t.secuencia),
    index('envios_proveedor_cliente_idx').on(t.clienteId, t.envioId),
  ],
);

/** The rows of a shipment's boarding template, as validated. Money and quantities exact. */
export const envioProveedorLineas = pgTable(
  'envio_proveedor_lineas',
  {
    lineaId: bigserial('linea_id', { mode: 'number' }).primaryKey(),
    envioId: integer('envio_id')
      .notNull()
      .references(() => enviosProveedor.envioId, { onDelete: 'cascade' }),
    renglon: integer('renglon').notNull(),
    factura: varchar('factura', { length: 40 }).notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    moneda: varchar('moneda', { length: 3 }).notNull(),
    incoterm: varchar('incoterm', { length: 3 }).notNull(),
    ordenCompra: varchar('orden_compra', { length: 40 }),
    guia: varchar('guia', { length: 40 }),
    paisOrigen: varchar('pais_origen', { length: 3 }).notNull(),
    unidadMedida: varchar('unidad_medida', { length: 3 }).notNull(),
    precioUnitario: numeric('precio_unitario', { precision: 18, scale: 6 }).notNull(),
    numeroParte: varchar('numero_parte', { length: 50 }).notNull(),
    parteId: integer('parte_id').references(() => partes.id!, { onDelete: 'set null' }),
    cantidad: numeric('cantidad', { precision: 18, scale: 4 }).notNull(),
    descripcion: varchar('descripcion', { length: 500 }),
  },
  (t) => [index('envio_proveedor_lineas_envio_idx').on(t.envioId, t.renglon)],
);

/** Further files of a shipment (invoices, packing lists...); `tipo` is a DocumentoProveedorTipos value. */
export const envioProveedorArchivos = pgTable(
  'envio_proveedor_archivos',
  {
    archivoId: serial('archivo_id').primaryKey(),
    envioId: integer('envio_id')
      .notNull()
      .references(() => enviosProveedor.envioId, { onDelete: 'cascade' }),
    tipo: smallint('tipo').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.fileId),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('envio_proveedor_archivos_envio_idx').on(t.envioId)],
);

/**
 * SOC: a supplier's certificate of conformity for one shipment (docs/decisions/0112-quality-soc.md). The vendor
 * submits it with its PDF; quality staff approve or reject it; a rejected one is submitted again.
 */
export const socCertificados = pgTable(
  'soc_certificados',
  {
    socId: serial('soc_id').primaryKey(),
    envioId: integer('envio_id')
      .notNull()
      .references(() => enviosProveedor.envioId, { onDelete: 'cascade' }),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.id!),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id!),
    numero: varchar('numero', { length: 40 }).notNull(),
    fechaEmision: date('fecha_emision', { mode: 'string' }).notNull(),
    lote: varchar('lote', { length: 40 }),
    resultado: text('resultado').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.fileId),
    /** pendiente | aprobado | rechazado */
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    observaciones: text('observaciones'),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
    revisadoBy: integer('revisado_by').references(() => users.userId),
    revisadoAt: ts('revisado_at'),
    rowVersion: integer('row_version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('soc_certificados_numero_unique').on(t.proveedorId, t.numero),
    index('soc_certificados_envio_idx').on(t.envioId),
    index('soc_certificados_estado_idx').on(t.estado, t.socId),
  ],
);

/**
 * A part or a classified request whose fraction + NICO is no longer in force in the loaded SAT tariff, with a
 * suggested code in force (docs/decisions/0113-tariff-alerts.md). One per record and old code.
 */
export const tarifaAlertas = pgTable(
  'tarifa_alertas',
  {
    alertaId: serial('alerta_id').primaryKey(),
    /** parte | solicitud */
    tipo: varchar('tipo', { length: 12 }).notNull(),
    registroId: integer('registro_id').notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id!),
    numeroParte: varchar('numero_parte', { length: 50 }).notNull(),
    fraccion: varchar('fraccion', { length: 8 }).notNull(),
    nico: varchar('nico', { length: 2 }).notNull(),
    sugerido: varchar('sugerido', { length: 10 }),
    sugeridoTexto: text('sugerido_texto'),
    version: varchar('version', { length: 64 }).notNull(),
    /** abierta | resuelta */
    estado: varchar('estado', { length: 12 }).notNull().default('abierta'),
    createdAt: ts('created_at').notNull().defaultNow(),
    resueltaAt: ts('resuelta_at'),
    resueltaBy: integer('resuelta_by').references(() => users.userId),
  },
  (t) => [
    uniqueIndex('tarifa_alertas_registro_unique').on(t.tipo, t.registroId, t.fraccion, t.nico),
    index('tarifa_alertas_estado_idx').on(t.estado, t.alertaId),
  ],
);

/**
 * A part's synchronisation with its customer's external system (docs/decisions/0114-part-sync.md): attempts, the
 * last error (a translation key and its parameters) and when to try again.
 */
export const parteSincronizaciones = pgTable('parte_sincronizaciones', {
  parteId: integer('parte_id')
    .primaryKey()
    .references(() => partes.id!, { onDelete: 'cascade' }),
  intentos: integer('intentos').notNull().default(0),
  error: jsonb('error').$type<{ key: string; params?: Record<string, string | number> }>(),
  proximoIntentoAt: ts('proximo_intento_at'),
  sincronizadoAt: ts('sincronizado_at'),
});

/** The demo adapter's stand-in for the customers' SysExpert: what it received, by customer key and part number. */
export const sysexpertPartes = pgTable(
  'sysexpert_partes',
  {
    id: serial('id').primaryKey(),
    claveCliente: varchar('clave_cliente', { length: 30 }).notNull(),
    numeroParte: varchar('numero_parte', { length: 50 }).notNull(),
    fraccion: varchar('fraccion', { length: 8 }).notNull(),
    nico: varchar('nico', { length: 2 }).notNull(),
    descripcion: varchar('descripcion', { length: 500 }).notNull(),
    unidadMedida: varchar('unidad_medida', { length: 3 }).notNull(),
    tipoImpoExpo: varchar('tipo_impo_expo', { length: 1 }),
    recibidoAt: ts('recibido_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sysexpert_partes_unique').on(t.claveCliente, t.numeroParte)],
);
