import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { readTemplate } from '../apps/server/src/features/vendor-shipments/template-reader.ts';
import { TEMPLATE_HEADERS } from '../apps/server/test/vendor-template.ts';

const LINES = 100_000;
const PARTS = Array.from({ length: 500 }, (_, i) => `P-${10_000 + i}`);

/** Writes a 100,000-line boarding template as a stream (the workbook is never whole in memory). */
async function writeTemplate(path: string, sharedStrings: boolean): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: sharedStrings, useStyles: false });
  const sheet = workbook.addWorksheet('Embarque');
  sheet.addRow(TEMPLATE_HEADERS).commit();
  for (let i = 0; i < LINES; i += 1) {
    sheet
      .addRow([
        `F-${Math.floor(i / 50)}`,
        '2026-03-02',
        'USD',
        'FOB',
        `OC-${i % 900}`,
        `G-${i % 40}`,
        'USA',
        '06',
        (i % 1000) / 8,
        PARTS[i % PARTS.length],
        (i % 90) + 1,
        'Pieza de ensamble',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** `npm run bench -- excel`: the template check of a 100,000-line sheet beside exceljs's bare streaming read of it, and memory. */
export async function benchExcel(): Promise<void> {
  // Inline strings, then shared strings written after the sheet (as Excel saves them): exceljs then has to keep the
  // sheet's XML until the strings arrive, which shows in both reads' memory.
  for (const sharedStrings of [false, true]) await benchOne(sharedStrings);
}

async function benchOne(sharedStrings: boolean): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-excel-'));
  try {
    const path = join(dir, 'plantilla.xlsx');
    await writeTemplate(path, sharedStrings);
    const mb = statSync(path).size / 1024 / 1024;
    let peakHeap = 0;
    const sample = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 20);

    let started = performance.now();
    let rows = 0;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(path), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'ignore',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const worksheet of reader) {
      for await (const row of worksheet) if (row.number > 0) rows += 1;
      break;
    }
    const bareMs = performance.now() - started;
    const bareHeap = peakHeap;

    peakHeap = 0;
    started = performance.now();
    const known = new Set(PARTS.map((p) => p.toLowerCase()));
    const refs = {
      monedas: new Set(['USD', 'MXN', 'EUR']),
      incoterms: new Set(['FOB', 'EXW']),
      paises: new Set(['USA', 'MEX']),
      unidades: new Set(['06']),
    };
    let stored = 0;
    const result = await readTemplate(createReadStream(path), refs, 'es-MX', {
      knownParts: async (numbers) => new Set(numbers.filter((n) => known.has(n))),
      onLines: async (lines) => {
        stored += lines.length;
      },
    });
    const checkMs = performance.now() - started;
    clearInterval(sample);
    const rate = (ms: number) =>
      Math.round(rows / (ms / 1000))
        .toString()
        .padStart(9);
    console.log(
      `Boarding template (${sharedStrings ? 'shared strings after the sheet' : 'inline strings'}): ${mb.toFixed(1)} MB, ${rows - 1} lines (${result.errorCount} bad cells, ${stored} lines handed to storage)`,
    );
    console.log('                               seconds     rows/s');
    console.log(`  exceljs bare streaming read  ${(bareMs / 1000).toFixed(2).padStart(7)}  ${rate(bareMs)}`);
    console.log(`  read + every check           ${(checkMs / 1000).toFixed(2).padStart(7)}  ${rate(checkMs)}`);
    console.log(`  ratio (check / bare read): ${(checkMs / bareMs).toFixed(2)}x`);
    console.log(
      `  memory: peak heap ${(peakHeap / 1024 / 1024).toFixed(1)} MB checking, ${(bareHeap / 1024 / 1024).toFixed(1)} MB bare; process max RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
