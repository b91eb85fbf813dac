import { z } from 'zod';
import { listQuerySchema } from '../paging.ts';

/** One change of a catalogue record (the part log of `/apps/parts/log/:parteId`, and every other catalogue's). */
export const auditEntrySchema = z.object({
  auditId: z.number().int(),
  action: z.enum(['create', 'update', 'delete', 'reveal']),
  at: z.string(),
  userName: z.string().nullable(),
  fullName: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  /** Why the change happened, in the caller's language (e.g. the classification request that wrote a part). */
  note: z.string().nullable().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = listQuerySchema.pick({ page: true, pageSize: true }).strict();

/** Options of a catalogue for selects: search by text, or fetch the texts of known ids. */
export const catalogueOptionsQuerySchema = z
  .object({
    llaveBuscar: z.string().max(100).optional(),
    ids: z
      .string()
      .regex(/^\d+(,\d+){0,99}$/, { message: 'validation.option' })
      .optional(),
  })
  .strict();

export const optionSchema = z.object({ value: z.union([z.number(), z.string()]), text: z.string() });
export type Option = z.infer<typeof optionSchema>;
