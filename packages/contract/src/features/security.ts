import { z } from 'zod';
import { exportQuerySchema, listQuerySchema } from '../paging.ts';
import { plainText } from '../text.ts';
import { putBody } from '../read-only.ts';
import { RESOURCES, ROLES, type Resource } from '../permissions.ts';

/** Resources shown in the matrix: every one but those every session has (Auth, profile). */
export const MATRIX_RESOURCES = RESOURCES.filter((r) => r !== 'Auth' && r !== 'profile') as Exclude<Resource, 'Auth' | 'profile'>[];
const matrixResourceSchema = z.enum(MATRIX_RESOURCES as [string, ...string[]]);

export const permissionFlagsSchema = z.object({
  canRead: z.boolean(),
  canWrite: z.boolean(),
  canCreate: z.boolean(),
  canDelete: z.boolean(),
});

export const matrixCellSchema = permissionFlagsSchema.extend({
  perfilSeguridadId: z.number().int().positive(),
  resource: matrixResourceSchema,
});
export type MatrixCell = z.infer<typeof matrixCellSchema>;

export const permissionMatrixSchema = z.object({
  perfiles: z.array(z.object({ perfilSeguridadId: z.number().int(), nombre: z.string() })),
  recursos: z.array(z.string()),
  celdas: z.array(matrixCellSchema),
});
export type PermissionMatrix = z.infer<typeof permissionMatrixSchema>;

/** PUT: the changed cells; a cell with every flag off removes the permission. */
export const permissionMatrixSaveSchema = z.object({ celdas: z.array(matrixCellSchema.strict()).min(1).max(5000) }).strict();
export type PermissionMatrixSave = z.infer<typeof permissionMatrixSaveSchema>;
/**
 * The PUT also takes back the whole matrix its GET gave: `perfiles` and `recursos` are read-only, and cells that
 * are what is stored are skipped, so sending the GET body unchanged writes nothing (issue 19).
 */
export const permissionMatrixPut = putBody(permissionMatrixSaveSchema, permissionMatrixSchema);

export const profilePermissionSchema = permissionFlagsSchema.extend({
  resource: matrixResourceSchema,
  title: plainText(100),
});

export const securityProfileIdParamsSchema = z.object({ perfilSeguridadId: z.coerce.number().int().positive() }).strict();
export const securityUserIdParamsSchema = z.object({ userId: z.coerce.number().int().positive() }).strict();

export const securityProfileWriteSchema = z
  .object({
    nombre: plainText(100).pipe(z.string().min(1, { message: 'validation.required' })),
    descripcion: plainText(500),
    roles: z.array(z.enum(ROLES)).max(ROLES.length),
    permisos: z.array(profilePermissionSchema.strict()).max(100),
    usuarios: z.array(z.number().int().positive()).max(5000),
    rowVersion: z.number().int().optional(),
  })
  .strict();
export type SecurityProfileWrite = z.infer<typeof securityProfileWriteSchema>;

export const securityProfileSchema = z.object({
  perfilSeguridadId: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  roles: z.array(z.string()),
  permisos: z.array(profilePermissionSchema),
  usuarios: z.array(z.object({ userId: z.number().int(), userName: z.string(), fullName: z.string() })),
  rowVersion: z.number().int(),
});
export type SecurityProfile = z.infer<typeof securityProfileSchema>;

export const securityProfileSummarySchema = z.object({
  perfilSeguridadId: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  roles: z.array(z.string()),
  permisos: z.number().int(),
  usuarios: z.number().int(),
});
export type SecurityProfileSummary = z.infer<typeof securityProfileSummarySchema>;

export const SECURITY_PROFILE_SORTS = ['perfilSeguridadId', 'nombre'] as const;
export const securityProfileListQuerySchema = listQuerySchema;
export const securityProfileExportQuerySchema = exportQuerySchema;

/** Security profiles and the permission matrix (resource Seguridad). */
export const SECURITY_API = '/api/Seguridad';

/** A user's profiles, from the user side (the users screen). */
export const userProfilesSchema = z.object({ perfiles: z.array(z.number().int().positive()).max(200) }).strict();

export const userOptionsQuerySchema = z.object({ llaveBuscar: z.string().max(100).optional() }).strict();
