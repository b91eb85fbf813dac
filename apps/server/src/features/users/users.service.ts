import { and, eq, sql } from 'drizzle-orm';
import {
  ASSIGNMENT_KINDS,
  getCatalogue,
  type Assignment,
  type AssignmentKind,
  type Assignments,
  type Claim,
  type ClaimBody,
  type DatosEmpleado,
  type UsuarioDetail,
  type UsuarioListQuery,
  USUARIO_SORTABLE_FIELDS,
  parseSort,
  type usuarioCreateSchema,
  type usuarioUpdateSchema,
} from '@portal/contract';
import { catalogueTable, userClaims, users, type Database } from '@portal/db';
import type { z } from 'zod';
import { bumpSecurityStamp } from '../../platform/access.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { DataScope } from '../../platform/data-scope.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import { repositoryOf } from '../../catalogues/catalogue.service.ts';
import {
  deleteAssignment,
  findEmployeeData,
  findUser,
  insertAssignment,
  isTaken,
  listAssignments,
  listClaims,
  listUsers,
  profileExists,
  roleExists,
  saveEmployeeData,
  type Executor,
  type UserListParams,
} from './users.repository.ts';

/** Who is asking, as the service needs it: no Fastify types below the routes. */
export interface UsuariosCaller {
  userId: number;
  scope: DataScope;
}

type CreateInput = z.output<typeof usuarioCreateSchema>;
type UpdateInput = z.output<typeof usuarioUpdateSchema>;

/** Splits the validated list query into paging, a whitelisted sort, search and filters. */
export function listParamsOf(query: Partial<UsuarioListQuery>): UserListParams {
  const sort = parseSort(query.sort);
  if (sort && !(USUARIO_SORTABLE_FIELDS as readonly string[]).includes(sort.field))
    throw problems.validation({ sort: ['validation.sortField'] });
  return {
    page: query.page ?? 1,
    pageSize: query.pageSize ?? 10,
    sort,
    search: query.search,
    after: query.after,
    before: query.before,
    last: query.last,
    status: query.status,
    role: query.role,
  };
}

export function listUsuarios(db: Database, query: UsuarioListQuery) {
  return listUsers(db, listParamsOf(query));
}

async function requireUser(db: Executor, userName: string, forUpdate = false) {
  const user = await findUser(db, userName, forUpdate);
  if (!user) throw problems.notFound();
  return user;
}

export async function getUsuario(db: Executor, userName: string): Promise<UsuarioDetail> {
  const user = await requireUser(db, userName);
  return { ...user, datosEmpleado: await findEmployeeData(db, user.userId) };
}

/** A user name or email that another user has: 409 naming the field. */
async function checkUnique(db: Executor, input: { userName: string; email: string }, exceptUserId?: number): Promise<void> {
  if (await isTaken(db, 'userName', input.userName, exceptUserId)) {
    throw new ProblemError({
      status: 409,
      detailKey: 'users.userNameTaken',
      errors: { userName: ['users.userNameTaken'] },
      code: 'duplicate',
    });
  }
  if (await isTaken(db, 'email', input.email, exceptUserId)) {
    throw new ProblemError({
      status: 409,
      detailKey: 'users.emailTaken',
      errors: { email: ['users.emailTaken'] },
      code: 'duplicate',
    });
  }
}

/** Two saves at once: the unique index is the last word, answered the same way. */
function mapUniqueViolation(err: unknown): never {
  const cause = (err as { cause?: { code?: string; constraint?: string } }).cause ?? (err as { code?: string; constraint?: string });
  if (cause?.code === '23505') {
    const field = cause.constraint?.includes('email') ? 'email' : 'userName';
    const key = field === 'email' ? 'users.emailTaken' : 'users.userNameTaken';
    throw new ProblemError({ status: 409, detailKey: key, errors: { [field]: [key] }, code: 'duplicate' });
  }
  throw err;
}

/** Employee data names HR catalogue records: each given id must exist (400 on the field otherwise). */
const EMPLOYEE_REFERENCES = {
  departamentoId: 'departamentos',
  areaTrabajoId: 'areasTrabajo',
  puestoId: 'puestos',
  lugarTrabajoId: 'lugaresTrabajo',
  tipoEmpleadoId: 'tiposEmpleado',
} as const;

async function checkEmployeeReferences(tx: Database, data: DatosEmpleado | null | undefined): Promise<void> {
  if (!data) return;
  const errors: Record<string, string[]> = {};
  for (const [field, catalogue] of Object.entries(EMPLOYEE_REFERENCES)) {
    const id = data[field as keyof DatosEmpleado];
    if (typeof id !== 'number') continue;
    const table = catalogueTable(catalogue);
    const [found] = await tx.select({ id: table.id! }).from(table).where(eq(table.id!, id)).limit(1);
    if (!found) errors[`datosEmpleado.${field}`] = ['validation.option'];
  }
  if (Object.keys(errors).length > 0) throw problems.validation(errors);
}

/**
 * An administrator creates an account with its initial password. The administrator vouches for the
 * address, so it counts as confirmed; a new user signs in once their status is active.
 */
export async function createUsuario(db: Database, input: CreateInput): Promise<UsuarioDetail> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await checkUnique(tx, input);
      await checkEmployeeReferences(tx as unknown as Database, input.datosEmpleado as DatosEmpleado | undefined);
      const [row] = await tx
        .insert(users)
        .values({
          userName: input.userName,
          email: input.email,
          fullName: input.fullName,
          phone: input.phone ?? null,
          status: input.status,
          passwordHash,
          emailConfirmed: true,
        })
        .returning({ userId: users.userId });
      if (input.datosEmpleado) await saveEmployeeData(tx, row!.userId, input.datosEmpleado as DatosEmpleado);
      return getUsuario(tx, input.userName);
    });
  } catch (err) {
    return mapUniqueViolation(err);
  }
}

