import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Notifications kept for the portal channel: the bell, the notifications page, the unread count. */
export const notifications = pgTable(
  'notifications',
  {
    notificacionId: bigserial('notificacion_id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    cuerpo: varchar('cuerpo', { length: 1000 }).notNull(),
    ruta: varchar('ruta', { length: 300 }).notNull().default(''),
    parametros: jsonb('parametros').$type<Record<string, string | number>>().notNull().default({}),
    /** Where it came from (e.g. helpdesk.ticket), for filtering and the settings page. */
    origen: varchar('origen', { length: 50 }).notNull().default(''),
    leida: boolean('leida').notNull().default(false),
    leidaAt: ts('leida_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.notificacionId), index('notifications_unread_idx').on(t.userId, t.leida)],
);

/** Per-user channel preferences; a user without a row gets the defaults (portal and email on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  portal: boolean('portal').notNull().default(true),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(false),
  whatsapp: boolean('whatsapp').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One row per notification and outside channel: what the background sender did with it. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    entregaId: bigserial('entrega_id', { mode: 'number' }).primaryKey(),
    notificacionId: bigint('notificacion_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.notificacionId, { onDelete: 'cascade' }),
    /** email | sms | whatsapp */
    canal: varchar('canal', { length: 10 }).notNull(),
    /** queued | sent | not-configured | no-address | failed */
    estado: varchar('estado', { length: 15 }).notNull().default('queued'),
    intentos: integer('intentos').notNull().default(0),
    ultimoError: text('ultimo_error'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('notification_deliveries_notification_idx').on(t.notificacionId)],
);
