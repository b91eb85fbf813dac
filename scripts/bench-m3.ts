import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import {
  checkPedimentoContent,
  decodeLines,
  generatePedimentos,
  sampleCompanyRfc,
  scanM3,
  seededRandom,
  type M3Pedimento,
} from '@portal/contract/m3/index';

const TARGET_BYTES = 50 * 1024 * 1024;
const NAME = 'm3210001.076';

/** Writes a generated M3 file of about 50 MB, pedimento by pedimento (never all in memory). */
async function writeLargeFile(path: string): Promise<{ pedimentos: number; records: number }> {
  const out = createWriteStream(path);
  const random = seededRandom(42);
  const importadores = Array.from({ length: 20 }, (_, i) => ({ rfc: sampleCompanyRfc(random), nombre: `IMPORTADORA ${i} SA DE CV` }));
  const fracciones = [
    { fraccion: '84713001', nico: '99', descripcion: 'COMPUTADORA PORTATIL' },
    { fraccion: '85444299', nico: '99', descripcion: 'CABLE ELECTRICO CON CONECTORES' },
    { fraccion: '39173291', nico: '99', descripcion: 'TUBO DE PLASTICO' },
  ];
  let written = 0;
  let pedimentos = 0;
  let records = 0;
  while (written < TARGET_BYTES) {
    const batch = generatePedimentos(
      {
        random,
        patente: '3210',
        aduanasSeccion: ['240', '470', '400'],
        fracciones,
        importadores,
        year: 2026,
        firstConsecutive: pedimentos % 999_000,
      },
      100,
    );
    const text = batch.map((p) => p.records.map((r) => `${r.fields.join('|')}|\n`).join('')).join('');
    if (!out.write(text)) await once(out, 'drain');
    written += Buffer.byteLength(text);
    pedimentos += batch.length;
    records += batch.reduce((n, p) => n + p.records.length, 0);
  }
  out.end(`801|${NAME}|${pedimentos}|${records}||\n`);
  await once(out, 'finish');
  return { pedimentos, records };
}

const allow = () => true;

/** `npm run bench -- m3`: parse + check throughput of a 50 MB file beside a bare line split of it, and memory. */
export async function benchM3(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-m3-'));
  try {
    const path = join(dir, NAME);
    const made = await writeLargeFile(path);
    const mb = statSync(path).size / 1024 / 1024;
    const rssBefore = process.memoryUsage().rss;

    let started = performance.now();
    let lines = 0;
    for await (const line of decodeLines(createReadStream(path, { highWaterMark: 256 * 1024 }))) if (line) lines += 1;
    const splitMs = performance.now() - started;

    started = performance.now();
    let peakHeap = 0;
    let findings = 0;
    const lookup = {
      aduanaSeccion: allow,
      patente: allow,
      clavePedimento: allow,
      medioTransporte: allow,
      pais: allow,
      moneda: allow,
      unidad: allow,
      identificador: allow,
      fraccionNico: allow,
    };
    const summary = await scanM3(decodeLines(createReadStream(path, { highWaterMark: 256 * 1024 })), NAME, {
      onPedimento: (pedimento: M3Pedimento, own) => {
        findings += own.length + checkPedimentoContent(pedimento, lookup, NAME).length;
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      },
    });
    const scanMs = performance.now() - started;
    const maxRssMb = process.resourceUsage().maxRSS / 1024;
    console.log(
      `M3 file: ${mb.toFixed(1)} MB, ${made.pedimentos} pedimentos, ${lines} lines (${summary.errors} errors, ${findings} findings)`,
    );
    console.log('                         seconds   records/s     MB/s');
    console.log(
      `  bare line split        ${(splitMs / 1000).toFixed(2).padStart(7)}   ${Math.round(lines / (splitMs / 1000))
        .toString()
        .padStart(9)}   ${(mb / (splitMs / 1000)).toFixed(1).padStart(6)}`,
    );
    console.log(
      `  parse + all checks     ${(scanMs / 1000).toFixed(2).padStart(7)}   ${Math.round(lines / (scanMs / 1000))
        .toString()
        .padStart(9)}   ${(mb / (scanMs / 1000)).toFixed(1).padStart(6)}`,
    );
    console.log(`  ratio (parse+check / split): ${(scanMs / splitMs).toFixed(2)}x`);
    console.log(
      `  memory: peak heap during the scan ${(peakHeap / 1024 / 1024).toFixed(1)} MB; process max RSS ${maxRssMb.toFixed(0)} MB (RSS before reading ${(rssBefore / 1024 / 1024).toFixed(0)} MB)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
