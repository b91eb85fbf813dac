import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, count, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expedienteDescargas, pedimentoDocumentos, storedFiles, userCustomers } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { processDownload } from './digital-record-downloads.service.ts';

const FIXTURE = readFileSync(resolve(import.meta.dirname, '../../../../../packages/contract/src/m3/fixtures/m3210001.076'));
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

let t: TestApp;
let admin: string;
let client: string;
let clientB: string;
let acme: number;
let beta: number;
let acmePed: number;
let betaPed: number;
const originals = new Map<string, Buffer>();

function upload(token: string, pedimentoId: number, tipo: string, content: Buffer) {
  const boundary = '----rec-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${tipo}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/Pedimentos/${pedimentoId}/Documentos?tipo=${tipo}`,
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
}

async function clientOf(clienteId: number): Promise<string> {
  const u = await t.createUser({ roles: ['client'] });
  await t.db.insert(userCustomers).values({ userId: u.userId, clienteId });
  await t.grantProfile([['ExpedientesDigitales', 'r']], { userIds: [u.userId] });
  return (await t.login(u.userName, u.password)).accessToken;
}

/** Waits for the job to leave `processing`. */
async function settled(token: string, descargaId: number) {
  for (let i = 0; i < 250; i += 1) {
    const res = await t.call(token, 'GET', `/api/ExpedientesDigitales/Descargas/${descargaId}`);
    if (res.json().estado !== 'processing') return res.json();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the zip job never finished');
}

async function requestZip(token: string, body: Record<string, unknown>) {
  const res = await t.call(token, 'POST', '/api/ExpedientesDigitales/Descargas', body);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json().estado).toBe('processing');
  return settled(token, res.json().descargaId);
}

const MARCH = { fechaPagoDesde: '2026-03-01', fechaPagoHasta: '2026-03-30' };

