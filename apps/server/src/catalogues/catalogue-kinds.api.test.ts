import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getCatalogue } from '@portal/contract';
import { catalogueTable } from '@portal/db';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sampleRecord } from '../../test/catalogue-samples.ts';

/**
 * The engine's secret and documents kinds, on the software catalogue (credentials kept encrypted,
 * documents uploaded first and claimed by the save).
 */
type Row = Record<string, unknown>;

const software = getCatalogue('softwares');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SECRET = 'usuario: soporte.ti / clave: Ñandú#2026';

let t: TestApp;
let admin: string;
let reader: string;
let otherWriter: string;

function multipart(name: string, content: Buffer) {
  const boundary = '----catalogue-documents';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, name = 'licencia.pdf', content = PDF): Promise<{ statusCode: number; fileId: string }> {
  const body = multipart(name, content);
  const res = await t.app.inject({
    method: 'POST',
    url: `${software.apiPath}/Documentos`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return { statusCode: res.statusCode, fileId: res.statusCode === 201 ? res.json<{ fileId: string }>().fileId : '' };
}

const create = async (catalogue: string, values: Row) => {
  const res = await t.call(admin, 'POST', getCatalogue(catalogue).apiPath, values);
  if (res.statusCode !== 201) throw new Error(`create ${catalogue}: ${res.statusCode} ${res.body}`);
  return res.json<Row>()[getCatalogue(catalogue).idField] as number;
};

async function newSoftware(values: Row = {}): Promise<Row> {
  const res = await t.call(admin, 'POST', software.apiPath, { ...(await sampleRecord(software, create)), ...values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Row>();
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createUser({ roles: ['admin'] });
  admin = (await t.login(a.userName, a.password)).accessToken;
  const r = await t.createUser();
  await t.grantProfile([['Software', 'r']], { userIds: [r.userId] });
  reader = (await t.login(r.userName, r.password)).accessToken;
  const w = await t.createUser();
  await t.grantProfile([['Software', 'r', 'w', 'c']], { userIds: [w.userId] });
  otherWriter = (await t.login(w.userName, w.password)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('secret fields', () => {
  it('keep credentials encrypted at rest and out of items, lists, exports and the log', async () => {
    const item = await newSoftware({ credenciales: SECRET });
    const id = item.softwareId as number;
    expect(item.credenciales).toBeNull();
    expect(item.credencialesGuardado).toBe(true);

    const table = catalogueTable('softwares');
    const [row] = await t.db.select().from(table).where(eq(table.id!, id));
    const stored = String((row as Row).credenciales);
    expect(stored.startsWith('v1.')).toBe(true);
    expect(stored).not.toContain('soporte.ti');

    const list = await t.call(admin, 'GET', `${software.apiPath}?pageSize=100`);
    expect(list.body).not.toContain('soporte.ti');
    const csv = await t.call(admin, 'GET', `${software.apiPath}/Exportar?formato=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('soporte.ti');
    expect(csv.body).not.toContain(stored.slice(0, 20));
    const log = await t.call(admin, 'GET', `${software.apiPath}/${id}/Bitacora`);
    expect(log.body).not.toContain('soporte.ti');
  });

  it('reveal the value only to writers, logging each reveal', async () => {
    const id = (await newSoftware({ credenciales: SECRET })).softwareId as number;
    const shown = await t.call(admin, 'GET', `${software.apiPath}/${id}/Secreto/credenciales`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ value: SECRET });
    expect(shown.headers['cache-control']).toBe('no-store');
    expect((await t.call(reader, 'GET', `${software.apiPath}/${id}/Secreto/credenciales`)).statusCode).toBe(403);
    expect((await t.call(null, 'GET', `${software.apiPath}/${id}/Secreto/credenciales`)).statusCode).toBe(401);
    expect((await t.call(admin, 'GET', `${software.apiPath}/${id}/Secreto/nombre`)).statusCode).toBe(400);
    expect((await t.call(admin, 'GET', `${software.apiPath}/999999/Secreto/credenciales`)).statusCode).toBe(404);
    const log = await t.call(admin, 'GET', `${software.apiPath}/${id}/Bitacora`);
    expect(log.json<{ items: { action: string }[] }>().items.map((entry) => entry.action)).toEqual(['reveal', 'create']);
  });

  it('are kept when an update leaves them out and cleared by null', async () => {
    const item = await newSoftware({ credenciales: SECRET });
    const id = item.softwareId as number;
    const { softwareId: _id, rowVersion, createdAt: _c, updatedAt: _u, credencialesGuardado: _g, ...rest } = item;
    const body = Object.fromEntries(Object.entries(rest).filter(([name]) => name in software.fields && name !== 'credenciales'));
    const kept = await t.call(admin, 'PUT', `${software.apiPath}/${id}`, { ...body, nombre: 'Office 365 E3', rowVersion });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Row>().credencialesGuardado).toBe(true);
    expect((await t.call(admin, 'GET', `${software.apiPath}/${id}/Secreto/credenciales`)).json()).toEqual({ value: SECRET });
    const cleared = await t.call(admin, 'PUT', `${software.apiPath}/${id}`, { ...body, credenciales: null, rowVersion: 2 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<Row>().credencialesGuardado).toBe(false);
  });
});

describe('documents fields', () => {
  it('take uploaded files the caller owns, with name, type and size from the store, and download them', async () => {
    const uploaded = await upload(admin);
    expect(uploaded.statusCode).toBe(201);
    const item = await newSoftware({ documentos: [{ fileId: uploaded.fileId, fileName: 'forged.exe', sizeBytes: 1 }] });
    expect(item.documentos).toEqual([
      { fileId: uploaded.fileId, fileName: 'licencia.pdf', contentType: 'application/pdf', sizeBytes: PDF.length },
    ]);
    const id = item.softwareId as number;
    const download = await t.call(reader, 'GET', `${software.apiPath}/${id}/Documentos/${uploaded.fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuse files of others, files another record holds, unknown ids and files of the wrong type', async () => {
    const mine = await upload(admin);
    const before = (await t.call(admin, 'GET', software.apiPath)).json<{ total: number }>().total;
    const stolen = await t.call(otherWriter, 'POST', software.apiPath, {
      ...(await sampleRecord(software, create)),
      documentos: [{ fileId: mine.fileId }],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json<{ errors: Record<string, string[]> }>().errors.documentos).toBeDefined();
    await newSoftware({ documentos: [{ fileId: mine.fileId }] });
    const twice = await t.call(admin, 'POST', software.apiPath, {
      ...(await sampleRecord(software, create)),
      documentos: [{ fileId: mine.fileId }],
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await t.call(admin, 'POST', software.apiPath, {
      ...(await sampleRecord(software, create)),
      documentos: [{ fileId: '0b6c6f2e-2f55-4d7a-9a53-3f0d8c1b2a77' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await t.call(admin, 'GET', software.apiPath)).json<{ total: number }>().total).toBe(before + 1);
    expect((await upload(admin, 'programa.exe', Buffer.from('MZ\u0090\u0000 not a document'))).statusCode).toBe(415);
    expect((await upload(reader)).statusCode).toBe(403);
  });

  it('download only files the record holds, inside the caller’s access', async () => {
    const held = await upload(admin);
    const loose = await upload(admin);
    const id = (await newSoftware({ documentos: [{ fileId: held.fileId }] })).softwareId as number;
    expect((await t.call(admin, 'GET', `${software.apiPath}/${id}/Documentos/${loose.fileId}`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', `${software.apiPath}/${id}/Documentos/${held.fileId}`)).statusCode).toBe(401);
    const removed = await t.call(admin, 'PUT', `${software.apiPath}/${id}`, {
      ...(await sampleRecord(software, create)),
      documentos: [],
      rowVersion: 1,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.call(admin, 'GET', `${software.apiPath}/${id}/Documentos/${held.fileId}`)).statusCode).toBe(404);
    // A document the record dropped leaves the file store; so do a deleted record's documents.
    expect(await t.deps.files.find(held.fileId)).toBeUndefined();
    const kept = await upload(admin);
    const other = (await newSoftware({ documentos: [{ fileId: kept.fileId }] })).softwareId as number;
    expect(await t.deps.files.find(kept.fileId)).toBeDefined();
    expect((await t.call(admin, 'DELETE', `${software.apiPath}/${other}`)).statusCode).toBe(204);
    expect(await t.deps.files.find(kept.fileId)).toBeUndefined();
  });
});
