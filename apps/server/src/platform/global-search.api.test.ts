import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { partes, userCustomers } from '@portal/db';
import type { GlobalSearchHit } from '@portal/contract/features/search';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalogueDemo } from '../catalogues/catalogue.demo.ts';
import { rankOf } from './global-search.ts';
import { containsPlan, forgetSamples } from './selective-contains.ts';

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

// Words common to most rows ("serie") beside a rare one: only the rare words go to the trigram index (decision 0181).
describe('a multi-word search over a large table', () => {
  const PARTS = 60_000;
  let partsOfOne: string;
  beforeAll(async () => {
    await t.db.execute(sql`insert into partes (cliente_id, numero_parte, descripcion, fraccion, nico, unidad_medida, tipo_operacion,
        clave_documento, tipo_material, estado_sincronizacion)
      select (i % 2) + 1, 'LT-' || i, (array['Tornillo hexagonal', 'Perno de anclaje'])[i % 2 + 1] || ' serie ' || (i % 20011),
        '73181599', '01', '01', '1', 'A1', 'directo', 'pendiente'
      from generate_series(1, ${PARTS}) as i`);
    await t.db.execute(sql`analyze partes`);
    forgetSamples();
    const c = await t.createUser();
    await t.grantProfile([['Partes', 'r']], { userIds: [c.userId] });
    await t.db.insert(userCustomers).values({ userId: c.userId, clienteId: 1 });
    partsOfOne = (await t.login(c.userName, c.password)).accessToken;
  }, 120_000);

  it('checks the whole term on the rare words candidates and finds what a plain contains finds', async () => {
    const plan = await containsPlan(t.db, 'partes', partes.searchText!, 'anclaje serie 4217');
    expect(plan.recheck).toBeDefined();
    const plain = await t.db
      .select({ id: partes.id! })
      .from(partes)
      .where(sql`${partes.searchText!} like '%anclaje serie 4217%'`);
    // i = 4217 and 44239 (odd: "Perno de anclaje"); 24228 is even ("Tornillo hexagonal").
    expect(plain).toHaveLength(2);
    const found = (await hits(admin, 'Anclaje Serie 4217')).filter((h) => h.grupo === 'partes');
    expect(found.map((h) => h.id).sort()).toEqual(plain.map((row) => row.id).sort());
    expect(found.every((h) => h.detalle?.toLowerCase().includes('anclaje serie 4217'))).toBe(true);
  });

  it('keeps the data scope on that path', async () => {
    const found = await hits(partsOfOne, 'anclaje serie 4217');
    // Odd i has cliente_id 2: outside this user's customers.
    expect(found.filter((h) => h.grupo === 'partes')).toEqual([]);
    const ofOne = (await hits(partsOfOne, 'hexagonal serie 4217')).filter((h) => h.grupo === 'partes');
    expect(ofOne.map((h) => h.texto)).toEqual(['LT-24228']);
  });

  it('gives the parts list the same path: the same rows, in its order, with its total, inside the scope', async () => {
    // "serie" is in every row; the list's search must still find exactly what a plain contains finds.
    for (const [term, folded] of [
      ['Anclaje Serie 421', 'anclaje serie 421'],
      ['perno serie 4217x', 'perno serie 4217x'],
    ] as const) {
      expect((await containsPlan(t.db, 'partes', partes.searchText!, folded)).recheck).toBeDefined();
      const plain = await t.db
        .select({ id: partes.id! })
        .from(partes)
        .where(sql`${partes.searchText!} like ${`%${folded}%`}`)
        .orderBy(partes.numeroParte!, partes.id!);
      for (const pageSize of [10, 100]) {
        const res = await t.call(admin, 'GET', `/api/Partes?search=${encodeURIComponent(term)}&sort=numeroParte:asc&pageSize=${pageSize}`);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json<{ items: { parteId: number }[]; total: number; estimated?: boolean }>();
        expect(page.items.map((item) => item.parteId)).toEqual(plain.slice(0, pageSize).map((row) => row.id));
        expect(page.total).toBe(plain.length);
      }
    }
    // Odd i belongs to customer 2: none of them for a user of customer 1.
    const ofOne = await t.call(partsOfOne, 'GET', `/api/Partes?search=${encodeURIComponent('anclaje serie 4217')}`);
    expect(ofOne.json<{ total: number }>().total).toBe(0);
  });

  it('keeps the plain condition when every run of the term is common', async () => {
    expect((await containsPlan(t.db, 'partes', partes.searchText!, 'hexagonal')).recheck).toBeUndefined();
    expect((await containsPlan(t.db, 'partes', partes.searchText!, 'perno de anclaje serie')).recheck).toBeUndefined();
  });

  it('finds a code (one word with a common prefix) as a plain contains does', async () => {
    const plain = await t.db
      .select({ id: partes.id! })
      .from(partes)
      .where(sql`${partes.searchText!} like '%lt-4217%'`);
    // LT-4217 and LT-42170 ... LT-42179 are not all there: only up to LT-60000.
    expect(plain.length).toBeGreaterThan(0);
    const found = (await hits(admin, 'LT-4217')).filter((h) => h.grupo === 'partes');
    expect(found.length).toBe(Math.min(plain.length, 5));
    expect(found.every((h) => plain.some((row) => row.id === h.id))).toBe(true);
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