export async function updateUsuario(db: Database, userName: string, input: UpdateInput, caller: UsuariosCaller): Promise<UsuarioDetail> {
  try {
    return await db.transaction(async (tx) => {
      const before = await requireUser(tx, userName, true);
      if (before.rowVersion !== input.rowVersion) throw problems.staleVersion();
      if (before.userId === caller.userId && input.status !== 'active') throw problems.unprocessable('users.selfDeactivate');
      await checkUnique(tx, input, before.userId);
      await checkEmployeeReferences(tx as unknown as Database, input.datosEmpleado as DatosEmpleado | null | undefined);
      await tx
        .update(users)
        .set({
          userName: input.userName,
          email: input.email,
          fullName: input.fullName,
          phone: input.phone ?? null,
          status: input.status,
          rowVersion: sql`${users.rowVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.userId, before.userId));
      if (input.datosEmpleado !== undefined)
        await saveEmployeeData(tx, before.userId, (input.datosEmpleado ?? null) as DatosEmpleado | null);
      // A status change takes effect on the user's very next request.
      if (before.status !== input.status) await bumpSecurityStamp(tx as unknown as Database, [before.userId]);
      return getUsuario(tx, input.userName);
    });
  } catch (err) {
    return mapUniqueViolation(err);
  }
}

export async function getAssignments(db: Database, userName: string): Promise<Assignments> {
  const user = await requireUser(db, userName);
  const [roles, perfiles, clientes, proveedores, aduanas, patentes, claims] = await Promise.all([
    listAssignments(db, 'roles', user.userId),
    listAssignments(db, 'perfiles', user.userId),
    listAssignments(db, 'clientes', user.userId),
    listAssignments(db, 'proveedores', user.userId),
    listAssignments(db, 'aduanas', user.userId),
    listAssignments(db, 'patentes', user.userId),
    listClaims(db, user.userId),
  ]);
  return { roles, perfiles, clientes, proveedores, aduanas, patentes, claims };
}

export async function getAssignmentList(db: Database, kind: AssignmentKind, userName: string): Promise<Assignment[]> {
  const user = await requireUser(db, userName);
  return listAssignments(db, kind, user.userId);
}

/** Whether the thing to assign exists (and, for customers and vendors, is inside the caller's own scope). */
async function assignable(db: Executor, kind: AssignmentKind, key: string | number, caller: UsuariosCaller): Promise<boolean> {
  switch (kind) {
    case 'roles':
      return roleExists(db, String(key));
    case 'perfiles':
      return profileExists(db, Number(key));
    case 'clientes':
    case 'proveedores':
      return (await repositoryOf(getCatalogue(kind)).find(db, Number(key), caller.scope)) !== undefined;
    // Format only (checked by the schema): the SAT reference tables are built on another branch.
    case 'aduanas':
    case 'patentes':
      return true;
  }
}

function alreadyAssigned(kind: AssignmentKind | 'claims', field: string): ProblemError {
  const key = `users.alreadyAssigned.${kind}`;
  return new ProblemError({ status: 409, detailKey: key, errors: { [field]: [key] }, code: 'alreadyAssigned' });
}

export async function addAssignment(
  db: Database,
  kind: AssignmentKind,
  userName: string,
  body: Record<string, string | number>,
  caller: UsuariosCaller,
): Promise<Assignment[]> {
  const { field } = ASSIGNMENT_KINDS[kind];
  const key = body[field]!;
  return db.transaction(async (tx) => {
    const user = await requireUser(tx, userName);
    if (!(await assignable(tx, kind, key, caller))) throw problems.validation({ [field]: ['validation.option'] });
    if (!(await insertAssignment(tx, kind, user.userId, key))) throw alreadyAssigned(kind, field);
    // Roles, profiles and scope are read through the stamp: the change applies on the next request.
    await bumpSecurityStamp(tx as unknown as Database, [user.userId]);
    return listAssignments(tx, kind, user.userId);
  });
}

export async function removeAssignment(
  db: Database,
  kind: AssignmentKind,
  userName: string,
  key: string | number,
  caller: UsuariosCaller,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await requireUser(tx, userName);
    if (kind === 'roles' && key === 'admin' && user.userId === caller.userId) throw problems.unprocessable('users.selfAdminRole');
    if (!(await deleteAssignment(tx, kind, user.userId, key)))
      throw new ProblemError({ status: 404, detailKey: 'users.notAssigned', code: 'notFound' });
    await bumpSecurityStamp(tx as unknown as Database, [user.userId]);
  });
}

export async function getClaims(db: Database, userName: string): Promise<Claim[]> {
  const user = await requireUser(db, userName);
  return listClaims(db, user.userId);
}

export async function addClaim(db: Database, userName: string, body: ClaimBody): Promise<Claim[]> {
  return db.transaction(async (tx) => {
    const user = await requireUser(tx, userName);
    const inserted = await tx
      .insert(userClaims)
      .values({ userId: user.userId, claimType: body.claimType, claimValue: body.claimValue })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw alreadyAssigned('claims', 'claimValue');
    await bumpSecurityStamp(tx as unknown as Database, [user.userId]);
    return listClaims(tx, user.userId);
  });
}

export async function removeClaim(db: Database, userName: string, userClaimId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await requireUser(tx, userName);
    const deleted = await tx
      .delete(userClaims)
      .where(and(eq(userClaims.userId, user.userId), eq(userClaims.userClaimId, userClaimId)))
      .returning();
    if (deleted.length === 0) throw new ProblemError({ status: 404, detailKey: 'users.notAssigned', code: 'notFound' });
    await bumpSecurityStamp(tx as unknown as Database, [user.userId]);
  });
}