beforeAll(async () => {
  t = await createTestApp();
  const boss = await t.createUser({ roles: ['admin'] });
  admin = (await t.login(boss.userName, boss.password)).accessToken;
  const a = await t.call(admin, 'POST', '/api/Clientes', {
    nombreCorto: 'ACME',
    razonSocial: 'ACME SA DE CV',
    rfc: 'ALA131011IC8',
    claveSysExpert: 'ACM01',
  });
  expect(a.statusCode, a.body).toBe(201);
  acme = a.json().clienteId;
  const b = await t.call(admin, 'POST', '/api/Clientes', { nombreCorto: 'Beta', razonSocial: 'BETA SA DE CV', rfc: 'AARC700811CL4' });
  expect(b.statusCode, b.body).toBe(201);
  beta = b.json().clienteId;
  const boundary = '----m3';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m3210001.076"\r\nContent-Type: text/plain\r\n\r\n`;
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/M3/Archivos',
    payload: Buffer.concat([Buffer.from(head), FIXTURE, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}` },
  });
  expect(imported.statusCode, imported.body).toBe(201);
  const list = (await t.call(admin, 'GET', '/api/Pedimentos?sort=numero:asc')).json().items;
  acmePed = list.find((p: { clienteId: number | null }) => p.clienteId === acme).pedimentoId;
  const other = list.find((p: { pedimentoId: number }) => p.pedimentoId !== acmePed);
  betaPed = other.pedimentoId;
  const detail = (await t.call(admin, 'GET', `/api/Pedimentos/${betaPed}`)).json();
  const linked = await t.call(admin, 'PATCH', `/api/Pedimentos/${betaPed}`, {
    rowVersion: detail.rowVersion,
    clienteId: beta,
    referencia: 'BET-9',
  });
  expect(linked.statusCode, linked.body).toBe(200);
  for (const tipo of ['pedimento', 'cove', 'factura']) {
    const content = pdf(`acme ${tipo} ${'x'.repeat(500)}`);
    originals.set(tipo, content);
    expect((await upload(admin, acmePed, tipo, content)).statusCode).toBe(201);
  }
  expect((await upload(admin, betaPed, 'pedimento', pdf('beta'))).statusCode).toBe(201);
  client = await clientOf(acme);
  clientB = await clientOf(beta);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('digital records query', () => {
  it.each([
    ['aduana=24', 'acme'],
    ['aduana=47', 'beta'],
    ['patente=3210', 'both'],
    ['clienteId=ACME', 'acme'],
    ['pedimento=6000124', 'beta'],
    ['referencia=bet-9', 'beta'],
    ['fechaPagoDesde=2026-03-21&fechaPagoHasta=2026-03-21', 'beta'],
    ['clave=A1', 'both'],
    ['tipoOperacion=2', 'none'],
  ])('filters by %s', async (filter, expected) => {
    const query = filter.replace('ACME', String(acme));
    const res = await t.call(admin, 'GET', `/api/ExpedientesDigitales?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res
      .json()
      .items.map((r: { pedimentoId: number }) => r.pedimentoId)
      .sort();
    const want = { acme: [acmePed], beta: [betaPed], both: [acmePed, betaPed].sort(), none: [] }[expected]!;
    expect(ids).toEqual(want);
  });

  it('keeps a client inside its customers: list, record, file and export', async () => {
    const mine = (await t.call(client, 'GET', '/api/ExpedientesDigitales')).json();
    expect(mine.items.map((r: { pedimentoId: number }) => r.pedimentoId)).toEqual([acmePed]);
    expect(mine.items[0].archivos).toBe(3);
    expect((await t.call(client, 'GET', `/api/ExpedientesDigitales/${betaPed}`)).statusCode).toBe(404);
    const betaDoc = (await t.call(admin, 'GET', `/api/ExpedientesDigitales/${betaPed}`)).json().archivosDetalle[0];
    expect((await t.call(client, 'GET', `/api/ExpedientesDigitales/${betaPed}/Archivos/${betaDoc.documentoId}`)).statusCode).toBe(404);
    // Another record's file through this record's path is not found either.
    expect((await t.call(client, 'GET', `/api/ExpedientesDigitales/${acmePed}/Archivos/${betaDoc.documentoId}`)).statusCode).toBe(404);
    // Nor by a zip of chosen files.
    const zip = (pedimentoId: number) =>
      t.call(client, 'POST', `/api/ExpedientesDigitales/${pedimentoId}/Zip`, { documentoIds: [betaDoc.documentoId] });
    expect((await zip(betaPed)).statusCode).toBe(404);
    expect((await zip(acmePed)).statusCode).toBe(404);
    const csv = await t.call(client, 'GET', '/api/ExpedientesDigitales/Exportar?formato=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('6000123');
    expect(csv.body).not.toContain('6000124');
    expect((await t.call(null, 'GET', '/api/ExpedientesDigitales')).statusCode).toBe(401);
  });

  it('opens a record with its files, and serves each byte for byte', async () => {
    const record = (await t.call(client, 'GET', `/api/ExpedientesDigitales/${acmePed}`)).json();
    expect(record.archivosDetalle.map((f: { tipo: string }) => f.tipo).sort()).toEqual(['cove', 'factura', 'pedimento']);
    expect(record.faltantes).toEqual([]);
    for (const file of record.archivosDetalle) {
      const res = await t.call(client, 'GET', `/api/ExpedientesDigitales/${acmePed}/Archivos/${file.documentoId}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(originals.get(file.tipo)!)).toBe(true);
    }
    const ids = record.archivosDetalle.slice(0, 2).map((f: { documentoId: number }) => f.documentoId);
    const zip = await t.call(client, 'POST', `/api/ExpedientesDigitales/${acmePed}/Zip`, { documentoIds: ids });
    expect(zip.statusCode).toBe(200);
    expect(Object.keys((await JSZip.loadAsync(zip.rawPayload)).files)).toHaveLength(2);
  });
});

describe('bulk downloads', () => {
  it('refuses a range above 30 days in both languages and writes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(expedienteDescargas);
    const body = { clienteId: acme, fechaPagoDesde: '2026-03-01', fechaPagoHasta: '2026-03-31' };
    const es = await t.call(client, 'POST', '/api/ExpedientesDigitales/Descargas', body, { 'accept-language': 'es-MX' });
    expect(es.statusCode).toBe(400);
    expect(es.json().errors.fechaPagoHasta).toEqual(['El rango de fechas supera 30 días; ajuste el rango']);
    const en = await t.call(client, 'POST', '/api/ExpedientesDigitales/Descargas', body, { 'accept-language': 'en-US' });
    expect(en.json().errors.fechaPagoHasta).toEqual(['The date range is above 30 days; adjust the range']);
    const reversed = await t.call(client, 'POST', '/api/ExpedientesDigitales/Descargas', { ...body, fechaPagoHasta: '2026-02-01' });
    expect(reversed.statusCode).toBe(400);
    const [after] = await t.db.select({ n: count() }).from(expedienteDescargas);
    expect(after!.n).toBe(before!.n);
  });

  it("refuses another customer's zip, by request and by id", async () => {
    const [before] = await t.db.select({ n: count() }).from(expedienteDescargas);
    expect((await t.call(client, 'POST', '/api/ExpedientesDigitales/Descargas', { clienteId: beta, ...MARCH })).statusCode).toBe(404);
    const [after] = await t.db.select({ n: count() }).from(expedienteDescargas);
    expect(after!.n).toBe(before!.n);
  });

  it('builds the zip in the background, byte for byte, downloadable by its requester and by its open link', async () => {
    const done = await requestZip(client, { clienteId: acme, ...MARCH });
    expect(done).toMatchObject({ estado: 'ready', archivos: 3 });
    const zip = await t.call(client, 'GET', `/api/ExpedientesDigitales/Descargas/${done.descargaId}/Archivo`);
    expect(zip.statusCode).toBe(200);
    const archive = await JSZip.loadAsync(zip.rawPayload);
    const names = Object.keys(archive.files).sort();
    expect(names).toEqual(['24-3210-6000123/COVE.pdf', '24-3210-6000123/FACTURA.pdf', '24-3210-6000123/PEDIMENTO.pdf']);
    for (const tipo of ['pedimento', 'cove', 'factura']) {
      const bytes = await archive.file(`24-3210-6000123/${tipo.toUpperCase()}.pdf`)!.async('nodebuffer');
      expect(bytes.equals(originals.get(tipo)!)).toBe(true);
    }
    // The open link needs no sign-in, and only its exact name.
    const link = await t.call(null, 'GET', done.enlace);
    expect(link.statusCode).toBe(200);
    expect(link.rawPayload.equals(zip.rawPayload)).toBe(true);
    const info = await t.call(null, 'GET', done.enlace.split('/').slice(0, -1).join('/'));
    expect(info.json()).toMatchObject({ estado: 'ready', nombre: done.nombre });
    expect((await t.call(null, 'GET', `${done.enlace}x`)).statusCode).toBe(404);
    // Another user neither sees the request nor downloads it by id.
    expect((await t.call(clientB, 'GET', `/api/ExpedientesDigitales/Descargas/${done.descargaId}`)).statusCode).toBe(404);
    expect((await t.call(clientB, 'GET', `/api/ExpedientesDigitales/Descargas/${done.descargaId}/Archivo`)).statusCode).toBe(404);
    const listed = (await t.call(clientB, 'GET', '/api/ExpedientesDigitales/Descargas')).json();
    expect(listed.items).toEqual([]);
    // Its requester was told it is ready (in the recipient's language, Spanish by default).
    const told = (await t.call(client, 'GET', '/api/Perfil/Notificaciones')).json();
    expect(told.items.map((n: { titulo: string }) => n.titulo)).toContain('Descarga lista');
  });

  it('lapses a ready zip after its time: the link answers 410 and the zip leaves the file store', async () => {
    const done = await requestZip(client, { clienteId: acme, ...MARCH, tipos: ['cove'] });
    expect(done.archivos).toBe(1);
    const [row] = await t.db
      .select({ file: storedFiles })
      .from(expedienteDescargas)
      .innerJoin(storedFiles, eq(storedFiles.fileId, expedienteDescargas.fileId))
      .where(eq(expedienteDescargas.descargaId, done.descargaId));
    expect(await t.deps.files.storage.exists(row!.file.storageKey)).toBe(true);
    await t.db
      .update(expedienteDescargas)
      .set({ expiraAt: new Date(Date.now() - 1000) })
      .where(eq(expedienteDescargas.descargaId, done.descargaId));
    const gone = await t.call(null, 'GET', done.enlace, undefined, { 'accept-language': 'en-US' });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().detail).toBe('The download link has expired or does not exist');
    expect((await t.call(client, 'GET', `/api/ExpedientesDigitales/Descargas/${done.descargaId}`)).json()).toMatchObject({
      estado: 'lapsed',
      enlace: null,
    });
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.fileId, row!.file.fileId))).toEqual([]);
    expect(await t.deps.files.storage.exists(row!.file.storageKey)).toBe(false);
  });

  it('never marks a half-built zip ready: a build cut mid-stream is retried from the start', async () => {
    const [doc] = await t.db
      .select({ file: storedFiles })
      .from(pedimentoDocumentos)
      .innerJoin(storedFiles, eq(storedFiles.fileId, pedimentoDocumentos.fileId))
      .where(and(eq(pedimentoDocumentos.pedimentoId, acmePed), eq(pedimentoDocumentos.tipo, 'factura')));
    const bytes = originals.get('factura')!;
    // The last entry's bytes vanish: the zip stream breaks after the first entries are written.
    await t.deps.files.storage.remove(doc!.file.storageKey);
    const zipsBefore = await t.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.contentType, 'application/zip'));
    const res = await t.call(client, 'POST', '/api/ExpedientesDigitales/Descargas', { clienteId: acme, ...MARCH });
    const descargaId = res.json().descargaId;
    await new Promise((r) => setTimeout(r, 2500));
    const during = (await t.call(client, 'GET', `/api/ExpedientesDigitales/Descargas/${descargaId}`)).json();
    expect(during).toMatchObject({ estado: 'processing', enlace: null, sizeBytes: null });
    const zipsDuring = await t.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.contentType, 'application/zip'));
    expect(zipsDuring).toEqual(zipsBefore);
    // The bytes are back: the retried job builds the whole zip.
    await t.deps.files.storage.write(doc!.file.storageKey, Readable.from([bytes]));
    const done = await settled(client, descargaId);
    expect(done).toMatchObject({ estado: 'ready', archivos: 3 });
    const zip = await t.call(client, 'GET', `/api/ExpedientesDigitales/Descargas/${descargaId}/Archivo`);
    const archive = await JSZip.loadAsync(zip.rawPayload);
    expect((await archive.file('24-3210-6000123/FACTURA.pdf')!.async('nodebuffer')).equals(bytes)).toBe(true);
  }, 60_000);

  it('discards a download above 2 GB with the warning', async () => {
    const docs = await t.db
      .select({ fileId: pedimentoDocumentos.fileId })
      .from(pedimentoDocumentos)
      .where(eq(pedimentoDocumentos.pedimentoId, acmePed));
    const ids = docs.map((d) => d.fileId);
    const sizes = await t.db
      .select({ fileId: storedFiles.fileId, sizeBytes: storedFiles.sizeBytes })
      .from(storedFiles)
      .where(inArray(storedFiles.fileId, ids));
    await t.db
      .update(storedFiles)
      .set({ sizeBytes: 800 * 1024 ** 2 })
      .where(inArray(storedFiles.fileId, ids));
    try {
      const res = await t.call(client, 'POST', '/api/ExpedientesDigitales/Descargas', { clienteId: acme, ...MARCH });
      const done = await settled(client, res.json().descargaId);
      expect(done).toMatchObject({ estado: 'discarded', enlace: null });
      const es = (
        await t.call(client, 'GET', `/api/ExpedientesDigitales/Descargas/${done.descargaId}`, undefined, { 'accept-language': 'es-MX' })
      ).json();
      expect(es.motivo).toBe('La descarga excede 2 GB y fue descartada');
    } finally {
      for (const s of sizes) await t.db.update(storedFiles).set({ sizeBytes: s.sizeBytes }).where(eq(storedFiles.fileId, s.fileId));
    }
  });
});

describe('the 2 GB limit while streaming', () => {
  it('stops a zip that grows past the limit although the declared sizes fit, and keeps nothing of it', async () => {
    const docs = await t.db
      .select({ fileId: storedFiles.fileId, sizeBytes: storedFiles.sizeBytes })
      .from(pedimentoDocumentos)
      .innerJoin(storedFiles, eq(storedFiles.fileId, pedimentoDocumentos.fileId))
      .where(eq(pedimentoDocumentos.pedimentoId, acmePed));
    const [user] = await t.db.select({ userId: userCustomers.userId }).from(userCustomers).where(eq(userCustomers.clienteId, acme));
    // Sizes declared too small: the check before reading passes, the meter on the stream must stop it.
    await t.db
      .update(storedFiles)
      .set({ sizeBytes: 1 })
      .where(
        inArray(
          storedFiles.fileId,
          docs.map((d) => d.fileId),
        ),
      );
    const [row] = await t.db
      .insert(expedienteDescargas)
      .values({
        token: randomUUID(),
        userId: user!.userId,
        clienteId: acme,
        parametros: { ...MARCH, clienteId: acme },
        nombre: 'expedientes-limite.zip',
      })
      .returning();
    const zipsBefore = await t.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.contentType, 'application/zip'));
    try {
      await processDownload(t.deps, row!.descargaId, 1000);
    } finally {
      for (const d of docs) await t.db.update(storedFiles).set({ sizeBytes: d.sizeBytes }).where(eq(storedFiles.fileId, d.fileId));
    }
    const [after] = await t.db.select().from(expedienteDescargas).where(eq(expedienteDescargas.descargaId, row!.descargaId));
    expect(after).toMatchObject({ estado: 'discarded', motivo: 'expedientes.downloadTooLarge', fileId: null });
    expect(await t.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.contentType, 'application/zip'))).toEqual(zipsBefore);
  });
});

describe('nomenclatures', () => {
  const body = (claveSysExpert: string, metadatos: { tipo: string; metadato1: string; metadato2: string }[] = []) => ({
    claveSysExpert,
    raiz: '{PedClienteRFC}/{PedFechaPago}/{PedAduanaClave}-{PedPatente}-{PedNumeroPedimento}_{TipoDocumento}',
    metadatos,
  });

  it("names the zip's entries by the customer's nomenclature and its metadata", async () => {
    const created = await t.call(
      admin,
      'POST',
      '/api/ExpedientesDigitales/Nomenclaturas',
      body('ACM01', [{ tipo: 'factura', metadato1: 'Factura comercial', metadato2: 'FC' }]),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().clienteNombre).toBe('ACME');
    // A client may not manage nomenclatures.
    expect((await t.call(client, 'POST', '/api/ExpedientesDigitales/Nomenclaturas', body('X1'))).statusCode).toBe(403);
    const record = (await t.call(client, 'GET', `/api/ExpedientesDigitales/${acmePed}`)).json();
    expect(record.archivosDetalle.find((f: { tipo: string }) => f.tipo === 'factura')).toMatchObject({
      metadato1: 'Factura comercial',
      metadato2: 'FC',
    });
    const done = await requestZip(client, { clienteId: acme, ...MARCH, tipos: ['factura', 'cove'] });
    const zip = await t.call(client, 'GET', `/api/ExpedientesDigitales/Descargas/${done.descargaId}/Archivo`);
    const names = Object.keys((await JSZip.loadAsync(zip.rawPayload)).files).sort();
    expect(names).toEqual([
      'ALA131011IC8/20260320/24-3210-6000123_COVE.pdf',
      'ALA131011IC8/20260320/24-3210-6000123_Factura comercial.pdf',
    ]);
  });

  it('refuses an unknown token and a second nomenclature of the same key', async () => {
    const unknown = await t.call(
      admin,
      'POST',
      '/api/ExpedientesDigitales/Nomenclaturas',
      { ...body('ZZ1'), raiz: '{Nada}' },
      { 'accept-language': 'en-US' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.raiz).toEqual(['The nomenclature uses an unknown element']);
    expect((await t.call(admin, 'POST', '/api/ExpedientesDigitales/Nomenclaturas', body('ACM01'))).statusCode).toBe(400);
  });

  it('copies metadata, and says "Cannot copy metadata" when the source has none or the target conflicts', async () => {
    const create = async (clave: string, metadatos: { tipo: string; metadato1: string; metadato2: string }[]) =>
      (await t.call(admin, 'POST', '/api/ExpedientesDigitales/Nomenclaturas', body(clave, metadatos))).json().nomenclaturaId as number;
    const empty = await create('E1', []);
    const source = await create('S1', [{ tipo: 'cove', metadato1: 'COVE', metadato2: 'C' }]);
    const conflicting = await create('T1', [{ tipo: 'cove', metadato1: 'Acuse', metadato2: 'A' }]);
    const target = await create('T2', [{ tipo: 'factura', metadato1: 'Factura', metadato2: '' }]);
    const copy = (to: number, from: number) =>
      t.call(
        admin,
        'POST',
        `/api/ExpedientesDigitales/Nomenclaturas/${to}/CopiarMetadatos`,
        { origenId: from },
        { 'accept-language': 'en-US' },
      );
    for (const [to, from] of [
      [target, empty],
      [conflicting, source],
    ]) {
      const refused = await copy(to!, from!);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toBe('Cannot copy metadata');
    }
    const copied = await copy(target, source);
    expect(copied.statusCode).toBe(200);
    expect(
      copied
        .json()
        .metadatos.map((m: { tipo: string }) => m.tipo)
        .sort(),
    ).toEqual(['cove', 'factura']);
  });

  it('keeps the settings with a version check', async () => {
    const settings = (await t.call(admin, 'GET', '/api/ExpedientesDigitales/Ajustes')).json();
    expect(settings).toMatchObject({ horasVigencia: 72, tiposRequeridos: ['pedimento', 'cove', 'factura'] });
    const saved = await t.call(admin, 'PUT', '/api/ExpedientesDigitales/Ajustes', { ...settings, horasVigencia: 1 });
    expect(saved.json()).toMatchObject({ horasVigencia: 1, rowVersion: settings.rowVersion + 1 });
    expect((await t.call(admin, 'PUT', '/api/ExpedientesDigitales/Ajustes', settings)).statusCode).toBe(409);
    expect((await t.call(client, 'PUT', '/api/ExpedientesDigitales/Ajustes', settings)).statusCode).toBe(403);
  });
});
