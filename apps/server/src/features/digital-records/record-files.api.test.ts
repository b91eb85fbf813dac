import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { count, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expedienteArchivos, previos, storedFiles, userCustomers } from '@portal/db';
import type { TestApp } from '../../../test/test-app.ts';
import { fx, MARCH, requestZip, useRecordsFixture } from './digital-records.fixture.ts';

let t: TestApp;
let admin: string;
let client: string;
let acme: number;
let acmePed: number;
let betaPed: number;

useRecordsFixture();
beforeAll(() => {
  ({ t, admin, client, acme, acmePed, betaPed } = fx);
});

const M3_FIXTURE = readFileSync(resolve(import.meta.dirname, '../../../../../packages/contract/src/m3/fixtures/m3210001.076'));
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

function upload(token: string, pedimentoId: number, query: string, content: Buffer, fileName = 'scan.pdf') {
  const boundary = '----rec-upload';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/ExpedientesDigitales/${pedimentoId}/Archivos?${query}`,
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
}

const uploadsCount = async () => (await t.db.select({ n: count() }).from(expedienteArchivos))[0]!.n;
const filesOf = async (token: string, pedimentoId: number) =>
  (await t.call(token, 'GET', `/api/ExpedientesDigitales/${pedimentoId}`)).json().archivosDetalle as {
    archivoId: string;
    origen: string;
    tipo: string;
    fileName: string;
    contentType: string;
    metadato1: string;
    metadato2: string;
  }[];

describe('uploads into a record', () => {
  it('adds PDFs and images, each with its type and two metadata values, and serves them back byte for byte', async () => {
    const scan = pdf('bill of lading');
    const res = await upload(admin, acmePed, 'tipo=guia&metadato1=Guia%20aerea&metadato2=BL-77', scan, 'guia.pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ origen: 'carga', tipo: 'guia', metadato1: 'Guia aerea', metadato2: 'BL-77', fileName: 'guia.pdf' });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    // Without metadata, the nomenclature's (or the type's key) stands in.
    const image = await upload(admin, acmePed, 'tipo=listaEmpaque', png, 'lista.png');
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json()).toMatchObject({ contentType: 'image/png', metadato1: 'LISTAEMPAQUE', metadato2: '' });
    const files = await filesOf(client, acmePed);
    const guia = files.find((f) => f.archivoId === res.json().archivoId)!;
    const bytes = await t.call(client, 'GET', `/api/ExpedientesDigitales/${acmePed}/Archivos/${guia.archivoId}`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(scan)).toBe(true);
    // The customer's bulk zip carries them, named by their own metadata.
    const done = await requestZip(client, { clienteId: acme, ...MARCH, tipos: ['guia', 'listaEmpaque'] });
    const archive = await JSZip.loadAsync(
      (await t.call(client, 'GET', `/api/ExpedientesDigitales/Descargas/${done.descargaId}/Archivo`)).rawPayload,
    );
    expect(Object.keys(archive.files).sort()).toEqual(['24-3210-6000123/Guia aerea.pdf', '24-3210-6000123/LISTAEMPAQUE.png']);
    expect((await archive.file('24-3210-6000123/Guia aerea.pdf')!.async('nodebuffer')).equals(scan)).toBe(true);
    expect((await archive.file('24-3210-6000123/LISTAEMPAQUE.png')!.async('nodebuffer')).equals(png)).toBe(true);
  });

  it('checks the type by content, refuses bad input, and writes nothing then', async () => {
    const before = await uploadsCount();
    const [filesBefore] = await t.db.select({ n: count() }).from(storedFiles);
    // A text file named .pdf is not a PDF.
    const fake = await upload(admin, acmePed, 'tipo=factura', Buffer.from('just text, not a PDF'), 'factura.pdf');
    expect(fake.statusCode).toBe(415);
    expect(fake.headers['content-type']).toContain('application/problem+json');
    const badType = await upload(admin, acmePed, 'tipo=m3', pdf('m3'), 'x.pdf');
    expect(badType.statusCode).toBe(400);
    const longMeta = await upload(admin, acmePed, `tipo=factura&metadato1=${'x'.repeat(61)}`, pdf('long'));
    expect(longMeta.statusCode).toBe(400);
    expect((await upload(admin, 999_999, 'tipo=factura', pdf('nobody'))).statusCode).toBe(404);
    expect(await uploadsCount()).toBe(before);
    const [filesAfter] = await t.db.select({ n: count() }).from(storedFiles);
    expect(filesAfter!.n).toBe(filesBefore!.n);
  });

  it('needs write, and a client user cannot upload even with it', async () => {
    const before = await uploadsCount();
    // The fixture's client reads only.
    expect((await upload(client, acmePed, 'tipo=factura', pdf('client'))).statusCode).toBe(403);
    const u = await t.createUser({ roles: ['client'] });
    await t.db.insert(userCustomers).values({ userId: u.userId, clienteId: acme });
    await t.grantProfile([['ExpedientesDigitales', 'r', 'w']], { userIds: [u.userId] });
    const writer = (await t.login(u.userName, u.password)).accessToken;
    const refused = await upload(writer, acmePed, 'tipo=factura', pdf('client writer'), 'x.pdf');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('clientCannotUpload');
    expect(await uploadsCount()).toBe(before);
  });
});

describe('files that arrive from elsewhere', () => {
  it("shows the pedimento's M3 file to whoever may see every pedimento in it, never to one customer's client", async () => {
    const adminFiles = await filesOf(admin, acmePed);
    const m3 = adminFiles.find((f) => f.origen === 'm3')!;
    expect(m3).toMatchObject({ tipo: 'm3', fileName: 'm3210001.076' });
    const bytes = await t.call(admin, 'GET', `/api/ExpedientesDigitales/${acmePed}/Archivos/${m3.archivoId}`);
    expect(bytes.rawPayload.equals(M3_FIXTURE)).toBe(true);
    // The same file holds Beta's pedimento: ACME's client neither sees it nor reaches it by id or zip.
    expect((await filesOf(client, acmePed)).some((f) => f.origen === 'm3')).toBe(false);
    expect((await t.call(client, 'GET', `/api/ExpedientesDigitales/${acmePed}/Archivos/${m3.archivoId}`)).statusCode).toBe(404);
    expect((await t.call(client, 'POST', `/api/ExpedientesDigitales/${acmePed}/Zip`, { archivoIds: [m3.archivoId] })).statusCode).toBe(404);
    // An operator's zip of the record carries it.
    const zip = await t.call(admin, 'POST', `/api/ExpedientesDigitales/${acmePed}/Zip`, { archivoIds: [m3.archivoId] });
    const archive = await JSZip.loadAsync(zip.rawPayload);
    expect((await archive.file('24-3210-6000123/M3.txt')!.async('nodebuffer')).equals(M3_FIXTURE)).toBe(true);
  });

  it('shows the report of a concluded previo of the pedimento, previews it and zips it; an open previo has none', async () => {
    const [done] = await t.db
      .insert(previos)
      .values({ clienteId: acme, pedimentoId: acmePed, fechaPrevio: '2026-03-18', estado: 'concluido', concluidoAt: new Date() })
      .returning();
    await t.db.insert(previos).values({ clienteId: acme, pedimentoId: acmePed, fechaPrevio: '2026-03-19' });
    const files = await filesOf(client, acmePed);
    const reports = files.filter((f) => f.origen === 'previo');
    expect(reports).toEqual([expect.objectContaining({ archivoId: `p${done!.previoId}`, tipo: 'previo', contentType: 'application/pdf' })]);
    const res = await t.call(client, 'GET', `/api/ExpedientesDigitales/${acmePed}/Archivos/${reports[0]!.archivoId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bulk = await requestZip(client, { clienteId: acme, ...MARCH, tipos: ['previo'] });
    expect(bulk).toMatchObject({ estado: 'ready', archivos: 1 });
    const archive = await JSZip.loadAsync(
      (await t.call(client, 'GET', `/api/ExpedientesDigitales/Descargas/${bulk.descargaId}/Archivo`)).rawPayload,
    );
    const report = await archive.file('24-3210-6000123/PREVIO.pdf')!.async('nodebuffer');
    expect(report.subarray(0, 5).toString()).toBe('%PDF-');
    // Beta's record has no previo of ACME's.
    expect((await filesOf(admin, betaPed)).some((f) => f.origen === 'previo')).toBe(false);
    await t.db.delete(previos).where(eq(previos.pedimentoId, acmePed));
  });
});
