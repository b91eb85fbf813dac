import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { hasTranslation, parseSort, translate, type Language, type ListResponse } from '@portal/contract';
import {
  type NOTIFICATION_SORTS,
  type ChannelPreferences,
  type ChannelSettings,
  type Notification,
  type NotificationFilter,
  type NotificationListQuery,
} from '@portal/contract/features/notifications';
import { foldedText, notificationPreferences, notifications, users } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { problems } from '../../platform/problem.ts';
import { listPage, listRows, textContains, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';

const NOTIFICATION_LIST: ListDefinition = {
  id: notifications.notificacionId,
  sorts: {
    notificacionId: notifications.notificacionId,
    createdAt: notifications.createdAt,
    titulo: notifications.titulo,
    leida: notifications.leida,
  } satisfies Record<(typeof NOTIFICATION_SORTS)[number], unknown>,
  defaultSort: { field: 'notificacionId', direction: 'desc' },
};

const notificationRows = (deps: AppDeps): ListSource => ({
  columns: {
    notificacionId: notifications.notificacionId,
    titulo: notifications.titulo,
    cuerpo: notifications.cuerpo,
    ruta: notifications.ruta,
    parametros: notifications.parametros,
    origen: notifications.origen,
    leida: notifications.leida,
    createdAt: notifications.createdAt,
  },
  shape: 'notifications:list',
  from: (selection) => deps.db.select(selection).from(notifications).$dynamic(),
});

type Row = Omit<Notification, 'createdAt'> & { createdAt: Date };

/**
 * A notification written from catalogue keys keeps them in its parameters (`tituloClave`, `cuerpoClave`): it is
 * read in the reader's language of now, not in the one its recipient had when it was sent (issue 21, point 7).
 */
function inLanguage(r: Row, language: Language | undefined): Pick<Notification, 'titulo' | 'cuerpo'> {
  const { tituloClave, cuerpoClave } = r.parametros;
  if (!language || typeof tituloClave !== 'string' || typeof cuerpoClave !== 'string') return { titulo: r.titulo, cuerpo: r.cuerpo };
  if (!hasTranslation(language, tituloClave) || !hasTranslation(language, cuerpoClave)) return { titulo: r.titulo, cuerpo: r.cuerpo };
  return { titulo: translate(language, tituloClave, r.parametros), cuerpo: translate(language, cuerpoClave, r.parametros) };
}

const toNotification =
  (language?: Language) =>
  (r: Row): Notification => ({ ...r, ...inLanguage(r, language), createdAt: r.createdAt.toISOString() });

/** Only the caller's own notifications, then the list's filters and search. */
function notificationWhere(caller: Caller, query: NotificationFilter): SQL | undefined {
  return and(
    eq(notifications.userId, caller.userId),
    query.leida ? eq(notifications.leida, query.leida === 'true') : undefined,
    textContains(foldedText(notifications.titulo, notifications.cuerpo), query.search),
  );
}

export async function listNotifications(
  deps: AppDeps,
  caller: Caller,
  query: NotificationListQuery,
  language?: Language,
): Promise<ListResponse<Notification>> {
  const request = { ...query, sort: parseSort(query.sort), search: undefined, where: notificationWhere(caller, query) };
  const page = await listPage<Row>(deps.db, NOTIFICATION_LIST, notificationRows(deps), request, 'notificacionId');
  return { ...page, items: page.items.map(toNotification(language)) };
}

/** The same list, every row in its order, for the export. */
export async function* streamNotifications(deps: AppDeps, caller: Caller, query: NotificationFilter, language?: Language) {
  const request = { sort: parseSort(query.sort), where: notificationWhere(caller, query) };
  for await (const batch of listRows<Row>(deps.db, NOTIFICATION_LIST, notificationRows(deps), request, 'notificacionId'))
    yield batch.map(toNotification(language));
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
