import { and, count, eq, getTableColumns, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { parseSort, type PAGING_FIELDS, applyJsonPatch, type JsonPatch, type ListQuery, type ListResponse } from '@portal/contract';
import {
  ASSIGNATION_TYPES,
  type CATEGORY_SORTS,
  type CategoryListQuery,
  type CategoryUser,
  type CategoryUserCreate,
  type Option,
  type TicketCategory,
  type TicketCategoryInput,
} from '@portal/contract/features/helpdesk';
import { foldedText, ticketCategories, ticketCategoryUsers, tickets, users, type Database } from '@portal/db';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { issuesToFieldErrors, ProblemError, problems } from '../../platform/problem.ts';
import { foldedContains } from '../../platform/search.ts';
import { equalsWhere, listPage, listRows, textContains, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';

type CategoryRow = typeof ticketCategories.$inferSelect;

export function toCategory(row: CategoryRow): TicketCategory {
  return {
    ticketCategoriaId: row.ticketCategoriaId,
    nombre: row.nombre,
    ticketCategoriaPadreId: row.ticketCategoriaPadreId,
    abreviatura: row.abreviatura,
    ruta: row.ruta,
    rutaMostrar: row.ruta,
    slaHoras: row.slaHoras,
    descripcion: row.descripcion,
    evidenciaRecomendada: row.evidenciaRecomendada,
    activo: row.activo,
    rowVersion: row.rowVersion,
  };
}

const CATEGORY_LIST: ListDefinition = {
  id: ticketCategories.ticketCategoriaId,
  sorts: {
    ticketCategoriaId: ticketCategories.ticketCategoriaId,
    nombre: ticketCategories.nombre,
    ruta: ticketCategories.ruta,
    slaHoras: ticketCategories.slaHoras,
    abreviatura: ticketCategories.abreviatura,
  } satisfies Record<(typeof CATEGORY_SORTS)[number], unknown>,
  defaultSort: { field: 'ticketCategoriaId', direction: 'desc' },
};

const categoryRows = (db: Database): ListSource => ({
  columns: getTableColumns(ticketCategories),
  shape: 'helpdesk:categories',
  from: (selection) => db.select(selection).from(ticketCategories).$dynamic(),
});

export type CategoryFilter = Omit<CategoryListQuery, keyof typeof PAGING_FIELDS>;

function categoryWhere(query: CategoryFilter): SQL | undefined {
  const searched = [ticketCategories.nombre, ticketCategories.ruta, ticketCategories.abreviatura, ticketCategories.descripcion];
  return and(
    textContains(foldedText(...searched), query.search),
    equalsWhere([
      [ticketCategories.ticketCategoriaPadreId, query.ticketCategoriaPadreId],
      [ticketCategories.activo, query.activo === undefined ? undefined : query.activo === 'true'],
    ]),
  );
}

export async function listCategories(deps: AppDeps, query: CategoryListQuery): Promise<ListResponse<TicketCategory>> {
  const request = { ...query, sort: parseSort(query.sort), search: undefined, where: categoryWhere(query) };
  const page = await listPage<CategoryRow>(deps.db, CATEGORY_LIST, categoryRows(deps.db), request, 'ticketCategoriaId');
  return { ...page, items: page.items.map(toCategory) };
}

export async function* streamCategories(deps: AppDeps, query: CategoryFilter) {
  const request = { sort: parseSort(query.sort), where: categoryWhere(query) };
  for await (const batch of listRows<CategoryRow>(deps.db, CATEGORY_LIST, categoryRows(deps.db), request, 'ticketCategoriaId'))
    yield batch.map(toCategory);
}

/** Active categories by path, to report a ticket in. */
export async function activeCategories(deps: AppDeps): Promise<TicketCategory[]> {
  const rows = await deps.db
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.activo, true))
    .orderBy(ticketCategories.ruta)
    .limit(500);
  return rows.map(toCategory);
}

async function findCategory(db: Database, id: number): Promise<CategoryRow> {
  const [row] = await db.select().from(ticketCategories).where(eq(ticketCategories.ticketCategoriaId, id)).limit(1);
  if (!row) throw problems.notFound();
  return row;
}

