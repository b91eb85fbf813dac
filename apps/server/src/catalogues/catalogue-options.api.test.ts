import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '@portal/contract';
import { userCustomers, userVendors } from '@portal/db';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sampleRecord } from '../../test/catalogue-samples.ts';

/**
 * Options obey the abilities and data scope of the records they name: a client user who picks vendors for
 * its parts sees only the vendors of its customers, a vendor user only the customers of its vendors, and
 * neither can read another name through `/api/Opciones/Texto`.
 */
let t: TestApp;
let adminToken: string;
const ids: Record<string, number> = {};

async function create(catalogue: string, values: Record<string, unknown>): Promise<number> {
  const definition = getCatalogue(catalogue);
  const res = await t.call(adminToken, 'POST', definition.apiPath, values);
  if (res.statusCode !== 201) throw new Error(`${catalogue}: ${res.statusCode} ${res.body}`);
  return res.json()[definition.idField] as number;
}

async function signedIn(roles: string[], grants: string[][], link: (userId: number) => Promise<void>) {
  const u = await t.createUser({ roles });
  await link(u.userId);
  await t.grantProfile(grants as never, { userIds: [u.userId] });
  return (await t.login(u.userName, u.password)).accessToken;
}

const options = async (token: string, domain: string) => {
  const res = await t.call(token, 'GET', `/api/Opciones/${domain}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: number }[]).map((o) => o.value).sort((a, b) => a - b);
};
const text = async (token: string, domain: string, value: number) =>
  (await t.call(token, 'GET', `/api/Opciones/Texto?nombreDominio=${domain}&llaveBuscar=${value}`)).json() as unknown[];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor({ roles: ['admin'] });
  const clientes = getCatalogue('clientes');
  const proveedores = getCatalogue('proveedores');
  ids.mine = await create('clientes', await sampleRecord(clientes, create));
  ids.other = await create('clientes', await sampleRecord(clientes, create));
  ids.vendorOfMine = await create('proveedores', await sampleRecord(proveedores, create, { clientes: [ids.mine] }));
  ids.vendorOfOther = await create('proveedores', await sampleRecord(proveedores, create, { clientes: [ids.other] }));
});
afterAll(async () => {
  await t.close();
});

describe('options of customers and vendors', () => {
  it('give a client user who picks vendors for its parts only the vendors of its customers', async () => {
    const client = await signedIn(['client'], [['Partes', 'r', 'w', 'c']], async (userId) => {
      await t.db.insert(userCustomers).values({ userId, clienteId: ids.mine! });
    });
    // The catalogue's own options endpoint answers under the same rule.
    const own = await t.call(client, 'GET', '/api/Proveedores/Opciones');
    expect((own.json() as { value: number }[]).map((o) => o.value)).toEqual([ids.vendorOfMine]);
    expect(await options(client, 'Proveedores')).toEqual([ids.vendorOfMine]);
    expect(await text(client, 'Proveedores', ids.vendorOfMine!)).toHaveLength(1);
    expect(await text(client, 'Proveedores', ids.vendorOfOther!)).toEqual([]);
    expect(await options(client, 'Clientes')).toEqual([ids.mine]);
    expect(await text(client, 'Clientes', ids.other!)).toEqual([]);
  });

  it('give a vendor user only the customers of its vendor, and nothing by id outside them', async () => {
    const vendor = await signedIn(['subscriber'], [['Partes', 'r']], async (userId) => {
      await t.db.insert(userVendors).values({ userId, proveedorId: ids.vendorOfMine! });
    });
    expect(await options(vendor, 'Clientes')).toEqual([ids.mine]);
    expect(await text(vendor, 'Clientes', ids.mine!)).toHaveLength(1);
    expect(await text(vendor, 'Clientes', ids.other!)).toEqual([]);
    expect(await options(vendor, 'Proveedores')).toEqual([ids.vendorOfMine]);
  });

  it('keep the whole list for staff without a customer or vendor scope', async () => {
    const staff = await signedIn(['editor'], [['Partes', 'r']], async () => undefined);
    const all = await options(staff, 'Proveedores');
    expect(all).toEqual(expect.arrayContaining([ids.vendorOfMine, ids.vendorOfOther]));
  });
});

describe('options of reference catalogues picked by other records', () => {
  it('give a previo capturer without read on GeneralDatos the bonded enclosures and transport lines, and others none', async () => {
    const capturer = await signedIn(['editor'], [['Previos', 'r', 'w', 'c']], async () => undefined);
    for (const path of ['/api/GeneralDatos/Recintos/Opciones', '/api/GeneralDatos/LineasTransporte/Opciones']) {
      const res = await t.call(capturer, 'GET', path);
      expect(res.statusCode, res.body).toBe(200);
    }
    // A customer who only reads its previos filters their list by bonded enclosure (the list's filter calls this).
    const reader = await signedIn(['client'], [['Previos', 'r']], async () => undefined);
    const read = await t.call(reader, 'GET', '/api/GeneralDatos/Recintos/Opciones');
    expect(read.statusCode, read.body).toBe(200);
    const outsider = await signedIn(['editor'], [['Partes', 'r']], async () => undefined);
    expect((await t.call(outsider, 'GET', '/api/GeneralDatos/Recintos/Opciones')).statusCode).toBe(403);
  });
});
