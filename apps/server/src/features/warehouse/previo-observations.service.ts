import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Observacion, observacionInputSchema } from '@portal/contract/features/previos';
import { previoObservaciones, userCustomers, users, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { findPrevio } from './previo-rows.ts';

const columns = {
  observacionId: previoObservaciones.observacionId,
  texto: previoObservaciones.texto,
  urgente: previoObservaciones.urgente,
  requiereRevision: previoObservaciones.requiereRevision,
  createdAt: previoObservaciones.createdAt,
  createdByName: users.fullName,
};

const toObservacion = (row: { createdAt: Date } & Omit<Observacion, 'createdAt'>): Observacion => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listObservations(db: Database, caller: Caller, previoId: string): Promise<Observacion[]> {
  await findPrevio(db, caller, previoId);
  const rows = await db
    .select(columns)
    .from(previoObservaciones)
    .leftJoin(users, eq(users.userId, previoObservaciones.createdBy))
    .where(eq(previoObservaciones.previoId, previoId))
    .orderBy(asc(previoObservaciones.createdAt), asc(previoObservaciones.observacionId));
  return rows.map(toObservacion);
}

/**
 * Who hears of an urgent remark (docs/decisions/0100-previos.md): the users assigned to the previo's customer
 * (its recipients on the customer side) and the executive who captured the previo, never the author.
 */
async function urgentRecipients(db: Database, clienteId: number, createdBy: number | null, authorId: number): Promise<number[]> {
  const customerUsers = await db
    .select({ userId: users.userId })
    .from(userCustomers)
    .innerJoin(users, eq(users.userId, userCustomers.userId))
    .where(and(eq(userCustomers.clienteId, clienteId), eq(users.status, 'active'), isNull(users.deletedAt), ne(users.userId, authorId)));
  const ids = customerUsers.map((u) => u.userId);
  if (createdBy !== null && createdBy !== authorId) ids.push(createdBy);
  return [...new Set(ids)];
}

export async function addObservation(
  deps: AppDeps,
  caller: Caller,
  previoId: string,
  body: z.output<typeof observacionInputSchema>,
): Promise<Observacion> {
  const previo = await findPrevio(deps.db, caller, previoId);
  const [created] = await deps.db
    .insert(previoObservaciones)
    .values({ previoId, ...body, createdBy: caller.userId })
    .returning({ observacionId: previoObservaciones.observacionId });
  if (body.urgente) {
    const recipients = await urgentRecipients(deps.db, previo.clienteId, previo.createdBy, caller.userId);
    await deps.notifications.notifyUsers(recipients, {
      text: {
        titleKey: 'previos.urgentTitle',
        bodyKey: 'previos.urgentBody',
        params: { folio: previo.folio, author: caller.userName, text: body.texto.slice(0, 200) },
      },
      route: `/apps/previous/observations/${previoId}`,
      origin: 'previos.observacion',
    });
  }
  const [row] = await deps.db
    .select(columns)
    .from(previoObservaciones)
    .leftJoin(users, eq(users.userId, previoObservaciones.createdBy))
    .where(eq(previoObservaciones.observacionId, created!.observacionId));
  return toObservacion(row!);
}
