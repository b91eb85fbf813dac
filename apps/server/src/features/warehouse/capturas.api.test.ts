import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { almacenCapturas, cargas, confrontaItems, confrontas, previoLineas, previos } from '@portal/db';
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
  admin = await t.tokenFor({ roles: ['admin'] });
  clienteId = await t.createCustomer(admin);
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

describe('confrontations created and concluded offline', () => {
  const newConfronta = (numeroControl: string, codes = ['OFF-1', 'OFF-2']) => ({
    numeroControl,
    patente: '3210',
    items: codes.map((codigo) => ({ tipo: 'bulto', codigo })),
  });
  const confrontasNamed = async (numeroControl: string) =>
    t.db.select().from(confrontas).where(eq(confrontas.numeroControl, numeroControl));
  const keyOf = async (clave: string) => t.db.select().from(almacenCapturas).where(eq(almacenCapturas.clave, clave));

  it('creates a confrontation once, however often (and however concurrently) it is sent, and scans into it by its key', async () => {
    const clave = randomUUID();
    const capture = { clave, tipo: 'confronta', confronta: newConfronta('CTRL-OFF-NEW') };
    const [first, twin] = await Promise.all([sync(capture), sync(capture)]);
    expect([first.statusCode, twin.statusCode], first.body + twin.body).toEqual([200, 200]);
    const answers = [first.json(), twin.json()].sort((a, b) => Number(a.repetida) - Number(b.repetida));
    expect(answers[0]).toMatchObject({ clave, tipo: 'confronta', repetida: false });
    expect(answers[1]).toEqual({ ...answers[0], repetida: true });
    expect((await sync(capture)).json()).toEqual({ ...answers[0], repetida: true });
    const [made] = await confrontasNamed('CTRL-OFF-NEW');
    expect((await confrontasNamed('CTRL-OFF-NEW')).length).toBe(1);
    expect(String(made!.confrontaId)).toBe(answers[0].recursoId);
    const detail = (await t.call(admin, 'GET', `/api/Confrontas/${made!.confrontaId}`)).json();
    expect(detail).toMatchObject({ estado: 'abierta', pendientes: 2, confrontados: 0 });

    // A scan captured offline into it names it by the key of the capture that created it.
    const scan = { clave: randomUUID(), tipo: 'escaneo', confrontaId: clave, escaneo: { codigo: 'off-1' } };
    const scanned = await sync(scan);
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect((await sync(scan)).json()).toEqual({ ...scanned.json(), repetida: true });
    const items = await t.db.select().from(confrontaItems).where(eq(confrontaItems.confrontaId, made!.confrontaId));
    expect(items.filter((i) => i.estado === 'confrontado').map((i) => i.codigo)).toEqual(['OFF-1']);
  });

  it('refuses a capture naming a confrontation no capture of this user created (422), writing nothing', async () => {
    const clave = randomUUID();
    const refused = await sync({ clave, tipo: 'escaneo', confrontaId: randomUUID(), escaneo: { codigo: 'OFF-1' } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().detail).toContain('no se creó');
    expect(await keyOf(clave)).toEqual([]);
    // Another user's key is not this user's confrontation either.
    const creation = randomUUID();
    expect((await sync({ clave: creation, tipo: 'confronta', confronta: newConfronta('CTRL-OFF-OTHER') })).statusCode).toBe(200);
    const u = await t.createUser({ roles: ['editor'] });
    await t.grantProfile([['Confrontas', 'r', 'w']], { userIds: [u.userId] });
    const checker = (await t.login(u.userName, u.password)).accessToken;
    const foreign = await sync({ clave: randomUUID(), tipo: 'escaneo', confrontaId: creation, escaneo: { codigo: 'OFF-1' } }, checker);
    expect(foreign.statusCode, foreign.body).toBe(422);
    const [other] = await confrontasNamed('CTRL-OFF-OTHER');
    const items = await t.db.select().from(confrontaItems).where(eq(confrontaItems.confrontaId, other!.confrontaId));
    expect(items.every((i) => i.estado === 'pendiente')).toBe(true);
  });

  it('concludes offline only by the rule: pending items without a reason are refused (422), then concluded once', async () => {
    const creation = randomUUID();
    await sync({ clave: creation, tipo: 'confronta', confronta: newConfronta('CTRL-OFF-END') });
    const [made] = await confrontasNamed('CTRL-OFF-END');
    const clave = randomUUID();
    const early = await sync({ clave, tipo: 'concluir', confrontaId: made!.confrontaId, conclusion: { motivo: null } });
    expect(early.statusCode, early.body).toBe(422);
    expect(early.headers['content-type']).toContain('application/problem+json');
    expect(early.json().detail).toContain('2');
    expect((await confrontasNamed('CTRL-OFF-END'))[0]!.estado).toBe('abierta');
    expect(await keyOf(clave)).toEqual([]);
    // With a reason (the same key, sent again after the user chose), by the creation's key.
    const conclude = { clave, tipo: 'concluir', confrontaId: creation, conclusion: { motivo: 'Llegó incompleto' } };
    const [done, twin] = await Promise.all([sync(conclude), sync(conclude)]);
    expect([done.statusCode, twin.statusCode]).toEqual([200, 200]);
    expect([done.json().repetida, twin.json().repetida].sort()).toEqual([false, true]);
    expect(done.json().recursoId).toBe(String(made!.confrontaId));
    expect((await confrontasNamed('CTRL-OFF-END'))[0]).toMatchObject({ estado: 'concluida', motivoCierre: 'Llegó incompleto' });
    // Another conclusion (someone else's, or a second capture) finds it closed: a conflict.
    const again = await sync({ clave: randomUUID(), tipo: 'concluir', confrontaId: made!.confrontaId, conclusion: { motivo: 'Otra' } });
    expect(again.statusCode).toBe(409);
  });

  it('checks the input and the permission of the new kinds, writing nothing', async () => {
    const bad = randomUUID();
    expect((await sync({ clave: bad, tipo: 'confronta', confronta: { ...newConfronta('CTRL-OFF-BAD'), items: [] } })).statusCode).toBe(400);
    expect((await sync({ clave: bad, tipo: 'confronta', confronta: { ...newConfronta('CTRL-OFF-BAD'), patente: '32' } })).statusCode).toBe(
      400,
    );
    expect((await sync({ clave: bad, tipo: 'concluir', confrontaId: 'CTRL-1', conclusion: { motivo: null } })).statusCode).toBe(400);
    expect((await sync({ clave: bad, tipo: 'concluir', confrontaId, conclusion: { motivo: null, extra: 1 } })).statusCode).toBe(400);
    expect(await confrontasNamed('CTRL-OFF-BAD')).toEqual([]);
    expect(await keyOf(bad)).toEqual([]);

    // May scan (write) but not create: no confrontation is created.
    const u = await t.createUser({ roles: ['editor'] });
    await t.grantProfile([['Confrontas', 'r', 'w']], { userIds: [u.userId] });
    const checker = (await t.login(u.userName, u.password)).accessToken;
    const refused = await sync({ clave: bad, tipo: 'confronta', confronta: newConfronta('CTRL-OFF-BAD') }, checker);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await confrontasNamed('CTRL-OFF-BAD')).toEqual([]);
    // May create but not write: concluding is refused and the confrontation stays open.
    const v = await t.createUser({ roles: ['editor'] });
    await t.grantProfile([['Confrontas', 'r', 'c']], { userIds: [v.userId] });
    const creator = (await t.login(v.userName, v.password)).accessToken;
    const open = randomUUID();
    expect((await sync({ clave: open, tipo: 'confronta', confronta: newConfronta('CTRL-OFF-OPEN') }, creator)).statusCode).toBe(200);
    const [made] = await confrontasNamed('CTRL-OFF-OPEN');
    const closing = await sync({ clave: bad, tipo: 'concluir', confrontaId: open, conclusion: { motivo: 'Sin permiso' } }, creator);
    expect(closing.statusCode, closing.body).toBe(403);
    expect((await confrontasNamed('CTRL-OFF-OPEN'))[0]!.estado).toBe('abierta');
    expect(made).toBeDefined();
    expect(await keyOf(bad)).toEqual([]);
  });
});
