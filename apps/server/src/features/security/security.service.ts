import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { parseSort, type ListQuery, type ListResponse } from '@portal/contract';
import {
  MATRIX_RESOURCES,
  type SECURITY_PROFILE_SORTS,
  type MatrixCell,
  type PermissionMatrix,
  type SecurityProfile,
  type SecurityProfileSummary,
  type SecurityProfileWrite,
} from '@portal/contract/features/security';
import {
  foldedText,
  roles,
  securityProfilePermissions,
  securityProfileRoles,
  securityProfiles,
  userRoles,
  userSecurityProfiles,
  users,
  type Database,
} from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { problems } from '../../platform/problem.ts';
import { bumpSecurityStamp } from '../../platform/access.ts';
import { listAdministratorIds } from '../../platform/administrators.ts';
import { listPage, listRows, textContains, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';

type Tx = Database;

/** The outer row's id inside correlated subqueries (an interpolated column would bind to the inner table). */
const PROFILE_ID = sql.raw('"security_profiles"."perfil_seguridad_id"');

/** Runs a security change in one transaction, serialised with every other one. */
async function inSecurityTransaction<T>(deps: AppDeps, work: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal.administrators'))`);
    return work(tx);
  });
}

/**
 * After a change, inside its transaction: the caller keeps the right to administer security and the
 * portal keeps an administrator; otherwise the whole change is rolled back.
 */
async function assertAdministrationKept(tx: Tx, caller: Caller): Promise<void> {
  const admins = await listAdministratorIds(tx);
  if (admins.length === 0) throw problems.unprocessable('security.lastAdministrator');
  if (!admins.includes(caller.userId)) throw problems.unprocessable('security.ownAdministration');
}

/** Users a profile applies to: assigned directly or holding one of its roles. */
async function usersOfProfiles(tx: Tx, profileIds: number[]): Promise<number[]> {
  if (profileIds.length === 0) return [];
  const [direct, byRole] = await Promise.all([
    tx
      .select({ id: userSecurityProfiles.userId })
      .from(userSecurityProfiles)
      .where(inArray(userSecurityProfiles.perfilSeguridadId, profileIds)),
    tx
      .select({ id: userRoles.userId })
      .from(userRoles)
      .innerJoin(securityProfileRoles, eq(securityProfileRoles.roleId, userRoles.roleId))
      .where(inArray(securityProfileRoles.perfilSeguridadId, profileIds)),
  ]);
  return [...new Set([...direct, ...byRole].map((r) => r.id))];
}

/** A cell of the matrix as stored: one profile's flags on one resource (read by the GET and by the save). */
const MATRIX_CELL = {
  perfilSeguridadId: securityProfilePermissions.perfilSeguridadId,
  resource: securityProfilePermissions.resource,
  canRead: securityProfilePermissions.canRead,
  canWrite: securityProfilePermissions.canWrite,
  canCreate: securityProfilePermissions.canCreate,
  canDelete: securityProfilePermissions.canDelete,
};

export async function getPermissionMatrix(deps: AppDeps): Promise<PermissionMatrix> {
  const [profiles, cells] = await Promise.all([
    deps.db
      .select({ perfilSeguridadId: securityProfiles.perfilSeguridadId, nombre: securityProfiles.nombre })
      .from(securityProfiles)
      .orderBy(asc(securityProfiles.nombre)),
    deps.db.select(MATRIX_CELL).from(securityProfilePermissions).where(inArray(securityProfilePermissions.resource, MATRIX_RESOURCES)),
  ]);
  return { perfiles: profiles, recursos: [...MATRIX_RESOURCES], celdas: cells as MatrixCell[] };
}

const FLAGS = ['canRead', 'canWrite', 'canCreate', 'canDelete'] as const;

/**
 * The cells whose flags differ from what is stored (a missing permission is every flag off): sending the matrix
 * the GET gave, unchanged, writes nothing and leaves every user's abilities and sessions alone.
 */
async function changedCells(tx: Tx, profileIds: number[], cells: MatrixCell[]): Promise<MatrixCell[]> {
  const stored = await tx
    .select(MATRIX_CELL)
    .from(securityProfilePermissions)
    .where(inArray(securityProfilePermissions.perfilSeguridadId, profileIds));
  const byKey = new Map(stored.map((row) => [`${row.perfilSeguridadId}:${row.resource}`, row]));
  return cells.filter((cell) => {
    const row = byKey.get(`${cell.perfilSeguridadId}:${cell.resource}`);
    return FLAGS.some((flag) => cell[flag] !== (row?.[flag] ?? false));
  });
}

