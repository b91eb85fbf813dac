import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { userCustomers, userCustoms, userPatents, userVendors } from '@portal/db';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadUserAccess } from './access.ts';
import { scopeCondition, UNRESTRICTED_SCOPE, type DataScope } from './data-scope.ts';

/** A stand-in for a scoped catalogue, made in this test's own database. */
const shipments = pgTable('scope_test_shipments', {
  id: serial('id').primaryKey(),
  clienteId: integer('cliente_id'),
  proveedorId: integer('proveedor_id'),
  aduana: varchar('aduana', { length: 3 }),
  patente: varchar('patente', { length: 4 }),
});
const columns = {
  clienteId: shipments.clienteId,
  proveedorId: shipments.proveedorId,
  aduana: shipments.aduana,
  patente: shipments.patente,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(
    sql`create table scope_test_shipments (id serial primary key, cliente_id int, proveedor_id int, aduana varchar(3), patente varchar(4))`,
  );
  await t.db.insert(shipments).values([
    { clienteId: 1, proveedorId: 10, aduana: '24', patente: '3210' },
    { clienteId: 1, proveedorId: 11, aduana: '47', patente: '3210' },
    { clienteId: 2, proveedorId: 10, aduana: '24', patente: '1111' },
    { clienteId: 3, proveedorId: 12, aduana: '80', patente: '1111' },
    { clienteId: null, proveedorId: null, aduana: null, patente: null },
  ]);
});
afterAll(async () => {
  await t.close();
});

async function visible(scope: DataScope): Promise<number[]> {
  const rows = await t.db.select({ id: shipments.id }).from(shipments).where(scopeCondition(scope, columns)).orderBy(asc(shipments.id));
  return rows.map((r) => r.id);
}

describe('scopeCondition', () => {
  it('does not restrict an unrestricted scope', async () => {
    expect(scopeCondition(UNRESTRICTED_SCOPE, columns)).toBeUndefined();
    expect(await visible(UNRESTRICTED_SCOPE)).toEqual([1, 2, 3, 4, 5]);
  });

  it('restricts by each assigned key, and by all of them together', async () => {
    expect(await visible({ ...UNRESTRICTED_SCOPE, clientes: [1] })).toEqual([1, 2]);
    expect(await visible({ ...UNRESTRICTED_SCOPE, proveedores: [10, 12] })).toEqual([1, 3, 4]);
    expect(await visible({ ...UNRESTRICTED_SCOPE, aduanas: ['24'] })).toEqual([1, 3]);
    expect(await visible({ ...UNRESTRICTED_SCOPE, patentes: ['1111'] })).toEqual([3, 4]);
    expect(await visible({ clientes: [1, 2], proveedores: 'all', aduanas: ['24'], patentes: ['3210'] })).toEqual([1]);
  });

  it('shows nothing for an empty assignment', async () => {
    expect(await visible({ ...UNRESTRICTED_SCOPE, clientes: [] })).toEqual([]);
  });

  it('ignores keys a table does not have', async () => {
    const rows = await t.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(scopeCondition({ ...UNRESTRICTED_SCOPE, clientes: [] }, { aduana: shipments.aduana }));
    expect(rows.length).toBe(5);
  });
});

describe('the data scope of a user', () => {
  it('is unrestricted for an admin, whatever is assigned', async () => {
    const u = await t.createUser({ roles: ['admin'] });
    await t.db.insert(userCustomers).values({ userId: u.userId, clienteId: 1 });
    const access = await loadUserAccess(t.db, u.userId);
    expect(access.scope).toEqual(UNRESTRICTED_SCOPE);
    expect(await visible(access.scope)).toEqual([1, 2, 3, 4, 5]);
  });

  it('follows the customers, vendors, customs and patents assigned to staff', async () => {
    const u = await t.createUser({ roles: ['editor'] });
    await t.db.insert(userCustoms).values({ userId: u.userId, aduana: '24' });
    await t.db.insert(userPatents).values({ userId: u.userId, patente: '3210' });
    const access = await loadUserAccess(t.db, u.userId);
    expect(access.scope).toEqual({ clientes: 'all', proveedores: 'all', aduanas: ['24'], patentes: ['3210'] });
    expect(access.aduanas).toEqual(['24']);
    expect(await visible(access.scope)).toEqual([1]);
  });

  it('limits a vendor to its own records', async () => {
    const u = await t.createUser({ roles: ['subscriber'] });
    await t.db.insert(userVendors).values([
      { userId: u.userId, proveedorId: 10 },
      { userId: u.userId, proveedorId: 11 },
    ]);
    const access = await loadUserAccess(t.db, u.userId);
    expect(await visible(access.scope)).toEqual([1, 2, 3]);
  });

  it('limits a client to its customers, and shows nothing to a client without one', async () => {
    const withCustomer = await t.createUser({ roles: ['client'] });
    await t.db.insert(userCustomers).values({ userId: withCustomer.userId, clienteId: 2 });
    expect(await visible((await loadUserAccess(t.db, withCustomer.userId)).scope)).toEqual([3]);
    const without = await t.createUser({ roles: ['client'] });
    const access = await loadUserAccess(t.db, without.userId);
    expect(access.scope.clientes).toEqual([]);
    expect(await visible(access.scope)).toEqual([]);
  });
});
