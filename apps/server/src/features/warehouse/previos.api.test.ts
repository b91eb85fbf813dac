import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PrevioDetail } from '@portal/contract/features/previos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, previoEventos, previoLineas, previos, userCustomers } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let clienteA: number;
let clienteB: number;
let clientUser: { userId: number; token: string };

function multipart(name: string, content: Buffer, type: string) {
  const boundary = '----foto-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A JPEG from a phone: larger than 2048 px, with a GPS position in its EXIF. */
async function phoneJpeg(width = 3000, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7a3a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 40/1 12/1' } })
    .toBuffer();
}

async function upload(token: string, tipo = 'mercancia', content?: Buffer) {
  const body = multipart('IMG_0001.jpg', content ?? (await phoneJpeg()), 'image/jpeg');
  return t.app.inject({
    method: 'POST',
    url: `/api/Previos/Fotos?tipo=${tipo}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

const line = (fotos: string[], extra: Record<string, unknown> = {}) => ({
  descripcion: 'Tornillo hexagonal',
  numeroParte: 'TX-100',
  cantidadFisica: '100',
  cantidadFactura: '100.000',
  unidad: 'PZA',
  fotos,
  ...extra,
});

const base = (clienteId: number, extra: Record<string, unknown> = {}) => ({
  clienteId,
  fechaPrevio: '2026-11-20',
  guiaMaster: '139-12345675',
  numeroContenedor: 'CSQU3054383',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor({ roles: ['admin'] });
  clienteA = await t.createCustomer(admin);
  clienteB = await t.createCustomer(admin, { nombreCorto: 'BETA', razonSocial: 'BETA SA DE CV', rfc: 'SAT970701NN3' });
  const u = await t.createUser({ roles: ['client'] });
  await t.db.insert(userCustomers).values({ userId: u.userId, clienteId: clienteA });
  await t.grantProfile([['Previos', 'r']], { userIds: [u.userId] });
  clientUser = { userId: u.userId, token: (await t.login(u.userName, u.password)).accessToken };
});
afterAll(async () => {
  await t?.close();
});

describe('previo photos', () => {
  it('resizes to 2048 px, strips EXIF (GPS included) and makes a thumbnail', async () => {
    const res = await upload(admin);
    expect(res.statusCode, res.body).toBe(201);
    const foto = res.json();
    expect(foto).toMatchObject({ tipo: 'mercancia', ancho: 2048, alto: 1092 });
    const full = await t.call(admin, 'GET', `/api/Previos/Fotos/${foto.fotoId}`);
    expect(full.statusCode).toBe(200);
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.width).toBe(2048);
    expect(meta.exif).toBeUndefined();
    const thumb = await t.call(admin, 'GET', `/api/Previos/Fotos/${foto.fotoId}?miniatura=true`);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
    // An unclaimed photo is its uploader's alone.
    expect((await t.call(clientUser.token, 'GET', `/api/Previos/Fotos/${foto.fotoId}`)).statusCode).toBe(404);
  });

  it('refuses what is not a picture, and a client without create', async () => {
    const pdf = multipart('x.jpg', Buffer.from('%PDF-1.4\n%%EOF\n'), 'image/jpeg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Previos/Fotos?tipo=guia',
      payload: pdf.payload,
      headers: { ...pdf.headers, authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(415);
    expect((await upload(clientUser.token)).statusCode).toBe(403);
  });
});

describe('previos', () => {
  it('validates the air waybill (mod 7) and the container (ISO 6346) check digits', async () => {
    const res = await t.call(
      admin,
      'POST',
      '/api/Previos',
      base(clienteA, { guiaMaster: '139-12345674', numeroContenedor: 'CSQU3054384' }),
      {
        'accept-language': 'en-US',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.guiaMaster[0]).toMatch(/check digit/);
    expect(res.json().errors.numeroContenedor[0]).toMatch(/check digit/);
    expect((await t.db.select({ n: count() }).from(previos))[0]!.n).toBe(0);
  });

  it('refuses to conclude while a point-5 rule is broken, writing nothing, then concludes and locks', async () => {
    const created = await t.call(admin, 'POST', '/api/Previos', base(clienteA, { bultos: 3, bultoDaniado: true }));
    expect(created.statusCode, created.body).toBe(201);
    const previo = created.json();
    expect(previo).toMatchObject({ estado: 'abierto', guiaMaster: '13912345675', numeroContenedor: 'CSQU3054383' });
    const conclude = () => t.call(admin, 'POST', `/api/Previos/${previo.previoId}/Concluir`, undefined, { 'accept-language': 'en-US' });
    const empty = await conclude();
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      lineas: ['You must capture at least one line'],
      fotoGuiaId: ['You must upload the guide photo'],
      fotoDanioId: ['You must upload the damage photo'],
      etiquetas: ['A package needs a label'],
    });

    const merch = (await upload(admin)).json().fotoId;
    const guide = (await upload(admin, 'guia')).json().fotoId;
    const damage = (await upload(admin, 'danio')).json().fotoId;
    const body = base(clienteA, {
      previoId: previo.previoId,
      rowVersion: previo.rowVersion,
      bultos: 3,
      bultoDaniado: true,
      fotoGuiaId: guide,
      fotoDanioId: damage,
      lineas: [line([merch]), line([], { descripcion: 'Arandela', cantidadFisica: '9', cantidadFactura: '10' })],
    });
    const saved = await t.call(admin, 'PUT', `/api/Previos/${previo.previoId}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().lineas[0].fotos).toHaveLength(1);
    const second = await conclude();
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({
      'lineas.1.fotos': ['Every line needs a photo; you must upload at least one merchandise photo'],
      'lineas.1.cantidadFisica': ['The physical quantity differs from the invoice quantity; confirm that this is correct'],
      etiquetas: ['A package needs a label'],
    });
    expect((await t.db.select().from(previos).where(eq(previos.previoId, previo.previoId)))[0]!.estado).toBe('abierto');

    // A stale version is refused.
    expect((await t.call(admin, 'PUT', `/api/Previos/${previo.previoId}`, body)).statusCode).toBe(409);
    const merch2 = (await upload(admin)).json().fotoId;
    const fixed = await t.call(admin, 'PUT', `/api/Previos/${previo.previoId}`, {
      ...body,
      rowVersion: saved.json().rowVersion,
      etiquetas: 'ETQ-1..3',
      lineas: [
        line([merch]),
        line([merch2], { descripcion: 'Arandela', cantidadFisica: '9', cantidadFactura: '10', diferenciaConfirmada: true }),
      ],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    // The body its GET gave (photo objects, folio, names, state) saves as it is; a changed folio is a 400.
    const got = (await t.call(admin, 'GET', `/api/Previos/${previo.previoId}`)).json() as PrevioDetail;
    const roundTrip = await t.call(admin, 'PUT', `/api/Previos/${previo.previoId}`, got);
    expect(roundTrip.statusCode, roundTrip.body).toBe(200);
    const photoIds = (detail: PrevioDetail) => detail.lineas.map((l) => l.fotos.map((f) => f.fotoId));
    expect(photoIds(roundTrip.json())).toEqual(photoIds(got));
    const folio = await t.call(admin, 'PUT', `/api/Previos/${previo.previoId}`, {
      ...(roundTrip.json() as PrevioDetail),
      folio: got.folio + 1,
    });
    expect(folio.statusCode).toBe(400);
    expect(folio.json().errors).toHaveProperty('folio');
    const done = await conclude();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ estado: 'concluido', terminado: true });
    expect(done.json().concluidoAt).toBeTruthy();

    const locked = await t.call(admin, 'PUT', `/api/Previos/${previo.previoId}`, { ...body, rowVersion: done.json().rowVersion });
    expect(locked.statusCode).toBe(409);
    const reopened = await t.call(admin, 'POST', `/api/Previos/${previo.previoId}/Reabrir`);
    expect(reopened.json().estado).toBe('abierto');
    const events = await t.db.select().from(previoEventos).where(eq(previoEventos.previoId, previo.previoId));
    expect(events.map((e) => e.tipo)).toEqual(['concluido', 'reabierto']);
    expect((await conclude()).statusCode).toBe(200);
  });

  it('refuses a photo uploaded by someone else or belonging to another previo', async () => {
    const otherToken = await t.tokenFor({ roles: ['admin'] });
    const foreign = (await upload(otherToken)).json().fotoId;
    const lines = async () => (await t.db.select({ n: count() }).from(previoLineas))[0]!.n;
    const before = await lines();
    const res = await t.call(admin, 'POST', '/api/Previos', base(clienteA, { lineas: [line([foreign])] }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['lineas.0.fotos']);
    expect(await lines()).toBe(before);
  });

  it('shows a client only its customers previos (list, item, photos, export)', async () => {
    const mine = (await t.call(admin, 'POST', '/api/Previos', base(clienteA, { guiaHouse: 'HAWB-A' }))).json();
    const theirs = (await t.call(admin, 'POST', '/api/Previos', base(clienteB, { guiaHouse: 'HAWB-B' }))).json();
    const list = (await t.call(clientUser.token, 'GET', '/api/Previos?pageSize=100')).json();
    expect(list.items.every((p: { clienteId: number }) => p.clienteId === clienteA)).toBe(true);
    expect(list.items.map((p: { previoId: string }) => p.previoId)).toContain(mine.previoId);
    expect((await t.call(clientUser.token, 'GET', `/api/Previos/${theirs.previoId}`)).statusCode).toBe(404);
    expect((await t.call(clientUser.token, 'GET', `/api/Previos/${mine.previoId}`)).json().enlace).toBeNull();
    const csv = await t.call(clientUser.token, 'GET', '/api/Previos/Exportar?formato=csv');
    expect(csv.body).not.toContain('BETA');
    expect((await t.call(admin, 'GET', '/api/Previos?guia=hawb-b')).json().items).toHaveLength(1);
    // A client cannot write.
    expect((await t.call(clientUser.token, 'POST', '/api/Previos', base(clienteA))).statusCode).toBe(403);
  });
});

