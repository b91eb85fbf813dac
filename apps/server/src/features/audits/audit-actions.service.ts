import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { GRUPO_EVENTO, type AutorizarBody, type HallazgoEstado } from '@portal/contract/features/audits';
import { auditoriaBitacoraEventos, auditoriaHallazgos, auditoriaOperaciones, pedimentos, rowsOf, users, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { recordEvent, refreshCounters } from './audit-events.ts';
import { operacionScope, printedPedimento } from './audit-lists.service.ts';

const h = auditoriaHallazgos;
type Actor = Pick<Caller, 'scope' | 'userId' | 'userName'>;

/** A finding in force within the caller's scope (404 otherwise), locked for the change. */
async function findHallazgo(db: Database, caller: Pick<Caller, 'scope'>, hallazgoId: number) {
  const [row] = await db
    .select({
      id: h.auditoriaHallazgoId,
      operacionId: h.auditoriaOperacionId,
      estado: h.estado,
      vigente: h.vigente,
      rowVersion: h.rowVersion,
      numero: pedimentos.numero,
    })
    .from(h)
    .innerJoin(auditoriaOperaciones, eq(auditoriaOperaciones.auditoriaOperacionId, h.auditoriaOperacionId))
    .innerJoin(pedimentos, eq(pedimentos.pedimentoId, auditoriaOperaciones.pedimentoId))
    .where(and(eq(h.auditoriaHallazgoId, hallazgoId), operacionScope(caller)))
    .for('update', { of: h });
  if (!row) throw problems.notFound();
  return row;
}

const invalidTransition = (estado: string) =>
  new ProblemError({ status: 409, detailKey: 'audits.problems.invalidTransition', params: { estado }, code: 'invalidTransition' });

interface Transition {
  from: HallazgoEstado[];
  to: HallazgoEstado;
  tipo: 'solicitud' | 'autorizado' | 'rechazado';
  comentario?: string | undefined;
  rowVersion?: number;
  tipoAutorizacion?: string | null;
}

/** Moves one finding along its states; writes the logbook and recounts the operation. Returns the finding's pedimento. */
async function transition(
  db: Database,
  caller: Actor,
  hallazgoId: number,
  move: Transition,
): Promise<{ numero: string; operacionId: number }> {
  const row = await findHallazgo(db, caller, hallazgoId);
  if (move.rowVersion !== undefined && move.rowVersion !== row.rowVersion) throw problems.staleVersion();
  if (!row.vigente || !move.from.includes(row.estado as HallazgoEstado)) throw invalidTransition(row.estado);
  await db
    .update(h)
    .set({
      estado: move.to,
      ...(move.tipo === 'autorizado' ? { tipoAutorizacion: move.tipoAutorizacion ?? null, observaciones: move.comentario ?? null } : {}),
      ...(move.tipo === 'rechazado' ? { tipoAutorizacion: null } : {}),
      rowVersion: sql`${h.rowVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(h.auditoriaHallazgoId, hallazgoId));
  await recordEvent(db, {
    auditoriaOperacionId: row.operacionId,
    auditoriaHallazgoId: hallazgoId,
    grupoEventoId: GRUPO_EVENTO.autorizaciones,
    tipo: move.tipo,
    comentario: move.comentario ?? null,
    userId: caller.userId,
  });
  await refreshCounters(db, row.operacionId);
  return { numero: row.numero, operacionId: row.operacionId };
}

/** Users who may authorize: administrators and holders of write on AuditoriaMolex (by profile or by role). */
export async function authorizerIds(db: Database): Promise<number[]> {
  const rows = rowsOf<{ user_id: number }>(
    await db.execute(sql`
      select u.user_id from users u
       where u.status = 'active' and u.deleted_at is null and (
         exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id where ur.user_id = u.user_id and r.name = 'admin')
         or exists (select 1 from user_security_profiles up join security_profile_permissions p on p.perfil_seguridad_id = up.perfil_seguridad_id
                     where up.user_id = u.user_id and p.resource = 'AuditoriaMolex' and p.can_write)
         or exists (select 1 from user_roles ur join security_profile_roles pr on pr.role_id = ur.role_id
                      join security_profile_permissions p on p.perfil_seguridad_id = pr.perfil_seguridad_id
                     where ur.user_id = u.user_id and p.resource = 'AuditoriaMolex' and p.can_write))`),
  );
  return rows.map((r) => r.user_id);
}

/** Active users with access to audits (administrators and holders of AuditoriaMolex read), by name. */
export async function listOwners(db: Database): Promise<{ value: number; text: string }[]> {
  return rowsOf<{ value: number; text: string }>(
    await db.execute(sql`
      select u.user_id as value, coalesce(nullif(u.full_name, ''), u.user_name) as text from users u
       where u.status = 'active' and u.deleted_at is null and (
         exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id where ur.user_id = u.user_id and r.name = 'admin')
         or exists (select 1 from user_security_profiles up join security_profile_permissions p on p.perfil_seguridad_id = up.perfil_seguridad_id
                     where up.user_id = u.user_id and p.resource = 'AuditoriaMolex' and p.can_read)
         or exists (select 1 from user_roles ur join security_profile_roles pr on pr.role_id = ur.role_id
                      join security_profile_permissions p on p.perfil_seguridad_id = pr.perfil_seguridad_id
                     where ur.user_id = u.user_id and p.resource = 'AuditoriaMolex' and p.can_read))
       order by 2 limit 200`),
  );
}

async function actorName(db: Database, userId: number, fallback: string): Promise<string> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.userId, userId));
  return row?.fullName || fallback;
}

async function eventRoute(db: Database, operacionId: number): Promise<string> {
  const [row] = await db
    .select({ id: auditoriaOperaciones.ultimoEventoId })
    .from(auditoriaOperaciones)
    .where(eq(auditoriaOperaciones.auditoriaOperacionId, operacionId));
  return `/dashboard/auditoria-molex/details/${row?.id ?? 0}`;
}

async function notifyRequested(deps: AppDeps, caller: Actor, hallazgoIds: { id: number; numero: string; operacionId: number }[]) {
  if (!hallazgoIds.length) return;
  const recipients = (await authorizerIds(deps.db)).filter((id) => id !== caller.userId);
  const usuario = await actorName(deps.db, caller.userId, caller.userName);
  for (const f of hallazgoIds) {
    await deps.notifications.notifyUsers(recipients, {
      text: {
        titleKey: 'audits.notifications.requestedTitle',
        bodyKey: 'audits.notifications.requestedBody',
        params: { usuario, folio: f.id, pedimento: printedPedimento(f.numero) },
      },
      route: await eventRoute(deps.db, f.operacionId),
      origin: 'auditoria.hallazgo',
    });
  }
}

const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Database));

export async function requestAuthorization(
  deps: AppDeps,
  caller: Actor,
  hallazgoId: number,
  body: { rowVersion: number; comentario?: string | undefined },
) {
  const moved = await inTransaction(deps.db, (db) =>
    transition(db, caller, hallazgoId, {
      from: ['pendiente'],
      to: 'solicitarAutorizacion',
      tipo: 'solicitud',
      comentario: body.comentario || undefined,
      rowVersion: body.rowVersion,
    }),
  );
  await notifyRequested(deps, caller, [{ id: hallazgoId, ...moved }]);
}

/** The requester (the latest request's author) hears the decision. */
async function notifyDecision(
  deps: AppDeps,
  caller: Actor,
  hallazgoId: number,
  operacionId: number,
  estado: HallazgoEstado,
  comentario: string,
) {
  const [request] = await deps.db
    .select({ userId: auditoriaBitacoraEventos.userId })
    .from(auditoriaBitacoraEventos)
    .where(and(eq(auditoriaBitacoraEventos.auditoriaHallazgoId, hallazgoId), eq(auditoriaBitacoraEventos.tipo, 'solicitud')))
    .orderBy(sql`${auditoriaBitacoraEventos.auditoriaBitacoraEventoId} desc`)
    .limit(1);
  if (!request?.userId || request.userId === caller.userId) return;
  const usuario = await actorName(deps.db, caller.userId, caller.userName);
  await deps.notifications.notifyUsers([request.userId], {
    text: {
      titleKey: 'audits.notifications.decidedTitle',
      bodyKey: 'audits.notifications.decidedBody',
      params: { folio: hallazgoId, estado, usuario, comentario },
    },
    route: await eventRoute(deps.db, operacionId),
    origin: 'auditoria.hallazgo',
  });
}

export async function authorize(deps: AppDeps, caller: Actor, hallazgoId: number, body: AutorizarBody) {
  const moved = await inTransaction(deps.db, (db) =>
    transition(db, caller, hallazgoId, {
      from: ['solicitarAutorizacion'],
      to: 'autorizar',
      tipo: 'autorizado',
      comentario: body.comentario,
      rowVersion: body.rowVersion,
      tipoAutorizacion: body.tipoAutorizacion,
    }),
  );
  await notifyDecision(deps, caller, hallazgoId, moved.operacionId, 'autorizar', body.comentario);
}

/** Rejects a request, or takes back an authorization: the finding is pending again. */
export async function reject(deps: AppDeps, caller: Actor, hallazgoId: number, body: { rowVersion: number; comentario: string }) {
  const moved = await inTransaction(deps.db, (db) =>
    transition(db, caller, hallazgoId, {
      from: ['solicitarAutorizacion', 'autorizar'],
      to: 'pendiente',
      tipo: 'rechazado',
      comentario: body.comentario,
      rowVersion: body.rowVersion,
    }),
  );
  await notifyDecision(deps, caller, hallazgoId, moved.operacionId, 'pendiente', body.comentario);
}

/** Bulk request: every pending finding of the list in the caller's scope; the others are skipped and counted. */
export async function requestAuthorizations(
  deps: AppDeps,
  caller: Actor,
  body: { hallazgoIds: number[]; comentario?: string | undefined },
) {
  const moved: { id: number; numero: string; operacionId: number }[] = [];
  let omitidos = 0;
  await inTransaction(deps.db, async (db) => {
    for (const id of [...new Set(body.hallazgoIds)]) {
      try {
        moved.push({
          id,
          ...(await transition(db, caller, id, {
            from: ['pendiente'],
            to: 'solicitarAutorizacion',
            tipo: 'solicitud',
            comentario: body.comentario || undefined,
          })),
        });
      } catch (err) {
        if (!(err instanceof ProblemError)) throw err;
        omitidos += 1;
      }
    }
  });
  await notifyRequested(deps, caller, moved);
  return { actualizados: moved.length, omitidos };
}

/** Bulk assignment of an owner (and optionally a due date) to findings in the caller's scope. */
export async function assignOwner(
  deps: AppDeps,
  caller: Actor,
  body: { hallazgoIds: number[]; responsableId: number; fechaCompromiso?: string | undefined },
) {
  const [owner] = await deps.db
    .select({ userId: users.userId, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.userId, body.responsableId), eq(users.status, 'active'), isNull(users.deletedAt)));
  if (!owner) throw problems.unprocessable('audits.problems.noOwner');
  return inTransaction(deps.db, async (db) => {
    const ids = [...new Set(body.hallazgoIds)];
    const found = await db
      .select({ id: h.auditoriaHallazgoId, operacionId: h.auditoriaOperacionId })
      .from(h)
      .innerJoin(auditoriaOperaciones, eq(auditoriaOperaciones.auditoriaOperacionId, h.auditoriaOperacionId))
      .where(and(inArray(h.auditoriaHallazgoId, ids), eq(h.vigente, true), operacionScope(caller)));
    for (const f of found) {
      await db
        .update(h)
        .set({
          responsableId: owner.userId,
          ...(body.fechaCompromiso ? { fechaCompromiso: body.fechaCompromiso } : {}),
          rowVersion: sql`${h.rowVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(h.auditoriaHallazgoId, f.id));
      await recordEvent(db, {
        auditoriaOperacionId: f.operacionId,
        auditoriaHallazgoId: f.id,
        grupoEventoId: GRUPO_EVENTO.seguimiento,
        tipo: 'asignado',
        comentario: owner.fullName,
        userId: caller.userId,
      });
    }
    return { actualizados: found.length, omitidos: ids.length - found.length };
  });
}

/** A comment on an operation's logbook. */
export async function comment(db: Database, caller: Actor, operacionId: number, comentario: string): Promise<number> {
  const [row] = await db
    .select({ id: auditoriaOperaciones.auditoriaOperacionId })
    .from(auditoriaOperaciones)
    .where(and(eq(auditoriaOperaciones.auditoriaOperacionId, operacionId), operacionScope(caller)));
  if (!row) throw problems.notFound();
  return recordEvent(db, {
    auditoriaOperacionId: operacionId,
    grupoEventoId: GRUPO_EVENTO.seguimiento,
    tipo: 'comentario',
    comentario,
    userId: caller.userId,
  });
}
