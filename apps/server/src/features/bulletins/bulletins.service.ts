import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseSort, type StoredFileInfo } from '@portal/contract';
import {
  BULLETIN_SORTS,
  type Bulletin,
  type BulletinListQuery,
  type BulletinNotice,
  type BulletinSummary,
  type BulletinType,
  type BulletinWrite,
  type MyBulletin,
  type MyBulletinsQuery,
  type PublicBulletin,
} from '@portal/contract/features/bulletins';
import {
  bulletinAttachments,
  bulletinCustomers,
  bulletinReads,
  bulletinRoles,
  bulletins,
  roles,
  storedFiles,
  userCustomers,
  userRoles,
  users,
  type Database,
} from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { problems } from '../../platform/problem.ts';
import { toFileInfo, type StoredFileRow } from '../../platform/files.ts';
import { sanitizeBulletinContent, visibleText } from './sanitize-content.ts';

/** Delivers a notice to users through their chosen channels (the notifications service, wired by the app). */
export type NotifyUsers = (userIds: number[], message: BulletinNotice) => Promise<void>;

/** The outer row's id inside correlated subqueries (an interpolated column would bind to the inner table). */
/** EXISTS over a raw subquery (drizzle's own helper does not parenthesise raw SQL). */
const sqlExists = (subquery: SQL): SQL => sql`exists (${subquery})`;
const sqlNotExists = (subquery: SQL): SQL => sql`not exists (${subquery})`;

const BULLETIN_ID = sql.raw('"bulletins"."boletin_id"');

export const MY_BULLETINS_ROUTE = '/pages/miscellaneous/bulletins';

const creator = alias(users, 'creator');
const canceller = alias(users, 'canceller');

const summaryColumns = {
  boletinId: bulletins.boletinId,
  boletinTipo: bulletins.boletinTipo,
  titulo: bulletins.titulo,
  esPublico: bulletins.esPublico,
  createdAt: bulletins.createdAt,
  canceladoAt: bulletins.canceladoAt,
  createdByName: creator.fullName,
  canceladoPorNombre: canceller.fullName,
};

type SummaryRow = {
  boletinId: number;
  boletinTipo: string;
  titulo: string;
  esPublico: boolean;
  createdAt: Date;
  canceladoAt: Date | null;
  createdByName: string | null;
  canceladoPorNombre: string | null;
};

