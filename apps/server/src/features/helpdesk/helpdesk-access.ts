import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { TicketActor } from '@portal/contract/features/helpdesk';
import { ticketCategoryUsers, tickets, type Database } from '@portal/db';
import type { Caller } from '../../platform/route-access.ts';

/** Help-desk managers (MesaAyuda write, or admin) see and steer every ticket. */
export function isManager(caller: Caller): boolean {
  return caller.ability.can('write', 'MesaAyuda');
}

/**
 * The tickets a caller may see: their own reports, tickets assigned to them, and tickets of the categories
 * where they read or fix; managers see all (docs/decisions/0010-helpdesk.md).
 */
export function visibleTickets(caller: Caller): SQL | undefined {
  if (isManager(caller)) return undefined;
  return or(
    eq(tickets.usuarioReportaId, caller.userId),
    eq(tickets.usuarioAsignadoId, caller.userId),
    exists(
      sql`(select 1 from ${ticketCategoryUsers} where ${ticketCategoryUsers.ticketCategoriaId} = ${tickets.ticketCategoriaId}
        and ${ticketCategoryUsers.userId} = ${caller.userId} and (${ticketCategoryUsers.canRead} or ${ticketCategoryUsers.canFix}))`,
    ),
  );
}

export async function isFixerOf(db: Database, userId: number, ticketCategoriaId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ticketCategoryUsers.ticketCategoriaUsuarioId })
    .from(ticketCategoryUsers)
    .where(
      and(
        eq(ticketCategoryUsers.userId, userId),
        eq(ticketCategoryUsers.ticketCategoriaId, ticketCategoriaId),
        eq(ticketCategoryUsers.canFix, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function actorsFor(
  db: Database,
  caller: Caller,
  ticket: { usuarioReportaId: number; ticketCategoriaId: number },
): Promise<TicketActor[]> {
  const actors: TicketActor[] = [];
  if (ticket.usuarioReportaId === caller.userId) actors.push('reporter');
  if (await isFixerOf(db, caller.userId, ticket.ticketCategoriaId)) actors.push('fixer');
  if (isManager(caller)) actors.push('manager');
  return actors;
}
