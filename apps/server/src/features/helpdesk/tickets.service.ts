import { aliasedTable, and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { applyJsonPatch, type JsonPatch, type ListResponse, type StoredFileInfo } from '@portal/contract';
import {
  canTransition,
  isAboutToBreach,
  nextStatuses,
  OPEN_STATUSES,
  slaDueDate,
  slaState,
  ticketPatchTargetSchema,
  type TICKET_SORTS,
  type HelpdeskDashboard,
  type Solution,
  type Ticket,
  type TicketActor,
  type TicketCreate,
  type TicketListQuery,
  type TicketLogEntry,
  type TicketPriority,
  type TicketStatus,
  type TicketUpdate,
} from '@portal/contract/features/helpdesk';
import {
  activeUsers,
  storedFiles,
  ticketCategories,
  ticketCategoryUsers,
  ticketEvidence,
  ticketLog,
  tickets,
  users,
  type Database,
} from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { issuesToFieldErrors, ProblemError, problems } from '../../platform/problem.ts';
import { foldedContains, foldText } from '../../platform/search.ts';
import { toFileInfo } from '../../platform/files.ts';
import { actorsFor, isFixerOf, isManager, visibleTickets } from './helpdesk-access.ts';
import { ancestry } from './categories.service.ts';
import { iso, orderFor, pageOf } from './list-query.ts';

const reporter = aliasedTable(users, 'reporter');
const assignee = aliasedTable(users, 'assignee');

const ticketSelect = {
  t: tickets,
  categoriaNombre: ticketCategories.nombre,
  categoriaRuta: ticketCategories.ruta,
  categoriaSla: ticketCategories.slaHoras,
  reportaUser: reporter.userName,
  reportaNombre: reporter.fullName,
  asignadoUser: assignee.userName,
  asignadoNombre: assignee.fullName,
};

interface BaseQuery extends PromiseLike<TicketRow[]> {
  orderBy(...columns: SQL[]): BaseQuery;
  limit(n: number): BaseQuery;
  offset(n: number): BaseQuery;
}

type TicketRow = {
  t: typeof tickets.$inferSelect;
  categoriaNombre: string;
  categoriaRuta: string;
  categoriaSla: number;
  reportaUser: string;
  reportaNombre: string;
  asignadoUser: string | null;
  asignadoNombre: string | null;
};

function baseQuery(db: Database): { where(where: SQL | undefined): BaseQuery } {
  return db
    .select(ticketSelect)
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.ticketCategoriaId, tickets.ticketCategoriaId))
    .innerJoin(reporter, eq(reporter.userId, tickets.usuarioReportaId))
    .leftJoin(assignee, eq(assignee.userId, tickets.usuarioAsignadoId))
    .$dynamic() as unknown as { where(where: SQL | undefined): BaseQuery };
}

