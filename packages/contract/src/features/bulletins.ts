import { z } from 'zod';
import { exportFormatSchema, listQuerySchema, PAGING_FIELDS } from '../paging.ts';

/** Bulletins (resource Boletines) and each user's bulletins under the profile. */
export const BULLETINS_API = '/api/Boletines';
export const MY_BULLETINS_API = '/api/Perfil/Boletines';
import { plainText } from '../text.ts';
import { fileRefsSchema, storedFileSchema } from '../files.ts';
import { putBody } from '../read-only.ts';
import { ROLES } from '../permissions.ts';

/** Bulletin types (GET /api/Opciones/BoletinTipos answers them translated). */
export const BULLETIN_TYPES = ['aviso', 'normativa', 'operativo', 'mantenimiento'] as const;
export type BulletinType = (typeof BULLETIN_TYPES)[number];

export const BULLETIN_CONTENT_MAX = 50_000;

export const bulletinIdParamsSchema = z.object({ boletinId: z.coerce.number().int().positive() }).strict();
export const bulletinFileParamsSchema = z.object({ boletinId: z.coerce.number().int().positive(), fileId: z.uuid() }).strict();
export const publicFileParamsSchema = z.object({ fileId: z.uuid() }).strict();

export const bulletinWriteSchema = z
  .object({
    boletinTipo: z.enum(BULLETIN_TYPES, { message: 'validation.required' }),
    titulo: plainText(200).pipe(z.string().min(1, { message: 'validation.required' })),
    /** Rich text (HTML); the server keeps only allowed markup. */
    contenido: z.string().max(BULLETIN_CONTENT_MAX, { message: 'validation.tooLong' }),
    esPublico: z.boolean(),
    roles: z.array(z.enum(ROLES)).max(ROLES.length),
    /** Customer ids (the customers catalogue). */
    clientes: z.array(z.number().int().positive()).max(500),
    /** Opaque ids of files uploaded with POST /api/Boletines/Adjuntos. */
    adjuntos: fileRefsSchema(20),
    rowVersion: z.number().int().optional(),
  })
  .strict();
export type BulletinWrite = z.infer<typeof bulletinWriteSchema>;

export const bulletinCancelSchema = z.object({ motivo: plainText(500).optional() }).strict();

export const bulletinSummarySchema = z.object({
  boletinId: z.number().int(),
  boletinTipo: z.enum(BULLETIN_TYPES),
  titulo: z.string(),
  esPublico: z.boolean(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  cancelado: z.boolean(),
  canceladoAt: z.string().nullable(),
  canceladoPorNombre: z.string().nullable(),
});
export type BulletinSummary = z.infer<typeof bulletinSummarySchema>;

export const bulletinSchema = bulletinSummarySchema.extend({
  contenido: z.string(),
  roles: z.array(z.string()),
  clientes: z.array(z.number().int()),
  adjuntos: z.array(storedFileSchema),
  motivoCancelacion: z.string().nullable(),
  rowVersion: z.number().int(),
});
export type Bulletin = z.infer<typeof bulletinSchema>;

/** The PUT's body: what its GET gave may come back (issue 19, decision 0178). */
export const bulletinPut = putBody(bulletinWriteSchema.extend({ boletinId: z.number().int().optional() }), bulletinSchema);

export const BULLETIN_SORTS = ['boletinId', 'titulo', 'createdAt'] as const;

export const bulletinListQuerySchema = listQuerySchema
  .extend({
    boletinTipo: z.enum(BULLETIN_TYPES).optional(),
    esPublico: z.enum(['true', 'false']).optional(),
    cancelado: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type BulletinListQuery = z.infer<typeof bulletinListQuerySchema>;
export const bulletinExportQuerySchema = bulletinListQuerySchema.omit(PAGING_FIELDS).extend({ formato: exportFormatSchema }).strict();

/** One bulletin as its subscriber (or a public visitor) sees it. */
export const myBulletinSchema = z.object({
  boletinId: z.number().int(),
  boletinTipo: z.enum(BULLETIN_TYPES),
  titulo: z.string(),
  contenido: z.string(),
  createdAt: z.string(),
  cancelado: z.boolean(),
  canceladoAt: z.string().nullable(),
  adjuntos: z.array(storedFileSchema),
  leido: z.boolean(),
});
export type MyBulletin = z.infer<typeof myBulletinSchema>;

export const myBulletinsQuerySchema = listQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({ soloNoLeidos: z.enum(['true', 'false']).optional() })
  .strict();
export type MyBulletinsQuery = z.infer<typeof myBulletinsQuerySchema>;

export const publicBulletinsQuerySchema = listQuerySchema.pick({ page: true, pageSize: true }).strict();

export const unreadCountSchema = z.object({ total: z.number().int() });

export const optionSchema = z.object({ value: z.union([z.string(), z.number()]), text: z.string() });

/** A public bulletin on the customers' page (no read marks: the visitor is signed out). */
export const publicBulletinSchema = myBulletinSchema.omit({ leido: true });
export type PublicBulletin = z.infer<typeof publicBulletinSchema>;

/** What publishing a bulletin asks the notifications service to deliver. */
export interface BulletinNotice {
  titleKey: string;
  bodyKey?: string;
  params?: Record<string, string>;
  route: string;
}
