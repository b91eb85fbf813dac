import { execFileSync } from 'node:child_process';
import { constants, readdirSync, statSync } from 'node:fs';
import { open, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { expedienteDescargas, pedimentoDocumentos, storedFiles } from '@portal/db';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { fx, MARCH, useRecordsFixture } from './digital-records.fixture.ts';

useRecordsFixture();

/** Every file under the store's folder (partial writes end in `.part-xxxx`). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(join(dir, name)).isFile());
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, seconds = 60): Promise<T> {
  for (let i = 0; i < seconds * 5; i += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`never happened: ${what}`);
}

/** Ends a reader blocked on the FIFO (an empty write end, closed: it reads end-of-file). */
async function releaseFifo(path: string): Promise<void> {
  await until('a reader on the FIFO', async () => {
    try {
      await (await open(path, constants.O_WRONLY | constants.O_NONBLOCK)).close();
      return true;
    } catch {
      return undefined; // ENXIO: nobody reads it yet.
    }
  });
}

describe('a bulk zip and a server restart', () => {
  it('never marks the zip of a build cut by a shutdown ready; the next server builds it whole', async () => {
    const { t, client, acme, acmePed, originals } = fx;
    const filesDir = t.deps.config.filesDir;
    const [last] = await t.db
      .select({ file: storedFiles })
      .from(pedimentoDocumentos)
      .innerJoin(storedFiles, eq(storedFiles.fileId, pedimentoDocumentos.fileId))
      .where(and(eq(pedimentoDocumentos.pedimentoId, acmePed), eq(pedimentoDocumentos.tipo, 'pedimento')));
    const path = join(filesDir, last!.file.storageKey);
    // The zip's last entry (types in order: cove, factura, pedimento) becomes a FIFO: the build writes the first
    // entries, then waits on it as on a slow disk, until the server is shut down under it.
    await rm(path);
    execFileSync('mkfifo', [path]);
    const res = await t.call(client, 'POST', '/api/ExpedientesDigitales/Descargas', { clienteId: acme, ...MARCH });
    expect(res.statusCode, res.body).toBe(202);
    const descargaId: number = res.json().descargaId;
    const partial = await until('a partial zip', () => filesUnder(filesDir).find((name) => name.includes('.part-')));
    expect(statSync(join(filesDir, partial)).size).toBeGreaterThanOrEqual(0);

    // The first server stops mid-build (pg-boss fails its running job, to be retried), and its reader is cut.
    await t.app.close();
    await releaseFifo(path);
    await rm(path);
    const row = async () => (await t.db.select().from(expedienteDescargas).where(eq(expedienteDescargas.descargaId, descargaId)))[0]!;
    expect(await row()).toMatchObject({ estado: 'processing', fileId: null, sizeBytes: null });
    // The cut build kept nothing: no zip row, and no partial bytes left behind once it gave up.
    await until('the cut build to give up', () => (filesUnder(filesDir).some((name) => name.includes('.part-')) ? undefined : true));
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.contentType, 'application/zip'))).toEqual([]);

    // The bytes are back; a new server over the same database and file store takes the retried job.
    await writeFile(path, originals.get('pedimento')!);
    const config = loadConfig({ NODE_ENV: 'test' }, { seedDemo: false, webDist: undefined, filesDir });
    let second: { app: FastifyInstance; deps: AppDeps } | undefined;
    try {
      second = await buildApp(config, t.database);
      await second.deps.jobs.start();
      const ready = await until('the retried build', async () => {
        const current = await row();
        return current.estado === 'processing' ? undefined : current;
      });
      expect(ready).toMatchObject({ estado: 'ready', archivos: 3 });
      const [zipRow] = await t.db.select().from(storedFiles).where(eq(storedFiles.fileId, ready.fileId!));
      const chunks: Buffer[] = [];
      for await (const chunk of await second.deps.files.open(zipRow!)) chunks.push(chunk as Buffer);
      const archive = await JSZip.loadAsync(Buffer.concat(chunks));
      for (const tipo of ['cove', 'factura', 'pedimento']) {
        const bytes = await archive.file(`24-3210-6000123/${tipo.toUpperCase()}.pdf`)!.async('nodebuffer');
        expect(bytes.equals(originals.get(tipo)!), tipo).toBe(true);
      }
      // One zip only: the cut build's never became a stored file.
      expect(await t.db.select().from(storedFiles).where(eq(storedFiles.contentType, 'application/zip'))).toHaveLength(1);
    } finally {
      await second?.app.close();
    }
  }, 120_000);
});
