import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCustomers } from '@portal/db';
import type { BulletinNotice } from '@portal/contract/features/bulletins';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const notices: { userIds: number[]; message: BulletinNotice }[] = [];
let adminToken: string;
let editor: { userId: number; token: string };
let client: { userId: number; token: string };
let author: { userId: number; token: string };
let inactiveEditorId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(name: string, content: Buffer) {
  const boundary = '----bulletins-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function uploadAttachment(token: string, name = 'circular.pdf'): Promise<string> {
  const body = multipart(name, PDF);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Boletines/Adjuntos',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json().fileId;
}

async function signedIn(roles: string[]) {
  const u = await t.createUser({ roles });
  return { userId: u.userId, token: (await t.login(u.userName, u.password)).accessToken };
}

const base = {
  boletinTipo: 'aviso',
  titulo: 'Cambio de horario en aduana 24',
  contenido: '<p>Horario <strong>extendido</strong></p>',
  esPublico: false,
  roles: [] as string[],
  clientes: [] as number[],
  adjuntos: [] as string[],
};

beforeAll(async () => {
  t = await createTestApp({}, { notifyUsers: async (userIds, message) => void notices.push({ userIds, message }) });
  adminToken = (await signedIn(['admin'])).token;
  editor = await signedIn(['editor']);
  client = await signedIn(['client']);
  author = await signedIn(['author']);
  await t.db.insert(userCustomers).values({ userId: client.userId, clienteId: 7 });
  inactiveEditorId = (await t.createUser({ roles: ['editor'], status: 'inactive' })).userId;
});
afterAll(async () => {
  await t.close();
});

