import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { referenceTextKey, translate, type CatalogueDefinition, type FieldDefinition, type Language } from '@portal/contract';
import type { Database } from '@portal/db';
import { contentDisposition } from '../platform/files.ts';
import { repositoryOf, type CatalogueCaller } from './catalogue.service.ts';
import type { ListParams, Row } from './catalogue.repository.ts';

/** What a person reads in a cell: reference texts, translated values, Sí/No, exact decimals. */
export function cellValue(
  definition: CatalogueDefinition,
  name: string,
  field: FieldDefinition,
  row: Row,
  language: Language,
): string | number {
  const value = row[name];
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'reference':
      return String(row[referenceTextKey(name)] ?? value);
    case 'references':
      return ((row[referenceTextKey(name)] as string[] | undefined) ?? []).join(', ');
    case 'boolean':
      return translate(language, value ? 'catalogue.yes' : 'catalogue.no');
    case 'enum':
      return translate(language, `catalogues.${definition.name}.values.${name}.${String(value)}`);
    case 'integer':
      return Number(value);
    case 'documents':
      return ((value as { fileName: string }[]) ?? []).map((document) => document.fileName).join(', ');
    case 'secret':
      return '';
    default:
      return String(value);
  }
}

/** Spreadsheet programs run cells starting with these as formulas; a quote keeps them text. */
function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Streams the list's current filter and order as .xlsx or CSV, in batches, inside the caller's
 * scope; the columns are the id and every field, headed in the caller's language.
 */
export async function exportCatalogue(
  reply: FastifyReply,
  db: Database,
  definition: CatalogueDefinition,
  params: Omit<ListParams, 'page' | 'pageSize'>,
  caller: CatalogueCaller,
  format: 'xlsx' | 'csv',
): Promise<FastifyReply> {
  const repository = repositoryOf(definition);
  // Secrets never leave the server in an export.
  const fields = Object.entries(definition.fields).filter(([, field]) => field.kind !== 'secret');
  const headers = [
    translate(caller.language, `catalogues.${definition.name}.fields.${definition.idField}`),
    ...fields.map(([name]) => translate(caller.language, `catalogues.${definition.name}.fields.${name}`)),
  ];
  const title = translate(caller.language, `catalogues.${definition.name}.title`);
  const stamp = new Date().toISOString().slice(0, 10);
  const toCells = (row: Row) => [
    row[definition.idField] as number,
    ...fields.map(([name, field]) => cellValue(definition, name, field, row, caller.language)),
  ];
  const body = new PassThrough();
  void reply
    .header(
      'content-type',
      format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('content-disposition', contentDisposition(`${title} ${stamp}.${format}`))
    .header('cache-control', 'no-store');

  const rows = repository.stream(db, params, caller.scope);
  const write = async () => {
    if (format === 'csv') {
      // The BOM makes Excel read UTF-8 accents correctly.
      body.write(`\ufeff${headers.map(csvCell).join(',')}\r\n`);
      for await (const batch of rows) {
        const chunk = batch.map((row) => `${toCells(row).map(csvCell).join(',')}\r\n`).join('');
        if (!body.write(chunk)) await new Promise((resolve) => body.once('drain', resolve));
      }
      body.end();
      return;
    }
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = headers.map((header) => ({ header, width: Math.min(Math.max(header.length + 4, 12), 50) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of rows) for (const row of batch) sheet.addRow(toCells(row)).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => body.destroy(err as Error));
  return reply.send(body);
}
