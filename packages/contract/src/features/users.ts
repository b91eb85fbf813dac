import { z } from 'zod';
import { putBody } from '../read-only.ts';
import { emailSchema, passwordPolicySchema, USER_STATUSES, userNameSchema } from '../auth.ts';
import { identifierSchemas } from '../catalogues/identifiers.ts';
import { exportQuerySchema, listQuerySchema } from '../paging.ts';
import { ROLES } from '../permissions.ts';
import { plainText } from '../text.ts';

/**
 * Users administration (resource Usuarios): the user list, one user with their employee data, and
 * their assignments (roles, security profiles, customers, vendors, customs offices, patents, claims).
 * Paths: docs/decisions/0040-users-api.md.
 */
export const USERS_API = '/api/Usuarios';

/** Columns the list may be sorted by; the default is userId descending. */
export const USUARIO_SORTABLE_FIELDS = ['userId', 'userName', 'fullName', 'email', 'status', 'createdAt'] as const;

/**
 * Claim types a user may carry until `/api/Opciones/ClaimTipos` exists: the branch office, the
 * department and cost centre used by reports, and the approval level of the quality workflows.
 */
export const CLAIM_TYPES = ['sucursal', 'departamento', 'centroCostos', 'nivelAutorizacion'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export const ESTADOS_CIVILES = ['soltero', 'casado', 'unionLibre', 'divorciado', 'viudo'] as const;
export const ESCOLARIDADES = ['primaria', 'secundaria', 'bachillerato', 'tecnico', 'licenciatura', 'maestria', 'doctorado'] as const;

const optionalText = (max: number) =>
  plainText(max)
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v));
/** An identifier that may be left empty ("" or null both mean none). */
const optionalIdentifier = (schema: z.ZodType<string>) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v));
const optionalDate = z
  .union([z.literal(''), z.iso.date({ message: 'validation.date' })])
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));
/** Money: a decimal string (exact), 0 or more, at most 2 decimals. */
const optionalMoney = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, { message: 'users.validation.salary' }),
  ])
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));
/** The id of an HR catalogue row (the catalogues arrive later; no reference check yet). */
const optionalCatalogueId = z
  .number({ message: 'validation.number' })
  .int()
  .positive({ message: 'validation.number' })
  .nullish()
  .transform((v) => v ?? null);

export const datosEmpleadoSchema = z
  .object({
    codigo: optionalText(20),
    nombre: optionalText(150),
    fechaIngreso: optionalDate,
    fechaNacimiento: optionalDate,
    lugarNacimiento: optionalText(150),
    direccion: optionalText(300),
    telefonos: optionalText(100),
    nombrePadre: optionalText(150),
    nombreMadre: optionalText(150),
    escolaridad: z
      .enum(ESCOLARIDADES, { message: 'validation.invalidValue' })
      .nullish()
      .transform((v) => v ?? null),
    estadoCivil: z
      .enum(ESTADOS_CIVILES, { message: 'validation.invalidValue' })
      .nullish()
      .transform((v) => v ?? null),
    /** Format only here; the check-character validators are wired in separately. */
    rfc: optionalIdentifier(identifierSchemas.rfc),
    /** IMSS social security number: 11 digits. */
    nss: optionalIdentifier(
      z
        .string()
        .trim()
        .regex(/^\d{11}$/, { message: 'users.validation.nss' }),
    ),
    curp: optionalIdentifier(identifierSchemas.curp),
    salarioDiario: optionalMoney,
    salarioIntegrado: optionalMoney,
    notas: optionalText(1000),
    departamentoId: optionalCatalogueId,
    areaTrabajoId: optionalCatalogueId,
    puestoId: optionalCatalogueId,
    lugarTrabajoId: optionalCatalogueId,
    tipoEmpleadoId: optionalCatalogueId,
    notasHorario: optionalText(500),
    clinica: optionalText(100),
  })
  .strict();
export type DatosEmpleado = z.output<typeof datosEmpleadoSchema>;
export const DATOS_EMPLEADO_FIELDS = Object.keys(datosEmpleadoSchema.shape) as (keyof DatosEmpleado)[];

const statusSchema = z.enum(USER_STATUSES, { message: 'validation.invalidValue' });
const phoneSchema = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^[+\d][\d\s()-]{6,19}$/, { message: 'validation.phone' }),
  ])
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));
const fullNameSchema = plainText(150).min(1, { message: 'validation.required' });

export const usuarioListQuerySchema = listQuerySchema
  .extend({
    status: statusSchema.optional(),
    role: z.enum(ROLES, { message: 'validation.invalidValue' }).optional(),
  })
  .strict();
export type UsuarioListQuery = z.infer<typeof usuarioListQuerySchema>;
export const usuarioExportQuerySchema = usuarioListQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: exportQuerySchema.shape.formato })
  .strict();

export const usuarioItemSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: statusSchema,
  emailConfirmed: z.boolean(),
  roles: z.array(z.string()),
  rowVersion: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UsuarioItem = z.infer<typeof usuarioItemSchema>;