describe('publishing', () => {
  it('notifies the active subscribers by role and by customer, once', async () => {
    notices.length = 0;
    const res = await t.call(adminToken, 'POST', '/api/Boletines', { ...base, roles: ['editor'], clientes: [7, 8] });
    expect(res.statusCode).toBe(201);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.userIds).toEqual([editor.userId, client.userId].sort((a, b) => a - b));
    expect(notices[0]!.userIds).not.toContain(inactiveEditorId);
    expect(notices[0]!.userIds).not.toContain(author.userId);
    expect(notices[0]!.message).toEqual({
      titleKey: 'bulletins.notification.title',
      params: { titulo: base.titulo },
      route: '/pages/miscellaneous/bulletins',
    });
  });

  it('keeps only allowed markup in the content and refuses markup in the title', async () => {
    const res = await t.call(adminToken, 'POST', '/api/Boletines', {
      ...base,
      contenido:
        '<p onclick="alert(1)">Hola <script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a> <a href="https://sat.gob.mx">SAT</a></p><iframe src="https://evil"></iframe>',
    });
    expect(res.statusCode).toBe(201);
    const { contenido } = res.json();
    expect(contenido).toBe(
      '<p>Hola <a target="_blank" rel="noopener noreferrer nofollow">x</a> <a href="https://sat.gob.mx" target="_blank" rel="noopener noreferrer nofollow">SAT</a></p>',
    );
    const empty = await t.call(
      adminToken,
      'POST',
      '/api/Boletines',
      { ...base, contenido: '<script>x</script>' },
      { 'accept-language': 'en-US' },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ contenido: ['Write the content of the bulletin'] });
    const title = await t.call(adminToken, 'POST', '/api/Boletines', { ...base, titulo: '<b>hola</b>' });
    expect(title.statusCode).toBe(400);
    expect(Object.keys(title.json().errors)).toEqual(['titulo']);
  });

  it('attaches files the caller uploaded, and no one else’s', async () => {
    const fileId = await uploadAttachment(adminToken);
    const res = await t.call(adminToken, 'POST', '/api/Boletines', { ...base, adjuntos: [fileId], roles: ['editor'] });
    expect(res.statusCode).toBe(201);
    const bulletin = res.json();
    expect(bulletin.adjuntos).toEqual([{ fileId, fileName: 'circular.pdf', contentType: 'application/pdf', sizeBytes: PDF.length }]);
    const download = await t.call(adminToken, 'GET', `/api/Boletines/${bulletin.boletinId}/Adjuntos/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // The same file cannot be claimed by a second bulletin.
    expect((await t.call(adminToken, 'POST', '/api/Boletines', { ...base, adjuntos: [fileId] })).statusCode).toBe(422);
    // The subscriber downloads it from their own bulletins; a non-subscriber cannot.
    expect((await t.call(editor.token, 'GET', `/api/Perfil/Boletines/${bulletin.boletinId}/Adjuntos/${fileId}`)).statusCode).toBe(200);
    expect((await t.call(author.token, 'GET', `/api/Perfil/Boletines/${bulletin.boletinId}/Adjuntos/${fileId}`)).statusCode).toBe(404);
  });
});

describe('list, edit and cancel', () => {
  it('lists with paging, filters and sort whitelist', async () => {
    const list = await t.call(adminToken, 'GET', '/api/Boletines?pageSize=10&sort=boletinId:desc');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThanOrEqual(3);
    expect((await t.call(adminToken, 'GET', '/api/Boletines?sort=contenido:asc')).statusCode).toBe(400);
    expect((await t.call(adminToken, 'GET', '/api/Boletines?pageSize=7')).statusCode).toBe(400);
    const search = await t.call(adminToken, 'GET', '/api/Boletines?search=HORARIO&boletinTipo=aviso&cancelado=false');
    expect(search.json().items.every((b: { titulo: string }) => b.titulo.includes('horario'))).toBe(true);
  });

  it('updates with a version check, then cancels: who and when are kept and it stays visible', async () => {
    const created = (await t.call(adminToken, 'POST', '/api/Boletines', base)).json();
    const id = created.boletinId;
    const saved = await t.call(adminToken, 'PUT', `/api/Boletines/${id}`, { ...base, titulo: 'Nuevo título', rowVersion: 1 });
    expect(saved.json()).toMatchObject({ titulo: 'Nuevo título', rowVersion: 2 });
    expect((await t.call(adminToken, 'PUT', `/api/Boletines/${id}`, { ...base, rowVersion: 1 })).statusCode).toBe(409);
    const cancelled = await t.call(adminToken, 'POST', `/api/Boletines/${id}/Cancelar`, { motivo: 'Publicado por error' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelado: true, motivoCancelacion: 'Publicado por error' });
    expect(cancelled.json().canceladoPorNombre).toMatch(/^Usuario /);
    expect(Date.parse(cancelled.json().canceladoAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.call(adminToken, 'POST', `/api/Boletines/${id}/Cancelar`, {})).statusCode).toBe(409);
    expect((await t.call(adminToken, 'PUT', `/api/Boletines/${id}`, { ...base, rowVersion: 3 })).statusCode).toBe(422);
    const listed = (await t.call(adminToken, 'GET', '/api/Boletines?cancelado=true')).json();
    expect(listed.items.map((b: { boletinId: number }) => b.boletinId)).toContain(id);
    expect((await t.call(adminToken, 'GET', '/api/Boletines/999999')).statusCode).toBe(404);
  });

  it('takes back the body its GET gave, attachments as files included; a changed author is a 400 naming it', async () => {
    const fileId = await uploadAttachment(adminToken, 'aviso.pdf');
    const id = (await t.call(adminToken, 'POST', '/api/Boletines', { ...base, adjuntos: [fileId] })).json().boletinId;
    const got = (await t.call(adminToken, 'GET', `/api/Boletines/${id}`)).json();
    const saved = await t.call(adminToken, 'PUT', `/api/Boletines/${id}`, { ...got, titulo: 'Aviso corregido' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ titulo: 'Aviso corregido', adjuntos: [expect.objectContaining({ fileId })] });
    const author = await t.call(adminToken, 'PUT', `/api/Boletines/${id}`, { ...(saved.json() as object), createdByName: 'Otra persona' });
    expect(author.statusCode).toBe(400);
    expect(Object.keys(author.json().errors)).toEqual(['createdByName']);
  });

  it('needs Boletines abilities: read to list, create to publish, write to cancel', async () => {
    expect((await t.call(null, 'GET', '/api/Boletines')).statusCode).toBe(401);
    expect((await t.call(editor.token, 'GET', '/api/Boletines')).statusCode).toBe(403);
    const reader = await t.createUser({ roles: ['editor'] });
    await t.grantProfile([['Boletines', 'r']], { userIds: [reader.userId] });
    const token = (await t.login(reader.userName, reader.password)).accessToken;
    expect((await t.call(token, 'GET', '/api/Boletines')).statusCode).toBe(200);
    expect((await t.call(token, 'POST', '/api/Boletines', base)).statusCode).toBe(403);
    expect((await t.call(token, 'POST', '/api/Boletines/1/Cancelar', {})).statusCode).toBe(403);
    const types = await t.call(token, 'GET', '/api/Opciones/BoletinTipos', undefined, { 'accept-language': 'en-US' });
    expect(types.json()).toEqual([
      { value: 'mantenimiento', text: 'Maintenance' },
      { value: 'aviso', text: 'Notice' },
      { value: 'operativo', text: 'Operations' },
      { value: 'normativa', text: 'Regulation' },
    ]);
  });
});

describe('audience of /api/Boletines for readers who do not manage bulletins', () => {
  it('shows a reader only public bulletins and those addressed to its roles or customers, attachments too', async () => {
    const fileFor7 = await uploadAttachment(adminToken, 'cliente7.pdf');
    const fileFor2 = await uploadAttachment(adminToken, 'cliente2.pdf');
    const post = async (body: object) => {
      const res = await t.call(adminToken, 'POST', '/api/Boletines', { ...base, ...body });
      expect(res.statusCode).toBe(201);
      return res.json() as { boletinId: number; adjuntos: { fileId: string }[] };
    };
    const mine = await post({ titulo: 'Para el cliente 7', clientes: [7], adjuntos: [fileFor7] });
    const other = await post({ titulo: 'Para el cliente 2', clientes: [2], adjuntos: [fileFor2] });
    const internal = await post({ titulo: 'Interno para editores', roles: ['editor'] });
    // A client user of customer 7 who may read bulletins.
    const u = await t.createUser({ roles: ['client'] });
    await t.db.insert(userCustomers).values({ userId: u.userId, clienteId: 7 });
    await t.grantProfile([['Boletines', 'r']], { userIds: [u.userId] });
    const reader = (await t.login(u.userName, u.password)).accessToken;
    const listed = await t.call(reader, 'GET', '/api/Boletines?pageSize=100');
    expect(listed.statusCode).toBe(200);
    const ids = (listed.json().items as { boletinId: number }[]).map((b) => b.boletinId);
    expect(ids).toContain(mine.boletinId);
    expect(ids).not.toContain(other.boletinId);
    expect(ids).not.toContain(internal.boletinId);
    expect((await t.call(reader, 'GET', `/api/Boletines/${mine.boletinId}`)).statusCode).toBe(200);
    expect((await t.call(reader, 'GET', `/api/Boletines/${other.boletinId}`)).statusCode).toBe(404);
    expect((await t.call(reader, 'GET', `/api/Boletines/${internal.boletinId}`)).statusCode).toBe(404);
    expect((await t.call(reader, 'GET', `/api/Boletines/${mine.boletinId}/Adjuntos/${fileFor7}`)).statusCode).toBe(200);
    expect((await t.call(reader, 'GET', `/api/Boletines/${other.boletinId}/Adjuntos/${fileFor2}`)).statusCode).toBe(404);
    // Whoever manages bulletins still sees them all.
    const all = (await t.call(adminToken, 'GET', '/api/Boletines?pageSize=100')).json().items as { boletinId: number }[];
    expect(all.map((b) => b.boletinId)).toEqual(expect.arrayContaining([mine.boletinId, other.boletinId, internal.boletinId]));
    // The export is the same filtered list, in the same order, inside the same audience.
    const query = 'sort=titulo:asc&search=CLIENTE&cancelado=false';
    const filtered = (await t.call(reader, 'GET', `/api/Boletines?pageSize=100&${query}`)).json().items as { boletinId: number }[];
    expect(filtered.map((b) => b.boletinId)).toContain(mine.boletinId);
    expect(filtered.map((b) => b.boletinId)).not.toContain(other.boletinId);
    const csv = await t.call(reader, 'GET', `/api/Boletines/Exportar?formato=csv&${query}`, undefined, { 'accept-language': 'en-US' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Id,Type,Title,Public,Published,Published by,Cancelled,Cancelled by');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(filtered.map((b) => b.boletinId));
    const xlsx = await t.call(reader, 'GET', `/api/Boletines/Exportar?${query}`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await t.call(editor.token, 'GET', '/api/Boletines/Exportar')).statusCode).toBe(403);
  });
});

describe('each user’s bulletins', () => {
  it('counts unread ones, lists them with cancelled ones marked, and reads them all', async () => {
    const u = await signedIn(['maintainer']);
    const first = (await t.call(adminToken, 'POST', '/api/Boletines', { ...base, roles: ['maintainer'] })).json();
    await t.call(adminToken, 'POST', '/api/Boletines', { ...base, titulo: 'Segundo', roles: ['maintainer'] });
    await t.call(adminToken, 'POST', '/api/Boletines', { ...base, titulo: 'Ajeno', roles: ['subscriber'] });
    expect((await t.call(u.token, 'GET', '/api/Perfil/Boletines/SinLeer')).json()).toEqual({ total: 2 });
    await t.call(adminToken, 'POST', `/api/Boletines/${first.boletinId}/Cancelar`, {});
    expect((await t.call(u.token, 'GET', '/api/Perfil/Boletines/SinLeer')).json()).toEqual({ total: 1 });
    const mine = (await t.call(u.token, 'GET', '/api/Perfil/Boletines?pageSize=10')).json();
    expect(mine.total).toBe(2);
    expect(mine.items.map((b: { titulo: string; cancelado: boolean; leido: boolean }) => [b.titulo, b.cancelado, b.leido])).toEqual([
      ['Segundo', false, false],
      [base.titulo, true, false],
    ]);
    const page2 = (await t.call(u.token, 'GET', '/api/Perfil/Boletines?page=2&pageSize=10')).json();
    expect(page2).toEqual({ items: [], total: 2 });
    expect((await t.call(u.token, 'GET', '/api/Perfil/Boletines/LeerTodo')).statusCode).toBe(200);
    expect((await t.call(u.token, 'GET', '/api/Perfil/Boletines/SinLeer')).json()).toEqual({ total: 0 });
    expect((await t.call(u.token, 'GET', '/api/Perfil/Boletines')).json().items.every((b: { leido: boolean }) => b.leido)).toBe(true);
    // Another reader of the same bulletins has read none: its own `leido`, not the first reader's (the feed names no
    // shape, since the caller's id is in its columns).
    const other = await signedIn(['maintainer']);
    const theirs = (await t.call(other.token, 'GET', '/api/Perfil/Boletines')).json().items as { leido: boolean }[];
    expect(theirs.map((b) => b.leido)).toEqual([false, false]);
    // A bulletin published later is unread again.
    await t.call(adminToken, 'POST', '/api/Boletines', { ...base, titulo: 'Tercero', roles: ['maintainer'] });
    expect((await t.call(u.token, 'POST', '/api/Perfil/Boletines/LeerTodo')).statusCode).toBe(200);
    expect((await t.call(null, 'GET', '/api/Perfil/Boletines/SinLeer')).statusCode).toBe(401);
  });
});

describe('the customers’ public page', () => {
  it('lists only public bulletins, signed out, with attachments downloadable by opaque id', async () => {
    const publicFile = await uploadAttachment(adminToken, 'publico.pdf');
    const internalFile = await uploadAttachment(adminToken, 'interno.pdf');
    const pub = (
      await t.call(adminToken, 'POST', '/api/Boletines', { ...base, titulo: 'Aviso a clientes', esPublico: true, adjuntos: [publicFile] })
    ).json();
    await t.call(adminToken, 'POST', '/api/Boletines', { ...base, titulo: 'Solo personal', adjuntos: [internalFile] });
    const res = await t.call(null, 'GET', '/api/Boletines/Publicos?pageSize=100');
    expect(res.statusCode).toBe(200);
    const titles = res.json().items.map((b: { titulo: string }) => b.titulo);
    expect(titles).toEqual(['Aviso a clientes']);
    expect(res.json().items[0]).toMatchObject({ boletinId: pub.boletinId, adjuntos: [{ fileId: publicFile, fileName: 'publico.pdf' }] });
    expect(res.json().items[0]).not.toHaveProperty('roles');
    const download = await t.call(null, 'GET', `/api/Boletines/Publicos/Adjuntos/${publicFile}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('publico.pdf');
    expect((await t.call(null, 'GET', `/api/Boletines/Publicos/Adjuntos/${internalFile}`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', '/api/Boletines/Publicos/Adjuntos/not-a-uuid')).statusCode).toBe(400);
  });
});
