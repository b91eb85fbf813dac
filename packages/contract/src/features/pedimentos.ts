import { z } from 'zod';
import { exportQuerySchema, listQuerySchema } from '../paging.ts';

/** Paths of the pedimentos feature (not shown in the spec: decided in docs/decisions/0065-pedimentos.md). */
export const PEDIMENTOS_API = '/api/Pedimentos';
export const M3_ARCHIVOS_API = '/api/M3/Archivos';

export const PEDIMENTO_SORTS = ['pedimentoId', 'numero', 'fechaPago', 'valorAduana'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });

export const pedimentoListQuerySchema = listQuerySchema
  .extend({
    aduana: z
      .string()
      .regex(/^\d{2}$/)
      .optional(),
    patente: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    clienteId: z.coerce.number().int().positive().optional(),
    clave: z
      .string()
      .regex(/^[A-Z0-9]{2}$/)
      .optional(),
    tipoOperacion: z.enum(['1', '2']).optional(),
    fechaPagoDesde: day.optional(),
    fechaPagoHasta: day.optional(),
    /** Pedimentos whose importer RFC matched no customer yet. */
    sinCliente: z.enum(['true', 'false']).optional(),
    /** The pedimentos an M3 file wrote last (a later file that carries one again takes it). */
    archivoId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export type PedimentoListQuery = z.infer<typeof pedimentoListQuerySchema>;
export const pedimentoExportQuerySchema = pedimentoListQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: exportQuerySchema.shape.formato })
  .strict();

export const pedimentoSummarySchema = z.object({
  pedimentoId: z.number().int(),
  numero: z.string(),
  /** Printed: `YY  AA  PPPP  YNNNNNN`. */
  numeroImpreso: z.string(),
  aduana: z.string(),
  aduanaSeccion: z.string(),
  patente: z.string(),
  clave: z.string().nullable(),
  tipoOperacion: z.string().nullable(),
  clienteId: z.number().int().nullable(),
  clienteNombre: z.string().nullable(),
  referencia: z.string().nullable(),
  rfc: z.string().nullable(),
  nombre: z.string().nullable(),
  fechaPago: z.string().nullable(),
  valorAduana: z.number().int(),
  valorUsd: z.string(),
});
export type PedimentoSummary = z.infer<typeof pedimentoSummarySchema>;

export const pedimentoContribucionSchema = z.object({
  partida: z.number().int().nullable(),
  clave: z.string(),
  tasa: z.string().nullable(),
  tipoTasa: z.string().nullable(),
  formaPago: z.string().nullable(),
  importe: z.number().int().nullable(),
});

const txt = z.string().nullable();
const num = z.number().int().nullable();

/** The less central records, each with a table (502-504, 507/554, 511/558, 512, 516, 520, 553, 701, 702). */
export const pedimentoOtherRecordsShape = {
  transportes: z.array(z.object({ rfc: txt, curp: txt, nombre: txt, pais: txt, identificador: txt, bultos: num, domicilio: txt })),
  guias: z.array(z.object({ numero: txt, tipo: txt })),
  contenedores: z.array(z.object({ numero: txt, tipo: txt })),
  identificadores: z.array(z.object({ partida: num, fraccion: txt, clave: txt, complemento1: txt, complemento2: txt, complemento3: txt })),
  observaciones: z.array(z.object({ partida: num, fraccion: txt, secuencia: num, texto: txt })),
  descargos: z.array(
    z.object({
      patenteOriginal: txt,
      pedimentoOriginal: txt,
      aduanaOriginal: txt,
      claveOriginal: txt,
      fechaPagoOriginal: txt,
      fraccion: txt,
      unidad: txt,
      cantidad: txt,
    }),
  ),
  candados: z.array(z.object({ transporte: txt, numero: txt })),
  destinatarios: z.array(
    z.object({
      idFiscal: txt,
      nombre: txt,
      calle: txt,
      numeroInterior: txt,
      numeroExterior: txt,
      codigoPostal: txt,
      municipio: txt,
      pais: txt,
    }),
  ),
  permisos: z.array(z.object({ partida: num, fraccion: txt, clave: txt, firmaDescargo: txt, numero: txt, valorUsd: txt, cantidad: txt })),
  rectificaciones: z.array(
    z.object({
      clave: txt,
      fechaPago: txt,
      pedimentoOriginal: txt,
      patenteOriginal: txt,
      aduanaOriginal: txt,
      claveOriginal: txt,
      fechaOriginal: txt,
    }),
  ),
  diferencias: z.array(z.object({ clave: txt, formaPago: txt, importe: num })),
};

