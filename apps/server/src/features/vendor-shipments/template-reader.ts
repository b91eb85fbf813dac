import type { Readable } from 'node:stream';
import { normalizeSearchText, translate, type Language } from '@portal/contract';
import {
  TEMPLATE_COLUMNS,
  TEMPLATE_ERRORS_SHOWN,
  type TemplateColumn,
  type TemplateError,
  type TemplateErrorKind,
} from '@portal/contract/features/vendor-shipments';
import { ProblemError } from '../../platform/problem.ts';
import { xlsRows, xlsxRows, type Cell, type SheetRow } from './sheet-rows.ts';

/** One row of the template as stored (a shipment line); texts trimmed, numbers as exact decimal strings. */
export interface TemplateLine {
  renglon: number;
  factura: string;
  fecha: string;
  moneda: string;
  incoterm: string;
  ordenCompra: string | null;
  guia: string | null;
  paisOrigen: string;
  unidadMedida: string;
  precioUnitario: string;
  numeroParte: string;
  cantidad: string;
  descripcion: string | null;
}

/** What the rows are checked against: the reference lists, and the customer's known part numbers (lower case). */
export interface TemplateReferences {
  monedas: Set<string>;
  incoterms: Set<string>;
  paises: Set<string>;
  unidades: Set<string>;
}

const MAX: Partial<Record<TemplateColumn, number>> = { factura: 40, ordenCompra: 40, guia: 40, numeroParte: 50, descripcion: 500 };
const REQUIRED: TemplateColumn[] = [
  'factura',
  'fecha',
  'moneda',
  'incoterm',
  'paisOrigen',
  'unidadMedida',
  'precioUnitario',
  'numeroParte',
  'cantidad',
];
const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

const text = (value: Cell) => (value === null ? '' : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim());