export async function getCategory(deps: AppDeps, id: number): Promise<TicketCategory> {
  return toCategory(await findCategory(deps.db, id));
}

/** Recomputes every display path from the tree (the table is small: tens of rows). */
async function refreshPaths(db: Database): Promise<void> {
  const rows = await db.select().from(ticketCategories);
  const byId = new Map(rows.map((r) => [r.ticketCategoriaId, r]));
  const pathOf = (row: CategoryRow, seen = new Set<number>()): string => {
    const parent = row.ticketCategoriaPadreId ? byId.get(row.ticketCategoriaPadreId) : undefined;
    if (!parent || seen.has(row.ticketCategoriaId)) return row.nombre;
    seen.add(row.ticketCategoriaId);
    return `${pathOf(parent, seen)} / ${row.nombre}`;
  };
  for (const row of rows) {
    const ruta = pathOf(row).slice(0, 500);
    if (ruta !== row.ruta)
      await db.update(ticketCategories).set({ ruta }).where(eq(ticketCategories.ticketCategoriaId, row.ticketCategoriaId));
  }
}

async function checkParent(db: Database, id: number | undefined, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const rows = await db
    .select({ id: ticketCategories.ticketCategoriaId, parent: ticketCategories.ticketCategoriaPadreId })
    .from(ticketCategories);
  const parentOf = new Map(rows.map((r) => [r.id, r.parent]));
  if (!parentOf.has(parentId)) throw problems.validation({ ticketCategoriaPadreId: ['validation.invalidValue'] });
  // Walking up from the new parent must never reach the category itself.
  let cursor: number | null | undefined = parentId;
  const seen = new Set<number>();
  while (cursor != null && !seen.has(cursor)) {
    if (cursor === id)
      throw new ProblemError({
        status: 422,
        detailKey: 'helpdesk.errors.categoryCycle',
        errors: { ticketCategoriaPadreId: ['helpdesk.errors.categoryCycle'] },
      });
    seen.add(cursor);
    cursor = parentOf.get(cursor);
  }
}

export async function createCategory(deps: AppDeps, input: TicketCategoryInput): Promise<TicketCategory> {
  await checkParent(deps.db, undefined, input.ticketCategoriaPadreId);
  const id = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const { ticketCategoriaId: _ignored, rowVersion: _v, ...fields } = input;
    const [row] = await db
      .insert(ticketCategories)
      .values({ ...fields, ruta: fields.nombre })
      .returning({ id: ticketCategories.ticketCategoriaId });
    await refreshPaths(db);
    return row!.id;
  });
  return getCategory(deps, id);
}

export async function updateCategory(deps: AppDeps, id: number, input: TicketCategoryInput): Promise<TicketCategory> {
  if (input.ticketCategoriaId !== undefined && input.ticketCategoriaId !== id)
    throw problems.validation({ ticketCategoriaId: ['validation.idMismatch'] });
  await findCategory(deps.db, id);
  await checkParent(deps.db, id, input.ticketCategoriaPadreId);
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const { ticketCategoriaId: _ignored, rowVersion, ...fields } = input;
    const conditions: SQL[] = [eq(ticketCategories.ticketCategoriaId, id)];
    if (rowVersion !== undefined) conditions.push(eq(ticketCategories.rowVersion, rowVersion));
    const rows = await db
      .update(ticketCategories)
      .set({ ...fields, rowVersion: sql`${ticketCategories.rowVersion} + 1`, updatedAt: sql`now()` })
      .where(and(...conditions))
      .returning({ id: ticketCategories.ticketCategoriaId });
    if (rows.length === 0) throw problems.staleVersion();
    await refreshPaths(db);
  });
  return getCategory(deps, id);
}

// ---------- Category users ----------
const CATEGORY_USER_COLUMNS = {
  ticketCategoriaUsuarioId: ticketCategoryUsers.ticketCategoriaUsuarioId,
  userName: users.userName,
  nombreCompleto: users.fullName,
  assignationType: ticketCategoryUsers.tipoAsignacion,
};

