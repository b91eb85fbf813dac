import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedimentoDocumentos, storedFiles } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const FIXTURE = readFileSync(resolve(import.meta.dirname, '../../../../../packages/contract/src/m3/fixtures/m3210001.076'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let admin: string;
let pedimentoId: number;
let otherId: number;

function multipart(name: string, content: Buffer, type: string) {
  const boundary = '----doc-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function send(token: string, url: string, name: string, content: Buffer, type = 'application/pdf') {
  const body = multipart(name, content, type);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
}

async function written() {
  const [files] = await t.db.select({ n: count() }).from(storedFiles);
  const [docs] = await t.db.select({ n: count() }).from(pedimentoDocumentos);
  return { files: files!.n, docs: docs!.n };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor({ roles: ['admin'] });
  await t.createCustomer(admin);
  const imported = await send(admin, '/api/M3/Archivos', 'm3210001.076', FIXTURE, 'text/plain');
  expect(imported.statusCode, imported.body).toBe(201);
  const list = (await t.call(admin, 'GET', '/api/Pedimentos?sort=numero:asc')).json().items as {
    pedimentoId: number;
    clienteId: number | null;
  }[];
  pedimentoId = list.find((p) => p.clienteId !== null)!.pedimentoId;
  otherId = list.find((p) => p.pedimentoId !== pedimentoId)!.pedimentoId;
});
afterAll(async () => {
  await t?.close();
});

describe('pedimento documents (transfers)', () => {
  it('lists a pedimento as pending with what is missing until each required kind is in', async () => {
    const pending = () => t.call(admin, 'GET', '/api/Pedimentos/Pendientes?pageSize=100');
    const before = (await pending()).json();
    expect(before.items.find((p: { pedimentoId: number }) => p.pedimentoId === pedimentoId).faltantes).toEqual([
      'pedimento',
      'cove',
      'factura',
    ]);
    for (const tipo of ['pedimento', 'cove']) {
      const res = await send(admin, `/api/Pedimentos/${pedimentoId}/Documentos?tipo=${tipo}`, `${tipo}.pdf`, PDF);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ tipo, pedimentoId, file: { fileName: `${tipo}.pdf` } });
    }
    const middle = (await pending()).json();
    expect(middle.items.find((p: { pedimentoId: number }) => p.pedimentoId === pedimentoId).faltantes).toEqual(['factura']);
    const last = await send(admin, `/api/Pedimentos/${pedimentoId}/Documentos?tipo=factura`, 'factura.pdf', PDF);
    expect(last.statusCode).toBe(201);
    const after = (await pending()).json();
    expect(after.items.map((p: { pedimentoId: number }) => p.pedimentoId)).not.toContain(pedimentoId);
    expect(after.total).toBe(before.total - 1);

    const documents = (await t.call(admin, 'GET', `/api/Pedimentos/${pedimentoId}/Documentos`)).json();
    expect(documents).toHaveLength(3);
    const download = await t.call(admin, 'GET', `/api/Pedimentos/${pedimentoId}/Documentos/${documents[0].documentoId}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Removing one puts the pedimento back on the pending list.
    expect((await t.call(admin, 'DELETE', `/api/Pedimentos/${pedimentoId}/Documentos/${documents[0].documentoId}`)).statusCode).toBe(204);
    expect((await pending()).json().total).toBe(before.total);
  });

  it.each([
    [
      'an image that is not a PDF',
      'foto.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      '?tipo=cove',
      415,
    ],
    ['an empty file', 'vacio.pdf', Buffer.alloc(0), '?tipo=cove', 400],
    ['an unknown kind', 'x.pdf', PDF, '?tipo=otro', 400],
    ['no kind', 'x.pdf', PDF, '', 400],
  ])('refuses %s with a problem and writes nothing', async (_what, name, content, query, status) => {
    const before = await written();
    const res = await send(admin, `/api/Pedimentos/${otherId}/Documentos${query}`, name, content);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(await written()).toEqual(before);
  });

  it('keeps documents inside the data scope and needs write to add them', async () => {
    const u = await t.createUser({ roles: ['client'] });
    await t.grantProfile([['Pedimentos', 'r']] as never, { userIds: [u.userId] });
    const reader = (await t.login(u.userName, u.password)).accessToken;
    // Linked to no customer: the pedimento does not exist for this user.
    expect((await t.call(reader, 'GET', `/api/Pedimentos/${pedimentoId}/Documentos`)).statusCode).toBe(404);
    expect((await t.call(reader, 'GET', '/api/Pedimentos/Pendientes')).json().total).toBe(0);
    const before = await written();
    expect((await send(reader, `/api/Pedimentos/${pedimentoId}/Documentos?tipo=cove`, 'c.pdf', PDF)).statusCode).toBe(403);
    expect(await written()).toEqual(before);
    expect((await t.call(null, 'GET', '/api/Pedimentos/Pendientes')).statusCode).toBe(401);
  });
});
