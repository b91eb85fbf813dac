import { Readable } from 'node:stream';
import { and, count, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { expedienteDescargas, pedimentoDocumentos, storedFiles } from '@portal/db';
import type { TestApp } from '../../../test/test-app.ts';
import { fx, MARCH, requestZip, settled, useRecordsFixture } from './digital-records.fixture.ts';

let t: TestApp;
let admin: string;
let client: string;
let clientB: string;
let acme: number;
let beta: number;
let acmePed: number;
let betaPed: number;
const originals = fx.originals;

useRecordsFixture();
beforeAll(() => {
  ({ t, admin, client, clientB, acme, beta, acmePed, betaPed } = fx);
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
    expect((await t.call(client, 'GET', `/api/ExpedientesDigitales/${betaPed}/Archivos/${betaDoc.archivoId}`)).statusCode).toBe(404);
    // Another record's file through this record's path is not found either.
    expect((await t.call(client, 'GET', `/api/ExpedientesDigitales/${acmePed}/Archivos/${betaDoc.archivoId}`)).statusCode).toBe(404);
    // Nor by a zip of chosen files.
    const zip = (pedimentoId: number) =>
      t.call(client, 'POST', `/api/ExpedientesDigitales/${pedimentoId}/Zip`, { archivoIds: [betaDoc.archivoId] });
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
      const res = await t.call(client, 'GET', `/api/ExpedientesDigitales/${acmePed}/Archivos/${file.archivoId}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(originals.get(file.tipo)!)).toBe(true);
    }
    const ids = record.archivosDetalle.slice(0, 2).map((f: { archivoId: string }) => f.archivoId);
    const zip = await t.call(client, 'POST', `/api/ExpedientesDigitales/${acmePed}/Zip`, { archivoIds: ids });
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
