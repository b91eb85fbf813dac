import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StoredFileInfo } from '@portal/contract';
import type { BulletinSummary, BulletinType } from '@portal/contract/features/bulletins';
import {
  bulletinAttachments,
  bulletinCustomers,
  bulletinReads,
  bulletinRoles,
  bulletins,
  storedFiles,
  userCustomers,
  userRoles,
  users,
  type Database,
} from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { toFileInfo } from '../../platform/files.ts';

/** EXISTS over a raw subquery (drizzle's own helper does not parenthesise raw SQL). */
export const sqlExists = (subquery: SQL): SQL => sql`exists (${subquery})`;
export const sqlNotExists = (subquery: SQL): SQL => sql`not exists (${subquery})`;

/** The outer row's id inside correlated subqueries (an interpolated column would bind to the inner table). */
export const BULLETIN_ID = sql.raw('"bulletins"."boletin_id"');

/** Who reads which bulletin (subscribers, managers, the public) and how a bulletin row is read. */
export const creator = alias(users, 'creator');
export const canceller = alias(users, 'canceller');

export const summaryColumns = {
  boletinId: bulletins.boletinId,
  boletinTipo: bulletins.boletinTipo,
  titulo: bulletins.titulo,
  esPublico: bulletins.esPublico,
  createdAt: bulletins.createdAt,
  canceladoAt: bulletins.canceladoAt,
  createdByName: creator.fullName,
  canceladoPorNombre: canceller.fullName,
};

export type SummaryRow = {
  boletinId: number;
  boletinTipo: string;
  titulo: string;
  esPublico: boolean;
  createdAt: Date;
  canceladoAt: Date | null;
  createdByName: string | null;
  canceladoPorNombre: string | null;
};

export function toSummary(row: SummaryRow): BulletinSummary {
  return {
    boletinId: row.boletinId,
    boletinTipo: row.boletinTipo as BulletinType,
    titulo: row.titulo,
    esPublico: row.esPublico,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    cancelado: row.canceladoAt !== null,
    canceladoAt: row.canceladoAt?.toISOString() ?? null,
    canceladoPorNombre: row.canceladoPorNombre,
  };
}

export async function attachmentsOf(db: Database, boletinIds: number[]): Promise<Map<number, StoredFileInfo[]>> {
  const map = new Map<number, StoredFileInfo[]>();
  if (boletinIds.length === 0) return map;
  const rows = await db
    .select({ boletinId: bulletinAttachments.boletinId, file: storedFiles })
    .from(bulletinAttachments)
    .innerJoin(storedFiles, eq(storedFiles.fileId, bulletinAttachments.fileId))
    .where(inArray(bulletinAttachments.boletinId, boletinIds))
    .orderBy(asc(bulletinAttachments.orden), asc(storedFiles.fileName));
  for (const row of rows) {
    const list = map.get(row.boletinId) ?? [];
    list.push(toFileInfo(row.file));
    map.set(row.boletinId, list);
  }
  return map;
}

/** Whether a user subscribes to a bulletin: one of its roles, or one of its customers assigned to the user. */
export function subscribedBy(userId: SQL | number): SQL {
  return or(
    sqlExists(
      sql`select 1 from ${bulletinRoles} br join ${userRoles} ur on ur.role_id = br.role_id where br.boletin_id = ${BULLETIN_ID} and ur.user_id = ${userId}`,
    ),
    sqlExists(
      sql`select 1 from ${bulletinCustomers} bc join ${userCustomers} uc on uc.cliente_id = bc.cliente_id where bc.boletin_id = ${BULLETIN_ID} and uc.user_id = ${userId}`,
    ),
  )!;
}

/** Whether the caller manages bulletins (writes or creates them) and so sees every bulletin, whatever its audience. */
export function managesBulletins(caller: Caller): boolean {
  return caller.ability.can('write', 'Boletines') || caller.ability.can('create', 'Boletines');
}

/**
 * The bulletins a caller may read through `/api/Boletines`: all for those who manage them; for any other
 * reader the same audience as `/api/Perfil/Boletines` (their roles and customers), plus the public ones.
 */
export function audienceOf(caller: Caller): SQL | undefined {
  if (managesBulletins(caller)) return undefined;
  return or(eq(bulletins.esPublico, true), subscribedBy(caller.userId));
}

/** The users a published bulletin reaches: active accounts subscribed by role or customer; none once cancelled. */
export async function subscribersOf(db: Database, boletinId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: users.userId })
    .from(users)
    .innerJoin(bulletins, eq(bulletins.boletinId, boletinId))
    .where(
      and(eq(users.status, 'active'), isNull(users.deletedAt), isNull(bulletins.canceladoAt), subscribedBy(sql.raw(`"users"."user_id"`))),
    )
    .orderBy(asc(users.userId));
  return rows.map((r) => r.userId);
}

export const readBy = (userId: number) =>
  sqlExists(sql`select 1 from ${bulletinReads} r where r.boletin_id = ${BULLETIN_ID} and r.user_id = ${userId}`);

/** Unread bulletins of the caller (cancelled ones do not count): the navbar badge. */
export async function countMyUnread(deps: AppDeps, caller: Caller): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(bulletins)
    .where(
      and(
        subscribedBy(caller.userId),
        isNull(bulletins.canceladoAt),
        sqlNotExists(sql`select 1 from ${bulletinReads} r where r.boletin_id = ${BULLETIN_ID} and r.user_id = ${caller.userId}`),
      ),
    );
  return row?.n ?? 0;
}

export async function markAllRead(deps: AppDeps, caller: Caller): Promise<void> {
  await deps.db.execute(
    sql`insert into ${bulletinReads} (boletin_id, user_id) select ${bulletins.boletinId}, ${caller.userId} from ${bulletins} where ${subscribedBy(caller.userId)} on conflict do nothing`,
  );
}
