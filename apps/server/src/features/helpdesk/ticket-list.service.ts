import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { parseSort, type PAGING_FIELDS, type ListResponse } from '@portal/contract';
import { type TICKET_SORTS, type Ticket, type TicketActor, type TicketListQuery } from '@portal/contract/features/helpdesk';
import { ticketCategories, tickets, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import type { SearchFind } from '../../platform/global-search.ts';

import { foldedContains } from '../../platform/search.ts';

import { isManager, visibleTickets } from './helpdesk-access.ts';

import { equalsWhere, listPage, listRows, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { assignee, fixerCategories, reporter, ticketSelect, toTicket, type TicketRow } from './ticket-rows.ts';

const TICKET_LIST: ListDefinition = {
  id: tickets.ticketId,
  sorts: {
    ticketId: tickets.ticketId,
    estatus: tickets.estatus,
    prioridad: sql`case ${tickets.prioridad} when 'baja' then 1 when 'media' then 2 when 'alta' then 3 else 4 end`,
    fechaInicio: tickets.fechaInicio,
    fechaVencimiento: tickets.fechaVencimiento,
    tituloError: tickets.tituloError,
  } satisfies Record<(typeof TICKET_SORTS)[number], unknown>,
  defaultSort: { field: 'ticketId', direction: 'desc' },
};

const ticketRows = (db: Database): ListSource => ({
  columns: { ticketId: tickets.ticketId, ...ticketSelect },
  shape: 'helpdesk:tickets',
  from: (selection) =>
    db
      .select(selection)
      .from(tickets)
      .innerJoin(ticketCategories, eq(ticketCategories.ticketCategoriaId, tickets.ticketCategoriaId))
      .innerJoin(reporter, eq(reporter.userId, tickets.usuarioReportaId))
      .leftJoin(assignee, eq(assignee.userId, tickets.usuarioAsignadoId))
      .$dynamic(),
});

const breachedSql = sql`((${tickets.estatus} in ('abierto','asignado','enProceso','reabierto') and ${tickets.fechaVencimiento} < now())
  or (${tickets.fechaSolucion} is not null and ${tickets.fechaSolucion} > ${tickets.fechaVencimiento}))`;

export type TicketFilter = Omit<TicketListQuery, keyof typeof PAGING_FIELDS>;

const day = (text: string) => new Date(`${text}T00:00:00Z`);

/** The tickets the caller may see, then the list's filters and search. */
function ticketWhere(caller: Caller, query: TicketFilter): SQL | undefined {
  const search = query.search
    ? foldedContains([tickets.tituloError, tickets.descripcionError, reporter.fullName, ticketCategories.ruta], query.search)
    : undefined;
  const mine = query.mios === 'reportados' ? tickets.usuarioReportaId : query.mios === 'asignados' ? tickets.usuarioAsignadoId : undefined;
  return and(
    visibleTickets(caller),
    search,
    equalsWhere([
      [tickets.estatus, query.estatus],
      [tickets.prioridad, query.prioridad],
      [tickets.ticketCategoriaId, query.ticketCategoriaId],
      [tickets.usuarioAsignadoId, query.usuarioAsignadoId],
      [tickets.usuarioReportaId, query.usuarioReportaId],
    ]),
    query.desde ? gte(tickets.fechaInicio, day(query.desde)) : undefined,
    query.hasta ? lt(tickets.fechaInicio, new Date(day(query.hasta).getTime() + 86_400_000)) : undefined,
    query.slaVencido ? (query.slaVencido === 'true' ? breachedSql : sql`not ${breachedSql}`) : undefined,
    mine ? eq(mine, caller.userId) : undefined,
  );
}

type ListedRow = TicketRow & { ticketId: number };

export async function listTickets(deps: AppDeps, caller: Caller, query: TicketListQuery): Promise<ListResponse<Ticket>> {
  const request = { ...query, sort: parseSort(query.sort), search: undefined, where: ticketWhere(caller, query) };
  const page = await listPage<ListedRow>(deps.db, TICKET_LIST, ticketRows(deps.db), request, 'ticketId');
  const fixerOf = await fixerCategories(deps.db, caller.userId);
  const manager = isManager(caller);
  const items = page.items.map((row) => {
    const actors: TicketActor[] = [];
    if (row.t.usuarioReportaId === caller.userId) actors.push('reporter');
    if (fixerOf.has(row.t.ticketCategoriaId)) actors.push('fixer');
    if (manager) actors.push('manager');
    return toTicket(row, [], actors, fixerOf.has(row.t.ticketCategoriaId));
  });
  return { ...page, items };
}

/** The same list, every row in its order and inside the caller's visibility, for the export. */
export async function* streamTickets(deps: AppDeps, caller: Caller, query: TicketFilter) {
  const request = { sort: parseSort(query.sort), where: ticketWhere(caller, query) };
  for await (const batch of listRows<ListedRow>(deps.db, TICKET_LIST, ticketRows(deps.db), request, 'ticketId'))
    yield batch.map((row) => toTicket(row, [], [], false));
}

/**
 * Tickets as a source of the search box: by number (`123` or `#123`), title, reporter or category, among the tickets
 * the caller may see; each opens the ticket.
 */
export async function searchTickets(db: Database, caller: Caller, term: string, limit: number): Promise<SearchFind[]> {
  const number = /^#?(\d{1,9})$/.exec(term.trim())?.[1];
  const matches = foldedContains([tickets.tituloError, reporter.fullName, ticketCategories.ruta], term);
  const rows = await db
    .select({ ticketId: tickets.ticketId, titulo: tickets.tituloError, ruta: ticketCategories.ruta, estatus: tickets.estatus })
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.ticketCategoriaId, tickets.ticketCategoriaId))
    .innerJoin(reporter, eq(reporter.userId, tickets.usuarioReportaId))
    .where(and(visibleTickets(caller), number ? or(eq(tickets.ticketId, Number(number)), matches) : matches))
    .orderBy(desc(tickets.ticketId))
    .limit(limit);
  return rows.map((row) => ({
    id: row.ticketId,
    texto: `#${row.ticketId} ${row.titulo}`,
    detalle: row.ruta,
    ruta: `/apps/tickets/edit/${row.ticketId}`,
  }));
}
