import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DATOS_EMPLEADO_FIELDS,
  getCatalogue,
  type Assignment,
  type AssignmentKind,
  type Claim,
  type DatosEmpleado,
  type ListResponse,
  type UsuarioItem,
} from '@portal/contract';
import {
  catalogueTable,
  roles,
  searchExpression,
  securityProfiles,
  userClaims,
  userCustomers,
  userCustoms,
  userEmployeeData,
  userPatents,
  userRoles,
  userSecurityProfiles,
  users,
  userVendors,
  type Database,
  isoInstant,
} from '@portal/db';
import { listPage, listRows, searchWhere, type ListDefinition, type ListRequest, type ListSource } from '../../platform/list/list-page.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface UserListParams extends Omit<ListRequest, 'where'> {
  status?: string | undefined;
  role?: string | undefined;
}

/** Text sorts the way people read it: accents and case folded, so "Ángel" comes before "Begoña". */
const SORT_EXPRESSIONS: Record<string, AnyPgColumn | SQL> = {
  userId: users.userId,
  userName: searchExpression(['user_name']),
  fullName: searchExpression(['full_name']),
  email: searchExpression(['email']),
  status: users.status,
  createdAt: users.createdAt,
};

// Qualified by hand: drizzle leaves the columns of a single-table select unqualified, and inside
// a subquery that would name the subquery's own column.
const OUTER_USER_ID = sql.raw('"users"."user_id"');
const rolesOfUser = sql<
  string[]
>`array(select r.name from user_roles ur join roles r on r.role_id = ur.role_id where ur.user_id = ${OUTER_USER_ID} order by r.name)`;

const itemSelection = {
  userId: users.userId,
  userName: users.userName,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  status: users.status,
  emailConfirmed: users.emailConfirmed,
  roles: rolesOfUser.as('roles'),
  rowVersion: users.rowVersion,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

type ItemRow = { [K in keyof typeof itemSelection]: unknown };

function toItem(row: ItemRow): UsuarioItem {
  return {
    ...(row as unknown as UsuarioItem),
    roles: (row.roles as string[] | null) ?? [],
    createdAt: isoInstant(row.createdAt as Date),
    updatedAt: isoInstant(row.updatedAt as Date),
  };
}

const USER_LIST: ListDefinition = {
  id: users.userId,
  sorts: SORT_EXPRESSIONS,
  defaultSort: { field: 'userId', direction: 'desc' },
  // Accent- and case-insensitive, the same folding as the catalogues' search column.
  search: searchExpression(['user_name', 'full_name', 'email']),
};

const userRows = (db: Executor): ListSource => ({
  columns: itemSelection,
  shape: 'users:list',
  from: (selection) => db.select(selection).from(users).$dynamic(),
});

/** Self-deleted accounts keep their row for attribution but are no longer administered. */
function listWhere(params: Pick<UserListParams, 'status' | 'role'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (params.status) conditions.push(eq(users.status, params.status));
  if (params.role) {
    conditions.push(
      sql`exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id where ur.user_id = ${OUTER_USER_ID} and r.name = ${params.role})`,
    );
  }
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

export async function listUsers(db: Executor, params: UserListParams): Promise<ListResponse<UsuarioItem>> {
  const page = await listPage<ItemRow>(db, USER_LIST, userRows(db), { ...params, where: listWhere(params) }, 'userId');
  return { ...page, items: page.items.map(toItem) };
}

/** The list's rows in batches for exports, in the list's order, by keyset: never all in memory. */
export async function* streamUsers(db: Executor, params: Omit<UserListParams, 'page' | 'pageSize'>, batchSize = 2000) {
  const request = { sort: params.sort, search: params.search, where: listWhere(params) };
  for await (const batch of listRows<ItemRow>(db, USER_LIST, userRows(db), request, 'userId', batchSize)) yield batch.map(toItem);
}

/** Users whose name, user name or email contains the term (the search box's source). */
export async function searchUsers(db: Executor, term: string, limit: number) {
  return db
    .select({ userName: users.userName, fullName: users.fullName, email: users.email })
    .from(users)
    .where(and(listWhere({}), searchWhere(USER_LIST, term)))
    .limit(limit);
}

export async function findUser(db: Executor, userName: string, forUpdate = false): Promise<UsuarioItem | undefined> {
  const query = db
    .select(itemSelection)
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, isNull(users.deletedAt)));
  const [row] = forUpdate ? await query.for('update', { of: users }) : await query;
  return row ? toItem(row) : undefined;
}

