import { count, eq, inArray } from 'drizzle-orm';
import { ROLES, type Resource } from '@portal/contract';
import {
  roles,
  securityProfilePermissions,
  securityProfileRoles,
  securityProfiles,
  userCustomers,
  userCustoms,
  userPatents,
  userRoles,
  userSecurityProfiles,
  users,
  userVendors,
  loadReferenceData,
  findReferenceDataFolder,
  type Database,
  type ReferenceLoadResult,
} from '@portal/db';
import { hashPassword } from './auth/passwords.ts';

/** A feature's demo data, written inside the demo transaction once the demo users exist. */
export type DemoSeeder = (db: Database, adminUserId: number) => Promise<void>;

const demoSeeders: { name: string; order: number; seed: DemoSeeder }[] = [];

/**
 * Features register their demo data here (from the app's composition, `demo-seeders.ts`), so this platform
 * module never imports a feature. `order` places catalogues before what refers to them.
 */
export function registerDemoSeeder(name: string, order: number, seed: DemoSeeder): void {
  if (demoSeeders.some((seeder) => seeder.name === name)) return;
  demoSeeders.push({ name, order, seed });
  demoSeeders.sort((a, b) => a.order - b.order);
}

/** Roles are reference data: every database has them, production too. */
export async function seedRoles(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values(ROLES.map((name) => ({ name })))
    .onConflictDoNothing();
}

/**
 * SAT and Anexo 22 catalogues (fractions, customs offices, patents, ...): every database needs them for options and
 * validation. Skipped in a few milliseconds when the same data version is already loaded.
 */
export async function seedReferenceData(db: Database, bundleDir?: string): Promise<ReferenceLoadResult> {
  return loadReferenceData(db, findReferenceDataFolder(bundleDir));
}

/** A resource and its granted actions: r(ead), w(rite), c(reate), d(elete). */
export type Grant = [Resource, ...('r' | 'w' | 'c' | 'd')[]];

export async function createProfile(
  db: Database,
  nombre: string,
  descripcion: string,
  grants: Grant[],
  roleNames: string[] = [],
): Promise<number> {
  const [profile] = await db.insert(securityProfiles).values({ nombre, descripcion }).returning({ id: securityProfiles.perfilSeguridadId });
  const id = profile!.id;
  await db.insert(securityProfilePermissions).values(
    grants.map(([resource, ...flags]) => ({
      perfilSeguridadId: id,
      resource,
      title: resource,
      canRead: flags.includes('r'),
      canWrite: flags.includes('w'),
      canCreate: flags.includes('c'),
      canDelete: flags.includes('d'),
    })),
  );
  if (roleNames.length > 0) {
    const roleRows = await db.select().from(roles).where(inArray(roles.name, roleNames));
    await db.insert(securityProfileRoles).values(roleRows.map((r) => ({ perfilSeguridadId: id, roleId: r.roleId })));
  }
  return id;
}

export interface DemoUser {
  userName: string;
  password: string;
  email: string;
  fullName: string;
  role: string;
}

/** Demo accounts listed in the README. */
export const DEMO_USERS: DemoUser[] = [
  {
    userName: 'admin',
    password: 'Admin123!',
    email: 'admin@demo.portal.mx',
    fullName: 'Adriana Morales Vega',
    role: 'admin',
  },
  {
    userName: 'capturista',
    password: 'Capturista123!',
    email: 'capturista@demo.portal.mx',
    fullName: 'Luis Fernando Ortega',
    role: 'editor',
  },
  {
    userName: 'cliente',
    password: 'Cliente123!',
    email: 'cliente@demo.portal.mx',
    fullName: 'Mariana Castillo (Aceros del Norte)',
    role: 'client',
  },
  {
    userName: 'proveedor',
    password: 'Proveedor123!',
    email: 'proveedor@demo.portal.mx',
    fullName: 'Jorge Ramírez (Logística Bajío)',
    role: 'subscriber',
  },
];

/** First run only: demo profiles and users. Never called in production. */
export async function seedDemo(database: Database): Promise<boolean> {
  // All or nothing: a failure half-way must not leave a database that later starts take as seeded.
  return database.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [existing] = await db.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return false;
    const staffProfile = await createProfile(db, 'Capturista de operaciones', 'Consulta y captura de partes, destinatarios y tickets', [
      ['Clientes', 'r'],
      ['Partes', 'r', 'w', 'c'],
      ['Destinatarios', 'r', 'w', 'c'],
      ['Proveedores', 'r'],
      ['MesaAyuda', 'r', 'c'],
      ['Boletines', 'r'],
      ['Pedimentos', 'r'],
    ]);
    const clientProfile = await createProfile(
      db,
      'Cliente',
      'Consulta de su propia información',
      [
        ['Partes', 'r'],
        ['ExpedientesDigitales', 'r'],
        ['Previos', 'r'],
        ['Boletines', 'r'],
        ['Pedimentos', 'r'],
      ],
      ['client'],
    );
    const vendorProfile = await createProfile(db, 'Proveedor', 'Embarques propios y boletines', [
      ['Proveedores', 'r'],
      ['Boletines', 'r'],
    ]);
    const roleRows = await db.select().from(roles);
    const roleId = (name: string) => roleRows.find((r) => r.name === name)!.roleId;
    for (const demo of DEMO_USERS) {
      const [user] = await db
        .insert(users)
        .values({
          userName: demo.userName,
          email: demo.email,
          fullName: demo.fullName,
          passwordHash: await hashPassword(demo.password),
          status: 'active',
          emailConfirmed: true,
        })
        .returning({ id: users.userId });
      const userId = user!.id;
      await db.insert(userRoles).values({ userId, roleId: roleId(demo.role) });
      if (demo.userName === 'capturista') {
        await db.insert(userSecurityProfiles).values({ userId, perfilSeguridadId: staffProfile });
        await db.insert(userCustoms).values([
          { userId, aduana: '24' },
          { userId, aduana: '47' },
        ]);
        await db.insert(userPatents).values({ userId, patente: '3210' });
      }
      if (demo.userName === 'cliente') {
        await db.insert(userCustomers).values({ userId, clienteId: 1 });
        void clientProfile; // granted through the client role
      }
      if (demo.userName === 'proveedor') {
        await db.insert(userSecurityProfiles).values({ userId, perfilSeguridadId: vendorProfile });
        await db.insert(userVendors).values({ userId, proveedorId: 1 });
      }
    }
    const [admin] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'admin'));
    for (const seeder of demoSeeders) await seeder.seed(db, admin!.userId);
    return true;
  });
}

/** Production bootstrap: the first administrator from ADMIN_* variables when no user exists yet. */
export async function seedFirstAdmin(db: Database, admin: { userName: string; email: string; password: string }): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const [user] = await db
    .insert(users)
    .values({
      userName: admin.userName,
      email: admin.email,
      fullName: admin.userName,
      passwordHash: await hashPassword(admin.password),
      status: 'active',
      emailConfirmed: true,
    })
    .returning({ id: users.userId });
  const [adminRole] = await db.select().from(roles).where(eq(roles.name, 'admin'));
  await db.insert(userRoles).values({ userId: user!.id, roleId: adminRole!.roleId });
  return true;
}
