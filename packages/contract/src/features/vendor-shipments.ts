import { z } from 'zod';
import { listQuerySchema } from '../paging.ts';
import { plainText } from '../text.ts';

/** Vendor shipments (spec point 3; paths are ours: docs/decisions/0111-vendor-shipments.md). */
export const EMBARQUES_API = '/api/Proveedores/Embarques';
export const PLANTILLA_API = `${EMBARQUES_API}/Plantilla`;
export const embarquePath = (envioId: number | string) => `${EMBARQUES_API}/${envioId}`;

/** The boarding template's columns, in order; headers are `embarques.columns.<key>` in either language. */
export const TEMPLATE_COLUMNS = [
  'factura',
  'fecha',
  'moneda',
  'incoterm',
  'ordenCompra',
  'guia',
  'paisOrigen',
  'unidadMedida',
  'precioUnitario',
  'numeroParte',
  'cantidad',
  'descripcion',
] as const;
export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number];

/** Why a cell was refused (`embarques.errors.<kind>`). */
export const TEMPLATE_ERROR_KINDS = [
  'required',
  'tooLong',
  'date',
  'currency',
  'incoterm',
  'country',
  'unit',
  'notANumber',
  'unknownPart',
  'missingColumn',
  'empty',
] as const;
export type TemplateErrorKind = (typeof TEMPLATE_ERROR_KINDS)[number];

/** At most this many bad cells are listed (the count says how many there were). */
export const TEMPLATE_ERRORS_SHOWN = 500;

const id = z.coerce.number({ message: 'validation.invalidType' }).int().positive().max(2_147_483_647);

export const embarqueListQuerySchema = listQuerySchema.extend({ proveedorId: id.optional(), clienteId: id.optional() }).strict();
export type EmbarqueListQuery = z.infer<typeof embarqueListQuerySchema>;

/** Whose template, and for which of the vendor's customers. */
export const plantillaQuerySchema = z.object({ proveedorId: id, clienteId: id }).strict();
export const envioIdParamsSchema = z.object({ envioId: id }).strict();

export const templateErrorSchema = z.object({
  /** The sheet's row number (1 is the header). */
  fila: z.number().int(),
  columna: z.string(),
  valor: z.string(),
  tipo: z.enum(TEMPLATE_ERROR_KINDS),
  motivo: z.string(),
});
export type TemplateError = z.infer<typeof templateErrorSchema>;

export const embarqueSummarySchema = z.object({
  envioId: z.number().int(),
  proveedorId: z.number().int(),
  proveedorNombre: z.string().nullable(),
  clienteId: z.number().int(),
  clienteNombre: z.string().nullable(),
  secuencia: z.number().int(),
  lineas: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  revisionEjecutivoAt: z.string().nullable(),
  revisionClienteAt: z.string().nullable(),
});
export type EmbarqueSummary = z.infer<typeof embarqueSummarySchema>;

export const embarqueLineaSchema = z.object({
  renglon: z.number().int(),
  factura: z.string(),
  fecha: z.string(),
  moneda: z.string(),
  incoterm: z.string(),
  ordenCompra: z.string().nullable(),
  guia: z.string().nullable(),
  paisOrigen: z.string(),
  unidadMedida: z.string(),
  precioUnitario: z.string(),
  numeroParte: z.string(),
  cantidad: z.string(),
  descripcion: z.string().nullable(),
});
export type EmbarqueLinea = z.infer<typeof embarqueLineaSchema>;

export const embarqueDetailSchema = embarqueSummarySchema.extend({
  plantilla: z.object({ fileId: z.string(), fileName: z.string() }).nullable(),
  /** The first lines (the whole shipment is in its template and its export). */
  primerasLineas: z.array(embarqueLineaSchema),
  rowVersion: z.number().int(),
});
export type EmbarqueDetail = z.infer<typeof embarqueDetailSchema>;

export const LINES_SHOWN = 200;

/** Sends a vendor's unknown part numbers to classification in one action. */
export const enviarClasificacionSchema = z
  .object({
    proveedorId: z.number().int().positive(),
    clienteId: z.number().int().positive(),
    partes: z
      .array(z.object({ numeroParte: plainText(50).pipe(z.string().min(1)), descripcion: plainText(500).pipe(z.string().min(1)) }))
      .min(1)
      .max(500),
  })
  .strict();
export const enviarClasificacionResultSchema = z.object({ creadas: z.number().int(), existentes: z.number().int() });

export const revisionSchema = z.object({ rowVersion: z.number().int() }).strict();
