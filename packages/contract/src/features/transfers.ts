import { z } from 'zod';
import { storedFileSchema } from '../files.ts';
import { listQuerySchema } from '../paging.ts';
import { PEDIMENTOS_API, pedimentoSummarySchema } from './pedimentos.ts';

/**
 * Transfers ("MBGE": mesa de bienes y gestión de entregas, our reading, docs/decisions/0067-transfers.md): the
 * documents a pedimento's customer must receive. Every kind is required; a pedimento is pending until each has one.
 */
export const PEDIMENTO_DOCUMENT_TYPES = ['pedimento', 'cove', 'factura'] as const;
export type PedimentoDocumentType = (typeof PEDIMENTO_DOCUMENT_TYPES)[number];

export const PENDIENTES_API = `${PEDIMENTOS_API}/Pendientes`;
export const documentosPath = (pedimentoId: number | string) => `${PEDIMENTOS_API}/${pedimentoId}/Documentos`;

export const pendingListQuerySchema = listQuerySchema
  .extend({
    clienteId: z.coerce.number().int().positive().optional(),
    aduana: z
      .string()
      .regex(/^\d{2}$/, { message: 'validation.invalidValue' })
      .optional(),
  })
  .strict();
export type PendingListQuery = z.infer<typeof pendingListQuerySchema>;

export const pendingPedimentoSchema = pedimentoSummarySchema.extend({
  /** The required kinds still missing, in PEDIMENTO_DOCUMENT_TYPES order. */
  faltantes: z.array(z.enum(PEDIMENTO_DOCUMENT_TYPES)),
});
export type PendingPedimento = z.infer<typeof pendingPedimentoSchema>;

export const documentUploadQuerySchema = z
  .object({ tipo: z.enum(PEDIMENTO_DOCUMENT_TYPES, { message: 'validation.invalidValue' }) })
  .strict();

export const documentParamsSchema = z
  .object({
    pedimentoId: z.coerce.number().int().positive(),
    documentoId: z.coerce.number().int().positive(),
  })
  .strict();

export const pedimentoDocumentSchema = z.object({
  documentoId: z.number().int(),
  pedimentoId: z.number().int(),
  tipo: z.enum(PEDIMENTO_DOCUMENT_TYPES),
  file: storedFileSchema,
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type PedimentoDocument = z.infer<typeof pedimentoDocumentSchema>;
