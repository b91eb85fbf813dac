import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m3Archivos, pedimentos, storedFiles, userCustoms, userCustomers } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const FIXTURE = readFileSync(resolve(import.meta.dirname, '../../../../../packages/contract/src/m3/fixtures/m3210001.076'));
const NAME = 'm3210001.076';

let t: TestApp;
let adminToken: string;
let clienteId: number;

function multipart(name: string, content: Buffer) {
  const boundary = '----m3-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(token: string, name: string, content: Buffer, query = '', language = 'es-MX') {
  const body = multipart(name, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/M3/Archivos${query}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': language },
  });
}

async function written() {
  const [files] = await t.db.select({ n: count() }).from(storedFiles);
  const [archivos] = await t.db.select({ n: count() }).from(m3Archivos);
  const [rows] = await t.db.select({ n: count() }).from(pedimentos);
  return { files: files!.n, archivos: archivos!.n, pedimentos: rows!.n };
}

async function signedIn(roles: string[], grants: string[][], link: (userId: number) => Promise<void>) {
  const u = await t.createUser({ roles });
  await link(u.userId);
  await t.grantProfile(grants as never, { userIds: [u.userId] });
  return (await t.login(u.userName, u.password)).accessToken;
}

beforeAll(async () => {
  t = await createTestApp();
  const boss = await t.createUser({ roles: ['admin'] });
  adminToken = (await t.login(boss.userName, boss.password)).accessToken;
  const customer = await t.call(adminToken, 'POST', '/api/Clientes', {
    nombreCorto: 'ACME',
    razonSocial: 'ACME SA DE CV',
    rfc: 'ALA131011IC8',
  });
  expect(customer.statusCode, customer.body).toBe(201);
  clienteId = customer.json().clienteId;
});
afterAll(async () => {
  await t.close();
});

