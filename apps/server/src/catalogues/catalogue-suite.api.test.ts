import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES, dependentsOf, getCatalogue, sortableFields, type CatalogueDefinition } from '@portal/contract';
import { userCustomers, userCustoms, userVendors } from '@portal/db';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sampleRecord, type CreateRecord } from '../../test/catalogue-samples.ts';

/**
 * The shared suite: every registered catalogue gets CRUD, paging, the sort whitelist, validation
 * errors, 403 without the permission, 401 signed out, data scope, search, export, audit and the
 * delete dependency check, from its definition alone.
 */
type Row = Record<string, unknown>;

let t: TestApp;
let admin: string;
let nobody: string;

const itemUrl = (definition: CatalogueDefinition, id: number) => `${definition.apiPath}/${id}`;

const create: CreateRecord = async (catalogue, values) => {
  const definition = getCatalogue(catalogue);
  const res = await t.call(admin, 'POST', definition.apiPath, values);
  if (res.statusCode !== 201) throw new Error(`create ${catalogue}: ${res.statusCode} ${res.body}`);
  return res.json<Row>()[definition.idField] as number;
};

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createUser({ roles: ['admin'] });
  admin = (await t.login(a.userName, a.password)).accessToken;
  const n = await t.createUser({ roles: ['subscriber'] });
  nobody = (await t.login(n.userName, n.password)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe.each(CATALOGUES.map((definition) => [definition.name, definition] as const))('catalogue %s', (_name, definition) => {
  const { apiPath, idField } = definition;

  it('creates, reads, updates with a version check, keeps an audit trail and deletes', async () => {
    const input = await sampleRecord(definition, create);
    const created = await t.call(admin, 'POST', apiPath, input);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<Row>();
    const id = item[idField] as number;
    expect(id).toBeGreaterThan(0);
    expect(item.rowVersion).toBe(1);

    const read = await t.call(admin, 'GET', itemUrl(definition, id));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ [idField]: id, [definition.displayField]: input[definition.displayField] });

    const changed = { ...(await sampleRecord(definition, create, pick(input, referenceFields(definition)))), rowVersion: 1, [idField]: id };
    const updated = await t.call(admin, 'PUT', itemUrl(definition, id), changed);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ rowVersion: 2, [definition.displayField]: changed[definition.displayField] });

    const stale = await t.call(admin, 'PUT', itemUrl(definition, id), changed);
    expect(stale.statusCode).toBe(409);

    const mismatch = await t.call(admin, 'PUT', itemUrl(definition, id), { ...changed, rowVersion: 2, [idField]: id + 1 });
    expect(mismatch.statusCode).toBe(400);

    const log = await t.call(admin, 'GET', `${itemUrl(definition, id)}/Bitacora`);
    expect(log.statusCode).toBe(200);
    const entries = log.json<{ items: { action: string; changes: { field: string }[] }[]; total: number }>();
    expect(entries.items.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries.items[0]!.changes.map((c) => c.field)).toContain(definition.displayField);

    const deleted = await t.call(admin, 'DELETE', `${definition.deletePath ?? apiPath}/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await t.call(admin, 'GET', itemUrl(definition, id))).statusCode).toBe(404);
    expect((await t.call(admin, 'DELETE', `${definition.deletePath ?? apiPath}/${id}`)).statusCode).toBe(404);
  });

  it('pages, counts and sorts in the database, refusing unknown sorts, sizes and query fields', async () => {
    const parentValues = await sampleRecord(definition, create);
    // References that are part of a unique key (a skill once per profile) vary; the others are shared.
    const shared = pick(parentValues, referenceFields(definition, { sharable: true }));
    for (let i = 0; i < 11; i += 1) await create(definition.name, await sampleRecord(definition, create, shared));
    const filter = Object.entries(shared)
      .filter(([name]) => definition.fields[name]?.kind === 'reference')
      .map(([name, value]) => `&${name}=${String(value)}`)
      .join('');
    const page2 = await t.call(admin, 'GET', `${apiPath}?page=2&pageSize=10${filter}`);
    expect(page2.statusCode, page2.body).toBe(200);
    const body = page2.json<{ items: Row[]; total: number }>();
    expect(body.total).toBeGreaterThanOrEqual(11);
    expect(body.items.length).toBe(Math.min(10, body.total - 10));

    const firstPage = (await t.call(admin, 'GET', `${apiPath}?pageSize=25${filter}`)).json<{ items: Row[] }>().items;
    const ids = firstPage.map((row) => row[idField] as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    for (const field of sortableFields(definition).filter((f) => f !== idField && definition.fields[f]?.kind === 'text')) {
      const sorted = await t.call(admin, 'GET', `${apiPath}?sort=${field}:asc&pageSize=100${filter}`);
      expect(sorted.statusCode).toBe(200);
      const values = sorted.json<{ items: Row[] }>().items.map((row) => String(row[field] ?? ''));
      expect(values.length).toBeGreaterThan(1);
    }
    expect((await t.call(admin, 'GET', `${apiPath}?sort=passwordHash:asc`)).statusCode).toBe(400);
    expect((await t.call(admin, 'GET', `${apiPath}?pageSize=7`)).statusCode).toBe(400);
    expect((await t.call(admin, 'GET', `${apiPath}?nope=1`)).statusCode).toBe(400);
  });

  it('searches text fields ignoring case and accents', async () => {
    const searchable = Object.entries(definition.fields).find(([, f]) => f.searchable && f.kind === 'text' && (f.maxLength ?? 200) > 30);
    if (!searchable) return;
    const input = await sampleRecord(definition, create);
    const marker = `Ñandú Ávila ${Math.random().toString(36).slice(2, 8)}`;
    const id = await create(definition.name, { ...input, [searchable[0]]: marker });
    const term = encodeURIComponent(marker.toUpperCase().replace('Ñ', 'N').replace('Á', 'A').replace('Ú', 'U'));
    const res = await t.call(admin, 'GET', `${apiPath}?search=${term}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ items: Row[] }>().items.map((row) => row[idField])).toEqual([id]);
  });

  it('answers field errors for invalid input and writes nothing', async () => {
    const before = (await t.call(admin, 'GET', apiPath)).json<{ total: number }>().total;
    const res = await t.call(admin, 'POST', apiPath, {}, { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    const required = Object.entries(definition.fields)
      .filter(([, f]) => f.required && f.defaultValue === undefined)
      .map(([name]) => name);
    for (const name of required) expect(errors[name], name).toBeDefined();
    const extra = await t.call(admin, 'POST', apiPath, { ...(await sampleRecord(definition, create)), hacked: true });
    expect(extra.statusCode).toBe(400);
    expect((await t.call(admin, 'GET', apiPath)).json<{ total: number }>().total).toBe(before);
  });

  it('refuses callers without the permission (403) and signed-out callers (401)', async () => {
    expect((await t.call(nobody, 'GET', apiPath)).statusCode).toBe(403);
    expect((await t.call(nobody, 'POST', apiPath, await sampleRecord(definition, create))).statusCode).toBe(403);
    expect((await t.call(null, 'GET', apiPath)).statusCode).toBe(401);
    expect((await t.call(nobody, 'GET', `${apiPath}/Exportar`)).statusCode).toBe(403);
  });

  it('exports the current filter as CSV and Excel', async () => {
    const input = await sampleRecord(definition, create);
    await create(definition.name, input);
    const csv = await t.call(admin, 'GET', `${apiPath}/Exportar?formato=csv`, undefined, { 'accept-language': 'en-US' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    const total = (await t.call(admin, 'GET', apiPath)).json<{ total: number }>().total;
    expect(lines.length).toBe(total + 1);
    const xlsx = await t.call(admin, 'GET', `${apiPath}/Exportar`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses to delete a record others depend on, saying which', async () => {
    const dependents = dependentsOf(definition.name);
    if (dependents.length === 0) return;
    const id = await create(definition.name, await sampleRecord(definition, create));
    const { catalogue, field, many } = dependents[0]!;
    await create(catalogue.name, await sampleRecord(catalogue, create, { [field]: many ? [id] : id }));
    const res = await t.call(admin, 'DELETE', `${definition.deletePath ?? apiPath}/${id}`, undefined, { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ detail: string }>().detail).toContain(catalogue.name === 'partes' ? 'Parts' : '(');
    expect((await t.call(admin, 'GET', itemUrl(definition, id))).statusCode).toBe(200);
  });

  const scopeField = Object.entries(definition.fields).find(([, f]) => f.scope)?.[0];
  it.skipIf(!definition.idScope && !scopeField)('shows scoped users only their own records', async () => {
    const a = await sampleRecord(definition, create);
    const b = await sampleRecord(definition, create);
    const idA = await create(definition.name, a);
    const idB = await create(definition.name, b);
    const user = await t.createUser();
    await t.grantProfile([[definition.resource, 'r', 'w', 'c']], { userIds: [user.userId] });
    const key = definition.idScope ?? definition.fields[scopeField!]!.scope!;
    const own = definition.idScope ? idA : a[scopeField!];
    if (key === 'clienteId') await t.db.insert(userCustomers).values({ userId: user.userId, clienteId: own as number });
    if (key === 'proveedorId') await t.db.insert(userVendors).values({ userId: user.userId, proveedorId: own as number });
    if (key === 'aduana') await t.db.insert(userCustoms).values({ userId: user.userId, aduana: own as string });
    const token = (await t.login(user.userName, user.password)).accessToken;
    const list = await t.call(token, 'GET', `${apiPath}?pageSize=100`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: Row[] }>().items.map((row) => row[idField])).toEqual([idA]);
    expect((await t.call(token, 'GET', itemUrl(definition, idB))).statusCode).toBe(404);
    expect((await t.call(token, 'PUT', itemUrl(definition, idB), { ...b, rowVersion: 1 })).statusCode).toBe(404);
    const csv = await t.call(token, 'GET', `${apiPath}/Exportar?formato=csv`);
    expect(csv.body.trim().split('\r\n').length).toBe(2);
    if (scopeField && !definition.idScope) {
      const outside = await t.call(token, 'POST', apiPath, { ...(await sampleRecord(definition, create)), [scopeField]: b[scopeField] });
      expect(outside.statusCode).toBe(400);
    }
  });
});

function referenceFields(definition: CatalogueDefinition, options: { sharable?: boolean } = {}): string[] {
  const keyed = new Set(
    Object.entries(definition.fields)
      .filter(([, field]) => field.unique)
      .map(([name]) => name),
  );
  return Object.entries(definition.fields)
    .filter(([name, field]) => field.kind === 'reference' && field.required && !(options.sharable && keyed.has(name)))
    .map(([name]) => name);
}

function pick(row: Row, names: string[]): Row {
  return Object.fromEntries(names.filter((name) => name in row).map((name) => [name, row[name]]));
}
