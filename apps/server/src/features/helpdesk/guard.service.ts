import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { ListResponse } from '@portal/contract';
import { type ACTIVE_USER_SORTS, type ActiveUser, type ActiveUserContact, type ActiveUserInput } from '@portal/contract/features/helpdesk';
import type { z } from 'zod';
import type { activeUserListQuerySchema } from '@portal/contract/features/helpdesk';
import { activeUsers, ticketCategories, ticketCategoryUsers, users, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { ProblemError, problems } from '../../platform/problem.ts';
import { foldedContains } from '../../platform/search.ts';
import { findUserByName } from './categories.service.ts';
import { orderFor, pageOf } from './list-query.ts';

const onGuardSql = sql<boolean>`(${activeUsers.activo} and ${activeUsers.guardiaInicio} <= now() and ${activeUsers.guardiaFin} > now())`;

const select = {
  a: activeUsers,
  userName: users.userName,
  fullName: users.fullName,
  enGuardia: onGuardSql,
};

function toActiveUser(r: { a: typeof activeUsers.$inferSelect; userName: string; fullName: string; enGuardia: boolean }): ActiveUser {
  return {
    usuarioActivoId: r.a.usuarioActivoId,
    userId: r.a.userId,
    userName: r.userName,
    nombreCompleto: r.fullName || r.userName,
    activo: r.a.activo,
    guardiaInicio: r.a.guardiaInicio.toISOString(),
    guardiaFin: r.a.guardiaFin.toISOString(),
    enGuardia: Boolean(r.enGuardia),
    notas: r.a.notas,
    rowVersion: r.a.rowVersion,
  };
}

const COLUMNS = {
  usuarioActivoId: activeUsers.usuarioActivoId,
  guardiaInicio: activeUsers.guardiaInicio,
  guardiaFin: activeUsers.guardiaFin,
  nombreCompleto: users.fullName,
} satisfies Record<(typeof ACTIVE_USER_SORTS)[number], unknown>;

export async function listActiveUsers(deps: AppDeps, query: z.infer<typeof activeUserListQuerySchema>): Promise<ListResponse<ActiveUser>> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(foldedContains([users.userName, users.fullName, activeUsers.notas], query.search));
  if (query.activo) conditions.push(eq(activeUsers.activo, query.activo === 'true'));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageOf(query);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(select)
      .from(activeUsers)
      .innerJoin(users, eq(users.userId, activeUsers.userId))
      .where(where)
      .orderBy(...orderFor(query.sort, COLUMNS, activeUsers.usuarioActivoId, 'usuarioActivoId'))
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(activeUsers).innerJoin(users, eq(users.userId, activeUsers.userId)).where(where),
  ]);
  return { items: rows.map(toActiveUser), total: total?.n ?? 0 };
}

export async function onGuardNow(deps: AppDeps): Promise<ActiveUser[]> {
  const rows = await deps.db
    .select(select)
    .from(activeUsers)
    .innerJoin(users, eq(users.userId, activeUsers.userId))
    .where(and(onGuardSql, eq(users.status, 'active')))
    .orderBy(activeUsers.guardiaFin);
  return rows.map(toActiveUser);
}

async function find(db: Database, id: number) {
  const [row] = await db
    .select(select)
    .from(activeUsers)
    .innerJoin(users, eq(users.userId, activeUsers.userId))
    .where(eq(activeUsers.usuarioActivoId, id))
    .limit(1);
  if (!row) throw problems.notFound();
  return row;
}

export async function getActiveUser(deps: AppDeps, id: number): Promise<ActiveUser> {
  return toActiveUser(await find(deps.db, id));
}

async function resolveUser(db: Database, userName: string): Promise<number> {
  const user = await findUserByName(db, userName);
  if (!user)
    throw new ProblemError({
      status: 422,
      detailKey: 'helpdesk.errors.userNotFound',
      params: { userName },
      errors: { userName: ['helpdesk.errors.userNotFound'] },
    });
  return user.userId;
}

function parsed(input: ActiveUserInput) {
  return {
    activo: input.activo,
    guardiaInicio: new Date(input.guardiaInicio),
    guardiaFin: new Date(input.guardiaFin),
    notas: input.notas ?? '',
  };
}

export async function createActiveUser(deps: AppDeps, input: ActiveUserInput): Promise<ActiveUser> {
  const userId = await resolveUser(deps.db, input.userName);
  const rows = await deps.db
    .insert(activeUsers)
    .values({ userId, ...parsed(input) })
    .onConflictDoNothing()
    .returning({ id: activeUsers.usuarioActivoId });
  if (rows.length === 0)
    throw new ProblemError({
      status: 409,
      detailKey: 'helpdesk.errors.activeUserExists',
      errors: { userName: ['helpdesk.errors.activeUserExists'] },
    });
  return getActiveUser(deps, rows[0]!.id);
}

export async function updateActiveUser(deps: AppDeps, id: number, input: ActiveUserInput): Promise<ActiveUser> {
  if (input.usuarioActivoId !== undefined && input.usuarioActivoId !== id)
    throw problems.validation({ usuarioActivoId: ['validation.idMismatch'] });
  const current = await find(deps.db, id);
  const userId = await resolveUser(deps.db, input.userName);
  const conditions: SQL[] = [eq(activeUsers.usuarioActivoId, id)];
  if (input.rowVersion !== undefined) conditions.push(eq(activeUsers.rowVersion, input.rowVersion));
  try {
    const rows = await deps.db
      .update(activeUsers)
      .set({ userId, ...parsed(input), rowVersion: sql`${activeUsers.rowVersion} + 1`, updatedAt: sql`now()` })
      .where(and(...conditions))
      .returning({ id: activeUsers.usuarioActivoId });
    if (rows.length === 0) throw problems.staleVersion();
  } catch (err) {
    if (
      userId !== current.a.userId &&
      String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === '23505'
    ) {
      throw new ProblemError({
        status: 409,
        detailKey: 'helpdesk.errors.activeUserExists',
        errors: { userName: ['helpdesk.errors.activeUserExists'] },
      });
    }
    throw err;
  }
  return getActiveUser(deps, id);
}

export async function activeUserContact(deps: AppDeps, id: number): Promise<ActiveUserContact> {
  const row = await find(deps.db, id);
  const [user] = await deps.db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.userId, row.a.userId))
    .limit(1);
  const categories = await deps.db
    .select({ ruta: ticketCategories.ruta })
    .from(ticketCategoryUsers)
    .innerJoin(ticketCategories, eq(ticketCategories.ticketCategoriaId, ticketCategoryUsers.ticketCategoriaId))
    .where(and(eq(ticketCategoryUsers.userId, row.a.userId), eq(ticketCategoryUsers.canFix, true)))
    .orderBy(ticketCategories.ruta);
  return {
    usuarioActivoId: row.a.usuarioActivoId,
    userName: row.userName,
    nombreCompleto: row.fullName || row.userName,
    email: user?.email ?? '',
    telefono: user?.phone ?? null,
    enGuardia: Boolean(row.enGuardia),
    guardiaInicio: row.a.guardiaInicio.toISOString(),
    guardiaFin: row.a.guardiaFin.toISOString(),
    categorias: categories.map((c) => c.ruta),
  };
}
