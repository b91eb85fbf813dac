import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { seededRandom } from '@portal/contract/m3/index';
import type { Database } from '@portal/db';
import { buildZip, type ZipEntry } from '../apps/server/src/features/digital-records/digital-record-zip.ts';
import type { RecordFileEntry } from '../apps/server/src/features/digital-records/record-files.service.ts';
import { FileService, type StoredFileRow } from '../apps/server/src/platform/files.ts';
import { LocalDiskStorage, storageKeyFor } from '../apps/server/src/platform/storage.ts';

const MB = 1024 * 1024;

/** The demo mix by bytes: scanned PDFs and photos (already compressed: stored) and XML (deflated). */
const KINDS = [
  { share: 0.5, contentType: 'application/pdf', tipo: 'factura', min: 200 * 1024, max: 4 * MB },
  { share: 0.35, contentType: 'image/jpeg', tipo: 'guia', min: 300 * 1024, max: 5 * MB },
  { share: 0.15, contentType: 'application/xml', tipo: 'cove', min: 20 * 1024, max: 600 * 1024 },
] as const;

/** Bytes of a kind: PDFs and JPEGs are noise (as compressed data is), XML repeats like the real documents. */
function contentOf(kind: (typeof KINDS)[number], size: number, n: number): Buffer {
  if (kind.contentType !== 'application/xml') return randomBytes(size);
  const line = `<Concepto Cantidad="${n}" ClaveProdServ="84713001" Descripcion="COMPUTADORA PORTATIL ${n}" ValorUnitario="${n * 13}.50"/>\n`;
  return Buffer.from(line.repeat(Math.ceil(size / line.length)).slice(0, size));
}

/** Writes the demo files into the store (one at a time) and answers their rows as the zip job sees them. */
async function writeDemoFiles(storage: LocalDiskStorage, totalBytes: number): Promise<RecordFileEntry[]> {
  const random = seededRandom(7);
  const entries: RecordFileEntry[] = [];
  for (const kind of KINDS) {
    let written = 0;
    while (written < totalBytes * kind.share) {
      const size = Math.floor(kind.min + random() * (kind.max - kind.min));
      const fileId = randomUUID();
      const storageKey = storageKeyFor(fileId);
      await storage.write(storageKey, Readable.from([contentOf(kind, size, entries.length)]));
      written += size;
      const stored: StoredFileRow = {
        fileId,
        storageKey,
        fileName: `demo-${entries.length}`,
        contentType: kind.contentType,
        sizeBytes: size,
        sha256: '',
        createdBy: null,
        createdAt: new Date(),
      };
      entries.push({
        pedimentoId: 1 + (entries.length % 400),
        archivoId: `u${entries.length + 1}`,
        origen: 'carga',
        tipo: kind.tipo,
        fileName: stored.fileName,
        contentType: kind.contentType,
        sizeBytes: size,
        createdAt: stored.createdAt,
        metadata: null,
        stored,
        previoId: null,
      });
    }
  }
  return entries;
}

/** Peak resident memory while `run` runs, sampled every 20 ms. */
async function withPeakRss<T>(run: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await run();
    return { result, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * `npm run bench -- zip [--mb=N]`: a bulk download's zip of N MB (default 500; the figure is 2048) of mixed
 * demo files, built by the job's own code (archiver streamed through the meter into the local file store) beside
 * a plain read of the same files from the same store, and the process's peak memory while building.
 */
export async function benchZip(): Promise<void> {
  const mbArg = process.argv.find((a) => a.startsWith('--mb='));
  const totalMb = Number(mbArg?.slice(5) ?? process.env.ZIP_BENCH_MB ?? 500);
  if (!Number.isFinite(totalMb) || totalMb <= 0) throw new Error('--mb must be a positive number');
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-zip-'));
  try {
    const storage = new LocalDiskStorage(dir);
    // The zip builder reads and writes only through the storage; no database is touched.
    const files = new FileService(undefined as unknown as Database, storage);
    const written = performance.now();
    const demo = await writeDemoFiles(storage, totalMb * MB);
    const bytes = demo.reduce((sum, e) => sum + e.sizeBytes!, 0);
    console.log(
      `zip: ${demo.length} demo files, ${(bytes / MB).toFixed(0)} MB (PDF 50 %, JPEG 35 %, XML 15 % by bytes), written in ${((performance.now() - written) / 1000).toFixed(1)} s`,
    );

    const readStart = performance.now();
    let readBytes = 0;
    for (const entry of demo) for await (const chunk of await storage.read(entry.stored!.storageKey)) readBytes += (chunk as Buffer).length;
    const readSeconds = (performance.now() - readStart) / 1000;

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    const entries: ZipEntry[] = demo.map((file) => ({
      record: {
        numero: `26243210${String(6_000_000 + file.pedimentoId)}`,
        patente: '3210',
        aduana: '24',
        rfc: 'ALA131011IC8',
        fechaPago: '2026-03-20',
        clave: 'A1',
        tipoOperacion: '1',
        referencia: null,
      },
      file,
    }));
    const names = demo.map((file, i) => `24-3210-${6_000_000 + file.pedimentoId}/${file.tipo}-${i}.${file.contentType.split('/')[1]}`);
    const reader = { files, sources: { previoReport: () => Promise.reject(new Error('no previo')) }, language: 'es-MX' as const };
    const zipStart = performance.now();
    const { result: zip, peak } = await withPeakRss(() => buildZip(reader, entries, names, 'bench.zip', 1, Number.MAX_SAFE_INTEGER));
    const zipSeconds = (performance.now() - zipStart) / 1000;

    const readRate = readBytes / MB / readSeconds;
    const zipRate = bytes / MB / zipSeconds;
    console.log(`zip: plain read of the same files: ${readRate.toFixed(0)} MB/s (${readSeconds.toFixed(1)} s)`);
    console.log(
      `zip: build into the file store: ${zipRate.toFixed(0)} MB/s of input (${zipSeconds.toFixed(1)} s; zip ${(zip.sizeBytes! / MB).toFixed(0)} MB)`,
    );
    console.log(`zip: zip / plain read throughput ratio: ${(zipRate / readRate).toFixed(2)}`);
    console.log(
      `zip: peak resident memory while building: ${(peak / MB).toFixed(0)} MB (${((peak - baseline) / MB).toFixed(0)} MB above the ${(baseline / MB).toFixed(0)} MB before it)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
