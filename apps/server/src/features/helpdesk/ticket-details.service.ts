import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';

import { type Ticket, type TicketLogEntry } from '@portal/contract/features/helpdesk';
import { storedFiles, ticketCategories, ticketEvidence, ticketLog, tickets, users } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { ProblemError, problems } from '../../platform/problem.ts';

import { actorsFor, isManager } from './helpdesk-access.ts';

import { baseQuery, findVisible, reporter, toTicket } from './ticket-rows.ts';
import { fixersOf } from './ticket-notify.ts';

/** What a ticket's page reads beside the ticket: the survey awaiting, fixers, the log, evidence; and deleting it. */
/** The oldest solved ticket of the user that still awaits the survey, or null. */
export async function ticketAwaitingSurvey(deps: AppDeps, caller: Caller, userName: string): Promise<Ticket | null> {
  if (userName.toLowerCase() !== caller.userName.toLowerCase() && !isManager(caller)) {
    throw new ProblemError({ status: 403, detailKey: 'helpdesk.errors.otherUserSurvey', code: 'forbidden' });
  }
  const [row] = await baseQuery(deps.db)
    .where(
      and(
        eq(sql`lower(${reporter.userName})`, userName.toLowerCase()),
        eq(tickets.estatus, 'resuelto'),
        isNull(tickets.calificacionSatisfaccion),
      ),
    )
    .orderBy(asc(tickets.fechaSolucion), asc(tickets.ticketId))
    .limit(1);
  if (!row) return null;
  const actors = await actorsFor(deps.db, caller, row.t);
  return toTicket(row, [], actors, actors.includes('fixer'));
}

/**
 * Who a ticket may be assigned to: the active fixers of its category or of an ancestor, fewest open
 * tickets first (for the reassignment picker; the save checks the same rule).
 */
export async function ticketFixers(deps: AppDeps, caller: Caller, ticketId: number): Promise<{ value: number; text: string }[]> {
  const row = await findVisible(deps.db, caller, ticketId);
  const ids = await fixersOf(deps.db, row.t.ticketCategoriaId);
  if (ids.length === 0) return [];
  const open = sql<number>`(select count(*)::int from ${tickets} where ${tickets.usuarioAsignadoId} = ${users.userId} and ${tickets.estatus} in ('abierto','asignado','enProceso','reabierto'))`;
  const rows = await deps.db
    .select({ userId: users.userId, fullName: users.fullName, userName: users.userName, open })
    .from(users)
    .where(and(inArray(users.userId, ids), eq(users.status, 'active')))
    .orderBy(asc(open), asc(users.fullName));
  return rows.map((r) => ({ value: r.userId, text: `${r.fullName || r.userName} (${r.open})` }));
}

/** The names behind the ids a log keeps (assignees and categories), so that the log reads in words. */
async function namesOfLoggedIds(deps: AppDeps, values: { campo: string | null; value: string | null }[]): Promise<Map<string, string>> {
  const ids = (campo: string) => [
    ...new Set(values.filter((v) => v.campo === campo && v.value !== null && /^\d+$/.test(v.value)).map((v) => Number(v.value))),
  ];
  const names = new Map<string, string>();
  const userIds = ids('usuarioAsignadoId');
  if (userIds.length > 0) {
    const rows = await deps.db
      .select({ id: users.userId, fullName: users.fullName, userName: users.userName })
      .from(users)
      .where(inArray(users.userId, userIds));
    for (const r of rows) names.set(`usuarioAsignadoId:${r.id}`, r.fullName || r.userName);
  }
  const categoryIds = ids('ticketCategoriaId');
  if (categoryIds.length > 0) {
    const rows = await deps.db
      .select({ id: ticketCategories.ticketCategoriaId, path: ticketCategories.ruta })
      .from(ticketCategories)
      .where(inArray(ticketCategories.ticketCategoriaId, categoryIds));
    for (const r of rows) names.set(`ticketCategoriaId:${r.id}`, r.path);
  }
  return names;
}

export async function ticketLogOf(deps: AppDeps, caller: Caller, ticketId: number): Promise<TicketLogEntry[]> {
  await findVisible(deps.db, caller, ticketId);
  const rows = await deps.db
    .select({ l: ticketLog, userName: users.userName, fullName: users.fullName })
    .from(ticketLog)
    .leftJoin(users, eq(users.userId, ticketLog.userId))
    .where(eq(ticketLog.ticketId, ticketId))
    .orderBy(asc(ticketLog.at), asc(ticketLog.ticketBitacoraId));
  const names = await namesOfLoggedIds(
    deps,
    rows.flatMap((r) => [
      { campo: r.l.campo, value: r.l.valorAnterior },
      { campo: r.l.campo, value: r.l.valorNuevo },
    ]),
  );
  const named = (campo: string | null, value: string | null) => (value === null ? null : (names.get(`${campo}:${value}`) ?? null));
  return rows.map((r) => ({
    ticketBitacoraId: r.l.ticketBitacoraId,
    at: r.l.at.toISOString(),
    userName: r.userName,
    nombreCompleto: r.fullName,
    accion: r.l.accion,
    campo: r.l.campo,
    valorAnterior: r.l.valorAnterior,
    valorNuevo: r.l.valorNuevo,
    textoAnterior: named(r.l.campo, r.l.valorAnterior),
    textoNuevo: named(r.l.campo, r.l.valorNuevo),
  }));
}

export async function deleteTicket(deps: AppDeps, caller: Caller, ticketId: number): Promise<void> {
  await findVisible(deps.db, caller, ticketId);
  await deps.db.delete(tickets).where(eq(tickets.ticketId, ticketId));
}

/** The caller may open the evidence of a ticket they see. */
export async function findTicketEvidence(deps: AppDeps, caller: Caller, ticketId: number, fileId: string) {
  await findVisible(deps.db, caller, ticketId);
  const [row] = await deps.db
    .select({ f: storedFiles })
    .from(ticketEvidence)
    .innerJoin(storedFiles, eq(storedFiles.fileId, ticketEvidence.fileId))
    .where(and(eq(ticketEvidence.ticketId, ticketId), eq(ticketEvidence.fileId, fileId)))
    .limit(1);
  if (!row) throw problems.notFound();
  return row.f;
}
