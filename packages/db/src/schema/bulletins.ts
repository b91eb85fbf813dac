import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';
import { roles, users } from './identity.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Bulletins (resource Boletines): published when created, cancelled but never deleted. */
export const bulletins = pgTable(
  'bulletins',
  {
    boletinId: serial('boletin_id').primaryKey(),
    /** One of BULLETIN_TYPES in the contract. */
    boletinTipo: varchar('boletin_tipo', { length: 20 }).notNull(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    /** Rich text, sanitised on the server before it is stored. */
    contenido: text('contenido').notNull(),
    /** Shown on the customers' public page, signed out. */
    esPublico: boolean('es_publico').notNull().default(false),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    canceladoAt: ts('cancelado_at'),
    canceladoPor: integer('cancelado_por').references(() => users.userId),
    motivoCancelacion: varchar('motivo_cancelacion', { length: 500 }),
    rowVersion: integer('row_version').notNull().default(1),
  },
  (t) => [index('bulletins_public_idx').on(t.esPublico, t.boletinId)],
);

const bulletinFk = () =>
  integer('boletin_id')
    .notNull()
    .references(() => bulletins.boletinId, { onDelete: 'cascade' });

/** Subscribers by role. */
export const bulletinRoles = pgTable(
  'bulletin_roles',
  {
    boletinId: bulletinFk(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId),
  },
  (t) => [primaryKey({ columns: [t.boletinId, t.roleId] }), index('bulletin_roles_role_idx').on(t.roleId)],
);

/** Subscribers by customer: users assigned the customer. The customers table arrives with its catalogue (no FK yet). */
export const bulletinCustomers = pgTable(
  'bulletin_customers',
  { boletinId: bulletinFk(), clienteId: integer('cliente_id').notNull() },
  (t) => [primaryKey({ columns: [t.boletinId, t.clienteId] }), index('bulletin_customers_cliente_idx').on(t.clienteId)],
);

export const bulletinAttachments = pgTable(
  'bulletin_attachments',
  {
    boletinId: bulletinFk(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.fileId),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.boletinId, t.fileId] }), index('bulletin_attachments_file_idx').on(t.fileId)],
);

/** Which subscriber has read which bulletin. */
export const bulletinReads = pgTable(
  'bulletin_reads',
  {
    boletinId: bulletinFk(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.boletinId] })],
);