/** Saves changed cells in one transaction; the affected users' abilities change with their stamps. */
export async function savePermissionMatrix(deps: AppDeps, caller: Caller, cells: MatrixCell[]): Promise<PermissionMatrix> {
  await inSecurityTransaction(deps, async (tx) => {
    const profileIds = [...new Set(cells.map((c) => c.perfilSeguridadId))];
    const found = await tx
      .select({ id: securityProfiles.perfilSeguridadId })
      .from(securityProfiles)
      .where(inArray(securityProfiles.perfilSeguridadId, profileIds));
    const missing = profileIds.find((id) => !found.some((f) => f.id === id));
    if (missing !== undefined) throw problems.unprocessable('security.unknownProfile', { id: missing });
    const changed = await changedCells(tx, profileIds, cells);
    if (changed.length === 0) return;
    const changedProfiles = [...new Set(changed.map((c) => c.perfilSeguridadId))];
    for (const cell of changed) {
      const flags = { canRead: cell.canRead, canWrite: cell.canWrite, canCreate: cell.canCreate, canDelete: cell.canDelete };
      const where = and(
        eq(securityProfilePermissions.perfilSeguridadId, cell.perfilSeguridadId),
        eq(securityProfilePermissions.resource, cell.resource),
      );
      if (!cell.canRead && !cell.canWrite && !cell.canCreate && !cell.canDelete) {
        await tx.delete(securityProfilePermissions).where(where);
      } else {
        await tx
          .insert(securityProfilePermissions)
          .values({ perfilSeguridadId: cell.perfilSeguridadId, resource: cell.resource, title: cell.resource, ...flags })
          .onConflictDoUpdate({ target: [securityProfilePermissions.perfilSeguridadId, securityProfilePermissions.resource], set: flags });
      }
    }
    await tx
      .update(securityProfiles)
      .set({ rowVersion: sql`${securityProfiles.rowVersion} + 1`, updatedAt: sql`now()` })
      .where(inArray(securityProfiles.perfilSeguridadId, changedProfiles));
    await bumpSecurityStamp(tx, await usersOfProfiles(tx, changedProfiles));
    await assertAdministrationKept(tx, caller);
  });
  return getPermissionMatrix(deps);
}

const PROFILE_LIST: ListDefinition = {
  id: securityProfiles.perfilSeguridadId,
  sorts: {
    perfilSeguridadId: securityProfiles.perfilSeguridadId,
    nombre: securityProfiles.nombre,
  } satisfies Record<(typeof SECURITY_PROFILE_SORTS)[number], unknown>,
  defaultSort: { field: 'perfilSeguridadId', direction: 'desc' },
};

const profileRows = (deps: AppDeps): ListSource => ({
  columns: {
    perfilSeguridadId: securityProfiles.perfilSeguridadId,
    nombre: securityProfiles.nombre,
    descripcion: securityProfiles.descripcion,
    roles: sql<
      string[]
    >`coalesce((select array_agg(r.name order by r.name) from ${securityProfileRoles} spr join ${roles} r on r.role_id = spr.role_id where spr.perfil_seguridad_id = ${PROFILE_ID}), '{}')`,
    permisos: sql<number>`(select count(*)::int from ${securityProfilePermissions} p where p.perfil_seguridad_id = ${PROFILE_ID})`,
    usuarios: sql<number>`(select count(*)::int from ${userSecurityProfiles} u where u.perfil_seguridad_id = ${PROFILE_ID})`,
  },
  shape: 'security:profiles',
  from: (selection) => deps.db.select(selection).from(securityProfiles).$dynamic(),
});

const profileWhere = (search: string | undefined) =>
  textContains(foldedText(securityProfiles.nombre, securityProfiles.descripcion), search);

export async function listSecurityProfiles(deps: AppDeps, query: ListQuery): Promise<ListResponse<SecurityProfileSummary>> {
  const request = { ...query, sort: parseSort(query.sort), search: undefined, where: profileWhere(query.search) };
  return listPage<SecurityProfileSummary>(deps.db, PROFILE_LIST, profileRows(deps), request, 'perfilSeguridadId');
}

export async function* streamSecurityProfiles(deps: AppDeps, query: Pick<ListQuery, 'sort' | 'search'>) {
  const request = { sort: parseSort(query.sort), where: profileWhere(query.search) };
  yield* listRows<SecurityProfileSummary>(deps.db, PROFILE_LIST, profileRows(deps), request, 'perfilSeguridadId');
}

