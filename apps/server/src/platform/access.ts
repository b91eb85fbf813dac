import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  createAppAbility,
  DEFAULT_SESSION_RULES,
  STAFF_HOME_RULE,
  STAFF_ROLES,
  type AbilityRule,
  type AppAbility,
  type GrantAction,
  type Resource,
} from '@portal/contract';
import {
  roles,
  securityProfilePermissions,
  securityProfileRoles,
  userCustomers,
  userCustoms,
  userPatents,
  userRoles,
  userSecurityProfiles,
  userVendors,
  users,
  type Database,
} from '@portal/db';
import type { DataScope } from './data-scope.ts';

/** Everything the server needs to decide what one user may do and see. */
export interface UserAccess {
  roles: string[];
  rules: AbilityRule[];
  ability: AppAbility;
  scope: DataScope;
  aduanas: string[];
}

const ACTION_COLUMNS: [GrantAction, 'canRead' | 'canWrite' | 'canCreate' | 'canDelete'][] = [
  ['read', 'canRead'],
  ['write', 'canWrite'],
  ['create', 'canCreate'],
  ['delete', 'canDelete'],
];

export async function loadUserAccess(db: Database, userId: number): Promise<UserAccess> {
  const [roleRows, permissionRows, customers, vendors, customs, patents] = await Promise.all([
    db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
      .where(eq(userRoles.userId, userId)),
    // Permissions come from profiles assigned to the user and from profiles that group one of the user's roles.
    db
      .selectDistinct({
        resource: securityProfilePermissions.resource,
        canRead: securityProfilePermissions.canRead,
        canWrite: securityProfilePermissions.canWrite,
        canCreate: securityProfilePermissions.canCreate,
        canDelete: securityProfilePermissions.canDelete,
      })
      .from(securityProfilePermissions)
      .where(
        or(
          inArray(
            securityProfilePermissions.perfilSeguridadId,
            db
              .select({ id: userSecurityProfiles.perfilSeguridadId })
              .from(userSecurityProfiles)
              .where(eq(userSecurityProfiles.userId, userId)),
          ),
          inArray(
            securityProfilePermissions.perfilSeguridadId,
            db
              .select({ id: securityProfileRoles.perfilSeguridadId })
              .from(securityProfileRoles)
              .innerJoin(userRoles, and(eq(userRoles.roleId, securityProfileRoles.roleId), eq(userRoles.userId, userId))),
          ),
        ),
      ),
    db.select({ id: userCustomers.clienteId }).from(userCustomers).where(eq(userCustomers.userId, userId)),
    db.select({ id: userVendors.proveedorId }).from(userVendors).where(eq(userVendors.userId, userId)),
    db.select({ code: userCustoms.aduana }).from(userCustoms).where(eq(userCustoms.userId, userId)),
    db.select({ code: userPatents.patente }).from(userPatents).where(eq(userPatents.userId, userId)),
  ]);
  const roleNames = roleRows.map((r) => r.name).sort();
  const isAdmin = roleNames.includes('admin');
  const rules: AbilityRule[] = isAdmin ? [{ action: 'manage', subject: 'all' }] : [...DEFAULT_SESSION_RULES];
  if (!isAdmin && roleNames.some((r) => (STAFF_ROLES as readonly string[]).includes(r))) rules.push(STAFF_HOME_RULE);
  if (!isAdmin) {
    const seen = new Set(rules.map((r) => `${r.action}:${r.subject}`));
    for (const row of permissionRows) {
      for (const [action, column] of ACTION_COLUMNS) {
        const key = `${action}:${row.resource}`;
        if (row[column] && !seen.has(key)) {
          seen.add(key);
          rules.push({ action, subject: row.resource as Resource });
        }
      }
    }
  }
  const scope: DataScope = isAdmin
    ? { clientes: 'all', proveedores: 'all', aduanas: 'all', patentes: 'all' }
    : {
        // A client sees only its assigned customers, even when none is assigned yet.
        clientes: customers.length > 0 || roleNames.includes('client') ? customers.map((c) => c.id) : 'all',
        proveedores: vendors.length > 0 ? vendors.map((v) => v.id) : 'all',
        aduanas: customs.length > 0 ? customs.map((c) => c.code) : 'all',
        patentes: patents.length > 0 ? patents.map((p) => p.code) : 'all',
      };
  return { roles: roleNames, rules, ability: createAppAbility(rules), scope, aduanas: customs.map((c) => c.code).sort() };
}

/**
 * Abilities keyed by user and security stamp: any change of roles, profiles, scope or status bumps the
 * stamp in the database, so every instance recomputes on the next request without a message bus.
 */
export class AccessCache {
  private readonly entries = new Map<string, { loading: Promise<UserAccess>; loaded?: UserAccess }>();
  constructor(private readonly maxEntries = 5000) {}

  get(db: Database, userId: number, stamp: number): Promise<UserAccess> {
    const key = `${userId}:${stamp}`;
    let entry = this.entries.get(key);
    if (!entry) {
      const loading = loadUserAccess(db, userId);
      const made: { loading: Promise<UserAccess>; loaded?: UserAccess } = { loading };
      loading.then(
        (access) => (made.loaded = access),
        () => this.entries.delete(key),
      );
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, (entry = made));
    }
    return entry.loading;
  }

  /** The abilities of a user at a stamp when they are already loaded, without waiting. */
  peek(userId: number, stamp: number): UserAccess | undefined {
    return this.entries.get(`${userId}:${stamp}`)?.loaded;
  }
}

/** Marks a user's permissions as changed: cached abilities are dropped everywhere at once. */
export async function bumpSecurityStamp(db: Database, userIds: number[] | 'all'): Promise<void> {
  const set = { securityStamp: sql`${users.securityStamp} + 1` };
  if (userIds === 'all') await db.update(users).set(set);
  else if (userIds.length > 0) await db.update(users).set(set).where(inArray(users.userId, userIds));
}