describe('viewer link and observations', () => {
  it('opens one concluded previo without signing in, until revoked', async () => {
    const [row] = await t.db.select().from(previos).where(eq(previos.estado, 'concluido'));
    const issued = await t.call(admin, 'POST', `/api/Previos/${row!.previoId}/Enlace`);
    expect(issued.statusCode, issued.body).toBe(200);
    const { token } = issued.json();
    const open = await t.call(null, 'GET', `/api/Publico/Previos/${token}`);
    expect(open.statusCode, open.body).toBe(200);
    const view = open.json();
    expect(view.previoId).toBe(row!.previoId);
    expect(view).not.toHaveProperty('enlace');
    const fotoId = view.lineas[0].fotos[0].fotoId;
    expect((await t.call(null, 'GET', `/api/Publico/Previos/${token}/Fotos/${fotoId}?miniatura=true`)).statusCode).toBe(200);
    // A photo of another previo is not reachable through this link.
    const strange = (await upload(admin)).json().fotoId;
    expect((await t.call(null, 'GET', `/api/Publico/Previos/${token}/Fotos/${strange}`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', `/api/Publico/Previos/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', `/api/Previos/${row!.previoId}`)).statusCode).toBe(401);

    // The printable report, made on the server with the photos, through the link and signed in.
    const report = await t.call(null, 'GET', `/api/Publico/Previos/${token}/Reporte`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Four photos drawn (guide, damage, one per line; identical test pictures share one image object).
    expect(report.rawPayload.toString('latin1').match(/\/I\d+ Do/g)).toHaveLength(4);
    expect((await t.call(admin, 'GET', `/api/Previos/${row!.previoId}/Reporte`)).statusCode).toBe(200);
    const [draft] = await t.db.select().from(previos).where(eq(previos.estado, 'abierto'));
    expect((await t.call(admin, 'GET', `/api/Previos/${draft!.previoId}/Reporte`)).statusCode).toBe(409);

    await t.call(admin, 'DELETE', `/api/Previos/${row!.previoId}/Enlace`);
    const revoked = await t.call(null, 'GET', `/api/Publico/Previos/${token}`, undefined, { 'accept-language': 'en-US' });
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().detail).toMatch(/revoked/);

    const again = (await t.call(admin, 'POST', `/api/Previos/${row!.previoId}/Enlace`)).json();
    await t.db
      .update(previos)
      .set({ enlaceExpiraAt: new Date(Date.now() - 1000) })
      .where(eq(previos.previoId, row!.previoId));
    const expired = await t.call(null, 'GET', `/api/Publico/Previos/${again.token}`, undefined, { 'accept-language': 'en-US' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toMatch(/expired/);
  });

  it('keeps a thread of remarks; an urgent one notifies the customer users', async () => {
    const [row] = await t.db.select().from(previos).where(eq(previos.clienteId, clienteA));
    const before = (await t.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, clientUser.userId)))[0]!.n;
    const plain = await t.call(admin, 'POST', `/api/Previos/${row!.previoId}/Observaciones`, { texto: 'Revisado', requiereRevision: true });
    expect(plain.statusCode, plain.body).toBe(201);
    const urgent = await t.call(admin, 'POST', `/api/Previos/${row!.previoId}/Observaciones`, { texto: 'Caja mojada', urgente: true });
    expect(urgent.json()).toMatchObject({ urgente: true, requiereRevision: false, texto: 'Caja mojada' });
    const after = (await t.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, clientUser.userId)))[0]!.n;
    expect(after).toBe(before + 1);
    const thread = (await t.call(clientUser.token, 'GET', `/api/Previos/${row!.previoId}/Observaciones`)).json();
    expect(thread.map((o: { texto: string }) => o.texto)).toEqual(['Revisado', 'Caja mojada']);
    expect((await t.call(clientUser.token, 'POST', `/api/Previos/${row!.previoId}/Observaciones`, { texto: 'x' })).statusCode).toBe(403);
    expect((await t.call(admin, 'POST', `/api/Previos/${row!.previoId}/Observaciones`, { texto: '' })).statusCode).toBe(400);
  });
});
