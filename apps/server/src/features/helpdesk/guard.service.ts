import { and, eq, sql, type SQL } from 'drizzle-orm';
import { parseSort, type ListResponse, type PAGING_FIELDS } from '@portal/contract';
import { type ACTIVE_USER_SORTS, type ActiveUser, type ActiveUserContact, type ActiveUserInput } from '@portal/contract/features/helpdesk';
import type { z } from 'zod';
import type { activeUserListQuerySchema } from '@portal/contract/features/helpdesk';
import { activeUsers, ticketCategories, ticketCategoryUsers, users, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { ProblemError, problems } from '../../platform/problem.ts';
import { foldedContains } from '../../platform/search.ts';
import { findUserByName } from './categories.service.ts';
import { listPage, listRows, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';

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

const ACTIVE_USER_LIST: ListDefinition = {
  id: activeUsers.usuarioActivoId,
  sorts: {
    usuarioActivoId: activeUsers.usuarioActivoId,
    guardiaInicio: activeUsers.guardiaInicio,
    guardiaFin: activeUsers.guardiaFin,
    nombreCompleto: users.fullName,
  } satisfies Record<(typeof ACTIVE_USER_SORTS)[number], unknown>,
  defaultSort: { field: 'usuarioActivoId', direction: 'desc' },
};

const activeUserRows = (db: Database): ListSource => ({
  columns: { usuarioActivoId: activeUsers.usuarioActivoId, ...select },
  shape: 'helpdesk:active-users',
  from: (selection) => db.select(selection).from(activeUsers).innerJoin(users, eq(users.userId, activeUsers.userId)).$dynamic(),
});

type ActiveUserQuery = z.infer<typeof activeUserListQuerySchema>;
export type ActiveUserFilter = Omit<ActiveUserQuery, keyof typeof PAGING_FIELDS>;
type Row = Parameters<typeof toActiveUser>[0];

const activeUserWhere = (query: ActiveUserFilter) =>
  and(
    query.search ? foldedContains([users.userName, users.fullName, activeUsers.notas], query.search) : undefined,
    query.activo ? eq(activeUsers.activo, query.activo === 'true') : undefined,
  );

export async function listActiveUsers(deps: AppDeps, query: ActiveUserQuery): Promise<ListResponse<ActiveUser>> {
  const request = { ...query, sort: parseSort(query.sort), search: undefined, where: activeUserWhere(query) };
  const page = await listPage<Row>(deps.db, ACTIVE_USER_LIST, activeUserRows(deps.db), request, 'usuarioActivoId');
  return { ...page, items: page.items.map(toActiveUser) };
}

export async function* streamActiveUsers(deps: AppDeps, query: ActiveUserFilter) {
  const request = { sort: parseSort(query.sort), where: activeUserWhere(query) };
  for await (const batch of listRows<Row>(deps.db, ACTIVE_USER_LIST, activeUserRows(deps.db), request, 'usuarioActivoId'))
    yield batch.map(toActiveUser);
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