const nullableText = z.string().nullable();
const nullableId = z.number().int().nullable();
/** Employee data as the API answers it (no input transforms: responses are encoded with it). */
export const datosEmpleadoItemSchema = z.object({
  codigo: nullableText,
  nombre: nullableText,
  fechaIngreso: nullableText,
  fechaNacimiento: nullableText,
  lugarNacimiento: nullableText,
  direccion: nullableText,
  telefonos: nullableText,
  nombrePadre: nullableText,
  nombreMadre: nullableText,
  escolaridad: z.enum(ESCOLARIDADES).nullable(),
  estadoCivil: z.enum(ESTADOS_CIVILES).nullable(),
  rfc: nullableText,
  nss: nullableText,
  curp: nullableText,
  salarioDiario: nullableText,
  salarioIntegrado: nullableText,
  notas: nullableText,
  departamentoId: nullableId,
  areaTrabajoId: nullableId,
  puestoId: nullableId,
  lugarTrabajoId: nullableId,
  tipoEmpleadoId: nullableId,
  notasHorario: nullableText,
  clinica: nullableText,
}) satisfies z.ZodType<DatosEmpleado>;

export const usuarioDetailSchema = usuarioItemSchema.extend({ datosEmpleado: datosEmpleadoItemSchema.nullable() });
export type UsuarioDetail = z.infer<typeof usuarioDetailSchema>;

export const usuarioCreateSchema = z
  .object({
    userName: userNameSchema,
    email: emailSchema,
    fullName: fullNameSchema,
    phone: phoneSchema,
    status: statusSchema.default('active'),
    /** The initial password, under the same policy as sign-up and password change. */
    password: z.string({ message: 'auth.passwordRequired' }).min(1, { message: 'auth.passwordRequired' }).pipe(passwordPolicySchema),
    datosEmpleado: datosEmpleadoSchema.nullish(),
  })
  .strict();
export type UsuarioCreate = z.input<typeof usuarioCreateSchema>;

export const usuarioUpdateSchema = z
  .object({
    userName: userNameSchema,
    email: emailSchema,
    fullName: fullNameSchema,
    phone: phoneSchema,
    status: statusSchema,
    datosEmpleado: datosEmpleadoSchema.nullish(),
    rowVersion: z.number({ message: 'validation.required' }).int(),
  })
  .strict();
export type UsuarioUpdate = z.input<typeof usuarioUpdateSchema>;

/** The PUT's body: what its GET gave may come back; roles are assigned on their own routes (decision 0178). */
export const usuarioPut = putBody(usuarioUpdateSchema, usuarioDetailSchema);

export const userNameParamsSchema = z.object({ userName: z.string().min(1).max(50) }).strict();

/** One assigned thing: its key (role name, id or code) and what a person reads. */
export const assignmentSchema = z.object({ value: z.union([z.string(), z.number()]), text: z.string() });
export type Assignment = z.infer<typeof assignmentSchema>;
export const claimSchema = z.object({ userClaimId: z.number().int(), claimType: z.string(), claimValue: z.string() });
export type Claim = z.infer<typeof claimSchema>;

/** The kinds of assignment, their path segment under `/api/Usuarios/{userName}/`, and their body field. */
export const ASSIGNMENT_KINDS = {
  roles: { path: 'Roles', field: 'role' },
  perfiles: { path: 'PerfilesSeguridad', field: 'perfilSeguridadId' },
  clientes: { path: 'Clientes', field: 'clienteId' },
  proveedores: { path: 'Proveedores', field: 'proveedorId' },
  aduanas: { path: 'Aduanas', field: 'aduana' },
  patentes: { path: 'Patentes', field: 'patente' },
} as const;
export type AssignmentKind = keyof typeof ASSIGNMENT_KINDS;
export const ASSIGNMENT_KIND_NAMES = Object.keys(ASSIGNMENT_KINDS) as AssignmentKind[];

const positiveId = z.number({ message: 'validation.required' }).int().positive({ message: 'validation.option' });
/** Customs offices are 2-digit SAT codes and patents 4-digit numbers (format only until the SAT tables land). */
export const aduanaCodeSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .regex(/^\d{2}$/, { message: 'users.validation.aduana' });
export const patenteCodeSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .regex(/^\d{4}$/, { message: 'users.validation.patente' });

export const assignmentBodySchemas = {
  roles: z.object({ role: z.enum(ROLES, { message: 'validation.option' }) }).strict(),
  perfiles: z.object({ perfilSeguridadId: positiveId }).strict(),
  clientes: z.object({ clienteId: positiveId }).strict(),
  proveedores: z.object({ proveedorId: positiveId }).strict(),
  aduanas: z.object({ aduana: aduanaCodeSchema }).strict(),
  patentes: z.object({ patente: patenteCodeSchema }).strict(),
} satisfies Record<AssignmentKind, z.ZodType>;

export const claimBodySchema = z
  .object({
    claimType: z.enum(CLAIM_TYPES, { message: 'validation.option' }),
    claimValue: plainText(250).min(1, { message: 'validation.required' }),
  })
  .strict();
export type ClaimBody = z.infer<typeof claimBodySchema>;

export const assignmentsSchema = z.object({
  roles: z.array(assignmentSchema),
  perfiles: z.array(assignmentSchema),
  clientes: z.array(assignmentSchema),
  proveedores: z.array(assignmentSchema),
  aduanas: z.array(assignmentSchema),
  patentes: z.array(assignmentSchema),
  claims: z.array(claimSchema),
});
export type Assignments = z.infer<typeof assignmentsSchema>;