export async function getSecurityProfile(db: Database, perfilSeguridadId: number): Promise<SecurityProfile> {
  const [profile] = await db.select().from(securityProfiles).where(eq(securityProfiles.perfilSeguridadId, perfilSeguridadId));
  if (!profile) throw problems.notFound();
  const [roleRows, permissionRows, userRows] = await Promise.all([
    db
      .select({ name: roles.name })
      .from(securityProfileRoles)
      .innerJoin(roles, eq(roles.roleId, securityProfileRoles.roleId))
      .where(eq(securityProfileRoles.perfilSeguridadId, perfilSeguridadId))
      .orderBy(asc(roles.name)),
    db
      .select()
      .from(securityProfilePermissions)
      .where(eq(securityProfilePermissions.perfilSeguridadId, perfilSeguridadId))
      .orderBy(asc(securityProfilePermissions.resource)),
    db
      .select({ userId: users.userId, userName: users.userName, fullName: users.fullName })
      .from(userSecurityProfiles)
      .innerJoin(users, eq(users.userId, userSecurityProfiles.userId))
      .where(eq(userSecurityProfiles.perfilSeguridadId, perfilSeguridadId))
      .orderBy(asc(users.userName)),
  ]);
  return {
    perfilSeguridadId: profile.perfilSeguridadId,
    nombre: profile.nombre,
    descripcion: profile.descripcion,
    roles: roleRows.map((r) => r.name),
    permisos: permissionRows
      .filter((p) => (MATRIX_RESOURCES as string[]).includes(p.resource))
      .map((p) => ({
        resource: p.resource as SecurityProfile['permisos'][number]['resource'],
        title: p.title,
        canRead: p.canRead,
        canWrite: p.canWrite,
        canCreate: p.canCreate,
        canDelete: p.canDelete,
      })),
    usuarios: userRows,
    rowVersion: profile.rowVersion,
  };
}

async function writeProfileParts(tx: Tx, perfilSeguridadId: number, input: SecurityProfileWrite): Promise<void> {
  const resources = input.permisos.map((p) => p.resource);
  if (new Set(resources).size !== resources.length) throw problems.validation({ permisos: ['security.duplicateResource'] });
  const userIds = [...new Set(input.usuarios)];
  if (userIds.length > 0) {
    const found = await tx
      .select({ id: users.userId })
      .from(users)
      .where(and(inArray(users.userId, userIds), isNull(users.deletedAt)));
    const missing = userIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) throw problems.validation({ usuarios: ['security.unknownUsers'] });
  }
  await tx.delete(securityProfileRoles).where(eq(securityProfileRoles.perfilSeguridadId, perfilSeguridadId));
  await tx.delete(securityProfilePermissions).where(eq(securityProfilePermissions.perfilSeguridadId, perfilSeguridadId));
  await tx.delete(userSecurityProfiles).where(eq(userSecurityProfiles.perfilSeguridadId, perfilSeguridadId));
  if (input.roles.length > 0) {
    const roleRows = await tx.select().from(roles).where(inArray(roles.name, input.roles));
    await tx.insert(securityProfileRoles).values(roleRows.map((r) => ({ perfilSeguridadId, roleId: r.roleId })));
  }
  const granted = input.permisos.filter((p) => p.canRead || p.canWrite || p.canCreate || p.canDelete);
  if (granted.length > 0) {
    await tx.insert(securityProfilePermissions).values(granted.map((p) => ({ perfilSeguridadId, ...p, title: p.title || p.resource })));
  }
  if (userIds.length > 0) await tx.insert(userSecurityProfiles).values(userIds.map((userId) => ({ userId, perfilSeguridadId })));
}

function nameTaken(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function withNameCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (nameTaken(err)) throw problems.validation({ nombre: ['security.profileNameInUse'] });
    throw err;
  }
}

export async function createSecurityProfile(deps: AppDeps, caller: Caller, input: SecurityProfileWrite): Promise<SecurityProfile> {
  const id = await withNameCheck(() =>
    inSecurityTransaction(deps, async (tx) => {
      const [row] = await tx
        .insert(securityProfiles)
        .values({ nombre: input.nombre, descripcion: input.descripcion })
        .returning({ id: securityProfiles.perfilSeguridadId });
      const perfilSeguridadId = row!.id;
      await writeProfileParts(tx, perfilSeguridadId, input);
      await bumpSecurityStamp(tx, await usersOfProfiles(tx, [perfilSeguridadId]));
      await assertAdministrationKept(tx, caller);
      return perfilSeguridadId;
    }),
  );
  return getSecurityProfile(deps.db, id);
}

