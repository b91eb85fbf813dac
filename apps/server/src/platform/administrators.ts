import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { roles, securityProfilePermissions, securityProfileRoles, userRoles, userSecurityProfiles, users, type Database } from '@portal/db';

/**
 * The administrators: active accounts that may change security (the admin role, or write on Seguridad
 * through a security profile, given directly or through one of their roles). The portal must always
 * keep one, so nobody can lock everyone out of the permission screens.
 */
export async function listAdministratorIds(db: Database): Promise<number[]> {
  const writesSecurity = db
    .select({ id: securityProfilePermissions.perfilSeguridadId })
    .from(securityProfilePermissions)
    .where(and(eq(securityProfilePermissions.resource, 'Seguridad'), eq(securityProfilePermissions.canWrite, true)));
  const rows = await db
    .select({ userId: users.userId })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        or(
          inArray(
            users.userId,
            db
              .select({ id: userRoles.userId })
              .from(userRoles)
              .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
              .where(eq(roles.name, 'admin')),
          ),
          inArray(
            users.userId,
            db
              .select({ id: userSecurityProfiles.userId })
              .from(userSecurityProfiles)
              .where(inArray(userSecurityProfiles.perfilSeguridadId, writesSecurity)),
          ),
          inArray(
            users.userId,
            db
              .select({ id: userRoles.userId })
              .from(userRoles)
              .innerJoin(securityProfileRoles, eq(securityProfileRoles.roleId, userRoles.roleId))
              .where(inArray(securityProfileRoles.perfilSeguridadId, writesSecurity)),
          ),
        ),
      ),
    )
    .orderBy(sql`1`);
  return rows.map((r) => r.userId);
}
