import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    userName: varchar('user_name', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    fullName: varchar('full_name', { length: 150 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }),
    passwordHash: text('password_hash').notNull(),
    /** pending | active | inactive */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    language: varchar('language', { length: 5 }).notNull().default('es-MX'),
    avatarFileId: uuid('avatar_file_id'),
    /** Bumped whenever roles, profiles, scope or status change: cached abilities are keyed by it. */
    securityStamp: integer('security_stamp').notNull().default(1),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Self-deleted accounts keep their row so that records stay attributed. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
  ],
);

export const roles = pgTable('roles', {
  roleId: serial('role_id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull().unique(),
});

export const securityProfiles = pgTable('security_profiles', {
  perfilSeguridadId: serial('perfil_seguridad_id').primaryKey(),
  nombre: varchar('nombre', { length: 100 }).notNull().unique(),
  descripcion: varchar('descripcion', { length: 500 }).notNull().default(''),
  rowVersion: integer('row_version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const securityProfileRoles = pgTable(
  'security_profile_roles',
  {
    perfilSeguridadId: integer('perfil_seguridad_id')
      .notNull()
      .references(() => securityProfiles.perfilSeguridadId, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.perfilSeguridadId, t.roleId] })],
);

export const securityProfilePermissions = pgTable(
  'security_profile_permissions',
  {
    perfilSeguridadId: integer('perfil_seguridad_id')
      .notNull()
      .references(() => securityProfiles.perfilSeguridadId, { onDelete: 'cascade' }),
    resource: varchar('resource', { length: 50 }).notNull(),
    title: varchar('title', { length: 100 }).notNull().default(''),
    canRead: boolean('can_read').notNull().default(false),
    canWrite: boolean('can_write').notNull().default(false),
    canCreate: boolean('can_create').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.perfilSeguridadId, t.resource] })],
);

const userFk = () =>
  integer('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' });

export const userRoles = pgTable(
  'user_roles',
  {
    userId: userFk(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const userSecurityProfiles = pgTable(
  'user_security_profiles',
  {
    userId: userFk(),
    perfilSeguridadId: integer('perfil_seguridad_id')
      .notNull()
      .references(() => securityProfiles.perfilSeguridadId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.perfilSeguridadId] })],
);

/** Data scope: the customers (clienteId) a user may see. The customers table arrives with the catalogues. */
export const userCustomers = pgTable('user_customers', { userId: userFk(), clienteId: integer('cliente_id').notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.clienteId] }),
]);

export const userVendors = pgTable('user_vendors', { userId: userFk(), proveedorId: integer('proveedor_id').notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.proveedorId] }),
]);

/** Customs offices by their 2-digit SAT code. */
export const userCustoms = pgTable('user_customs', { userId: userFk(), aduana: varchar('aduana', { length: 3 }).notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.aduana] }),
]);

/** Customs broker patents by their 4-digit number. */
export const userPatents = pgTable('user_patents', { userId: userFk(), patente: varchar('patente', { length: 4 }).notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.patente] }),
]);

export const userClaims = pgTable(
  'user_claims',
  {
    userClaimId: serial('user_claim_id').primaryKey(),
    userId: userFk(),
    claimType: varchar('claim_type', { length: 100 }).notNull(),
    claimValue: varchar('claim_value', { length: 250 }).notNull(),
  },
  (t) => [uniqueIndex('user_claims_uq').on(t.userId, t.claimType, t.claimValue)],
);

export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    familyId: uuid('family_id').primaryKey(),
    userId: userFk(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Absolute lifetime: no rotation extends a family past it. */
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: varchar('revoked_reason', { length: 30 }),
  },
  (t) => [index('refresh_token_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.familyId, { onDelete: 'cascade' }),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    usedAt: ts('used_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const signInLog = pgTable(
  'sign_in_log',
  {
    signInLogId: bigserial('sign_in_log_id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    login: varchar('login', { length: 254 }).notNull(),
    at: ts('at').notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
    /** success | invalid | pending | inactive | throttled | refresh | logout */
    result: varchar('result', { length: 12 }).notNull(),
  },
  (t) => [index('sign_in_log_user_at_idx').on(t.userId, t.at)],
);

/** Failed sign-in counters per account and per address, shared by every server instance. */
export const loginThrottle = pgTable('login_throttle', {
  throttleKey: varchar('throttle_key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  blockedUntil: ts('blocked_until'),
});

/** Single-use email confirmation links (only the hash is stored). */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: userFk(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/** Single-use password reset links (only the hash is stored; they expire within the hour). */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: userFk(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