export async function updateSecurityProfile(
  deps: AppDeps,
  caller: Caller,
  perfilSeguridadId: number,
  input: SecurityProfileWrite,
): Promise<SecurityProfile> {
  await withNameCheck(() =>
    inSecurityTransaction(deps, async (tx) => {
      const before = await usersOfProfiles(tx, [perfilSeguridadId]);
      const conditions: SQL[] = [eq(securityProfiles.perfilSeguridadId, perfilSeguridadId)];
      if (input.rowVersion !== undefined) conditions.push(eq(securityProfiles.rowVersion, input.rowVersion));
      const rows = await tx
        .update(securityProfiles)
        .set({
          nombre: input.nombre,
          descripcion: input.descripcion,
          rowVersion: sql`${securityProfiles.rowVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(...conditions))
        .returning({ id: securityProfiles.perfilSeguridadId });
      if (rows.length === 0) {
        const [exists] = await tx
          .select({ id: securityProfiles.perfilSeguridadId })
          .from(securityProfiles)
          .where(eq(securityProfiles.perfilSeguridadId, perfilSeguridadId));
        throw exists ? problems.staleVersion() : problems.notFound();
      }
      await writeProfileParts(tx, perfilSeguridadId, input);
      const after = await usersOfProfiles(tx, [perfilSeguridadId]);
      await bumpSecurityStamp(tx, [...new Set([...before, ...after])]);
      await assertAdministrationKept(tx, caller);
    }),
  );
  return getSecurityProfile(deps.db, perfilSeguridadId);
}

export async function deleteSecurityProfile(deps: AppDeps, caller: Caller, perfilSeguridadId: number): Promise<void> {
  await inSecurityTransaction(deps, async (tx) => {
    const affected = await usersOfProfiles(tx, [perfilSeguridadId]);
    const rows = await tx
      .delete(securityProfiles)
      .where(eq(securityProfiles.perfilSeguridadId, perfilSeguridadId))
      .returning({ id: securityProfiles.perfilSeguridadId });
    if (rows.length === 0) throw problems.notFound();
    await bumpSecurityStamp(tx, affected);
    await assertAdministrationKept(tx, caller);
  });
}

/** The user side: which profiles a user has. */
export async function getUserProfiles(deps: AppDeps, userId: number): Promise<number[]> {
  const [user] = await deps.db
    .select({ id: users.userId })
    .from(users)
    .where(and(eq(users.userId, userId), isNull(users.deletedAt)));
  if (!user) throw problems.notFound();
  const rows = await deps.db
    .select({ id: userSecurityProfiles.perfilSeguridadId })
    .from(userSecurityProfiles)
    .where(eq(userSecurityProfiles.userId, userId))
    .orderBy(asc(userSecurityProfiles.perfilSeguridadId));
  return rows.map((r) => r.id);
}

export async function setUserProfiles(deps: AppDeps, caller: Caller, userId: number, profileIds: number[]): Promise<number[]> {
  const wanted = [...new Set(profileIds)];
  await inSecurityTransaction(deps, async (tx) => {
    const [user] = await tx
      .select({ id: users.userId })
      .from(users)
      .where(and(eq(users.userId, userId), isNull(users.deletedAt)));
    if (!user) throw problems.notFound();
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: securityProfiles.perfilSeguridadId })
        .from(securityProfiles)
        .where(inArray(securityProfiles.perfilSeguridadId, wanted));
      const missing = wanted.find((id) => !found.some((f) => f.id === id));
      if (missing !== undefined) throw problems.validation({ perfiles: ['security.unknownProfiles'] });
    }
    await tx.delete(userSecurityProfiles).where(eq(userSecurityProfiles.userId, userId));
    if (wanted.length > 0) await tx.insert(userSecurityProfiles).values(wanted.map((perfilSeguridadId) => ({ userId, perfilSeguridadId })));
    await bumpSecurityStamp(tx, [userId]);
    await assertAdministrationKept(tx, caller);
  });
  return getUserProfiles(deps, userId);
}

/** Users to assign, searched by user name or full name (at most 50). */
export async function userOptions(deps: AppDeps, search: string | undefined): Promise<{ value: number; text: string }[]> {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(or(ilike(users.userName, pattern), ilike(users.fullName, pattern), ilike(users.email, pattern))!);
  }
  const rows = await deps.db
    .select({ value: users.userId, userName: users.userName, fullName: users.fullName })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.fullName), asc(users.userName))
    .limit(50);
  return rows.map((r) => ({ value: r.value, text: r.fullName ? `${r.fullName} (${r.userName})` : r.userName }));
}