const categoryUserSelect = {
  ticketCategoriaUsuarioId: ticketCategoryUsers.ticketCategoriaUsuarioId,
  ticketCategoriaId: ticketCategoryUsers.ticketCategoriaId,
  userId: ticketCategoryUsers.userId,
  userName: users.userName,
  nombreCompleto: users.fullName,
  tipoAsignacion: ticketCategoryUsers.tipoAsignacion,
  canRead: ticketCategoryUsers.canRead,
  canFix: ticketCategoryUsers.canFix,
};

function toCategoryUser(r: { tipoAsignacion: string } & Omit<CategoryUser, 'assignationType'>): CategoryUser {
  const { tipoAsignacion, ...rest } = r;
  return { ...rest, assignationType: tipoAsignacion as CategoryUser['assignationType'] };
}

const CATEGORY_USER_LIST: ListDefinition = {
  id: ticketCategoryUsers.ticketCategoriaUsuarioId,
  sorts: CATEGORY_USER_COLUMNS,
  defaultSort: { field: 'ticketCategoriaUsuarioId', direction: 'desc' },
};

const categoryUserRows = (db: Database): ListSource => ({
  columns: categoryUserSelect,
  shape: 'helpdesk:category-users',
  from: (selection) =>
    db.select(selection).from(ticketCategoryUsers).innerJoin(users, eq(users.userId, ticketCategoryUsers.userId)).$dynamic(),
});

type CategoryUserRow = Parameters<typeof toCategoryUser>[0];

const categoryUserWhere = (categoryId: number, search: string | undefined) =>
  and(eq(ticketCategoryUsers.ticketCategoriaId, categoryId), search ? foldedContains([users.userName, users.fullName], search) : undefined);

export async function listCategoryUsers(deps: AppDeps, categoryId: number, query: ListQuery): Promise<ListResponse<CategoryUser>> {
  await findCategory(deps.db, categoryId);
  const request = { ...query, sort: parseSort(query.sort), search: undefined, where: categoryUserWhere(categoryId, query.search) };
  const page = await listPage<CategoryUserRow>(deps.db, CATEGORY_USER_LIST, categoryUserRows(deps.db), request, 'ticketCategoriaUsuarioId');
  return { ...page, items: page.items.map(toCategoryUser) };
}

/** The category's users for the export (the route has checked that the category exists). */
export async function* streamCategoryUsers(deps: AppDeps, categoryId: number, query: Pick<ListQuery, 'sort' | 'search'>) {
  const request = { sort: parseSort(query.sort), where: categoryUserWhere(categoryId, query.search) };
  for await (const batch of listRows<CategoryUserRow>(
    deps.db,
    CATEGORY_USER_LIST,
    categoryUserRows(deps.db),
    request,
    'ticketCategoriaUsuarioId',
  ))
    yield batch.map(toCategoryUser);
}

/** Active users not yet assigned to the category, as options (at most 50, searchable). */
export async function availableCategoryUsers(deps: AppDeps, categoryId: number, search: string | undefined): Promise<Option[]> {
  await findCategory(deps.db, categoryId);
  const conditions: SQL[] = [
    eq(users.status, 'active'),
    isNull(users.deletedAt),
    notExists(
      deps.db
        .select({ one: sql`1` })
        .from(ticketCategoryUsers)
        .where(and(eq(ticketCategoryUsers.ticketCategoriaId, categoryId), eq(ticketCategoryUsers.userId, users.userId))),
    ),
  ];
  if (search) conditions.push(foldedContains([users.userName, users.fullName], search));
  const rows = await deps.db
    .select({ userName: users.userName, fullName: users.fullName })
    .from(users)
    .where(and(...conditions))
    .orderBy(users.fullName)
    .limit(50);
  return rows.map((r) => ({ value: r.userName, text: `${r.fullName || r.userName} (${r.userName})` }));
}

