import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { almacenCapturas, cargas, confrontaItems, previoLineas, previos } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let clienteId: number;
let confrontaId: number;

const previo = (extra: Record<string, unknown> = {}) => ({
  clienteId,
  fechaPrevio: '2026-11-20',
  guiaMaster: '139-12345675',
  lineas: [{ descripcion: 'Tornillo', cantidadFisica: '10', cantidadFactura: '10', unidad: 'PZA' }],
  ...extra,
});
const sync = (body: unknown, token = admin) => t.call(token, 'POST', '/api/Almacen/Capturas', body);
const previoCount = async () => (await t.db.select({ n: count() }).from(previos))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  const boss = await t.createUser({ roles: ['admin'] });
  admin = (await t.login(boss.userName, boss.password)).accessToken;
  const c = await t.call(admin, 'POST', '/api/Clientes', { nombreCorto: 'ACME', razonSocial: 'ACME SA DE CV', rfc: 'ALA131011IC8' });
  expect(c.statusCode, c.body).toBe(201);
  clienteId = c.json().clienteId;
  const created = await t.call(admin, 'POST', '/api/Confrontas', {
    numeroControl: 'CTRL-SYNC',
    patente: '3210',
    pedimento: '6000124',
    remesa: 'R1',
    items: [
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

describe('offline capture sync', () => {
  it('stores a previo captured offline once, however often (and however concurrently) it is sent', async () => {
    const before = await previoCount();
    const capture = { clave: randomUUID(), tipo: 'previo', previo: previo() };
    const first = await sync(capture);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ repetida: false, tipo: 'previo' });
    const [again, twin] = await Promise.all([sync(capture), sync(capture)]);
    expect(again.json()).toEqual({ ...first.json(), repetida: true });
    expect(twin.json()).toEqual({ ...first.json(), repetida: true });
    expect(await previoCount()).toBe(before + 1);
    const stored = await t.call(admin, 'GET', `/api/Previos/${first.json().recursoId}`);
    expect(stored.json().lineas).toHaveLength(1);
  });

  it('answers 409 when someone else saved the previo meanwhile, and writes nothing', async () => {
    const made = await sync({ clave: randomUUID(), tipo: 'previo', previo: previo() });
    const previoId = made.json().recursoId as string;
    const read = (await t.call(admin, 'GET', `/api/Previos/${previoId}`)).json();
    // Someone else saves: the version the phone read is now old.
    const other = await t.call(admin, 'PUT', `/api/Previos/${previoId}`, previo({ rowVersion: read.rowVersion, procesador: 'Otro' }));
    expect(other.statusCode, other.body).toBe(200);
    const clave = randomUUID();
    const stale = await sync({
      clave,
      tipo: 'previo',
      previoId,
      previo: previo({ rowVersion: read.rowVersion, procesador: 'Desde el teléfono', lineas: [] }),
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    const after = (await t.call(admin, 'GET', `/api/Previos/${previoId}`)).json();
    expect(after).toMatchObject({ procesador: 'Otro', rowVersion: read.rowVersion + 1 });
    expect((await t.db.select({ n: count() }).from(previoLineas).where(eq(previoLineas.previoId, previoId)))[0]!.n).toBe(1);
    // The key was not used up: the phone may send it again after the user chose what to keep.
    expect(await t.db.select().from(almacenCapturas).where(eq(almacenCapturas.clave, clave))).toEqual([]);
    const fresh = await sync({
      clave,
      tipo: 'previo',
      previoId,
      previo: previo({ rowVersion: after.rowVersion, procesador: 'Desde el teléfono' }),
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('confronts a scan captured offline once; a closed confrontation is a conflict', async () => {
    const scan = { clave: randomUUID(), tipo: 'escaneo', confrontaId, escaneo: { codigo: 'bul-1' } };
    expect((await sync(scan)).json()).toMatchObject({ repetida: false });
    expect((await sync(scan)).json()).toMatchObject({ repetida: true });
    const items = await t.db.select().from(confrontaItems).where(eq(confrontaItems.confrontaId, confrontaId));
    expect(items.filter((i) => i.estado === 'confrontado').map((i) => i.codigo)).toEqual(['BUL-1']);
    const wrong = await sync({ clave: randomUUID(), tipo: 'escaneo', confrontaId, escaneo: { codigo: 'NOPE' } });
    expect(wrong.statusCode).toBe(422);
    const closed = await t.call(admin, 'POST', `/api/Confrontas/${confrontaId}/Concluir`, { motivo: 'Falta un bulto' });
    expect(closed.statusCode, closed.body).toBe(200);
    const late = await sync({ clave: randomUUID(), tipo: 'escaneo', confrontaId, escaneo: { codigo: 'BUL-2' } });
    expect(late.statusCode, late.body).toBe(409);
    const bul2 = await t.db.select().from(confrontaItems).where(eq(confrontaItems.codigo, 'BUL-2'));
    expect(bul2[0]!.estado).toBe('pendiente');
  });

  it('starts a load once per key, and a later send confirms it once the photo is there', async () => {
    const driver = await t.call(admin, 'POST', '/api/Confrontas/Choferes', { nombre: 'Ana Ruiz', gafete: 'GAF-SYNC', activo: true });
    expect(driver.statusCode, driver.body).toBe(201);
    const capture = { clave: randomUUID(), tipo: 'carga', carga: { confrontaId, gafete: 'GAF-SYNC' } };
    const first = await sync(capture);
    expect(first.statusCode, first.body).toBe(200);
    expect((await sync(capture)).json()).toEqual({ ...first.json(), repetida: true });
    expect((await t.db.select({ n: count() }).from(cargas))[0]!.n).toBe(1);
    // Without the vehicle photo the confirmation is refused (the rule of point 5) and the load stays open.
    const confirm = { ...capture, confirmar: { placas: 'abc-123', numeroEconomico: 'E-7' } };
    expect((await sync(confirm)).statusCode).toBe(422);
    const [load] = await t.db.select().from(cargas);
    expect(load!.estado).toBe('abierta');
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const boundary = '----vehiculo';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="camion.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/Confrontas/Cargas/${load!.cargaId}/Foto`,
      payload: Buffer.concat([Buffer.from(head), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}` },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect((await sync(confirm)).json()).toMatchObject({ repetida: false, recursoId: String(load!.cargaId) });
    expect((await sync(confirm)).json()).toMatchObject({ repetida: true });
    const [confirmed] = await t.db.select().from(cargas);
    expect(confirmed).toMatchObject({ estado: 'confirmada', placas: 'ABC-123', numeroEconomico: 'E-7' });
  });

  it('checks the input and the permission of each kind of capture', async () => {
    expect((await sync({ clave: 'not-a-uuid', tipo: 'previo', previo: previo() })).statusCode).toBe(400);
    expect((await sync({ clave: randomUUID(), tipo: 'otro' })).statusCode).toBe(400);
    const u = await t.createUser({ roles: ['editor'] });
    await t.grantProfile([['Confrontas', 'r', 'w']], { userIds: [u.userId] });
    const checker = (await t.login(u.userName, u.password)).accessToken;
    const before = await previoCount();
    const refused = await sync({ clave: randomUUID(), tipo: 'previo', previo: previo() }, checker);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await previoCount()).toBe(before);
  });
});
