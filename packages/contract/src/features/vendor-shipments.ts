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

/** SOC: suppliers' certificates of conformity per shipment (docs/decisions/0112-quality-soc.md). */
export const SOC_API = '/api/Proveedores/SOC';
export const SOC_ESTADOS = ['pendiente', 'aprobado', 'rechazado'] as const;
export type SocEstado = (typeof SOC_ESTADOS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });
const requiredText = (max: number) => plainText(max).pipe(z.string().min(1, { message: 'validation.required' }));

export const socListQuerySchema = listQuerySchema
  .extend({ estado: z.enum(SOC_ESTADOS, { message: 'validation.option' }).optional(), proveedorId: id.optional(), envioId: id.optional() })
  .strict();
export type SocListQuery = z.infer<typeof socListQuerySchema>;
export const socIdParamsSchema = z.object({ socId: id }).strict();

/** The vendor's certificate: its number, date, lot, the inspection's result, and its PDF (uploaded first). */
export const socInputSchema = z
  .object({
    envioId: z.number({ message: 'validation.required' }).int().positive(),
    numero: requiredText(40),
    fechaEmision: day,
    lote: plainText(40)
      .nullable()
      .optional()
      .transform((v) => v || null),
    resultado: requiredText(2000),
    fileId: z.uuid({ message: 'validation.required' }),
  })
  .strict();
export type SocInput = z.input<typeof socInputSchema>;

/** Quality's verdict (staff only); a rejection says why. */
export const socDictamenSchema = z
  .object({
    estado: z.enum(['aprobado', 'rechazado'], { message: 'validation.option' }),
    observaciones: plainText(2000)
      .nullable()
      .optional()
      .transform((v) => v || null),
    rowVersion: z.number().int(),
  })
  .strict()
  .refine((v) => v.estado === 'aprobado' || Boolean(v.observaciones), { message: 'validation.required', path: ['observaciones'] });

/** A rejected certificate sent again with a new PDF. */
export const socReenvioSchema = z.object({ fileId: z.uuid({ message: 'validation.required' }), rowVersion: z.number().int() }).strict();

export const socSchema = z.object({
  socId: z.number().int(),
  envioId: z.number().int(),
  secuencia: z.number().int(),
  proveedorId: z.number().int(),
  proveedorNombre: z.string().nullable(),
  clienteNombre: z.string().nullable(),
  numero: z.string(),
  fechaEmision: z.string(),
  lote: z.string().nullable(),
  resultado: z.string(),
  estado: z.enum(SOC_ESTADOS),
  observaciones: z.string().nullable(),
  archivo: z.object({ fileId: z.string(), fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int() }),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  revisadoAt: z.string().nullable(),
  revisadoByName: z.string().nullable(),
  rowVersion: z.number().int(),
});
export type Soc = z.infer<typeof socSchema>;
