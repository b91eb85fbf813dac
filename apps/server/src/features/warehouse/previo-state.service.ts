import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { previoRuleErrors, VIEWER_LINK_DAYS, type PrevioDetail, type PublicPrevio } from '@portal/contract/features/previos';
import { previoEventos, previos, type Database } from '@portal/db';
import { ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { findPrevio, readPrevioDetail, type PrevioRow } from './previo-rows.ts';
import { getPrevio } from './previos.service.ts';

async function logEvent(db: Database, previoId: string, tipo: string, userId: number | null) {
  await db.insert(previoEventos).values({ previoId, tipo, userId });
}

/**
 * Concludes a previo: every point-5 rule is checked on the stored previo (not on what the screen believes), a
 * refusal names each broken rule per field and writes nothing; then it is locked.
 */
export async function concludePrevio(db: Database, caller: Caller, previoId: string): Promise<PrevioDetail> {
  const row = await findPrevio(db, caller, previoId);
  if (row.estado === 'concluido') throw new ProblemError({ status: 409, detailKey: 'previos.locked', code: 'previoLocked' });
  const detail = await readPrevioDetail(db, row, false);
  const errors = previoRuleErrors(detail);
  if (Object.keys(errors).length > 0) {
    throw new ProblemError({ status: 422, detailKey: 'previos.rules.cannotConclude', code: 'previoRules', errors });
  }
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(previos)
      .set({
        estado: 'concluido',
        terminado: true,
        concluidoAt: sql`now()`,
        concluidoPor: caller.userId,
        rowVersion: sql`${previos.rowVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(previos.previoId, previoId), eq(previos.rowVersion, row.rowVersion)))
      .returning({ previoId: previos.previoId });
    if (!done) throw new ProblemError({ status: 409, detailKey: 'problem.staleVersion', code: 'staleVersion' });
    await logEvent(tx as unknown as Database, previoId, 'concluido', caller.userId);
  });
  return getPrevio(db, caller, previoId);
}

/** Reopens a concluded previo (Previos write, logged); its open viewer link stops working. */
export async function reopenPrevio(db: Database, caller: Caller, previoId: string): Promise<PrevioDetail> {
  const row = await findPrevio(db, caller, previoId);
  if (row.estado !== 'concluido') throw new ProblemError({ status: 409, detailKey: 'previos.notOpen', code: 'previoNotConcluded' });
  await db.transaction(async (tx) => {
    await tx
      .update(previos)
      .set({
        estado: 'abierto',
        terminado: false,
        concluidoAt: null,
        concluidoPor: null,
        enlaceToken: null,
        enlaceRevocadoToken: row.enlaceToken ?? row.enlaceRevocadoToken,
        rowVersion: sql`${previos.rowVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(previos.previoId, previoId));
    await logEvent(tx as unknown as Database, previoId, 'reabierto', caller.userId);
  });
  return getPrevio(db, caller, previoId);
}

/** Issues (or renews) the unguessable open viewer link of a concluded previo. */
export async function issueViewerLink(db: Database, caller: Caller, previoId: string) {
  const row = await findPrevio(db, caller, previoId);
  if (row.estado !== 'concluido') throw new ProblemError({ status: 409, detailKey: 'previos.notConcluded', code: 'previoNotConcluded' });
  const token = randomUUID();
  const expiraAt = new Date(Date.now() + VIEWER_LINK_DAYS * 86_400_000);
  await db
    .update(previos)
    .set({ enlaceToken: token, enlaceExpiraAt: expiraAt, enlaceRevocadoToken: row.enlaceToken })
    .where(eq(previos.previoId, previoId));
  await logEvent(db, previoId, 'enlaceEmitido', caller.userId);
  return { token, expiraAt: expiraAt.toISOString() };
}

export async function revokeViewerLink(db: Database, caller: Caller, previoId: string): Promise<void> {
  const row = await findPrevio(db, caller, previoId);
  if (!row.enlaceToken) return;
  await db.update(previos).set({ enlaceToken: null, enlaceRevocadoToken: row.enlaceToken }).where(eq(previos.previoId, previoId));
  await logEvent(db, previoId, 'enlaceRevocado', caller.userId);
}

/** The previo a viewer link opens; a revoked or expired link says so (410), an unknown one is a 404. */
export async function previoByLink(db: Database, token: string): Promise<PrevioRow> {
  const [row] = await db.select().from(previos).where(eq(previos.enlaceToken, token));
  if (row && row.estado === 'concluido' && row.enlaceExpiraAt && row.enlaceExpiraAt > new Date()) return row;
  if (row) throw new ProblemError({ status: 410, titleKey: 'previos.linkGone', detailKey: 'previos.linkExpired', code: 'linkExpired' });
  const [revoked] = await db.select({ id: previos.previoId }).from(previos).where(eq(previos.enlaceRevocadoToken, token));
  if (revoked) throw new ProblemError({ status: 410, titleKey: 'previos.linkGone', detailKey: 'previos.linkRevoked', code: 'linkRevoked' });
  throw new ProblemError({ status: 404, detailKey: 'problem.notFoundDetail', code: 'notFound' });
}

export async function publicPrevio(db: Database, token: string): Promise<PublicPrevio> {
  const { enlace: _e, rowVersion: _r, ...rest } = await readPrevioDetail(db, await previoByLink(db, token), false);
  return rest;
}
