import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { translate, type Language } from '@portal/contract';
import { contentDisposition } from '../files.ts';

export type Cell = string | number;
export type ExportFormat = 'xlsx' | 'csv';

/** Spreadsheet programs run cells starting with these as formulas; a quote keeps them text. */
function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(value: Cell): string {
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface SheetExport {
  /** The file and sheet name (the list's title in the caller's language); the date is added. */
  title: string;
  headers: string[];
  format: ExportFormat;
  /** The rows as cells, in batches, in the list's order, already inside the caller's scope. */
  batches: AsyncIterable<Cell[][]>;
}

/**
 * Streams a list as .xlsx or CSV: one batch at a time with back-pressure, never the whole list in memory.
 * Every list's export goes through here (catalogues, users, pedimentos, ...).
 */
export function sendSheet(reply: FastifyReply, sheet: SheetExport): FastifyReply {
  const stamp = new Date().toISOString().slice(0, 10);
  const body = new PassThrough();
  void reply
    .header(
      'content-type',
      sheet.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('content-disposition', contentDisposition(`${sheet.title} ${stamp}.${sheet.format}`))
    .header('cache-control', 'no-store');
  const write = sheet.format === 'csv' ? writeCsv(body, sheet) : writeXlsx(body, sheet);
  write.catch((err: unknown) => body.destroy(err as Error));
  return reply.send(body);
}

async function writeCsv(body: PassThrough, sheet: SheetExport): Promise<void> {
  // The BOM makes Excel read UTF-8 accents correctly.
  body.write(`\ufeff${sheet.headers.map(csvCell).join(',')}\r\n`);
  for await (const batch of sheet.batches) {
    const chunk = batch.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
    if (!body.write(chunk)) await new Promise((resolve) => body.once('drain', resolve));
  }
  body.end();
}

async function writeXlsx(body: PassThrough, sheet: SheetExport): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.headers.map((header) => ({ header, width: Math.min(Math.max(header.length + 4, 12), 50) }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  for await (const batch of sheet.batches) for (const cells of batch) worksheet.addRow(cells).commit();
  worksheet.commit();
  await workbook.commit();
}

/** Maps each batch of rows to cells. */
export async function* cellsOf<T>(batches: AsyncIterable<T[]>, toCells: (row: T) => Cell[]): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) yield batch.map(toCells);
}

export interface ColumnsExport<T, C extends string> {
  language: Language;
  /** The i18n key of the sheet's title; each header is `<headerPrefix>.<column>`. */
  titleKey: string;
  headerPrefix: string;
  columns: readonly C[];
  format: ExportFormat;
  /** The list's rows in batches (listRows through the feature's stream), already filtered and scoped. */
  rows: AsyncIterable<T[]>;
  /** A column's value when it is not the row's field of the same name (translated enums...); undefined: the field. */
  cell?: ((row: T, column: C) => unknown) | undefined;
}

function toCell(value: unknown, language: Language): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return translate(language, value ? 'catalogue.yes' : 'catalogue.no');
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(', ');
  return JSON.stringify(value);
}

/** A list exported column by column, headed in the caller's language: the usual shape of a feature's export. */
export function sendColumns<T extends object, C extends string>(reply: FastifyReply, spec: ColumnsExport<T, C>): FastifyReply {
  const { language, columns } = spec;
  const valueOf = (row: T, column: C) => spec.cell?.(row, column) ?? (row as Record<string, unknown>)[column];
  return sendSheet(reply, {
    title: translate(language, spec.titleKey),
    headers: columns.map((column) => translate(language, `${spec.headerPrefix}.${column}`)),
    format: spec.format,
    batches: cellsOf(spec.rows, (row) => columns.map((column) => toCell(valueOf(row, column), language))),
  });
}