/** Excel dates arrive as dates; typed ones as `yyyy-mm-dd` or `dd/mm/yyyy`. */
function dayOf(value: Cell): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const raw = text(value);
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  let parts = match ? [match[1], match[2], match[3]] : null;
  match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  if (match) parts = [match[3], match[2], match[1]];
  if (!parts) return null;
  const day = `${parts[0]}-${parts[1]}-${parts[2]}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

/** Numbers stay exact: read as the text Excel shows, never through float arithmetic beyond the cell's own. */
function decimalOf(value: Cell): string | null {
  if (value instanceof Date || value === null) return null;
  const raw = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
  if (/e/i.test(raw)) return null;
  return DECIMAL.test(raw) ? raw : null;
}

export function invalidExcel(): ProblemError {
  return new ProblemError({ status: 415, detailKey: 'embarques.invalidExcel', code: 'invalidExcel' });
}

/** Matches a header cell to a column in either language (or its key), ignoring case and accents. */
function headerIndex(headers: Cell[], language: Language): Map<TemplateColumn, number> {
  const found = new Map<TemplateColumn, number>();
  const names = new Map<string, TemplateColumn>();
  for (const column of TEMPLATE_COLUMNS) {
    for (const lang of ['es-MX', 'en-US'] as const) names.set(normalizeSearchText(translate(lang, `embarques.columns.${column}`)), column);
    names.set(normalizeSearchText(column), column);
  }
  void language;
  headers.forEach((header, index) => {
    const column = names.get(normalizeSearchText(text(header)));
    if (column && !found.has(column)) found.set(column, index);
  });
  return found;
}

export interface ReadResult {
  errors: TemplateError[];
  errorCount: number;
  rows: number;
  /** Part numbers not known to the customer, with the first description given for each. */
  unknownParts: Map<string, { numeroParte: string; descripcion: string }>;
}

/**
 * Reads the first sheet of an .xlsx as a stream, row by row (100,000 lines never sit in memory at once), or of an
 * .xls (`format`, known from the file's content; see sheet-rows.ts), checking
 * each cell; `onLine` receives every good line (the second pass stores them), `isKnownPart` checks part numbers
 * in batches. A file that is not a readable workbook is 415 "Invalid Excel file".
 */
export async function readTemplate(
  stream: Readable,
  refs: TemplateReferences,
  language: Language,
  handlers: { knownParts: (numbers: string[]) => Promise<Set<string>>; onLines?: (lines: TemplateLine[]) => Promise<void> },
  format: 'xlsx' | 'xls' = 'xlsx',
): Promise<ReadResult> {
  const result: ReadResult = { errors: [], errorCount: 0, rows: 0, unknownParts: new Map() };
  const add = (fila: number, column: TemplateColumn | '', valor: string, tipo: TemplateErrorKind) => {
    result.errorCount += 1;
    if (result.errors.length >= TEMPLATE_ERRORS_SHOWN) return;
    result.errors.push({
      fila,
      columna: column ? translate(language, `embarques.columns.${column}`) : '',
      valor,
      tipo,
      motivo: translate(language, `embarques.errors.${tipo}`, { value: valor }),
    });
  };
  let pending: { line: TemplateLine; ok: boolean }[] = [];
  const flush = async () => {
    const numbers = [...new Set(pending.map((p) => p.line.numeroParte.toLowerCase()))];
    const known = numbers.length ? await handlers.knownParts(numbers) : new Set<string>();
    const good: TemplateLine[] = [];
    for (const { line, ok } of pending) {
      if (!known.has(line.numeroParte.toLowerCase())) {
        add(line.renglon, 'numeroParte', line.numeroParte, 'unknownPart');
        const key = line.numeroParte.toLowerCase();
        if (!result.unknownParts.has(key))
          result.unknownParts.set(key, { numeroParte: line.numeroParte, descripcion: line.descripcion ?? line.numeroParte });
      } else if (ok) good.push(line);
    }
    pending = [];
    if (handlers.onLines && good.length && result.errorCount === 0) await handlers.onLines(good);
  };
  let columns: Map<TemplateColumn, number> | null = null;
  try {
    const rows: AsyncGenerator<SheetRow> = format === 'xls' ? xlsRows(stream) : xlsxRows(stream);
    for await (const { number, values } of rows) {
      if (!columns) {
        columns = headerIndex(values, language);
        for (const column of TEMPLATE_COLUMNS) if (!columns.has(column)) add(1, column, '', 'missingColumn');
        if (result.errorCount > 0) return result;
        continue;
      }
      if (values.every((v) => text(v) === '')) continue;
      result.rows += 1;
      const checked = checkRow(number, values, columns, refs, add);
      if (checked) pending.push(checked);
      if (pending.length >= 2000) await flush();
    }
  } catch (err) {
    if (err instanceof ProblemError) throw err;
    throw invalidExcel();
  }
  if (!columns) throw invalidExcel();
  await flush();
  if (result.rows === 0) add(2, '', '', 'empty');
  return result;
}

function checkRow(
  fila: number,
  values: Cell[],
  columns: Map<TemplateColumn, number>,
  refs: TemplateReferences,
  add: (fila: number, column: TemplateColumn, valor: string, tipo: TemplateErrorKind) => void,
): { line: TemplateLine; ok: boolean } | null {
  const before = { count: 0 };
  const bad = (column: TemplateColumn, valor: string, tipo: TemplateErrorKind) => {
    before.count += 1;
    add(fila, column, valor, tipo);
  };
  const cell = (column: TemplateColumn) => values[columns.get(column)!] ?? null;
  const raw = Object.fromEntries(TEMPLATE_COLUMNS.map((column) => [column, text(cell(column))])) as Record<TemplateColumn, string>;
  for (const column of REQUIRED) if (!raw[column]) bad(column, '', 'required');
  for (const [column, max] of Object.entries(MAX) as [TemplateColumn, number][])
    if (raw[column].length > max) bad(column, raw[column].slice(0, 60), 'tooLong');
  const fecha = raw.fecha ? dayOf(cell('fecha')) : null;
  if (raw.fecha && !fecha) bad('fecha', raw.fecha, 'date');
  const code = (column: TemplateColumn, set: Set<string>, tipo: TemplateErrorKind) => {
    const value = raw[column].toUpperCase();
    if (raw[column] && !set.has(value)) bad(column, raw[column], tipo);
    return value;
  };
  const moneda = code('moneda', refs.monedas, 'currency');
  const incoterm = code('incoterm', refs.incoterms, 'incoterm');
  const paisOrigen = code('paisOrigen', refs.paises, 'country');
  // Unit codes are two digits ("06"); a number cell drops the zero.
  if (/^\d$/.test(raw.unidadMedida)) raw.unidadMedida = `0${raw.unidadMedida}`;
  const unidadMedida = code('unidadMedida', refs.unidades, 'unit');
  const precioUnitario = raw.precioUnitario ? decimalOf(cell('precioUnitario')) : null;
  if (raw.precioUnitario && precioUnitario === null) bad('precioUnitario', raw.precioUnitario, 'notANumber');
  const cantidad = raw.cantidad ? decimalOf(cell('cantidad')) : null;
  if (raw.cantidad && (cantidad === null || Number(cantidad) <= 0)) bad('cantidad', raw.cantidad, 'notANumber');
  if (!raw.numeroParte) return null;
  const line: TemplateLine = {
    renglon: fila,
    factura: raw.factura,
    fecha: fecha ?? '',
    moneda,
    incoterm,
    ordenCompra: raw.ordenCompra || null,
    guia: raw.guia || null,
    paisOrigen,
    unidadMedida,
    precioUnitario: precioUnitario ?? '0',
    numeroParte: raw.numeroParte,
    cantidad: cantidad ?? '0',
    descripcion: raw.descripcion || null,
  };
  return { line, ok: before.count === 0 };
}
