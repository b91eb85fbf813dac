import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';

import { type Bulletin, type BulletinNotice, type BulletinWrite } from '@portal/contract/features/bulletins';
import { bulletinAttachments, bulletinCustomers, bulletinRoles, bulletins, roles, storedFiles, type Database } from '@portal/db';
import { attachmentsOf, canceller, creator, subscribedBy, subscribersOf, summaryColumns, toSummary } from './bulletin-audience.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { problems } from '../../platform/problem.ts';
import { type StoredFileRow } from '../../platform/files.ts';
import { sanitizeBulletinContent, visibleText } from './sanitize-content.ts';

/** Delivers a notice to users through their chosen channels (the notifications service, wired by the app). */
export type NotifyUsers = (userIds: number[], message: BulletinNotice) => Promise<void>;

export const MY_BULLETINS_ROUTE = '/pages/miscellaneous/bulletins';

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
