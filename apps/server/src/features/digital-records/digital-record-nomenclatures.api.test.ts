import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { expedienteDescargas, pedimentoDocumentos, storedFiles, userCustomers } from '@portal/db';
import type { TestApp } from '../../../test/test-app.ts';
import { processDownload } from './digital-record-downloads.service.ts';
import { fx, MARCH, NO_SOURCES, requestZip, useRecordsFixture } from './digital-records.fixture.ts';

let t: TestApp;
let admin: string;
let client: string;
let acme: number;
let acmePed: number;

useRecordsFixture();
beforeAll(() => {
  ({ t, admin, client, acme, acmePed } = fx);
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
      await processDownload(t.deps, NO_SOURCES, row!.descargaId, 1000);
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
    // Its GET body sent back saves (the id, customer name and time are read-only); a changed id is a 400.
    const got = (await t.call(admin, 'GET', `/api/ExpedientesDigitales/Nomenclaturas/${target}`)).json();
    const back = await t.call(admin, 'PUT', `/api/ExpedientesDigitales/Nomenclaturas/${target}`, got);
    expect(back.statusCode, back.body).toBe(200);
    const moved = await t.call(admin, 'PUT', `/api/ExpedientesDigitales/Nomenclaturas/${target}`, {
      ...(back.json() as object),
      nomenclaturaId: target + 1,
    });
    expect(Object.keys(moved.json().errors)).toEqual(['nomenclaturaId']);
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