export async function findEmployeeData(db: Executor, userId: number): Promise<DatosEmpleado | null> {
  const [row] = await db.select().from(userEmployeeData).where(eq(userEmployeeData.userId, userId));
  if (!row) return null;
  const data: Record<string, unknown> = {};
  for (const field of DATOS_EMPLEADO_FIELDS) data[field] = row[field] ?? null;
  return data as DatosEmpleado;
}

export async function saveEmployeeData(db: Executor, userId: number, data: DatosEmpleado | null): Promise<void> {
  if (data === null) {
    await db.delete(userEmployeeData).where(eq(userEmployeeData.userId, userId));
    return;
  }
  const values = { ...data, updatedAt: sql`now()` };
  await db
    .insert(userEmployeeData)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userEmployeeData.userId, set: values });
}

/** Whether another user (not `exceptUserId`) has this user name or email, ignoring case. */
export async function isTaken(db: Executor, field: 'userName' | 'email', value: string, exceptUserId?: number): Promise<boolean> {
  const column = field === 'userName' ? users.userName : users.email;
  const [row] = await db
    .select({ id: users.userId })
    .from(users)
    .where(and(sql`lower(${column}) = lower(${value})`, exceptUserId === undefined ? undefined : sql`${users.userId} <> ${exceptUserId}`))
    .limit(1);
  return row !== undefined;
}

function displayOf(catalogue: 'clientes' | 'proveedores') {
  const definition = getCatalogue(catalogue);
  const table = catalogueTable(catalogue) as unknown as Record<string, AnyPgColumn>;
  return { table: catalogueTable(catalogue), id: table.id!, display: table[definition.displayField]! };
}

