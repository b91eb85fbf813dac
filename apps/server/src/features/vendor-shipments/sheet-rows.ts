import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';

/** A cell as the template checks read it. */
export type Cell = string | number | Date | null;
/** One row of the first sheet: its number as Excel shows it (1-based) and its cells from column A. */
export interface SheetRow {
  number: number;
  values: Cell[];
}

/** A cell's value as plain text or number or date, whatever the kind of cell (rich text, formula, link...). */
function plain(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return plain(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value as unknown);
}

/** The first sheet of an .xlsx, streamed row by row: 100,000 lines never sit in memory at once. */
export async function* xlsxRows(stream: Readable): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) yield { number: row.number, values: (row.values as ExcelJS.CellValue[]).slice(1).map(plain) };
    return;
  }
}

/**
 * The first sheet of an Excel 97-2003 (.xls, BIFF inside an OLE compound file). That format has no streaming
 * reader, but it holds at most 65,536 rows and the upload policy caps the file at 20 MB, so it is read whole.
 * Read with SheetJS (the `@e965/xlsx` republication of its current community edition on npm).
 */
export async function* xlsRows(stream: Readable): AsyncGenerator<SheetRow> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const workbook = XLSX.read(Buffer.concat(chunks), { type: 'buffer', cellDates: true, dense: true, cellHTML: false, cellStyles: false });
  const sheet = workbook.SheetNames[0] ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (!sheet?.['!ref']) throw new Error('The workbook has no sheet with cells');
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true, UTC: true });
  for (let i = 0; i < rows.length; i += 1) {
    // Cells before the range's first column are not in the rows: pad them so column A is index 0.
    const values = [...Array<Cell>(range.s.c).fill(null), ...(rows[i] ?? []).map((v) => (v === undefined ? null : (v as Cell)))];
    yield { number: range.s.r + i + 1, values };
  }
}