function toTicket(row: TicketRow, evidence: StoredFileInfo[], actors: TicketActor[], esReparador: boolean, now = new Date()): Ticket {
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
    fechaFin: iso(t.fechaFin),
    fechaVencimiento: t.fechaVencimiento.toISOString(),
    fechaSolucion: iso(t.fechaSolucion),
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

const TICKET_COLUMNS = {
  ticketId: tickets.ticketId,
  estatus: tickets.estatus,
  prioridad: sql`case ${tickets.prioridad} when 'baja' then 1 when 'media' then 2 when 'alta' then 3 else 4 end`,
  fechaInicio: tickets.fechaInicio,
  fechaVencimiento: tickets.fechaVencimiento,
  tituloError: tickets.tituloError,
} satisfies Record<(typeof TICKET_SORTS)[number], unknown>;

const breachedSql = sql`((${tickets.estatus} in ('abierto','asignado','enProceso','reabierto') and ${tickets.fechaVencimiento} < now())
  or (${tickets.fechaSolucion} is not null and ${tickets.fechaSolucion} > ${tickets.fechaVencimiento}))`;

export async function listTickets(deps: AppDeps, caller: Caller, query: TicketListQuery): Promise<ListResponse<Ticket>> {
  const conditions: (SQL | undefined)[] = [visibleTickets(caller)];
  if (query.search)
    conditions.push(
      foldedContains([tickets.tituloError, tickets.descripcionError, reporter.fullName, ticketCategories.ruta], query.search),
    );
  if (query.estatus) conditions.push(eq(tickets.estatus, query.estatus));
  if (query.prioridad) conditions.push(eq(tickets.prioridad, query.prioridad));
  if (query.ticketCategoriaId !== undefined) conditions.push(eq(tickets.ticketCategoriaId, query.ticketCategoriaId));
  if (query.usuarioAsignadoId !== undefined) conditions.push(eq(tickets.usuarioAsignadoId, query.usuarioAsignadoId));
  if (query.usuarioReportaId !== undefined) conditions.push(eq(tickets.usuarioReportaId, query.usuarioReportaId));
  if (query.desde) conditions.push(gte(tickets.fechaInicio, new Date(`${query.desde}T00:00:00Z`)));
  if (query.hasta) conditions.push(lt(tickets.fechaInicio, new Date(new Date(`${query.hasta}T00:00:00Z`).getTime() + 86_400_000)));
  if (query.slaVencido) conditions.push(query.slaVencido === 'true' ? breachedSql : sql`not ${breachedSql}`);
  if (query.mios === 'reportados') conditions.push(eq(tickets.usuarioReportaId, caller.userId));
  if (query.mios === 'asignados') conditions.push(eq(tickets.usuarioAsignadoId, caller.userId));
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const { limit, offset } = pageOf(query);
  const [rows, [total]] = await Promise.all([
    baseQuery(deps.db)
      .where(where)
      .orderBy(...orderFor(query.sort, TICKET_COLUMNS, tickets.ticketId, 'ticketId'))
      .limit(limit)
      .offset(offset),
    deps.db
      .select({ n: count() })
      .from(tickets)
      .innerJoin(ticketCategories, eq(ticketCategories.ticketCategoriaId, tickets.ticketCategoriaId))
      .innerJoin(reporter, eq(reporter.userId, tickets.usuarioReportaId))
      .where(where),
  ]);
  const fixerOf = await fixerCategories(deps.db, caller.userId);
  const manager = isManager(caller);
  const items = rows.map((row) => {
    const actors: TicketActor[] = [];
    if (row.t.usuarioReportaId === caller.userId) actors.push('reporter');
    if (fixerOf.has(row.t.ticketCategoriaId)) actors.push('fixer');
    if (manager) actors.push('manager');
    return toTicket(row, [], actors, fixerOf.has(row.t.ticketCategoriaId));
  });
  return { items, total: total?.n ?? 0 };
}

async function fixerCategories(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: ticketCategoryUsers.ticketCategoriaId })
    .from(ticketCategoryUsers)
    .where(and(eq(ticketCategoryUsers.userId, userId), eq(ticketCategoryUsers.canFix, true)));
  return new Set(rows.map((r) => r.id));
}

async function evidenceOf(db: Database, ticketId: number): Promise<StoredFileInfo[]> {
  const rows = await db
    .select({ f: storedFiles })
    .from(ticketEvidence)
    .innerJoin(storedFiles, eq(storedFiles.fileId, ticketEvidence.fileId))
    .where(eq(ticketEvidence.ticketId, ticketId))
    .orderBy(asc(ticketEvidence.createdAt));
  return rows.map((r) => toFileInfo(r.f));
}