export const pedimentoDetailSchema = pedimentoSummarySchema.extend({
  /** The customs office and section's name (Anexo 22 apéndice 1); null for a code the catalogue lacks. */
  aduanaNombre: z.string().nullable(),
  anio: z.number().int(),
  movimiento: z.string(),
  curp: z.string().nullable(),
  tipoCambio: z.string().nullable(),
  pesoBruto: z.string().nullable(),
  fechaEntrada: z.string().nullable(),
  archivoId: z.number().int().nullable(),
  fechas: z.array(z.object({ tipo: z.string(), fecha: z.string() })),
  facturas: z.array(
    z.object({
      fecha: z.string().nullable(),
      cove: z.string().nullable(),
      incoterm: z.string().nullable(),
      moneda: z.string().nullable(),
      valorUsd: z.string().nullable(),
      valorMoneda: z.string().nullable(),
      pais: z.string().nullable(),
      nombreProveedor: z.string().nullable(),
    }),
  ),
  partidas: z.array(
    z.object({
      numero: z.number().int(),
      fraccion: z.string(),
      nico: z.string().nullable(),
      descripcion: z.string().nullable(),
      precioUnitario: z.string().nullable(),
      valorAduana: z.number().int().nullable(),
      valorUsd: z.string().nullable(),
      cantidadUmc: z.string().nullable(),
      umc: z.string().nullable(),
      cantidadUmt: z.string().nullable(),
      umt: z.string().nullable(),
      paisOrigen: z.string().nullable(),
      paisVendedor: z.string().nullable(),
      marca: z.string().nullable(),
      modelo: z.string().nullable(),
    }),
  ),
  contribuciones: z.array(pedimentoContribucionSchema),
  ...pedimentoOtherRecordsShape,
  rowVersion: z.number().int(),
});
export type PedimentoDetail = z.infer<typeof pedimentoDetailSchema>;

export const pedimentoIdParamsSchema = z.object({ pedimentoId: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export const m3HallazgoSchema = z.object({
  linea: z.number().int().nullable(),
  registro: z.string().nullable(),
  campo: z.number().int().nullable(),
  valor: z.string().nullable(),
  esperado: z.string().nullable(),
  severidad: z.enum(['error', 'warning']),
  clave: z.string(),
  /** The finding's message in the caller's language. */
  mensaje: z.string(),
  pedimento: z.string().nullable(),
});
export type M3Hallazgo = z.infer<typeof m3HallazgoSchema>;

export const m3ArchivoSummarySchema = z.object({
  archivoId: z.number().int(),
  nombre: z.string(),
  pedimentos: z.number().int(),
  registros: z.number().int(),
  errores: z.number().int(),
  advertencias: z.number().int(),
  importados: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type M3ArchivoSummary = z.infer<typeof m3ArchivoSummarySchema>;

export const m3ArchivoDetailSchema = m3ArchivoSummarySchema.extend({
  fileId: z.uuid(),
  hallazgos: z.array(m3HallazgoSchema),
});
export type M3ArchivoDetail = z.infer<typeof m3ArchivoDetailSchema>;

export const m3UploadQuerySchema = z
  .object({
    /** Import the pedimentos without errors of a file that has some; by default such a file imports nothing. */
    soloValidos: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const m3ArchivoListQuerySchema = listQuerySchema;
export const m3ArchivoIdParamsSchema = z.object({ archivoId: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/** A file name the portal accepts as an M3 validation file. */
export const M3_FILE_NAME_PATTERN = /^m\d{7}\.\d{3}$/i;
/** The largest M3 file accepted (the biggest real transmissions are a few MB). */
export const M3_MAX_BYTES = 50 * 1024 * 1024;

/** An operator's link of a pedimento to its customer and the broker's reference (unique per customer). */
export const pedimentoLinkSchema = z
  .object({
    rowVersion: z.number({ message: 'validation.required' }).int().positive(),
    clienteId: z.number().int().positive().nullable().optional(),
    referencia: z
      .string()
      .trim()
      .max(40, { message: 'validation.tooLong' })
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
  })
  .strict();
export type PedimentoLink = z.infer<typeof pedimentoLinkSchema>;
