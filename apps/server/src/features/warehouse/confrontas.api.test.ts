import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargas, confrontaItems, userPatents } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let confrontaId: number;

const en = { 'accept-language': 'en-US' };

function photoUpload(token: string, url: string, content: Buffer) {
  const boundary = '----vehiculo';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="camion.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor({ roles: ['admin'] });
  const created = await t.call(admin, 'POST', '/api/Confrontas', {
    numeroControl: 'CTRL-001',
    patente: '3210',
    pedimento: '6000123',
    remesa: 'R1',
    items: [
      { tipo: 'guiaMaster', codigo: '13912345675' },
      { tipo: 'guiaHouse', codigo: 'hawb-77' },
      { tipo: 'bulto', codigo: 'BUL-1' },
      { tipo: 'bulto', codigo: 'BUL-2' },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  confrontaId = created.json().confrontaId;
});
afterAll(async () => {
  await t?.close();
});

describe('confrontations', () => {
  it('refuses a wrong guide or package and writes nothing; a right one is confronted once', async () => {
    const confronted = async () =>
      (await t.db.select({ n: count() }).from(confrontaItems).where(eq(confrontaItems.estado, 'confrontado')))[0]!.n;
    const wrong = await t.call(admin, 'POST', `/api/Confrontas/${confrontaId}/Escaneos`, { codigo: 'BUL-9' }, en);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe('Wrong guide or package: BUL-9 does not belong to this confrontation');
    expect(await confronted()).toBe(0);

    const right = await t.call(admin, 'POST', `/api/Confrontas/${confrontaId}/Escaneos`, { codigo: 'hawb-77', peso: '12.5' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({
      repetido: false,
      pendientes: 3,
      confrontados: 1,
      item: { estado: 'confrontado', peso: '12.500' },
    });
    const again = await t.call(admin, 'POST', `/api/Confrontas/${confrontaId}/Escaneos`, { codigo: 'HAWB-77' });
    expect(again.json()).toMatchObject({ repetido: true, confrontados: 1 });
    await t.call(admin, 'POST', `/api/Confrontas/${confrontaId}/Escaneos`, { codigo: 'BUL-1' });
  });

  it('concludes only with every item confronted or a reason', async () => {
    const other = await t.call(admin, 'POST', '/api/Confrontas', {
      numeroControl: 'CTRL-002',
      patente: '3210',
      items: [{ tipo: 'bulto', codigo: 'X-1' }],
    });
    const id = other.json().confrontaId;
    const refused = await t.call(admin, 'POST', `/api/Confrontas/${id}/Concluir`, {}, en);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.motivo).toEqual(['Write the reason to conclude with pending items']);
    const done = await t.call(admin, 'POST', `/api/Confrontas/${id}/Concluir`, { motivo: 'Bulto no llegó' });
    expect(done.json()).toMatchObject({ estado: 'concluida', motivoCierre: 'Bulto no llegó', pendientes: 1 });
    expect((await t.call(admin, 'POST', `/api/Confrontas/${id}/Escaneos`, { codigo: 'X-1' })).statusCode).toBe(409);
    const duplicate = await t.call(admin, 'POST', '/api/Confrontas', {
      numeroControl: 'CTRL-002',
      patente: '3210',
      items: [{ tipo: 'bulto', codigo: 'Y' }],
    });
    expect(duplicate.statusCode).toBe(400);
  });

  it('is seen only within the caller patents', async () => {
    const u = await t.createUser();
    await t.db.insert(userPatents).values({ userId: u.userId, patente: '9999' });
    await t.grantProfile([['Confrontas', 'r', 'w', 'c']], { userIds: [u.userId] });
    const token = (await t.login(u.userName, u.password)).accessToken;
    expect((await t.call(token, 'GET', '/api/Confrontas')).json().total).toBe(0);
    expect((await t.call(token, 'GET', `/api/Confrontas/${confrontaId}`)).statusCode).toBe(404);
    expect((await t.call(token, 'POST', `/api/Confrontas/${confrontaId}/Escaneos`, { codigo: 'BUL-2' })).statusCode).toBe(404);
    expect(
      (await t.call(token, 'POST', '/api/Confrontas', { numeroControl: 'C9', patente: '3210', items: [{ tipo: 'bulto', codigo: 'Z' }] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('loads', () => {
  it('refuses an unknown, inactive or busy badge; requires the vehicle photo to confirm', async () => {
    // Drivers live in the catalogue engine's `choferes` catalogue: its create, its unique badge, its list.
    const juan = await t.call(admin, 'POST', '/api/Confrontas/Choferes', { nombre: 'Juan Pérez', gafete: 'GAF-100', activo: true });
    expect(juan.statusCode, juan.body).toBe(201);
    const luis = await t.call(admin, 'POST', '/api/Confrontas/Choferes', { nombre: 'Luis Ramos', gafete: 'GAF-200', activo: false });
    expect(luis.statusCode, luis.body).toBe(201);
    const twin = await t.call(admin, 'POST', '/api/Confrontas/Choferes', { nombre: 'Otro', gafete: 'gaf-100', activo: true });
    expect(twin.statusCode).toBe(409);
    const drivers = (await t.call(admin, 'GET', '/api/Confrontas/Choferes?sort=nombre:asc')).json();
    expect(drivers.items.map((d: { gafete: string }) => d.gafete)).toEqual(['GAF-100', 'GAF-200']);
    const loads = async () => (await t.db.select({ n: count() }).from(cargas))[0]!.n;
    for (const gafete of ['GAF-999', 'GAF-200']) {
      const refused = await t.call(admin, 'POST', '/api/Confrontas/Cargas', { confrontaId, gafete }, en);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toBe('Invalid badge');
    }
    expect(await loads()).toBe(0);
    const started = await t.call(admin, 'POST', '/api/Confrontas/Cargas', { confrontaId, gafete: 'gaf-100' });
    expect(started.statusCode, started.body).toBe(201);
    const carga = started.json();
    expect(carga).toMatchObject({ choferNombre: 'Juan Pérez', estado: 'abierta', tieneFoto: false, bultos: 1 });
    // The same driver cannot start a second load while this one is open.
    expect((await t.call(admin, 'POST', '/api/Confrontas/Cargas', { confrontaId, gafete: 'GAF-100' })).statusCode).toBe(422);

    const confirm = () =>
      t.call(admin, 'POST', `/api/Confrontas/Cargas/${carga.cargaId}/Confirmar`, { placas: 'abc-123', numeroEconomico: 'T-45' }, en);
    const noPhoto = await confirm();
    expect(noPhoto.statusCode).toBe(422);
    expect(noPhoto.json().detail).toBe('You must take the photo of the loaded vehicle');
    const jpeg = await sharp({ create: { width: 2600, height: 1200, channels: 3, background: '#777' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 40/1 12/1' } })
      .toBuffer();
    const photo = await photoUpload(admin, `/api/Confrontas/Cargas/${carga.cargaId}/Foto`, jpeg);
    expect(photo.statusCode, photo.body).toBe(200);
    const stored = await t.call(admin, 'GET', `/api/Confrontas/Cargas/${carga.cargaId}/Foto`);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.exif]).toEqual([2048, undefined]);
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ estado: 'confirmada', placas: 'ABC-123', numeroEconomico: 'T-45', tieneFoto: true });
    expect((await t.call(admin, 'GET', '/api/Confrontas/Cargas')).json().items).toHaveLength(1);
  });
});
