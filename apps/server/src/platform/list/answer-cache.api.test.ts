import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ListResponse } from '@portal/contract';
import { rowsOf, userCustomers } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cutListener, listenerPid } from '../../../test/listener.ts';
import { seedCatalogueDemo } from '../../catalogues/catalogue.demo.ts';
import { bumpSecurityStamp } from '../access.ts';

/**
 * List answers are kept between requests and must never show what is no longer so: a write through the API, a
 * write from outside this server (another instance, a job, SQL), a change of a joined table (the customer's name
 * in the parts list), a change of the caller's scope or permissions. Runs on PGlite and on PostgreSQL.
 */
type Part = { parteId: number; descripcion: string; clienteId: number } & Record<string, unknown>;

let t: TestApp;
let admin: string;
const PAGE = '/api/Partes?pageSize=10&sort=numeroParte:asc';

beforeAll(async () => {
  t = await createTestApp();
  const u = await t.createUser({ roles: ['admin'] });
  await seedCatalogueDemo(t.db, u.userId);
  admin = (await t.login(u.userName, u.password)).accessToken;
});
afterAll(async () => {
  await t.close();
});

async function page(token: string, url = PAGE): Promise<ListResponse<Part>> {
  const res = await t.call(token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListResponse<Part>;
}

/** The page twice: the second answer is the kept one. */
async function kept(token: string, url = PAGE): Promise<ListResponse<Part>> {
  const first = await page(token, url);
  const hits = t.deps.listAnswers.hits;
  expect(await page(token, url)).toEqual(first);
  expect(t.deps.listAnswers.hits).toBe(hits + 1);
  return first;
}

describe('kept list answers', () => {
  it('serves a page again, with the same body and headers', async () => {
    const first = await t.call(admin, 'GET', PAGE);
    const second = await t.call(admin, 'GET', PAGE);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
  });

  it('serves a kept answer compressed as asked, the same JSON once decompressed', async () => {
    const plain = (await t.call(admin, 'GET', PAGE)).body;
    expect(plain.length).toBeGreaterThan(1024);
    const br = await t.call(admin, 'GET', PAGE, undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await t.call(admin, 'GET', PAGE, undefined, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const none = await t.call(admin, 'GET', PAGE, undefined, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain);
  });

  it('keeps one answer per language, whichever header names it (Accept-Language or Language)', async () => {
    const url = `${PAGE}&page=2`;
    await t.call(admin, 'GET', url, undefined, { 'accept-language': 'en-US' });
    const hits = t.deps.listAnswers.hits;
    // The same language named by the other header: the kept answer.
    expect((await t.call(admin, 'GET', url, undefined, { language: 'en-US' })).statusCode).toBe(200);
    expect(t.deps.listAnswers.hits).toBe(hits + 1);
    // Another language: made afresh, never the English answer.
    expect((await t.call(admin, 'GET', url, undefined, { language: 'es-MX', 'accept-language': 'en-US' })).statusCode).toBe(200);
    expect(t.deps.listAnswers.hits).toBe(hits + 1);
  });

  it('compresses a page made afresh as asked, and serves that compressed form again while it is kept', async () => {
    const plain = (await t.call(admin, 'GET', PAGE, undefined, { 'cache-control': 'no-cache', 'accept-encoding': 'identity' })).body;
    const fresh = await t.call(admin, 'GET', PAGE, undefined, { 'cache-control': 'no-cache', 'accept-encoding': 'br, gzip' });
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(fresh.rawPayload).toString()).toBe(plain);
    const hits = t.deps.listAnswers.hits;
    const again = await t.call(admin, 'GET', PAGE, undefined, { 'accept-encoding': 'br, gzip' });
    expect(t.deps.listAnswers.hits).toBe(hits + 1);
    expect(again.rawPayload.equals(fresh.rawPayload)).toBe(true);
    const gzip = await t.call(admin, 'GET', PAGE, undefined, { 'cache-control': 'no-cache', 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('makes the answer afresh for a caller that asks so (Cache-Control: no-cache)', async () => {
    await kept(admin);
    const hits = t.deps.listAnswers.hits;
    const res = await t.call(admin, 'GET', PAGE, undefined, { 'cache-control': 'no-cache' });
    expect(res.statusCode).toBe(200);
    expect(t.deps.listAnswers.hits).toBe(hits);
  });

  it('shows a write answered by this server on the very next request', async () => {
    const { items } = await kept(admin);
    const part = items[0]!;
    const current = (await t.call(admin, 'GET', `/api/Partes/${part.parteId}`)).json() as Record<string, unknown>;
    const put = await t.call(admin, 'PUT', `/api/Partes/${part.parteId}`, { ...current, descripcion: 'Cambiada por la API' });
    expect(put.statusCode, put.body).toBe(200);
    expect((await page(admin)).items[0]!.descripcion).toBe('Cambiada por la API');
  });

  it('shows a write made outside any request of this server (another instance, a job, SQL)', async () => {
    const { items } = await kept(admin);
    await t.db.execute(sql`update partes set descripcion = 'Cambiada por SQL' where parte_id = ${items[0]!.parteId}`);
    await t.heard();
    expect((await page(admin)).items[0]!.descripcion).toBe('Cambiada por SQL');
  });

  it("shows a change of a joined table: the customer's name beside each part", async () => {
    const { items } = await kept(admin);
    const clienteId = items[0]!.clienteId;
    const text = (body: ListResponse<Part>) => JSON.stringify(body.items[0]);
    await t.db.execute(sql`update clientes set nombre_corto = 'Nombre nuevo SA' where cliente_id = ${clienteId}`);
    await t.heard();
    expect(text(await page(admin))).toContain('Nombre nuevo SA');
  });

  it('keeps one answer per scope: a customer user never gets the answer kept for another user', async () => {
    const all = await kept(admin, '/api/Partes?pageSize=100');
    const clienteId = all.items[0]!.clienteId;
    const u = await t.createUser({ roles: ['client'] });
    await t.db.insert(userCustomers).values({ userId: u.userId, clienteId });
    await t.grantProfile([['Partes', 'r']], { userIds: [u.userId] });
    const token = (await t.login(u.userName, u.password)).accessToken;
    const mine = await kept(token, '/api/Partes?pageSize=100');
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((p) => p.clienteId === clienteId)).toBe(true);
    expect(mine.total).toBeLessThan(all.total);

    // A change of the user's scope moves their permission stamp: the next page follows the new scope.
    const other = all.items.find((p) => p.clienteId !== clienteId)!.clienteId;
    await t.db.execute(sql`update user_customers set cliente_id = ${other} where user_id = ${u.userId}`);
    await bumpSecurityStamp(t.db, [u.userId]);
    await t.heard();
    const moved = await page(token, '/api/Partes?pageSize=100');
    expect(moved.items.every((p) => p.clienteId === other)).toBe(true);

    // Permissions are checked before any kept answer: without the grant, 403.
    await t.db.execute(sql`delete from user_security_profiles where user_id = ${u.userId}`);
    await bumpSecurityStamp(t.db, [u.userId]);
    await t.heard();
    expect((await t.call(token, 'GET', '/api/Partes?pageSize=100')).statusCode).toBe(403);
  });

  it('answers a signed-out caller 401, even for a kept address', async () => {
    await kept(admin);
    expect((await t.call(null, 'GET', PAGE)).statusCode).toBe(401);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('keeps nothing while its listening connection is cut, and nothing from before', async () => {
    const { items } = await kept(admin);
    const before = await listenerPid(t.db);
    await cutListener(before);
    // This process notices the cut: it stops serving and forgets (or has already reconnected, starting empty).
    const noticed = Date.now() + 15_000;
    while (t.deps.listAnswers.serving && t.deps.listAnswers.size > 0) {
      if (Date.now() > noticed) throw new Error('the cut was not noticed');
      await new Promise((r) => setTimeout(r, 10));
    }
    // Written while nobody listens: the notification is lost, so no answer from before may be served after.
    await t.db.execute(sql`update partes set descripcion = 'Cambiada sin oyente' where parte_id = ${items[0]!.parteId}`);
    expect((await page(admin)).items[0]!.descripcion).toBe('Cambiada sin oyente');
    const deadline = Date.now() + 15_000;
    // Back: a new connection, listening, and the cache serving again (from empty).
    while (!t.deps.listAnswers.serving || [before, undefined].includes(await listenerPid(t.db))) {
      if (Date.now() > deadline) throw new Error('the listener did not reconnect');
      await new Promise((r) => setTimeout(r, 50));
    }
    await kept(admin);
  });

  it('has the change trigger on every table of the schema (a new table must add it)', async () => {
    const missing = rowsOf<{ tablename: string }>(
      await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public'
        and not exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where c.relname = pg_tables.tablename and g.tgname = pg_tables.tablename || '_data_change')`),
    ).map((r) => r.tablename);
    expect(missing).toEqual([]);
  });
});
