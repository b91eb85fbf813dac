import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { CATALOGUES, type CatalogueDefinition, type FieldDefinition } from '@portal/contract';
import { users } from './identity.ts';
import { normalizedSql } from '../search.ts';

/** `razonSocial` → `razon_social`. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'string' });

/** The searchable fields in one text, folded as `normalizedSql` does (case and accents ignored). */
export function searchExpression(columns: string[]): SQL {
  return normalizedSql(sql.raw(columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `)));
}

/** Column lengths of the kinds whose length is fixed by what they hold. */
const TEXT_LENGTHS: Partial<Record<FieldDefinition['kind'], number>> = {
  email: 254,
  phone: 20,
  rfc: 13,
  rfcOrTaxId: 20,
  curp: 18,
  clabe: 18,
  fraccion: 8,
  nico: 2,
  enum: 30,
  language: 5,
  time: 5,
};

function columnFor(name: string, field: FieldDefinition, tables: Map<string, CatalogueTable>, self: string): PgColumnBuilderBase {
  const column = snakeCase(name);
  let builder;
  switch (field.kind) {
    case 'longText':
      builder = text(column);
      break;
    case 'secret':
      // Ciphertext only (AES-256-GCM, see apps/server/src/catalogues/catalogue-secrets.ts).
      builder = text(column);
      break;
    case 'documents':
      builder = jsonb(column)
        .notNull()
        .default(sql`'[]'::jsonb`);
      break;
    case 'integer':
      builder = integer(column);
      break;
    case 'decimal':
      builder = numeric(column, { precision: field.precision ?? 14, scale: field.scale ?? 2 });
      break;
    case 'boolean':
      builder = boolean(column);
      break;
    case 'date':
      builder = date(column, { mode: 'string' });
      break;
    case 'datetime':
      builder = ts(column);
      break;
    case 'reference': {
      const target = field.references!;
      // A catalogue may refer to itself (an area depends on an area): the key is resolved lazily.
      if (target !== self && !tables.has(target)) throw new Error(`Catalogue ${target} must be defined before the ones that refer to it`);
      builder = integer(column).references((): AnyPgColumn => tables.get(target)!.id!);
      break;
    }
    case 'references':
      builder = integer(column)
        .array()
        .notNull()
        .default(sql`'{}'::integer[]`);
      break;
    default:
      builder = varchar(column, { length: field.maxLength ?? TEXT_LENGTHS[field.kind] ?? 200 });
  }
  if (field.required && field.kind !== 'references' && field.kind !== 'documents' && field.kind !== 'secret') builder = builder.notNull();
  if (field.defaultValue !== undefined) builder = builder.default(field.defaultValue as never);
  return builder;
}

/** A catalogue's table: its columns are known only from the definition at run time. */
export type CatalogueTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: Record<string, AnyPgColumn>;
  dialect: 'pg';
}>;

function buildTable(definition: CatalogueDefinition, tables: Map<string, CatalogueTable>): CatalogueTable {
  const columns: Record<string, PgColumnBuilderBase> = { id: serial(snakeCase(definition.idField)).primaryKey() };
  for (const [name, field] of Object.entries(definition.fields)) columns[name] = columnFor(name, field, tables, definition.name);
  const searchable = Object.entries(definition.fields)
    .filter(([, field]) => field.searchable)
    .map(([name]) => snakeCase(name));
  Object.assign(columns, {
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.userId),
    updatedBy: integer('updated_by').references(() => users.userId),
    searchText: text('search_text').generatedAlwaysAs(searchable.length ? searchExpression(searchable) : sql`''`),
  });
  const table = pgTable(definition.table, columns, (table) => {
    const t = table as unknown as Record<string, AnyPgColumn>;
    const extras = [];
    for (const [name, field] of Object.entries(definition.fields)) {
      const column = t[name]!;
      if (field.unique) {
        const scope = (field.uniqueWith ?? []).map((other) => t[other]!);
        const value = field.kind === 'text' || field.kind === 'email' ? sql`lower(${column})` : column;
        extras.push(
          uniqueIndex(`${definition.table}_${snakeCase(name)}_unique`).on(
            scope[0] ?? value,
            ...[...scope.slice(1), ...(scope.length ? [value] : [])],
          ),
        );
      }
      // Sorting pages by a field walks (field, id); a unique field needs it too (its unique index is on lower()).
      if (field.kind === 'reference' || field.sortable) {
        extras.push(index(`${definition.table}_${snakeCase(name)}_idx`).on(column, t.id!));
      }
      if (field.kind === 'references') extras.push(index(`${definition.table}_${snakeCase(name)}_gin`).using('gin', column));
    }
    extras.push(index(`${definition.table}_updated_at_idx`).on(t.updatedAt!, t.id!));
    // The list's search is `search_text like '%term%'`: a trigram index answers it without a full scan.
    if (searchable.length)
      extras.push(index(`${definition.table}_search_trgm`).using('gin', (t.searchText as unknown as ExtraConfigColumn).op('gin_trgm_ops')));
    return extras;
  });
  return table as unknown as CatalogueTable;
}

function buildAll(): Map<string, CatalogueTable> {
  const tables = new Map<string, CatalogueTable>();
  for (const definition of CATALOGUES) tables.set(definition.name, buildTable(definition, tables));
  return tables;
}

/** One table per registered catalogue, made from its definition. */
export const catalogueTables = buildAll();

export function catalogueTable(name: string): CatalogueTable {
  const table = catalogueTables.get(name);
  if (!table) throw new Error(`No table for catalogue ${name}`);
  return table;
}

// drizzle-kit finds tables by their exports; each catalogue's table is exported by name here.
export const clientes = catalogueTable('clientes');
export const clienteDestinatarios = catalogueTable('clienteDestinatarios');
export const proveedores = catalogueTable('proveedores');
export const destinatarios = catalogueTable('destinatarios');
export const partes = catalogueTable('partes');
export const catalogoAduanas = catalogueTable('aduanas');
export const recintos = catalogueTable('recintos');
export const lineasTransporte = catalogueTable('lineasTransporte');
export const choferes = catalogueTable('choferes');

/** Every change to a catalogue record: who, when, before and after (architecture house rule 9). */
export const catalogueAudit = pgTable(
  'catalogue_audit',
  {
    auditId: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    catalogue: varchar('catalogue', { length: 60 }).notNull(),
    recordId: integer('record_id').notNull(),
    /** create | update | delete */
    action: varchar('action', { length: 10 }).notNull(),
    userId: integer('user_id').references(() => users.userId),
    at: ts('at').notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Why the change happened, as a translation key and its parameters (the classification that wrote a part). */
    note: jsonb('note').$type<{ key: string; params?: Record<string, string | number> }>(),
  },
  (table) => [index('catalogue_audit_record_idx').on(table.catalogue, table.recordId, table.auditId)],
);