/** One kind of a user's assignments, as `{value, text}` sorted by text. */
export async function listAssignments(db: Executor, kind: AssignmentKind, userId: number): Promise<Assignment[]> {
  switch (kind) {
    case 'roles': {
      const rows = await db
        .select({ name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
        .where(eq(userRoles.userId, userId))
        .orderBy(asc(roles.name));
      return rows.map((r) => ({ value: r.name, text: r.name }));
    }
    case 'perfiles': {
      const rows = await db
        .select({ value: securityProfiles.perfilSeguridadId, text: securityProfiles.nombre })
        .from(userSecurityProfiles)
        .innerJoin(securityProfiles, eq(securityProfiles.perfilSeguridadId, userSecurityProfiles.perfilSeguridadId))
        .where(eq(userSecurityProfiles.userId, userId))
        .orderBy(asc(securityProfiles.nombre));
      return rows;
    }
    case 'clientes':
    case 'proveedores': {
      const target = displayOf(kind);
      const link = kind === 'clientes' ? userCustomers : userVendors;
      const linkId = kind === 'clientes' ? userCustomers.clienteId : userVendors.proveedorId;
      const rows = await db
        .select({ value: linkId, text: target.display })
        .from(link)
        .leftJoin(target.table, eq(target.id, linkId))
        .where(eq(link.userId, userId))
        .orderBy(asc(target.display), asc(linkId));
      return rows.map((r) => ({ value: Number(r.value), text: r.text === null ? String(r.value) : String(r.text) }));
    }
    case 'aduanas': {
      const rows = await db
        .select({ code: userCustoms.aduana })
        .from(userCustoms)
        .where(eq(userCustoms.userId, userId))
        .orderBy(asc(userCustoms.aduana));
      return rows.map((r) => ({ value: r.code, text: r.code }));
    }
    case 'patentes': {
      const rows = await db
        .select({ code: userPatents.patente })
        .from(userPatents)
        .where(eq(userPatents.userId, userId))
        .orderBy(asc(userPatents.patente));
      return rows.map((r) => ({ value: r.code, text: r.code }));
    }
  }
}

export async function listClaims(db: Executor, userId: number): Promise<Claim[]> {
  return db
    .select({ userClaimId: userClaims.userClaimId, claimType: userClaims.claimType, claimValue: userClaims.claimValue })
    .from(userClaims)
    .where(eq(userClaims.userId, userId))
    .orderBy(asc(userClaims.claimType), asc(userClaims.claimValue));
}

/** Inserts one assignment; false when it was already there (the primary key refused it). */
export async function insertAssignment(db: Executor, kind: AssignmentKind, userId: number, key: string | number): Promise<boolean> {
  let inserted: unknown[];
  switch (kind) {
    case 'roles': {
      const [role] = await db
        .select({ roleId: roles.roleId })
        .from(roles)
        .where(eq(roles.name, String(key)));
      inserted = await db.insert(userRoles).values({ userId, roleId: role!.roleId }).onConflictDoNothing().returning();
      break;
    }
    case 'perfiles':
      inserted = await db
        .insert(userSecurityProfiles)
        .values({ userId, perfilSeguridadId: Number(key) })
        .onConflictDoNothing()
        .returning();
      break;
    case 'clientes':
      inserted = await db
        .insert(userCustomers)
        .values({ userId, clienteId: Number(key) })
        .onConflictDoNothing()
        .returning();
      break;
    case 'proveedores':
      inserted = await db
        .insert(userVendors)
        .values({ userId, proveedorId: Number(key) })
        .onConflictDoNothing()
        .returning();
      break;
    case 'aduanas':
      inserted = await db
        .insert(userCustoms)
        .values({ userId, aduana: String(key) })
        .onConflictDoNothing()
        .returning();
      break;
    case 'patentes':
      inserted = await db
        .insert(userPatents)
        .values({ userId, patente: String(key) })
        .onConflictDoNothing()
        .returning();
      break;
  }
  return inserted.length > 0;
}

/** Deletes one assignment; false when there was none. */
export async function deleteAssignment(db: Executor, kind: AssignmentKind, userId: number, key: string | number): Promise<boolean> {
  let deleted: unknown[];
  switch (kind) {
    case 'roles':
      deleted = await db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), sql`${userRoles.roleId} = (select role_id from roles where name = ${String(key)})`))
        .returning();
      break;
    case 'perfiles':
      deleted = await db
        .delete(userSecurityProfiles)
        .where(and(eq(userSecurityProfiles.userId, userId), eq(userSecurityProfiles.perfilSeguridadId, Number(key))))
        .returning();
      break;
    case 'clientes':
      deleted = await db
        .delete(userCustomers)
        .where(and(eq(userCustomers.userId, userId), eq(userCustomers.clienteId, Number(key))))
        .returning();
      break;
    case 'proveedores':
      deleted = await db
        .delete(userVendors)
        .where(and(eq(userVendors.userId, userId), eq(userVendors.proveedorId, Number(key))))
        .returning();
      break;
    case 'aduanas':
      deleted = await db
        .delete(userCustoms)
        .where(and(eq(userCustoms.userId, userId), eq(userCustoms.aduana, String(key))))
        .returning();
      break;
    case 'patentes':
      deleted = await db
        .delete(userPatents)
        .where(and(eq(userPatents.userId, userId), eq(userPatents.patente, String(key))))
        .returning();
      break;
  }
  return deleted.length > 0;
}

export async function roleExists(db: Executor, name: string): Promise<boolean> {
  const [row] = await db.select({ id: roles.roleId }).from(roles).where(eq(roles.name, name));
  return row !== undefined;
}

export async function profileExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: securityProfiles.perfilSeguridadId })
    .from(securityProfiles)
    .where(eq(securityProfiles.perfilSeguridadId, id));
  return row !== undefined;
}

export async function roleOptions(db: Executor): Promise<Assignment[]> {
  const rows = await db.select({ name: roles.name }).from(roles).orderBy(asc(roles.name));
  return rows.map((r) => ({ value: r.name, text: r.name }));
}

export async function profileOptions(db: Executor): Promise<Assignment[]> {
  return db
    .select({ value: securityProfiles.perfilSeguridadId, text: securityProfiles.nombre })
    .from(securityProfiles)
    .orderBy(asc(securityProfiles.nombre));
}
