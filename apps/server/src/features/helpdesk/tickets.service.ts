import { and, eq, inArray, sql } from 'drizzle-orm';
import { applyJsonPatch, type JsonPatch } from '@portal/contract';
import {
  canTransition,
  OPEN_STATUSES,
  slaDueDate,
  ticketPatchTargetSchema,
  type Ticket,
  type TicketActor,
  type TicketCreate,
  type TicketStatus,
  type TicketUpdate,
} from '@portal/contract/features/helpdesk';
import { storedFiles, ticketCategories, ticketEvidence, ticketLog, tickets, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { issuesToFieldErrors, ProblemError, problems } from '../../platform/problem.ts';

import { actorsFor } from './helpdesk-access.ts';

import { getTicket, findVisible } from './ticket-rows.ts';
import { fixerOnGuard, fixersOf, fullNameOf, isFixerOfAny, notify } from './ticket-notify.ts';

export async function log(
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

export async function checkEvidence(db: Database, caller: Caller, fileIds: readonly string[]): Promise<void> {
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

interface Transition {
  from: TicketStatus;
  to: TicketStatus;
  actors: TicketActor[];
  solution: string | null;
  current: typeof tickets.$inferSelect;
  set: Partial<typeof tickets.$inferInsert>;
  entries: [string, string, unknown, unknown][];
  assigneeId: number | null;
  userId: number;
}

/** A change of status: checked against the caller's part, with what it sets and logs; answers the assignee. */
function applyTransition(step: Transition): number | null {
  const { from, to, actors, solution, current, set, entries } = step;
  let { assigneeId } = step;
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
    assigneeId = step.userId;
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
  return assigneeId;
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
  if (to !== from) assigneeId = applyTransition({ from, to, actors, solution, current, set, entries, assigneeId, userId: caller.userId });
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
    await notify(deps, [current.usuarioReportaId, assigneeId], caller.userId, `status.${to}`, { ticketId, title });
  } else if (entries.length > 0 || added.length > 0) {
    await notify(deps, [current.usuarioReportaId, assigneeId], caller.userId, 'commented', { ticketId, title, who });
  }
  return getTicket(deps, caller, ticketId);
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
