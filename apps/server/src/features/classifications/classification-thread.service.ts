import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Adjunto, Comentario } from '@portal/contract/features/classifications';
import {
  clasificacionAdjuntos as adjuntos,
  clasificacionComentarios as comentarios,
  clasificacionSolicitudes as solicitudes,
  storedFiles,
  users,
  type Database,
  isoInstant,
} from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { problems } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { classifiersOf, notifySafely } from './classify.service.ts';
import { findInScope } from './classifications.service.ts';

type Who = Pick<Caller, 'scope' | 'userId'>;

/** The conversation of a request, oldest first. */
export async function listComentarios(db: Database, caller: Who, solicitudId: number): Promise<Comentario[]> {
  await findInScope(db, caller, solicitudId);
  const rows = await db
    .select({
      comentarioId: comentarios.comentarioId,
      userId: comentarios.userId,
      userName: users.userName,
      fullName: users.fullName,
      texto: comentarios.texto,
      createdAt: comentarios.createdAt,
    })
    .from(comentarios)
    .leftJoin(users, eq(users.userId, comentarios.userId))
    .where(eq(comentarios.solicitudId, solicitudId))
    .orderBy(asc(comentarios.comentarioId));
  return rows.map((r) => ({ ...r, createdAt: isoInstant(r.createdAt) }));
}

/**
 * Adds a comment and tells the other side live (the hub's message carries the request's route, which the open
 * screen listens for). Someone other than the requester who answers an unassigned request takes it as classifier.
 */
export async function addComentario(deps: Pick<AppDeps, 'db' | 'notifications'>, caller: Who, solicitudId: number, texto: string) {
  const request = await findInScope(deps.db, caller, solicitudId);
  const [row] = await deps.db.insert(comentarios).values({ solicitudId, userId: caller.userId, texto }).returning();
  if (request.clasificadorId === null && caller.userId !== request.solicitanteId) {
    await deps.db
      .update(solicitudes)
      .set({ clasificadorId: caller.userId })
      .where(and(eq(solicitudes.solicitudId, solicitudId), isNull(solicitudes.clasificadorId)));
  }
  const earlier = await deps.db
    .selectDistinct({ userId: comentarios.userId })
    .from(comentarios)
    .where(eq(comentarios.solicitudId, solicitudId));
  // Nobody has taken the request yet: the requester's words go to the classifiers' desk.
  const desk = request.clasificadorId === null && caller.userId === request.solicitanteId ? await classifiersOf(deps.db) : [];
  const others = new Set([request.solicitanteId, request.clasificadorId, ...earlier.map((e) => e.userId), ...desk]);
  others.delete(caller.userId);
  const [author] = await deps.db.select({ fullName: users.fullName }).from(users).where(eq(users.userId, caller.userId));
  await notifySafely(
    deps,
    [...others].filter((id): id is number => typeof id === 'number'),
    'comment',
    { solicitudId, folio: request.folio, autor: author?.fullName ?? '' },
  );
  const list = await listComentarios(deps.db, caller, solicitudId);
  return list.find((c) => c.comentarioId === row!.comentarioId)!;
}

const uploader = alias(users, 'adjunto_uploader');

export async function listAdjuntos(db: Database, caller: Who, solicitudId: number): Promise<Adjunto[]> {
  await findInScope(db, caller, solicitudId);
  const rows = await db
    .select({ adjunto: adjuntos, file: storedFiles, createdByName: uploader.fullName })
    .from(adjuntos)
    .innerJoin(storedFiles, eq(storedFiles.fileId, adjuntos.fileId))
    .leftJoin(uploader, eq(uploader.userId, adjuntos.createdBy))
    .where(eq(adjuntos.solicitudId, solicitudId))
    .orderBy(desc(adjuntos.adjuntoId));
  return rows.map(({ adjunto, file, createdByName }) => ({
    adjuntoId: adjunto.adjuntoId,
    tipo: adjunto.tipo,
    file: { fileId: file.fileId, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes },
    createdAt: isoInstant(adjunto.createdAt),
    createdByName: createdByName ?? null,
  }));
}

/** Attachments change only while the request is pending (a classified one keeps what it was decided on). */
export async function assertPending(db: Database, caller: Who, solicitudId: number) {
  const request = await findInScope(db, caller, solicitudId);
  if (request.estado !== 'pendiente') throw problems.conflict('clasificaciones.alreadyClassified', { folio: request.folio });
  return request;
}

export async function addAdjunto(db: Database, caller: Who, solicitudId: number, tipo: number, fileId: string): Promise<Adjunto> {
  const [row] = await db.insert(adjuntos).values({ solicitudId, tipo, fileId, createdBy: caller.userId }).returning();
  const list = await listAdjuntos(db, caller, solicitudId);
  return list.find((a) => a.adjuntoId === row!.adjuntoId)!;
}

export async function findAdjunto(db: Database, caller: Who, solicitudId: number, adjuntoId: number) {
  await findInScope(db, caller, solicitudId);
  const [row] = await db
    .select({ adjunto: adjuntos, file: storedFiles })
    .from(adjuntos)
    .innerJoin(storedFiles, eq(storedFiles.fileId, adjuntos.fileId))
    .where(and(eq(adjuntos.solicitudId, solicitudId), eq(adjuntos.adjuntoId, adjuntoId)));
  if (!row) throw problems.notFound();
  return row;
}

export async function removeAdjunto(db: Database, adjuntoId: number): Promise<void> {
  await db.delete(adjuntos).where(eq(adjuntos.adjuntoId, adjuntoId));
}