describe('SAAI M3 files', () => {
  it('imports a clean file with its two pedimentos, and a second upload of the same bytes changes nothing', async () => {
    const res = await upload(adminToken, NAME, FIXTURE);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ nombre: NAME, pedimentos: 2, registros: 21, errores: 0, importados: 2 });
    const before = await written();
    const again = await upload(adminToken, NAME.toUpperCase(), FIXTURE);
    expect(again.statusCode).toBe(200);
    expect(again.json().archivoId).toBe(res.json().archivoId);
    expect(await written()).toEqual(before);
    const list = await t.call(adminToken, 'GET', '/api/M3/Archivos');
    expect(list.json()).toMatchObject({ total: 1, items: [{ nombre: NAME, pedimentos: 2 }] });
  });

  it('lists and shows pedimentos with their items, taxes and invoices, and writes their M3 back', async () => {
    const list = await t.call(adminToken, 'GET', '/api/Pedimentos?sort=numero:asc');
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { pedimentoId: number; numeroImpreso: string; clienteId: number | null }[];
    expect(items.map((p) => p.numeroImpreso)).toEqual(['26  24  3210  6000123', '26  47  3210  6000124']);
    expect(items[0]!.clienteId).toBe(clienteId);
    expect(items[1]!.clienteId).toBeNull();
    const detail = await t.call(adminToken, 'GET', `/api/Pedimentos/${items[0]!.pedimentoId}`);
    expect(detail.json()).toMatchObject({
      clave: 'A1',
      rfc: 'ALA131011IC8',
      fechaPago: '2026-03-20',
      valorAduana: 17500,
      valorUsd: '1000.00',
      tipoCambio: '17.50000',
      facturas: [{ cove: 'COVE2687OBZK4', moneda: 'USD', valorUsd: '1000.00' }],
      partidas: [{ numero: 1, fraccion: '84713001', nico: '99', valorAduana: 17500 }],
    });
    expect(detail.json().contribuciones).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ partida: null, clave: '1', importe: 140 }),
        expect.objectContaining({ partida: 1, clave: '3', importe: 2822, tasa: '16.0000000000' }),
      ]),
    );
    const m3 = await t.call(adminToken, 'GET', `/api/Pedimentos/${items[0]!.pedimentoId}/M3`);
    expect(m3.statusCode).toBe(200);
    const lines = m3.body.split('\n');
    expect(lines.slice(0, 11)).toEqual(FIXTURE.toString('latin1').split('\n').slice(0, 11));
    expect(lines[11]).toMatch(/^801\|m3210001\.079\|1\|11\|\|$/);
    const search = await t.call(adminToken, 'GET', '/api/Pedimentos?search=6000124');
    expect(search.json().total).toBe(1);
  });

  it('shows a client only its customers’ pedimentos and staff only their customs offices', async () => {
    const client = await signedIn(['client'], [['Pedimentos', 'r']], async (userId) => {
      await t.db.insert(userCustomers).values({ userId, clienteId });
    });
    const mine = (await t.call(client, 'GET', '/api/Pedimentos')).json();
    expect(mine.total).toBe(1);
    const all = (await t.call(adminToken, 'GET', '/api/Pedimentos')).json().items as { pedimentoId: number; aduana: string }[];
    const other = all.find((p) => p.aduana === '47')!;
    expect((await t.call(client, 'GET', `/api/Pedimentos/${other.pedimentoId}`)).statusCode).toBe(404);
    expect((await t.call(client, 'GET', `/api/Pedimentos/${other.pedimentoId}/M3`)).statusCode).toBe(404);
    expect((await t.call(client, 'GET', '/api/M3/Archivos')).statusCode).toBe(403);
    const staff = await signedIn(['editor'], [['Pedimentos', 'r']], async (userId) => {
      await t.db.insert(userCustoms).values({ userId, aduana: '47' });
    });
    const theirs = (await t.call(staff, 'GET', '/api/Pedimentos')).json().items as { aduana: string }[];
    expect(theirs.map((p) => p.aduana)).toEqual(['47']);
  });

  it.each([
    ['a wrong name', 'pedimento.txt', FIXTURE, 400],
    ['an empty file', 'm3210002.076', Buffer.alloc(0), 400],
    ['a binary file', 'm3210003.076', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 415],
    ['a 500 without its 801', 'm3210005.076', Buffer.from('500|1|3210|6000125|240||\n'), 422],
  ])('refuses %s with a clear problem and writes nothing', async (_what, name, content, status) => {
    const before = await written();
    const res = await upload(adminToken, name, content, '', 'en-US');
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toEqual(expect.any(String));
    if (status === 422) {
      expect(res.json().hallazgos).toEqual(
        expect.arrayContaining([expect.objectContaining({ clave: 'm3.findings.missing801', severidad: 'error' })]),
      );
      expect(res.json().hallazgos[0].mensaje).toEqual(expect.any(String));
    }
    expect(await written()).toEqual(before);
  });

  it('imports only the valid pedimentos of a file with errors when asked, keeping the findings', async () => {
    const text = FIXTURE.toString('latin1')
      .replaceAll('6000123', '6000133')
      .replaceAll('6000124', '6000134')
      .replace('506|6000134|2|21032026|', '506|6000134|2|31022026|')
      .replace('m3210001.076', 'm3210009.076');
    const refused = await upload(adminToken, 'm3210009.076', Buffer.from(text, 'latin1'));
    expect(refused.statusCode).toBe(422);
    const res = await upload(adminToken, 'm3210009.076', Buffer.from(text, 'latin1'), '?soloValidos=true');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ pedimentos: 2, importados: 1, errores: 1 });
    const detail = await t.call(adminToken, 'GET', `/api/M3/Archivos/${res.json().archivoId}`, undefined, { 'accept-language': 'en-US' });
    expect(detail.json().hallazgos).toEqual([
      expect.objectContaining({
        clave: 'm3.findings.date',
        linea: 15,
        valor: '31022026',
        pedimento: '6000134',
        mensaje: expect.stringContaining('31022026'),
      }),
    ]);
    const found = (await t.call(adminToken, 'GET', '/api/Pedimentos?search=60001')).json().items as { numero: string }[];
    expect(found.map((p) => p.numero)).toContain('262432106000133');
    expect(found.map((p) => p.numero)).not.toContain('264732106000134');
  });
});