export async function findUserByName(db: Database, userName: string): Promise<{ userId: number; fullName: string } | undefined> {
  const [row] = await db
    .select({ userId: users.userId, fullName: users.fullName })
    .from(users)
    .where(and(eq(sql`lower(${users.userName})`, userName.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

async function getCategoryUser(db: Database, id: number): Promise<CategoryUser> {
  const [row] = await db
    .select(categoryUserSelect)
    .from(ticketCategoryUsers)
    .innerJoin(users, eq(users.userId, ticketCategoryUsers.userId))
    .where(eq(ticketCategoryUsers.ticketCategoriaUsuarioId, id))
    .limit(1);
  if (!row) throw problems.notFound();
  return toCategoryUser(row);
}

export async function addCategoryUser(deps: AppDeps, input: CategoryUserCreate): Promise<CategoryUser> {
  await findCategory(deps.db, input.ticketCategoriaId);
  const user = await findUserByName(deps.db, input.userName);
  if (!user)
    throw new ProblemError({
      status: 422,
      detailKey: 'helpdesk.errors.userNotFound',
      params: { userName: input.userName },
      errors: { userName: ['helpdesk.errors.userNotFound'] },
    });
  const rows = await deps.db
    .insert(ticketCategoryUsers)
    .values({
      ticketCategoriaId: input.ticketCategoriaId,
      userId: user.userId,
      tipoAsignacion: input.assignationType,
      canRead: input.canRead,
      canFix: input.canFix,
    })
    .onConflictDoNothing()
    .returning({ id: ticketCategoryUsers.ticketCategoriaUsuarioId });
  if (rows.length === 0)
    throw new ProblemError({
      status: 409,
      detailKey: 'helpdesk.errors.userAlreadyAssigned',
      errors: { userName: ['helpdesk.errors.userAlreadyAssigned'] },
    });
  return getCategoryUser(deps.db, rows[0]!.id);
}

const categoryUserPatchSchema = z
  .object({ assignationType: z.enum(ASSIGNATION_TYPES), canRead: z.boolean(), canFix: z.boolean() })
  .partial()
  .strict();

export async function patchCategoryUser(deps: AppDeps, id: number, patch: JsonPatch): Promise<CategoryUser> {
  const current = await getCategoryUser(deps.db, id);
  const next = applyJsonPatch({ assignationType: current.assignationType, canRead: current.canRead, canFix: current.canFix }, patch);
  const parsed = categoryUserPatchSchema.safeParse(next);
  if (!parsed.success) throw problems.validation(issuesToFieldErrors(parsed.error.issues, next));
  const { assignationType, ...flags } = parsed.data;
  await deps.db
    .update(ticketCategoryUsers)
    .set({ ...flags, ...(assignationType ? { tipoAsignacion: assignationType } : {}) })
    .where(eq(ticketCategoryUsers.ticketCategoriaUsuarioId, id));
  return getCategoryUser(deps.db, id);
}

export async function removeCategoryUser(deps: AppDeps, id: number): Promise<void> {
  const rows = await deps.db
    .delete(ticketCategoryUsers)
    .where(eq(ticketCategoryUsers.ticketCategoriaUsuarioId, id))
    .returning({ id: ticketCategoryUsers.ticketCategoriaUsuarioId });
  if (rows.length === 0) throw problems.notFound();
}

export async function isFixer(deps: AppDeps, caller: Caller): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: ticketCategoryUsers.ticketCategoriaUsuarioId })
    .from(ticketCategoryUsers)
    .where(and(eq(ticketCategoryUsers.userId, caller.userId), eq(ticketCategoryUsers.canFix, true)))
    .limit(1);
  return Boolean(row);
}

/** Category ids from one up to the root, for finding a fixer when a subcategory has none. */
export async function ancestry(db: Database, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: ticketCategories.ticketCategoriaId, parent: ticketCategories.ticketCategoriaPadreId })
    .from(ticketCategories);
  const parentOf = new Map(rows.map((r) => [r.id, r.parent]));
  const chain: number[] = [];
  let cursor: number | null | undefined = categoryId;
  while (cursor != null && !chain.includes(cursor)) {
    chain.push(cursor);
    cursor = parentOf.get(cursor);
  }
  return chain;
}

export async function categoryHasTickets(db: Database, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tickets).where(eq(tickets.ticketCategoriaId, categoryId));
  return (row?.n ?? 0) > 0;
}
