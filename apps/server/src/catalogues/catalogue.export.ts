import type { FastifyReply } from 'fastify';
import { referenceTextKey, translate, type CatalogueDefinition, type FieldDefinition, type Language } from '@portal/contract';
import type { Database } from '@portal/db';
import { cellsOf, sendSheet, type ExportFormat } from '../platform/list/list-export.ts';
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

/**
 * Streams the list's current filter and order as .xlsx or CSV, in batches, inside the caller's
 * scope; the columns are the id and every field, headed in the caller's language.
 */
export function exportCatalogue(
  reply: FastifyReply,
  db: Database,
  definition: CatalogueDefinition,
  params: Omit<ListParams, 'page' | 'pageSize'>,
  caller: CatalogueCaller,
  format: ExportFormat,
): FastifyReply {
  // Secrets never leave the server in an export.
  const fields = Object.entries(definition.fields).filter(([, field]) => field.kind !== 'secret');
  const headers = [
    translate(caller.language, `catalogues.${definition.name}.fields.${definition.idField}`),
    ...fields.map(([name]) => translate(caller.language, `catalogues.${definition.name}.fields.${name}`)),
  ];
  const toCells = (row: Row) => [
    row[definition.idField] as number,
    ...fields.map(([name, field]) => cellValue(definition, name, field, row, caller.language)),
  ];
  return sendSheet(reply, {
    title: translate(caller.language, `catalogues.${definition.name}.title`),
    headers,
    format,
    batches: cellsOf(repositoryOf(definition).stream(db, params, caller.scope), toCells),
  });
}