function toSummary(row: SummaryRow): BulletinSummary {
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

const SORT_COLUMNS = { boletinId: bulletins.boletinId, titulo: bulletins.titulo, createdAt: bulletins.createdAt } as const;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

export async function listBulletins(
  deps: AppDeps,
  caller: Caller,
  query: BulletinListQuery,
): Promise<{ items: BulletinSummary[]; total: number }> {
  const sort = parseSort(query.sort) ?? { field: 'boletinId', direction: 'desc' as const };
  if (!(BULLETIN_SORTS as readonly string[]).includes(sort.field)) throw problems.validation({ sort: ['validation.sort'] });
  const column = SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS];
  const conditions: SQL[] = [];
  const audience = audienceOf(caller);
  if (audience) conditions.push(audience);
  if (query.search) conditions.push(ilike(bulletins.titulo, likePattern(query.search)));
  if (query.boletinTipo) conditions.push(eq(bulletins.boletinTipo, query.boletinTipo));
  if (query.esPublico) conditions.push(eq(bulletins.esPublico, query.esPublico === 'true'));
  if (query.cancelado) conditions.push(query.cancelado === 'true' ? isNotNull(bulletins.canceladoAt) : isNull(bulletins.canceladoAt));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = sort.direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(summaryColumns)
      .from(bulletins)
      .leftJoin(creator, eq(creator.userId, bulletins.createdBy))
      .leftJoin(canceller, eq(canceller.userId, bulletins.canceladoPor))
      .where(where)
      .orderBy(direction(column), direction(bulletins.boletinId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(bulletins).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0 };
}

async function attachmentsOf(db: Database, boletinIds: number[]): Promise<Map<number, StoredFileInfo[]>> {
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

export async function getBulletin(db: Database, boletinId: number, audience?: SQL): Promise<Bulletin> {
  const [row] = await db
    .select({
      ...summaryColumns,
      contenido: bulletins.contenido,
      motivoCancelacion: bulletins.motivoCancelacion,
      rowVersion: bulletins.rowVersion,
    })
    .from(bulletins)
    .leftJoin(creator, eq(creator.userId, bulletins.createdBy))
    .leftJoin(canceller, eq(canceller.userId, bulletins.canceladoPor))
    .where(and(eq(bulletins.boletinId, boletinId), audience));
  if (!row) throw problems.notFound();
  const [roleRows, customerRows, attachments] = await Promise.all([
    db
      .select({ name: roles.name })
      .from(bulletinRoles)
      .innerJoin(roles, eq(roles.roleId, bulletinRoles.roleId))
      .where(eq(bulletinRoles.boletinId, boletinId))
      .orderBy(asc(roles.name)),
    db
      .select({ id: bulletinCustomers.clienteId })
      .from(bulletinCustomers)
      .where(eq(bulletinCustomers.boletinId, boletinId))
      .orderBy(asc(bulletinCustomers.clienteId)),
    attachmentsOf(db, [boletinId]),
  ]);
  return {
    ...toSummary(row),
    contenido: row.contenido,
    roles: roleRows.map((r) => r.name),
    clientes: customerRows.map((c) => c.id),
    adjuntos: attachments.get(boletinId) ?? [],
    motivoCancelacion: row.motivoCancelacion,
    rowVersion: row.rowVersion,
  };
}

function cleanContent(input: BulletinWrite): string {
  const contenido = sanitizeBulletinContent(input.contenido);
  if (!visibleText(contenido)) throw problems.validation({ contenido: ['bulletins.emptyContent'] });
  return contenido;
}

/** New attachments must be files the caller uploaded and that no other bulletin uses. */
async function claimAttachments(tx: Database, caller: Caller, boletinId: number, fileIds: string[]): Promise<void> {
  const wanted = [...new Set(fileIds)];
  await tx.delete(bulletinAttachments).where(eq(bulletinAttachments.boletinId, boletinId));
  if (wanted.length === 0) return;
  const files = await tx.select().from(storedFiles).where(inArray(storedFiles.fileId, wanted));
  const usedElsewhere = await tx
    .select({ fileId: bulletinAttachments.fileId })
    .from(bulletinAttachments)
    .where(inArray(bulletinAttachments.fileId, wanted));
  for (const fileId of wanted) {
    const file = files.find((f) => f.fileId === fileId);
    if (!file || file.createdBy !== caller.userId || usedElsewhere.some((u) => u.fileId === fileId)) {
      throw problems.unprocessable('bulletins.attachmentNotYours', { fileId });
    }
  }
  await tx.insert(bulletinAttachments).values(wanted.map((fileId, orden) => ({ boletinId, fileId, orden })));
}

async function writeSubscribers(tx: Database, boletinId: number, input: BulletinWrite): Promise<void> {
  await tx.delete(bulletinRoles).where(eq(bulletinRoles.boletinId, boletinId));
  await tx.delete(bulletinCustomers).where(eq(bulletinCustomers.boletinId, boletinId));
  if (input.roles.length > 0) {
    const roleRows = await tx.select().from(roles).where(inArray(roles.name, input.roles));
    await tx.insert(bulletinRoles).values(roleRows.map((r) => ({ boletinId, roleId: r.roleId })));
  }
  const customers = [...new Set(input.clientes)];
  if (customers.length > 0) await tx.insert(bulletinCustomers).values(customers.map((clienteId) => ({ boletinId, clienteId })));
}

/** Whether a user subscribes to a bulletin: one of its roles, or one of its customers assigned to the user. */
function subscribedBy(userId: SQL | number): SQL {
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

export async function createBulletin(
  deps: AppDeps,
  caller: Caller,
  input: BulletinWrite,
  notifyUsers: NotifyUsers,
  log: (err: unknown) => void,
): Promise<Bulletin> {
  const contenido = cleanContent(input);
  const boletinId = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .insert(bulletins)
      .values({ boletinTipo: input.boletinTipo, titulo: input.titulo, contenido, esPublico: input.esPublico, createdBy: caller.userId })
      .returning({ id: bulletins.boletinId });
    const id = row!.id;
    await writeSubscribers(tx, id, input);
    await claimAttachments(tx, caller, id, input.adjuntos);
    return id;
  });
  // Publishing notifies the subscribers; a delivery failure must not undo the publication.
  const subscribers = await subscribersOf(deps.db, boletinId);
  if (subscribers.length > 0) {
    try {
      await notifyUsers(subscribers, {
        titleKey: 'bulletins.notification.title',
        params: { titulo: input.titulo },
        route: MY_BULLETINS_ROUTE,
      });
    } catch (err) {
      log(err);
    }
  }
  return getBulletin(deps.db, boletinId);
}

export async function updateBulletin(deps: AppDeps, caller: Caller, boletinId: number, input: BulletinWrite): Promise<Bulletin> {
  const contenido = cleanContent(input);
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [current] = await tx
      .select({ canceladoAt: bulletins.canceladoAt, rowVersion: bulletins.rowVersion })
      .from(bulletins)
      .where(eq(bulletins.boletinId, boletinId))
      .for('update');
    if (!current) throw problems.notFound();
    if (current.canceladoAt) throw problems.unprocessable('bulletins.cancelled');
    if (input.rowVersion !== undefined && input.rowVersion !== current.rowVersion) throw problems.staleVersion();
    await tx
      .update(bulletins)
      .set({
        boletinTipo: input.boletinTipo,
        titulo: input.titulo,
        contenido,
        esPublico: input.esPublico,
        rowVersion: sql`${bulletins.rowVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(bulletins.boletinId, boletinId));
    await writeSubscribers(tx, boletinId, input);
    await claimAttachments(tx, caller, boletinId, input.adjuntos);
  });
  return getBulletin(deps.db, boletinId);
}

/** Cancelling keeps the bulletin visible, marked with who cancelled it and when. */
export async function cancelBulletin(deps: AppDeps, caller: Caller, boletinId: number, motivo: string | undefined): Promise<Bulletin> {
  const rows = await deps.db
    .update(bulletins)
    .set({
      canceladoAt: sql`now()`,
      canceladoPor: caller.userId,
      motivoCancelacion: motivo ?? null,
      rowVersion: sql`${bulletins.rowVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bulletins.boletinId, boletinId), isNull(bulletins.canceladoAt)))
    .returning({ id: bulletins.boletinId });
  if (rows.length === 0) {
    await getBulletin(deps.db, boletinId); // 404 when it does not exist
    throw problems.conflict('bulletins.alreadyCancelled');
  }
  return getBulletin(deps.db, boletinId);
}

export async function findBulletinAttachment(
  deps: AppDeps,
  boletinId: number,
  fileId: string,
  condition?: SQL,
): Promise<StoredFileRow | undefined> {
  const [row] = await deps.db
    .select({ file: storedFiles })
    .from(bulletinAttachments)
    .innerJoin(bulletins, eq(bulletins.boletinId, bulletinAttachments.boletinId))
    .innerJoin(storedFiles, eq(storedFiles.fileId, bulletinAttachments.fileId))
    .where(and(eq(bulletinAttachments.boletinId, boletinId), eq(bulletinAttachments.fileId, fileId), condition))
    .limit(1);
  return row?.file;
}

/** A subscriber may download the attachments of the bulletins they receive. */
export function findSubscribedAttachment(deps: AppDeps, caller: Caller, boletinId: number, fileId: string) {
  return findBulletinAttachment(deps, boletinId, fileId, subscribedBy(caller.userId));
}

/** Anyone may download the attachments of public bulletins, by the file's opaque id. */
export async function findPublicAttachment(deps: AppDeps, fileId: string): Promise<StoredFileRow | undefined> {
  const [row] = await deps.db
    .select({ file: storedFiles })
    .from(bulletinAttachments)
    .innerJoin(bulletins, eq(bulletins.boletinId, bulletinAttachments.boletinId))
    .innerJoin(storedFiles, eq(storedFiles.fileId, bulletinAttachments.fileId))
    .where(and(eq(bulletinAttachments.fileId, fileId), eq(bulletins.esPublico, true)))
    .limit(1);
  return row?.file;
}

const readBy = (userId: number) =>
  sqlExists(sql`select 1 from ${bulletinReads} r where r.boletin_id = ${BULLETIN_ID} and r.user_id = ${userId}`);

/** The caller's bulletins, newest first; cancelled ones stay, marked as cancelled. */
export async function listMyBulletins(
  deps: AppDeps,
  caller: Caller,
  query: MyBulletinsQuery,
): Promise<{ items: MyBulletin[]; total: number }> {
  const conditions: SQL[] = [subscribedBy(caller.userId)];
  if (query.soloNoLeidos === 'true')
    conditions.push(
      sqlNotExists(sql`select 1 from ${bulletinReads} r where r.boletin_id = ${BULLETIN_ID} and r.user_id = ${caller.userId}`),
      isNull(bulletins.canceladoAt),
    );
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        boletinId: bulletins.boletinId,
        boletinTipo: bulletins.boletinTipo,
        titulo: bulletins.titulo,
        contenido: bulletins.contenido,
        createdAt: bulletins.createdAt,
        canceladoAt: bulletins.canceladoAt,
        leido: readBy(caller.userId).mapWith(Boolean),
      })
      .from(bulletins)
      .where(where)
      .orderBy(desc(bulletins.boletinId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(bulletins).where(where),
  ]);
  const attachments = await attachmentsOf(
    deps.db,
    rows.map((r) => r.boletinId),
  );
  return {
    items: rows.map((r) => ({
      boletinId: r.boletinId,
      boletinTipo: r.boletinTipo as BulletinType,
      titulo: r.titulo,
      contenido: r.contenido,
      createdAt: r.createdAt.toISOString(),
      cancelado: r.canceladoAt !== null,
      canceladoAt: r.canceladoAt?.toISOString() ?? null,
      adjuntos: attachments.get(r.boletinId) ?? [],
      leido: Boolean(r.leido),
    })),
    total: total?.n ?? 0,
  };
}

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

export async function listPublicBulletins(
  deps: AppDeps,
  page: number,
  pageSize: number,
): Promise<{ items: PublicBulletin[]; total: number }> {
  const where = eq(bulletins.esPublico, true);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        boletinId: bulletins.boletinId,
        boletinTipo: bulletins.boletinTipo,
        titulo: bulletins.titulo,
        contenido: bulletins.contenido,
        createdAt: bulletins.createdAt,
        canceladoAt: bulletins.canceladoAt,
      })
      .from(bulletins)
      .where(where)
      .orderBy(desc(bulletins.boletinId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(bulletins).where(where),
  ]);
  const attachments = await attachmentsOf(
    deps.db,
    rows.map((r) => r.boletinId),
  );
  return {
    items: rows.map((r) => ({
      boletinId: r.boletinId,
      boletinTipo: r.boletinTipo as BulletinType,
      titulo: r.titulo,
      contenido: r.contenido,
      createdAt: r.createdAt.toISOString(),
      cancelado: r.canceladoAt !== null,
      canceladoAt: r.canceladoAt?.toISOString() ?? null,
      adjuntos: attachments.get(r.boletinId) ?? [],
    })),
    total: total?.n ?? 0,
  };
}