/** A ticket the caller may see, or 404 (never revealing that it exists). */
async function findVisible(db: Database, caller: Caller, ticketId: number): Promise<TicketRow> {
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

async function log(
  db: Database,
  ticketId: number,
  userId: number | null,
  accion: string,
  campo: string | null,
  before: unknown,
  after: unknown,
): Promise<void> {
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  await db.insert(ticketLog).values({ ticketId, userId, accion, campo, valorAnterior: text(before), valorNuevo: text(after) });
}

/** The fixer on guard now for the category (or its nearest ancestor that has one), with the fewest open tickets. */
export async function fixerOnGuard(db: Database, ticketCategoriaId: number, now = new Date()): Promise<number | null> {
  for (const categoryId of await ancestry(db, ticketCategoriaId)) {
    const [row] = await db
      .select({ userId: ticketCategoryUsers.userId })
      .from(ticketCategoryUsers)
      .innerJoin(activeUsers, eq(activeUsers.userId, ticketCategoryUsers.userId))
      .innerJoin(users, eq(users.userId, ticketCategoryUsers.userId))
      .where(
        and(
          eq(ticketCategoryUsers.ticketCategoriaId, categoryId),
          eq(ticketCategoryUsers.canFix, true),
          eq(activeUsers.activo, true),
          eq(users.status, 'active'),
          sql`${activeUsers.guardiaInicio} <= ${now.toISOString()}::timestamptz and ${activeUsers.guardiaFin} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(
        sql`(select count(*) from ${tickets} where ${tickets.usuarioAsignadoId} = ${ticketCategoryUsers.userId} and ${tickets.estatus} in ('abierto','asignado','enProceso','reabierto'))`,
        asc(ticketCategoryUsers.userId),
      )
      .limit(1);
    if (row) return row.userId;
  }
  return null;
}

async function fixersOf(db: Database, ticketCategoriaId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: ticketCategoryUsers.userId })
    .from(ticketCategoryUsers)
    .where(
      and(inArray(ticketCategoryUsers.ticketCategoriaId, await ancestry(db, ticketCategoriaId)), eq(ticketCategoryUsers.canFix, true)),
    );
  return [...new Set(rows.map((r) => r.userId))];
}

async function checkEvidence(db: Database, caller: Caller, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const rows = await db
    .select({ id: storedFiles.fileId })
    .from(storedFiles)
    .where(and(inArray(storedFiles.fileId, [...fileIds]), eq(storedFiles.createdBy, caller.userId)));
  if (rows.length !== new Set(fileIds).size) {
    throw new ProblemError({
      status: 422,
      detailKey: 'helpdesk.errors.evidenceNotFound',
      errors: { evidencias: ['helpdesk.errors.evidenceNotFound'] },
    });
  }
}

function route(ticketId: number): string {
  return `/apps/tickets/edit/${ticketId}`;
}

async function notify(
  deps: AppDeps,
  recipients: (number | null | undefined)[],
  exclude: number,
  key: string,
  params: Record<string, string | number>,
): Promise<void> {
  const ids = [...new Set(recipients.filter((id): id is number => typeof id === 'number' && id !== exclude))];
  if (ids.length === 0) return;
  try {
    await deps.notifications.notifyUsers(ids, {
      text: { titleKey: `helpdesk.notify.${key}Title`, bodyKey: `helpdesk.notify.${key}Body`, params },
      route: route(Number(params.ticketId)),
      parameters: { ticketId: Number(params.ticketId) },
      origin: 'helpdesk.ticket',
    });
  } catch {
    // A notification that could not be stored never undoes the ticket change (it is logged by the service).
  }
}

export async function createTicket(deps: AppDeps, caller: Caller, input: TicketCreate, ip: string | null): Promise<Ticket> {
  const [category] = await deps.db
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.ticketCategoriaId, input.ticketCategoriaId))
    .limit(1);
  if (!category) throw problems.validation({ ticketCategoriaId: ['validation.invalidValue'] });
  if (!category.activo)
    throw new ProblemError({
      status: 422,
      detailKey: 'helpdesk.errors.categoryInactive',
      errors: { ticketCategoriaId: ['helpdesk.errors.categoryInactive'] },
    });
  const evidence = input.evidencias ?? [];
  await checkEvidence(deps.db, caller, evidence);
  const now = new Date();
  const fixer = await fixerOnGuard(deps.db, category.ticketCategoriaId, now);
  const ticketId = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [row] = await db
      .insert(tickets)
      .values({
        estatus: fixer ? 'asignado' : 'abierto',
        prioridad: input.prioridad ?? 'media',
        ticketCategoriaId: category.ticketCategoriaId,
        usuarioReportaId: caller.userId,
        usuarioAsignadoId: fixer,
        fechaInicio: now,
        fechaVencimiento: slaDueDate(now, category.slaHoras),
        ipEquipo: ip,
        tituloError: input.tituloError,
        descripcionError: input.descripcionError,
      })
      .returning({ id: tickets.ticketId });
    const id = row!.id;
    if (evidence.length > 0) await db.insert(ticketEvidence).values(evidence.map((fileId) => ({ ticketId: id, fileId })));
    await log(db, id, caller.userId, 'creado', 'estatus', null, 'abierto');
    if (fixer) await log(db, id, null, 'asignacion', 'usuarioAsignadoId', null, fixer);
    return id;
  });
  const reporterName = await fullNameOf(deps.db, caller.userId);
  const recipients = fixer ? [fixer] : await fixersOf(deps.db, category.ticketCategoriaId);
  await notify(deps, recipients, caller.userId, 'created', {
    ticketId,
    reporter: reporterName,
    title: input.tituloError,
    category: category.ruta,
  });
  return getTicket(deps, caller, ticketId);
}

async function fullNameOf(db: Database, userId: number | null): Promise<string> {
  if (userId === null) return '';
  const [row] = await db
    .select({ fullName: users.fullName, userName: users.userName })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  return row ? row.fullName || row.userName : '';
}

function transitionRefused(from: TicketStatus, to: TicketStatus, actors: TicketActor[]): ProblemError {
  const needsFixer = (to === 'resuelto' || to === 'enProceso') && !actors.includes('fixer');
  const key = needsFixer ? 'helpdesk.errors.onlyFixers' : 'helpdesk.errors.transition';
  return new ProblemError({ status: needsFixer ? 403 : 422, detailKey: key, params: { from, to }, errors: { estatus: [key] } });
}

function notEditable(field: string): ProblemError {
  return new ProblemError({
    status: 422,
    detailKey: 'helpdesk.errors.fieldNotEditable',
    params: { field },
    errors: { [field]: ['helpdesk.errors.fieldNotEditable'] },
  });
}

/** Applies an edit of the ticket's fields: each change is checked against who the caller is for this ticket. */
export async function updateTicket(
  deps: AppDeps,
  caller: Caller,
  ticketId: number,
  input: Omit<TicketUpdate, 'ticketId'> & { ticketId?: number },
): Promise<Ticket> {
  if (input.ticketId !== undefined && input.ticketId !== ticketId) throw problems.validation({ ticketId: ['validation.idMismatch'] });
  const row = await findVisible(deps.db, caller, ticketId);
  const current = row.t;
  if (current.rowVersion !== input.rowVersion) throw problems.staleVersion();
  const actors = await actorsFor(deps.db, caller, current);
  const can = (...who: TicketActor[]) => who.some((a) => actors.includes(a));
  const from = current.estatus as TicketStatus;
  let to = input.estatus;
  const set: Partial<typeof tickets.$inferInsert> = {};
  const entries: [string, string, unknown, unknown][] = [];
  const isOpen = OPEN_STATUSES.includes(from);
  // The status decides first: a refused step says so rather than naming a field that came with it.
  if (to !== from && !canTransition(from, to, actors)) throw transitionRefused(from, to, actors);

  if (input.tituloError !== current.tituloError || input.descripcionError !== current.descripcionError) {
    if (!(can('manager') || (can('reporter') && isOpen)))
      throw notEditable(input.tituloError !== current.tituloError ? 'tituloError' : 'descripcionError');
    if (input.tituloError !== current.tituloError) entries.push(['texto', 'tituloError', current.tituloError, input.tituloError]);
    if (input.descripcionError !== current.descripcionError)
      entries.push(['texto', 'descripcionError', current.descripcionError, input.descripcionError]);
    set.tituloError = input.tituloError;
    set.descripcionError = input.descripcionError;
  }
  if (input.prioridad !== current.prioridad) {
    if (!can('fixer', 'manager')) throw notEditable('prioridad');
    entries.push(['prioridad', 'prioridad', current.prioridad, input.prioridad]);
    set.prioridad = input.prioridad;
  }
  let categoryId = current.ticketCategoriaId;
  if (input.ticketCategoriaId !== current.ticketCategoriaId) {
    if (!can('fixer', 'manager')) throw notEditable('ticketCategoriaId');
    const [category] = await deps.db
      .select()
      .from(ticketCategories)
      .where(eq(ticketCategories.ticketCategoriaId, input.ticketCategoriaId))
      .limit(1);
    if (!category) throw problems.validation({ ticketCategoriaId: ['validation.invalidValue'] });
    categoryId = category.ticketCategoriaId;
    set.ticketCategoriaId = categoryId;
    set.fechaVencimiento = slaDueDate(current.fechaInicio, category.slaHoras);
    entries.push(['categoria', 'ticketCategoriaId', current.ticketCategoriaId, categoryId]);
  }
  const solution = input.descripcionSolucion?.trim() ? input.descripcionSolucion.trim() : null;
  if (solution !== (current.descripcionSolucion ?? null)) {
    if (!can('fixer', 'manager')) throw notEditable('descripcionSolucion');
    entries.push(['solucion', 'descripcionSolucion', current.descripcionSolucion, solution]);
    set.descripcionSolucion = solution;
  }
  let assigneeId = current.usuarioAsignadoId;
  if (input.usuarioAsignadoId !== current.usuarioAsignadoId) {
    if (!can('fixer', 'manager')) throw notEditable('usuarioAsignadoId');
    if (input.usuarioAsignadoId !== null && !(await isFixerOfAny(deps.db, input.usuarioAsignadoId, categoryId))) {
      throw new ProblemError({
        status: 422,
        detailKey: 'helpdesk.errors.assigneeNotFixer',
        errors: { usuarioAsignadoId: ['helpdesk.errors.assigneeNotFixer'] },
      });
    }
    assigneeId = input.usuarioAsignadoId;
    set.usuarioAsignadoId = assigneeId;
    entries.push(['asignacion', 'usuarioAsignadoId', current.usuarioAsignadoId, assigneeId]);
    // Assigning an open ticket moves it along; unassigning an assigned one puts it back.
    if (assigneeId !== null && to === from && (from === 'abierto' || from === 'reabierto')) to = 'asignado';
    if (assigneeId === null && to === from && from === 'asignado') to = 'abierto';
  }
  if (to !== from) {
    if (!canTransition(from, to, actors)) throw transitionRefused(from, to, actors);
    if (to === 'resuelto' && !(solution ?? current.descripcionSolucion)) {
      throw new ProblemError({
        status: 422,
        detailKey: 'helpdesk.errors.solutionRequired',
        errors: { descripcionSolucion: ['helpdesk.errors.solutionRequired'] },
      });
    }
    set.estatus = to;
    entries.push(['estatus', 'estatus', from, to]);
    if (to === 'enProceso' && assigneeId === null) {
      assigneeId = caller.userId;
      set.usuarioAsignadoId = assigneeId;
      entries.push(['asignacion', 'usuarioAsignadoId', null, assigneeId]);
    }
    if (to === 'resuelto') set.fechaSolucion = new Date();
    if (to === 'cerrado') set.fechaFin = new Date();
    if (to === 'reabierto') {
      Object.assign(set, {
        fechaSolucion: null,
        fechaFin: null,
        calificacionSatisfaccion: null,
        comentariosSatisfaccion: null,
        slaAvisado: false,
      });
    }
  }
  const currentEvidence = (
    await deps.db.select({ id: ticketEvidence.fileId }).from(ticketEvidence).where(eq(ticketEvidence.ticketId, ticketId))
  ).map((r) => r.id);
  const added = input.evidencias.filter((id) => !currentEvidence.includes(id));
  const removed = currentEvidence.filter((id) => !input.evidencias.includes(id));
  if (added.length > 0 || removed.length > 0) {
    if (actors.length === 0) throw notEditable('evidencias');
    await checkEvidence(deps.db, caller, added);
  }

  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const updated = await db
      .update(tickets)
      .set({ ...set, rowVersion: sql`${tickets.rowVersion} + 1`, updatedAt: sql`now()` })
      .where(and(eq(tickets.ticketId, ticketId), eq(tickets.rowVersion, input.rowVersion)))
      .returning({ id: tickets.ticketId });
    if (updated.length === 0) throw problems.staleVersion();
    if (added.length > 0) await db.insert(ticketEvidence).values(added.map((fileId) => ({ ticketId, fileId })));
    if (removed.length > 0)
      await db.delete(ticketEvidence).where(and(eq(ticketEvidence.ticketId, ticketId), inArray(ticketEvidence.fileId, removed)));
    for (const id of added) await log(db, ticketId, caller.userId, 'evidencia', 'evidencias', null, id);
    for (const id of removed) await log(db, ticketId, caller.userId, 'evidencia', 'evidencias', id, null);
    for (const [accion, campo, before, after] of entries) await log(db, ticketId, caller.userId, accion, campo, before, after);
  });

  // Who hears about it: never the one who made the change.
  const title = input.tituloError;
  const who = await fullNameOf(deps.db, caller.userId);
  if (to !== from && to === 'resuelto') await notify(deps, [current.usuarioReportaId], caller.userId, 'solved', { ticketId, title });
  else if (to !== from && to === 'reabierto')
    await notify(deps, assigneeId ? [assigneeId] : await fixersOf(deps.db, categoryId), caller.userId, 'reopened', {
      ticketId,
      title,
      who,
    });
  else if (assigneeId !== current.usuarioAsignadoId && assigneeId !== null) {
    await notify(deps, [assigneeId, current.usuarioReportaId], caller.userId, 'assigned', {
      ticketId,
      title,
      assignee: await fullNameOf(deps.db, assigneeId),
    });
  } else if (to !== from) {
    await notify(deps, [current.usuarioReportaId, assigneeId], caller.userId, 'status', { ticketId, title, status: to });
  } else if (entries.length > 0 || added.length > 0) {
    await notify(deps, [current.usuarioReportaId, assigneeId], caller.userId, 'commented', { ticketId, title, who });
  }
  return getTicket(deps, caller, ticketId);
}

async function isFixerOfAny(db: Database, userId: number, categoryId: number): Promise<boolean> {
  for (const id of await ancestry(db, categoryId)) if (await isFixerOf(db, userId, id)) return true;
  return false;
}

/**
 * JSON Patch of a ticket. `replace` on calificacionSatisfaccion and comentariosSatisfaccion is the survey
 * (the reporter rating a solved ticket, which closes it); other paths go through the same checks as PUT.
 */
export async function patchTicket(deps: AppDeps, caller: Caller, ticketId: number, patch: JsonPatch): Promise<Ticket> {
  const row = await findVisible(deps.db, caller, ticketId);
  const t = row.t;
  const evidence = (
    await deps.db.select({ id: ticketEvidence.fileId }).from(ticketEvidence).where(eq(ticketEvidence.ticketId, ticketId))
  ).map((r) => r.id);
  const currentFields = {
    estatus: t.estatus,
    prioridad: t.prioridad,
    ticketCategoriaId: t.ticketCategoriaId,
    usuarioAsignadoId: t.usuarioAsignadoId,
    tituloError: t.tituloError,
    descripcionError: t.descripcionError,
    descripcionSolucion: t.descripcionSolucion,
    evidencias: evidence,
    rowVersion: t.rowVersion,
    calificacionSatisfaccion: t.calificacionSatisfaccion,
    comentariosSatisfaccion: t.comentariosSatisfaccion,
  };
  const next = applyJsonPatch(currentFields, patch);
  const parsed = ticketPatchTargetSchema.safeParse(next);
  if (!parsed.success) throw problems.validation(issuesToFieldErrors(parsed.error.issues, next));
  const value = { ...currentFields, ...parsed.data } as typeof currentFields;
  const surveyChanged =
    value.calificacionSatisfaccion !== t.calificacionSatisfaccion ||
    (value.comentariosSatisfaccion ?? null) !== (t.comentariosSatisfaccion ?? null);
  const { calificacionSatisfaccion, comentariosSatisfaccion, ...fields } = value;
  const fieldsChanged = Object.entries(fields).some(
    ([k, v]) => JSON.stringify(v) !== JSON.stringify(currentFields[k as keyof typeof currentFields]),
  );
  if (fieldsChanged) {
    await updateTicket(deps, caller, ticketId, fields as Omit<TicketUpdate, 'ticketId'>);
  }
  if (surveyChanged) await rateTicket(deps, caller, ticketId, calificacionSatisfaccion, comentariosSatisfaccion ?? null);
  return getTicket(deps, caller, ticketId);
}

async function rateTicket(deps: AppDeps, caller: Caller, ticketId: number, rating: number | null, comment: string | null): Promise<void> {
  const [t] = await deps.db.select().from(tickets).where(eq(tickets.ticketId, ticketId)).limit(1);
  if (!t) throw problems.notFound();
  if (t.usuarioReportaId !== caller.userId)
    throw new ProblemError({ status: 403, detailKey: 'helpdesk.errors.notReporter', code: 'notReporter' });
  if (t.calificacionSatisfaccion !== null) throw problems.conflict('helpdesk.errors.alreadyRated');
  if (t.estatus !== 'resuelto') throw problems.unprocessable('helpdesk.errors.notSolved');
  if (rating === null) throw problems.validation({ calificacionSatisfaccion: ['validation.required'] });
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db
      .update(tickets)
      .set({
        calificacionSatisfaccion: rating,
        comentariosSatisfaccion: comment,
        estatus: 'cerrado',
        fechaFin: new Date(),
        rowVersion: sql`${tickets.rowVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(tickets.ticketId, ticketId));
    await log(db, ticketId, caller.userId, 'encuesta', 'calificacionSatisfaccion', null, rating);
    if (comment) await log(db, ticketId, caller.userId, 'encuesta', 'comentariosSatisfaccion', null, comment);
    await log(db, ticketId, caller.userId, 'estatus', 'estatus', 'resuelto', 'cerrado');
  });
}

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

export async function ticketLogOf(deps: AppDeps, caller: Caller, ticketId: number): Promise<TicketLogEntry[]> {
  await findVisible(deps.db, caller, ticketId);
  const rows = await deps.db
    .select({ l: ticketLog, userName: users.userName, fullName: users.fullName })
    .from(ticketLog)
    .leftJoin(users, eq(users.userId, ticketLog.userId))
    .where(eq(ticketLog.ticketId, ticketId))
    .orderBy(asc(ticketLog.at), asc(ticketLog.ticketBitacoraId));
  return rows.map((r) => ({
    ticketBitacoraId: r.l.ticketBitacoraId,
    at: r.l.at.toISOString(),
    userName: r.userName,
    nombreCompleto: r.fullName,
    accion: r.l.accion,
    campo: r.l.campo,
    valorAnterior: r.l.valorAnterior,
    valorNuevo: r.l.valorNuevo,
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

const STOP_WORDS = new Set([
  'para',
  'como',
  'with',
  'from',
  'that',
  'this',
  'esta',
  'este',
  'tiene',
  'puede',
  'cuando',
  'desde',
  'sobre',
  'entre',
  'donde',
  'porque',
]);

/** Words of a title worth matching: four letters or more, folded, without common words. */
export function titleWords(title: string): string[] {
  return [
    ...new Set(
      foldText(title)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 4 && !STOP_WORDS.has(w)),
    ),
  ].slice(0, 8);
}

/** Solved tickets of the same category whose titles share the most words with this one (solutions bank). */
export async function solutionsFor(
  deps: AppDeps,
  caller: Caller,
  ticketId: number,
  query: { titulo?: string | undefined; ticketCategoriaId?: number | undefined },
): Promise<Solution[]> {
  let title = query.titulo ?? '';
  let categoryId = query.ticketCategoriaId;
  if (ticketId > 0) {
    const row = await findVisible(deps.db, caller, ticketId);
    title = row.t.tituloError;
    categoryId = row.t.ticketCategoriaId;
  }
  const words = titleWords(title);
  if (words.length === 0) return [];
  const folded = sql`translate(lower(${tickets.tituloError} || ' ' || ${tickets.descripcionError}), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')`;
  const score = sql<number>`(${sql.join(
    words.map((w) => sql`(case when ${folded} like ${`%${w}%`} then 1 else 0 end)`),
    sql` + `,
  )})::int`;
  const conditions: SQL[] = [
    inArray(tickets.estatus, ['resuelto', 'cerrado']),
    sql`${tickets.descripcionSolucion} is not null`,
    sql`${score} > 0`,
  ];
  if (categoryId !== undefined) conditions.push(eq(tickets.ticketCategoriaId, categoryId));
  if (ticketId > 0) conditions.push(ne(tickets.ticketId, ticketId));
  const rows = await deps.db
    .select({
      ticketId: tickets.ticketId,
      tituloError: tickets.tituloError,
      descripcionSolucion: tickets.descripcionSolucion,
      fechaSolucion: tickets.fechaSolucion,
      score,
    })
    .from(tickets)
    .where(and(...conditions))
    .orderBy(desc(score), desc(tickets.fechaSolucion))
    .limit(5);
  return rows.map((r) => ({
    ticketId: r.ticketId,
    tituloError: r.tituloError,
    descripcionSolucion: r.descripcionSolucion ?? '',
    fechaSolucion: iso(r.fechaSolucion),
    coincidencias: Number(r.score),
  }));
}

/** Open tickets by category and status, and SLA compliance of solved tickets per week (last 12 weeks). */
export async function dashboard(deps: AppDeps, caller: Caller): Promise<HelpdeskDashboard> {
  const visible = visibleTickets(caller);
  const open = await deps.db
    .select({ categoria: ticketCategories.ruta, estatus: tickets.estatus, total: count() })
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.ticketCategoriaId, tickets.ticketCategoriaId))
    .where(and(inArray(tickets.estatus, [...OPEN_STATUSES]), ...(visible ? [visible] : [])))
    .groupBy(ticketCategories.ruta, tickets.estatus)
    .orderBy(ticketCategories.ruta);
  const week = sql<string>`to_char(date_trunc('week', ${tickets.fechaSolucion}), 'YYYY-MM-DD')`;
  const compliance = await deps.db
    .select({
      semana: week,
      resueltos: count(),
      enTiempo: sql<number>`count(*) filter (where ${tickets.fechaSolucion} <= ${tickets.fechaVencimiento})::int`,
    })
    .from(tickets)
    .where(
      and(
        sql`${tickets.fechaSolucion} >= now() - interval '12 weeks'`,
        notInArray(tickets.estatus, [...OPEN_STATUSES]),
        ...(visible ? [visible] : []),
      ),
    )
    .groupBy(week)
    .orderBy(week);
  return {
    abiertosPorCategoria: open.map((r) => ({ categoria: r.categoria, estatus: r.estatus as TicketStatus, total: r.total })),
    cumplimientoSla: compliance.map((r) => ({
      semana: r.semana,
      resueltos: r.resueltos,
      enTiempo: Number(r.enTiempo),
      porcentaje: r.resueltos > 0 ? Math.round((Number(r.enTiempo) / r.resueltos) * 1000) / 10 : 0,
    })),
  };
}

/** Sends the "about to breach" notice once per ticket (run by a scheduled job every minute). */
export async function warnSlaAboutToBreach(deps: AppDeps, now = new Date()): Promise<number> {
  const candidates = await deps.db
    .select({ t: tickets })
    .from(tickets)
    .where(
      and(
        inArray(tickets.estatus, [...OPEN_STATUSES]),
        eq(tickets.slaAvisado, false),
        sql`${tickets.fechaVencimiento} > ${now.toISOString()}::timestamptz`,
      ),
    );
  let sent = 0;
  for (const { t } of candidates) {
    if (!isAboutToBreach(t, now)) continue;
    const claimed = await deps.db
      .update(tickets)
      .set({ slaAvisado: true })
      .where(and(eq(tickets.ticketId, t.ticketId), eq(tickets.slaAvisado, false)))
      .returning({ id: tickets.ticketId });
    if (claimed.length === 0) continue;
    const recipients = t.usuarioAsignadoId ? [t.usuarioAsignadoId] : await fixersOf(deps.db, t.ticketCategoriaId);
    await notify(deps, recipients, 0, 'sla', {
      ticketId: t.ticketId,
      title: t.tituloError,
      due: t.fechaVencimiento.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    });
    sent += 1;
  }
  return sent;
}
