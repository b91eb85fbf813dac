import { z } from 'zod';
import { listQuerySchema } from '../paging.ts';
import { PREVIO_PHOTO_POLICY } from './previos.ts';

/** Confrontations of guides and packages, and warehouse loads (resource Confrontas; docs/decisions/0101-confrontas.md). */
export const CONFRONTAS_API = '/api/Confrontas';
export const CARGAS_API = `${CONFRONTAS_API}/Cargas`;

export const CONFRONTA_ITEM_TYPES = ['guiaHouse', 'guiaMaster', 'bulto'] as const;
export const CONFRONTA_ITEM_STATES = ['pendiente', 'confrontado'] as const;
export const CONFRONTA_STATES = ['abierta', 'concluida'] as const;
export const CARGA_STATES = ['abierta', 'confirmada'] as const;
/** The loaded vehicle's photo: the same policy as a previo's photos. */
export const VEHICLE_PHOTO_POLICY = PREVIO_PHOTO_POLICY;

const code = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(60, { message: 'validation.tooLong' })
  .transform((value) => value.toUpperCase());
const id = z.coerce.number().int().positive();

export const confrontaInputSchema = z
  .object({
    numeroControl: z.string().trim().min(1, { message: 'validation.required' }).max(40, { message: 'validation.tooLong' }),
    patente: z.string().regex(/^\d{4}$/, { message: 'validation.invalidValue' }),
    pedimento: z
      .string()
      .regex(/^\d{7}$/, { message: 'validation.invalidValue' })
      .nullable()
      .default(null),
    remesa: z.string().trim().max(20, { message: 'validation.tooLong' }).nullable().default(null),
    clienteId: z.number({ message: 'validation.required' }).int().positive().nullable().default(null),
    items: z
      .array(z.object({ tipo: z.enum(CONFRONTA_ITEM_TYPES, { message: 'validation.option' }), codigo: code }).strict())
      .min(1, { message: 'confrontas.atLeastOneItem' })
      .max(2000),
  })
  .strict();
export type ConfrontaInput = z.input<typeof confrontaInputSchema>;

export const confrontaItemSchema = z.object({
  itemId: z.number().int(),
  tipo: z.enum(CONFRONTA_ITEM_TYPES),
  codigo: z.string(),
  estado: z.enum(CONFRONTA_ITEM_STATES),
  etiquetado: z.boolean(),
  peso: z.string().nullable(),
  confrontadoAt: z.string().nullable(),
});
export type ConfrontaItem = z.infer<typeof confrontaItemSchema>;

export const confrontaSummarySchema = z.object({
  confrontaId: z.number().int(),
  numeroControl: z.string(),
  patente: z.string(),
  pedimento: z.string().nullable(),
  remesa: z.string().nullable(),
  clienteNombre: z.string().nullable(),
  estado: z.enum(CONFRONTA_STATES),
  pendientes: z.number().int(),
  confrontados: z.number().int(),
  createdAt: z.string(),
});
export type ConfrontaSummary = z.infer<typeof confrontaSummarySchema>;

export const confrontaDetailSchema = confrontaSummarySchema.extend({
  clienteId: z.number().int().nullable(),
  motivoCierre: z.string().nullable(),
  items: z.array(confrontaItemSchema),
});
export type ConfrontaDetail = z.infer<typeof confrontaDetailSchema>;

export const confrontaListQuerySchema = listQuerySchema
  .extend({ estado: z.enum(CONFRONTA_STATES, { message: 'validation.option' }).optional() })
  .strict();
export const confrontaIdParamsSchema = z.object({ confrontaId: id }).strict();

/** A scan (camera, handheld scanner typing like a keyboard, or typed by hand). */
export const scanInputSchema = z
  .object({
    codigo: code,
    etiquetado: z.boolean().default(true),
    peso: z
      .string()
      .regex(/^\d{1,11}(\.\d{1,3})?$/, { message: 'validation.number' })
      .nullable()
      .default(null),
  })
  .strict();
export const scanResultSchema = z.object({
  item: confrontaItemSchema,
  repetido: z.boolean(),
  pendientes: z.number().int(),
  confrontados: z.number().int(),
});

export const concludeConfrontaSchema = z.object({ motivo: z.string().trim().max(500).nullable().default(null) }).strict();

export const cargaStartSchema = z.object({ confrontaId: z.number().int().positive(), gafete: code }).strict();
export const cargaConfirmSchema = z
  .object({
    placas: z.string().trim().min(1, { message: 'validation.required' }).max(15, { message: 'validation.tooLong' }),
    numeroEconomico: z.string().trim().min(1, { message: 'validation.required' }).max(20, { message: 'validation.tooLong' }),
  })
  .strict();
export const cargaIdParamsSchema = z.object({ cargaId: id }).strict();

export const cargaSchema = z.object({
  cargaId: z.number().int(),
  confrontaId: z.number().int(),
  numeroControl: z.string(),
  choferNombre: z.string(),
  gafete: z.string(),
  placas: z.string().nullable(),
  numeroEconomico: z.string().nullable(),
  estado: z.enum(CARGA_STATES),
  tieneFoto: z.boolean(),
  bultos: z.number().int(),
  createdAt: z.string(),
  confirmadaAt: z.string().nullable(),
});
export type Carga = z.infer<typeof cargaSchema>;
export const cargaListQuerySchema = listQuerySchema
  .extend({ estado: z.enum(CARGA_STATES, { message: 'validation.option' }).optional() })
  .strict();
