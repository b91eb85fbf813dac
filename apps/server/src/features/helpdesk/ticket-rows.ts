import { aliasedTable, and, asc, eq, type SQL } from 'drizzle-orm';
import { type StoredFileInfo } from '@portal/contract';
import {
  nextStatuses,
  slaState,
  type Ticket,
  type TicketActor,
  type TicketPriority,
  type TicketStatus,
} from '@portal/contract/features/helpdesk';
import {
  storedFiles,
  ticketCategories,
  ticketCategoryUsers,
  ticketEvidence,
  tickets,
  users,
  type Database,
  isoInstantOrNull,
} from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { problems } from '../../platform/problem.ts';

import { toFileInfo } from '../../platform/files.ts';
import { actorsFor, visibleTickets } from './helpdesk-access.ts';

/** How a ticket is read: its row with category and people, and the ticket the API answers. */
export const reporter = aliasedTable(users, 'reporter');
export const assignee = aliasedTable(users, 'assignee');

export const ticketSelect = {
  t: tickets,
  categoriaNombre: ticketCategories.nombre,
  categoriaRuta: ticketCategories.ruta,
  categoriaSla: ticketCategories.slaHoras,
  reportaUser: reporter.userName,
  reportaNombre: reporter.fullName,
  asignadoUser: assignee.userName,
  asignadoNombre: assignee.fullName,
};

export interface BaseQuery extends PromiseLike<TicketRow[]> {
  orderBy(...columns: SQL[]): BaseQuery;
  limit(n: number): BaseQuery;
  offset(n: number): BaseQuery;
}

export type TicketRow = {
  t: typeof tickets.$inferSelect;
  categoriaNombre: string;
  categoriaRuta: string;
  categoriaSla: number;
  reportaUser: string;
  reportaNombre: string;
  asignadoUser: string | null;
  asignadoNombre: string | null;
};

export function baseQuery(db: Database): { where(where: SQL | undefined): BaseQuery } {
  return db
    .select(ticketSelect)
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.ticketCategoriaId, tickets.ticketCategoriaId))
    .innerJoin(reporter, eq(reporter.userId, tickets.usuarioReportaId))
    .leftJoin(assignee, eq(assignee.userId, tickets.usuarioAsignadoId))
    .$dynamic() as unknown as { where(where: SQL | undefined): BaseQuery };
}

export function toTicket(
  row: TicketRow,
  evidence: StoredFileInfo[],
  actors: TicketActor[],
  esReparador: boolean,
  now = new Date(),
): Ticket {
  const t = row.t;
  const sla = slaState({ fechaVencimiento: t.fechaVencimiento, fechaSolucion: t.fechaSolucion, estatus: t.estatus as TicketStatus }, now);
  return {
    ticketId: t.ticketId,
    estatus: t.estatus as TicketStatus,
    prioridad: t.prioridad as TicketPriority,
    ticketCategoriaId: t.ticketCategoriaId,
    ticketCategoria: {
      ticketCategoriaId: t.ticketCategoriaId,
      nombre: row.categoriaNombre,
      rutaMostrar: row.categoriaRuta,
      slaHoras: row.categoriaSla,
    },
    usuarioReportaId: t.usuarioReportaId,
    usuarioReporta: row.reportaUser,
    usuarioReportaNombreCompleto: row.reportaNombre || row.reportaUser,
    usuarioAsignadoId: t.usuarioAsignadoId,
    usuarioAsignado: row.asignadoUser,
    usuarioAsignadoNombreCompleto: row.asignadoUser ? row.asignadoNombre || row.asignadoUser : null,
    fechaInicio: t.fechaInicio.toISOString(),
    fechaFin: isoInstantOrNull(t.fechaFin),
    fechaVencimiento: t.fechaVencimiento.toISOString(),
    fechaSolucion: isoInstantOrNull(t.fechaSolucion),
    slaRestanteMs: sla.msLeft,
    slaVencido: sla.breached,
    ipEquipo: t.ipEquipo,
    tituloError: t.tituloError,
    descripcionError: t.descripcionError,
    descripcionSolucion: t.descripcionSolucion,
    evidencias: evidence,
    calificacionSatisfaccion: t.calificacionSatisfaccion,
    comentariosSatisfaccion: t.comentariosSatisfaccion,
    siguientesEstatus: nextStatuses(t.estatus as TicketStatus, actors),
    esReparador,
    rowVersion: t.rowVersion,
  };
}

export async function fixerCategories(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: ticketCategoryUsers.ticketCategoriaId })
    .from(ticketCategoryUsers)
    .where(and(eq(ticketCategoryUsers.userId, userId), eq(ticketCategoryUsers.canFix, true)));
  return new Set(rows.map((r) => r.id));
}

export async function evidenceOf(db: Database, ticketId: number): Promise<StoredFileInfo[]> {
  const rows = await db
    .select({ f: storedFiles })
    .from(ticketEvidence)
    .innerJoin(storedFiles, eq(storedFiles.fileId, ticketEvidence.fileId))
    .where(eq(ticketEvidence.ticketId, ticketId))
    .orderBy(asc(ticketEvidence.createdAt));
  return rows.map((r) => toFileInfo(r.f));
}

/** A ticket the caller may see, or 404 (never revealing that it exists). */
export async function findVisible(db: Database, caller: Caller, ticketId: number): Promise<TicketRow> {
  const visible = visibleTickets(caller);
  const [row] = await baseQuery(db)
    .where(and(eq(tickets.ticketId, ticketId), ...(visible ? [visible] : [])))
    .limit(1);
  if (!row) throw problems.notFound();
  return row;
}

export async function getTicket(deps: AppDeps, caller: Caller, ticketId: number): Promise<Ticket> {
  const row = await findVisible(deps.db, caller, ticketId);
  const actors = await actorsFor(deps.db, caller, row.t);
  return toTicket(row, await evidenceOf(deps.db, ticketId), actors, actors.includes('fixer'));
}
