import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { eq, getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { normalizeSearchText } from '@portal/contract';
import type { Database } from './client.ts';
import {
  aduanaSecciones,
  aduanas,
  clavesPedimento,
  fraccionesNico,
  identificadores,
  incoterms,
  mediosTransporte,
  monedas,
  paises,
  patentes,
  referenceDataVersions,
  regimenes,
  unidadesMedida,
} from './schema/reference.ts';

/** The one data set of packages/db/reference-data, versioned as a whole. */
export const REFERENCE_DATASET = 'sat-anexo22';

interface Manifest {
  version: string;
  counts: Record<string, number>;
  files: string[];
}

interface TableFile {
  columns: string[];
  rows: unknown[][];
}

type Row = Record<string, unknown>;

/** Columns computed from a file's row: the search text and, for fractions, the 8 + 2 digit split. */
const searchOf = (code: string, text: string) => (row: Row) => ({ searchText: normalizeSearchText(`${row[code]} ${row[text]}`) });

/** Files in load order: a table comes after the tables it references. */
const TABLES: { name: string; table: PgTable; key: Column; derive?: (row: Row) => Row }[] = [
  { name: 'aduanas', table: aduanas, key: aduanas.clave, derive: searchOf('clave', 'nombre') },
  { name: 'aduanaSecciones', table: aduanaSecciones, key: aduanaSecciones.aduanaSeccionId },
  { name: 'patentes', table: patentes, key: patentes.patente },
  { name: 'paises', table: paises, key: paises.clave, derive: searchOf('clave', 'nombre') },
  { name: 'monedas', table: monedas, key: monedas.clave },
  { name: 'incoterms', table: incoterms, key: incoterms.clave },
  { name: 'unidadesMedida', table: unidadesMedida, key: unidadesMedida.clave },
  { name: 'clavesPedimento', table: clavesPedimento, key: clavesPedimento.clave },
  { name: 'regimenes', table: regimenes, key: regimenes.clave },
  { name: 'mediosTransporte', table: mediosTransporte, key: mediosTransporte.clave },
  { name: 'identificadores', table: identificadores, key: identificadores.identificadorId },
  {
    name: 'fraccionesNico',
    table: fraccionesNico,
    key: fraccionesNico.codigo,
    derive: (row) => ({
      fraccion: String(row.codigo).slice(0, 8),
      nico: String(row.codigo).slice(8, 10),
      ...searchOf('codigo', 'descripcion')(row),
    }),
  },
];

/** The converted files: beside a bundle (`dist/reference-data`) or in this package. */
export function findReferenceDataFolder(bundleDir?: string): string {
  const candidates = [
    process.env.REFERENCE_DATA_DIR,
    bundleDir ? `${bundleDir}/reference-data` : undefined,
    fileURLToPath(new URL('../reference-data', import.meta.url)),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(`${p}/manifest.json`));
  if (!found) throw new Error(`No reference data found (looked in ${candidates.join(', ')})`);
  return found;
}

export function readReferenceManifest(folder: string): Manifest {
  return JSON.parse(readFileSync(`${folder}/manifest.json`, 'utf8')) as Manifest;
}

function readTable(folder: string, name: string): TableFile {
  const gz = `${folder}/${name}.json.gz`;
  const text = existsSync(gz) ? gunzipSync(readFileSync(gz)).toString('utf8') : readFileSync(`${folder}/${name}.json`, 'utf8');
  return JSON.parse(text) as TableFile;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Upserts every row of one file in one statement (the rows travel as one JSON parameter); rows that did not change
 * are left alone, so a new version rewrites only what differs. Returns the keys.
 */
async function upsertTable(db: Database, spec: (typeof TABLES)[number], file: TableFile, fresh: boolean): Promise<string[]> {
  const { table, key, derive } = spec;
  const all = getTableColumns(table) as Record<string, Column>;
  const rows: Row[] = file.rows.map((values) => {
    const row = Object.fromEntries(file.columns.map((name, i) => [name, values[i] ?? null]));
    return derive ? { ...row, ...derive(row) } : row;
  });
  const fields = Object.keys(rows[0] ?? Object.fromEntries(file.columns.map((c) => [c, null])));
  const columns = fields.map((name) => {
    const column = all[name];
    if (!column) throw new Error(`reference data: unknown column ${name}`);
    return column;
  });
  const records = rows.map((row) => Object.fromEntries(fields.map((f, i) => [columns[i]!.name, row[f] ?? null])));
  const names = columns.map((c) => ident(c.name)).join(', ');
  const definitions = columns.map((c) => `${ident(c.name)} ${c.getSQLType()}`).join(', ');
  const others = columns.filter((c) => c.name !== key.name).map((c) => ident(c.name));
  const onConflict = others.length
    ? `update set ${others.map((c) => `${c} = excluded.${c}`).join(', ')} where (${others.map((c) => `t.${c}`).join(', ')}) is distinct from (${others.map((c) => `excluded.${c}`).join(', ')})`
    : 'nothing';
  await db.execute(
    sql`insert into ${sql.identifier(getTableName(table))} as t (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(records)}::json) as x(${sql.raw(definitions)}) ${sql.raw(fresh ? '' : `on conflict (${ident(key.name)}) do ${onConflict}`)}`,
  );
  return records.map((r) => String(r[key.name]));
}

async function deleteStale(db: Database, table: PgTable, key: Column, keys: string[]): Promise<void> {
  await db.execute(
    sql`delete from ${sql.identifier(getTableName(table))} as t where not exists (select 1 from json_array_elements_text(${JSON.stringify(keys)}::json) as k(v) where k.v = t.${sql.raw(ident(key.name))}::text)`,
  );
}

export interface ReferenceLoadResult {
  loaded: boolean;
  version: string;
  milliseconds: number;
}

/**
 * Loads the reference data into the database unless the same version is already there. All tables change in one
 * transaction; rows that left the data set are deleted (codes that expire stay, with their end of validity).
 */
export async function loadReferenceData(database: Database, folder = findReferenceDataFolder()): Promise<ReferenceLoadResult> {
  const started = performance.now();
  const manifest = readReferenceManifest(folder);
  const [current] = await database
    .select({ version: referenceDataVersions.version })
    .from(referenceDataVersions)
    .where(eq(referenceDataVersions.dataset, REFERENCE_DATASET));
  if (current?.version === manifest.version) return { loaded: false, version: manifest.version, milliseconds: performance.now() - started };
  await database.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // Loads are all or nothing, so a database without a version row has empty tables: plain inserts suffice.
    const fresh = current === undefined;
    const keys: string[][] = [];
    for (const spec of TABLES) keys.push(await upsertTable(db, spec, readTable(folder, spec.name), fresh));
    // Referencing tables first, so a removed code is not still referenced when its row goes.
    if (!fresh) for (let i = TABLES.length - 1; i >= 0; i -= 1) await deleteStale(db, TABLES[i]!.table, TABLES[i]!.key, keys[i]!);
    await db
      .insert(referenceDataVersions)
      .values({ dataset: REFERENCE_DATASET, version: manifest.version })
      .onConflictDoUpdate({ target: referenceDataVersions.dataset, set: { version: manifest.version, loadedAt: sql`now()` } });
  });
  return { loaded: true, version: manifest.version, milliseconds: performance.now() - started };
}
