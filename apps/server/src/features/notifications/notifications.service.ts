import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { parseSort, type ListResponse } from '@portal/contract';
import {
  type NOTIFICATION_SORTS,
  type ChannelPreferences,
  type ChannelSettings,
  type Notification,
  type NotificationListQuery,
} from '@portal/contract/features/notifications';
import { notificationPreferences, notifications, users } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { problems } from '../../platform/problem.ts';
import { foldedContains } from '../../platform/search.ts';

const SORT_COLUMNS = {
  notificacionId: notifications.notificacionId,
  createdAt: notifications.createdAt,
  titulo: notifications.titulo,
  leida: notifications.leida,
} as const satisfies Record<(typeof NOTIFICATION_SORTS)[number], unknown>;

export async function listNotifications(deps: AppDeps, caller: Caller, query: NotificationListQuery): Promise<ListResponse<Notification>> {
  const sort = parseSort(query.sort);
  if (sort && !(sort.field in SORT_COLUMNS)) throw problems.validation({ sort: ['validation.sort'] });
  const conditions: SQL[] = [eq(notifications.userId, caller.userId)];
  if (query.leida) conditions.push(eq(notifications.leida, query.leida === 'true'));
  if (query.search) conditions.push(foldedContains([notifications.titulo, notifications.cuerpo], query.search));
  const where = and(...conditions);
  const column = SORT_COLUMNS[(sort?.field ?? 'notificacionId') as keyof typeof SORT_COLUMNS];
  const order = sort?.direction === 'asc' ? asc(column) : desc(column);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(order, desc(notifications.notificacionId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(notifications).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      notificacionId: r.notificacionId,
      titulo: r.titulo,
      cuerpo: r.cuerpo,
      ruta: r.ruta,
      parametros: r.parametros,
      origen: r.origen,
      leida: r.leida,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

export async function countUnread(deps: AppDeps, caller: Caller): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, caller.userId), eq(notifications.leida, false)));
  return row?.n ?? 0;
}

export async function markAllRead(deps: AppDeps, caller: Caller): Promise<void> {
  await deps.db
    .update(notifications)
    .set({ leida: true, leidaAt: sql`now()` })
    .where(and(eq(notifications.userId, caller.userId), eq(notifications.leida, false)));
}

/** Marks one of the caller's notifications read; answers the unread count left. */
export async function markRead(deps: AppDeps, caller: Caller, notificacionId: number): Promise<number> {
  const rows = await deps.db
    .update(notifications)
    .set({ leida: true, leidaAt: sql`coalesce(${notifications.leidaAt}, now())` })
    .where(and(eq(notifications.userId, caller.userId), eq(notifications.notificacionId, notificacionId)))
    .returning({ id: notifications.notificacionId });
  if (rows.length === 0) throw problems.notFound();
  return countUnread(deps, caller);
}

export async function getChannelSettings(deps: AppDeps, caller: Pick<Caller, 'userId'>): Promise<ChannelSettings> {
  const [row] = await deps.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, caller.userId)).limit(1);
  const senders = deps.notifications.senders;
  return {
    portal: row?.portal ?? true,
    email: row?.email ?? true,
    sms: row?.sms ?? false,
    whatsapp: row?.whatsapp ?? false,
    configurados: {
      portal: true,
      email: senders.email.isConfigured,
      sms: senders.sms.isConfigured,
      whatsapp: senders.whatsapp.isConfigured,
    },
  };
}

export async function saveChannelPreferences(
  deps: AppDeps,
  caller: Pick<Caller, 'userId'>,
  input: ChannelPreferences,
): Promise<ChannelSettings> {
  await deps.db
    .insert(notificationPreferences)
    .values({ userId: caller.userId, ...input })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...input, updatedAt: sql`now()` } });
  return getChannelSettings(deps, caller);
}

/** The user an administrator names by user name (deleted accounts are not administered): 404 otherwise. */
export async function administeredUser(deps: AppDeps, userName: string): Promise<{ userId: number }> {
  const [row] = await deps.db
    .select({ userId: users.userId })
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw problems.notFound();
  return row;
}
