import { and, eq, inArray } from 'drizzle-orm';
import { securityProfilePermissions, securityProfiles, type Database } from '@portal/db';

/**
 * Vendor shipments in the demo: the vendor's profile and the operations staff may upload boarding templates and
 * mark reviews (Proveedores write and create; the vendor's user stays inside its own vendor by its data scope).
 */
export async function seedVendorShipmentsDemo(db: Database): Promise<void> {
  const profiles = await db
    .select({ id: securityProfiles.perfilSeguridadId })
    .from(securityProfiles)
    .where(inArray(securityProfiles.nombre, ['Proveedor', 'Capturista de operaciones']));
  if (profiles.length === 0) return;
  await db
    .update(securityProfilePermissions)
    .set({ canWrite: true, canCreate: true })
    .where(
      and(
        eq(securityProfilePermissions.resource, 'Proveedores'),
        inArray(
          securityProfilePermissions.perfilSeguridadId,
          profiles.map((p) => p.id),
        ),
      ),
    );
}
