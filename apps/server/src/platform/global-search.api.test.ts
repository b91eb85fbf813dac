import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCustomers } from '@portal/db';
import type { GlobalSearchHit } from '@portal/contract/features/search';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalogueDemo } from '../catalogues/catalogue.demo.ts';
import { rankOf } from './global-search.ts';

let t: TestApp;
let admin: string;
let adminName: string;
let client: string;
let nobody: string;

const search = async (token: string | null, q: string) => t.call(token, 'GET', `/api/Buscar?q=${encodeURIComponent(q)}`);
const hits = async (token: string, q: string) => (await search(token, q)).json<{ resultados: GlobalSearchHit[] }>().resultados;

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createUser({ roles: ['admin'] });
  admin = (await t.login(a.userName, a.password)).accessToken;
  adminName = a.userName;
  await seedCatalogueDemo(t.db, a.userId);
  const c = await t.createUser();
  await t.grantProfile([['Clientes', 'r']], { userIds: [c.userId] });
  await t.db.insert(userCustomers).values({ userId: c.userId, clienteId: 1 });
  client = (await t.login(c.userName, c.password)).accessToken;
  const n = await t.createUser();
  nobody = (await t.login(n.userName, n.password)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('the search box', () => {
  it('finds customers, vendors and users for the administrator, each opening its screen, best matches first', async () => {
    const found = await hits(admin, 'autopartes');
    const customer = found.find((h) => h.grupo === 'clientes' && h.texto === 'Autopartes Bajío');
    expect(customer).toMatchObject({ id: 1, ruta: '/apps/customers/edit/1' });
    expect(found.map((h) => h.rank)).toEqual([...found.map((h) => h.rank)].sort((x, y) => x - y));
    const user = (await hits(admin, adminName)).find((h) => h.grupo === 'usuarios');
    expect(user?.ruta).toMatch(/^\/apps\/users\/edit\//);
  });

  it('ignores accents and case', async () => {
    const plain = await hits(admin, 'BAJIO');
    expect(plain.some((h) => h.texto === 'Autopartes Bajío')).toBe(true);
  });

  it("keeps a client inside its customers and the resources it may read, and opens the list where it can't edit", async () => {
    const found = await hits(client, 'ba');
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((h) => h.grupo))).toEqual(new Set(['clientes']));
    expect(found.map((h) => h.id)).toEqual([1]);
    expect(found[0]!.ruta).toBe(`/apps/customers/list?search=${encodeURIComponent('Autopartes Bajío')}`);
  });

  it('answers a user who may read nothing with no hits, a stranger with 401 and a bad term with 400', async () => {
    expect(await hits(nobody, 'autopartes')).toEqual([]);
    expect((await search(null, 'autopartes')).statusCode).toBe(401);
    expect((await search(admin, 'a')).statusCode).toBe(400);
    expect((await t.call(admin, 'GET', '/api/Buscar')).statusCode).toBe(400);
    expect((await search(admin, 'x'.repeat(101))).statusCode).toBe(400);
  });
});

describe('ranks', () => {
  it('put the whole text, then its start, then a word start, then anything', () => {
    expect(rankOf('Bajío', 'bajio')).toBe(0);
    expect(rankOf('Bajío Norte', 'baj')).toBe(1);
    expect(rankOf('Autopartes Bajío', 'baj')).toBe(2);
    expect(rankOf('Autopartes', 'part')).toBe(3);
  });
});
