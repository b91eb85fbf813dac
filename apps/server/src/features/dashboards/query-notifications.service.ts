import { createHash } from 'node:crypto';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { QueryNotification, QueryNotificationInput, QueryResult } from '@portal/contract/features/dashboards';
import { tableroNotificaciones, users, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { problems } from '../../platform/problem.ts';
import { getQueryObjectRow, runQueryObject } from './sources.service.ts';

/** The scheduled job that runs every query object with a notification (decision 0140, user notifications). */
export const QUERY_NOTIFICATIONS_JOB = 'tableros-notificaciones';
const EVERY_TEN_MINUTES = '*/10 * * * *';

type Row = typeof tableroNotificaciones.$inferSelect;

function toNotification(row: Row): QueryNotification {
  return {
    notificacionId: row.notificacionId,
    objetoConsultaId: row.objetoConsultaId,
    nombre: row.nombre,
    canales: row.canales as QueryNotification['canales'],
    usuarios: row.usuarios,
    activa: row.activa,
    ultimaRevision: row.ultimaRevision?.toISOString() ?? null,
    ultimoAviso: row.ultimoAviso?.toISOString() ?? null,
  };
}

export async function getQueryNotification(db: Database, objetoConsultaId: number): Promise<QueryNotification | null> {
  await getQueryObjectRow(db, objetoConsultaId);
  const [row] = await db.select().from(tableroNotificaciones).where(eq(tableroNotificaciones.objetoConsultaId, objetoConsultaId));
  return row ? toNotification(row) : null;
}

/** Creates or replaces the query object's notification; every user must be an active one. */
export async function saveQueryNotification(
  db: Database,
  objetoConsultaId: number,
  input: QueryNotificationInput,
): Promise<QueryNotification> {
  await getQueryObjectRow(db, objetoConsultaId);
  const found = await db
    .select({ id: users.userId })
    .from(users)
    .where(and(inArray(users.userId, input.usuarios), isNull(users.deletedAt), eq(users.status, 'active')));
  if (found.length !== new Set(input.usuarios).size) throw problems.validation({ usuarios: ['dashboards.notification.unknownUser'] });
  const values = { nombre: input.nombre, canales: input.canales, usuarios: [...new Set(input.usuarios)], activa: input.activa };
  const [row] = await db
    .insert(tableroNotificaciones)
    .values({ objetoConsultaId, ...values })
    .onConflictDoUpdate({ target: tableroNotificaciones.objetoConsultaId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toNotification(row!);
}

/** Active users by text (user name, full name, email) or by id, for the notification's picker. */
export async function notificationUserOptions(
  db: Database,
  query: { llaveBuscar?: string | undefined; ids?: string | undefined },
): Promise<{ value: number; text: string }[]> {
  const conditions: SQL[] = [isNull(users.deletedAt), eq(users.status, 'active')];
  if (query.ids) conditions.push(inArray(users.userId, query.ids.split(',').map(Number)));
  else if (query.llaveBuscar) {
    const pattern = `%${query.llaveBuscar.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(or(ilike(users.userName, pattern), ilike(users.fullName, pattern), ilike(users.email, pattern))!);
  }
  const rows = await db
    .select({ value: users.userId, userName: users.userName, fullName: users.fullName })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.fullName), asc(users.userName))
    .limit(query.ids ? 100 : 50);
  return rows.map((r) => ({ value: r.value, text: r.fullName ? `${r.fullName} (${r.userName})` : r.userName }));
}

export async function deleteQueryNotification(db: Database, objetoConsultaId: number): Promise<void> {
  const deleted = await db
    .delete(tableroNotificaciones)
    .where(eq(tableroNotificaciones.objetoConsultaId, objetoConsultaId))
    .returning({ id: tableroNotificaciones.notificacionId });
  if (deleted.length === 0) throw problems.notFound();
}

/** The identity of a result: the same rows (in the same order) give the same hash. */
function fingerprint(result: QueryResult): string {
  return createHash('sha256')
    .update(JSON.stringify([result.columnas.map((c) => c.nombre), result.filas]))
    .digest('hex');
}

/**
 * Runs each active notification's query object once. When it returns rows different from the ones last
 * notified, the chosen users are told through the chosen channels (those they have on); the same result
 * again tells nobody; an empty result forgets the last one, so rows that come back are news again.
 * A source that fails is logged and tried at the next run. Returns how many notifications went out.
 */
export async function checkQueryNotifications(deps: AppDeps, log: Pick<FastifyBaseLogger, 'warn'>): Promise<number> {
  const rows = await deps.db.select().from(tableroNotificaciones).where(eq(tableroNotificaciones.activa, true));
  let sent = 0;
  for (const row of rows) {
    let result: QueryResult;
    try {
      result = await runQueryObject(deps, await getQueryObjectRow(deps.db, row.objetoConsultaId), []);
    } catch (err) {
      log.warn({ err, notificacionId: row.notificacionId }, 'query object of a notification failed');
      continue;
    }
    const now = new Date();
    const huella = result.filas.length ? fingerprint(result) : null;
    if (huella === null || huella === row.ultimaHuella) {
      await deps.db
        .update(tableroNotificaciones)
        .set({ ultimaHuella: huella, ultimaRevision: now })
        .where(eq(tableroNotificaciones.notificacionId, row.notificacionId));
      continue;
    }
    await deps.notifications.notifyUsers(row.usuarios, {
      text: {
        titleKey: 'dashboards.notification.title',
        bodyKey: result.truncado ? 'dashboards.notification.bodyMany' : 'dashboards.notification.body',
        params: { nombre: row.nombre, filas: result.filas.length },
      },
      route: '/pages/user/dashboard',
      parameters: { objetoConsultaId: row.objetoConsultaId },
      origin: 'tableros.notificacion',
      channels: row.canales as ('portal' | 'email' | 'sms' | 'whatsapp')[],
    });
    await deps.db
      .update(tableroNotificaciones)
      .set({ ultimaHuella: huella, ultimaRevision: now, ultimoAviso: now })
      .where(eq(tableroNotificaciones.notificacionId, row.notificacionId));
    sent += 1;
  }
  return sent;
}

/** Registers the job and, outside tests, its schedule (every ten minutes). */
export async function startDashboardJobs(deps: AppDeps, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): Promise<void> {
  await deps.jobs.work(QUERY_NOTIFICATIONS_JOB, async () => {
    await checkQueryNotifications(deps, log);
  });
  if (deps.config.env !== 'test') {
    deps.jobs
      .schedule(QUERY_NOTIFICATIONS_JOB, EVERY_TEN_MINUTES)
      .catch((err: unknown) => log.error({ err }, 'query notifications not scheduled'));
  }
}
