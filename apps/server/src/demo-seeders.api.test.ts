import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { users } from '@portal/db';
import './demo-seeders.ts';
import { DEMO_USERS, seedDemo, seedRoles } from './platform/seed.ts';
import { HELPDESK_DEMO_USERS } from './features/helpdesk/helpdesk.demo.ts';
import { loadUserAccess } from './platform/access.ts';
import { verifyPassword } from './platform/auth/passwords.ts';
import { DEMO_STAFF_USER_NAMES } from './features/users/users.demo.ts';
import { AUDIT_DEMO_USER } from './features/audits/audits.demo.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedRoles(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('seedDemo', () => {
  it('creates the four demo users once, active and confirmed, with their documented passwords', async () => {
    expect(await seedDemo(database.db)).toBe(true);
    expect(await seedDemo(database.db)).toBe(false);
    await seedRoles(database.db);
    const rows = await database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.userName,
          DEMO_USERS.map((d) => d.userName),
        ),
      );
    expect(rows.map((r) => r.userName).sort()).toEqual(['admin', 'capturista', 'cliente', 'proveedor']);
    // The documented accounts, the help desk's fixers, the users administration's demo staff and the auditor.
    expect((await database.db.select().from(users)).length).toBe(
      DEMO_USERS.length + HELPDESK_DEMO_USERS.length + DEMO_STAFF_USER_NAMES.length + [AUDIT_DEMO_USER].length,
    );
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'active', emailConfirmed: true });
      expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    }
    const admin = rows.find((r) => r.userName === 'admin')!;
    expect(await verifyPassword(admin.passwordHash, 'Admin123!')).toBe(true);
  });

  it('gives the demo users their roles, profiles and data scope', async () => {
    const idOf = async (userName: string) =>
      (await database.db.select({ id: users.userId }).from(users).where(eq(users.userName, userName)))[0]!.id;
    const admin = await loadUserAccess(database.db, await idOf('admin'));
    expect(admin.rules).toEqual([{ action: 'manage', subject: 'all' }]);
    const staff = await loadUserAccess(database.db, await idOf('capturista'));
    expect(staff.ability.can('write', 'Partes')).toBe(true);
    expect(staff.ability.can('delete', 'Partes')).toBe(false);
    expect(staff.scope).toMatchObject({ aduanas: ['24', '47'], patentes: ['3210'], clientes: 'all' });
    const client = await loadUserAccess(database.db, await idOf('cliente'));
    expect(client.roles).toEqual(['client']);
    expect(client.ability.can('read', 'Partes')).toBe(true);
    expect(client.scope.clientes).toEqual([1]);
    const vendor = await loadUserAccess(database.db, await idOf('proveedor'));
    expect(vendor.scope.proveedores).toEqual([1]);
  });
});
