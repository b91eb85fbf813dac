/**
 * The parts list at scale (issue 3): 1,000,000 parts in PostgreSQL; p50/p99 of the list API at page 1,
 * at a deep page, sorted by another column and with a search, each next to the same SQL run
 * directly through `pg` (the ratio is what the API adds: auth, validation, JSON); then the rows per
 * second of the Excel and CSV exports. Measures only.
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { partesCatalogue } from '@portal/contract';
import * as schema from '@portal/db/schema/index';
import { CatalogueRepository, type ListParams } from '../apps/server/src/catalogues/catalogue.repository.ts';
import { UNRESTRICTED_SCOPE } from '../apps/server/src/platform/data-scope.ts';

export interface StartedServer {
  url: string;
  stop(): Promise<void>;
}

const PARTS = 1_000_000;
const SAMPLES = 40;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeIt(task: () => Promise<unknown>, samples = SAMPLES): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 3; i += 1) await task();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function insertParts(pool: pg.Pool): Promise<number> {
  const started = performance.now();
  // In chunks so that one statement never holds a million generated rows at once.
  for (let from = 1; from <= PARTS; from += 200_000) {
    await pool.query(
      `insert into partes (cliente_id, numero_parte, descripcion, peso, fraccion, nico, unidad_medida, tipo_operacion, clave_documento, tipo_material, estado_sincronizacion)
       select (i % 22) + 1, 'BP-' || lpad(i::text, 8, '0'),
              (array['Tornillo hexagonal', 'Clip de tablero', 'Junta de bomba', 'Perno de anclaje', 'Grommet de hule'])[i % 5 + 1] || ' serie ' || (i % 997),
              (i % 500) / 100.0, '73181599', lpad((i % 9 + 1)::text, 2, '0'), '01', '1', 'A1', 'directo',
              (array['pendiente', 'sincronizado', 'error'])[i % 3 + 1]
       from generate_series($1::int, $2::int) as i`,
      [from, Math.min(PARTS, from + 199_999)],
    );
  }
  await pool.query('analyze partes');
  return performance.now() - started;
}

/** The SQL the repository sends for one list call, captured once and replayed through `pg`. */
async function capturedSql(pool: pg.Pool, params: ListParams): Promise<{ sql: string; params: unknown[] }[]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, casing: 'snake_case', logger: { logQuery: (sql, p) => captured.push({ sql, params: p }) } });
  await new CatalogueRepository(partesCatalogue).list(db as never, params, UNRESTRICTED_SCOPE);
  return captured;
}

const fmt = (n: number) => n.toFixed(1).padStart(8);

export async function benchParts(
  startServer: (env: Record<string, string>) => Promise<StartedServer>,
  login: (url: string) => Promise<string>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const name = `portal_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = `postgres://postgres@127.0.0.1:5432/${name}`;
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => undefined);
  let server: StartedServer | undefined;
  try {
    server = await startServer({ DATABASE_URL: url });
    const insertMs = await insertParts(pool);
    console.log(`parts at scale: ${PARTS.toLocaleString('en-US')} parts in PostgreSQL (inserted in ${(insertMs / 1000).toFixed(1)} s)`);
    const token = await login(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const total = PARTS + 60;
    const deepPage = Math.floor(total / 10 / 2);
    const cases: [string, string, ListParams][] = [
      ['page 1 (id desc)', 'page=1&pageSize=10', { page: 1, pageSize: 10, filters: {} }],
      [`deep page ${deepPage}`, `page=${deepPage}&pageSize=10`, { page: deepPage, pageSize: 10, filters: {} }],
      [
        'sorted by part number',
        'page=1&pageSize=10&sort=numeroParte:asc',
        { page: 1, pageSize: 10, sort: { field: 'numeroParte', direction: 'asc' }, filters: {} },
      ],
      [
        'search "perno serie 42"',
        'page=1&pageSize=10&search=perno%20serie%2042',
        { page: 1, pageSize: 10, search: 'perno serie 42', filters: {} },
      ],
    ];
    console.log('GET /api/Partes                  API p50  API p99  SQL p50  SQL p99  ratio p50');
    for (const [label, query, params] of cases) {
      const api = await timeIt(async () => {
        const res = await fetch(`${server!.url}/api/Partes?${query}`, { headers });
        if (!res.ok) throw new Error(`${label}: ${res.status}`);
        await res.arrayBuffer();
      });
      const statements = await capturedSql(pool, params);
      const direct = await timeIt(() => Promise.all(statements.map((s) => pool.query(s.sql, s.params))));
      console.log(
        `  ${label.padEnd(30)} ${fmt(api.p50)} ${fmt(api.p99)} ${fmt(direct.p50)} ${fmt(direct.p99)} ${(api.p50 / direct.p50).toFixed(2).padStart(8)}x`,
      );
    }
    for (const format of ['xlsx', 'csv'] as const) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/Partes/Exportar?formato=${format}`, { headers });
      if (!res.ok) throw new Error(`export ${format}: ${res.status}`);
      const bytes = (await res.arrayBuffer()).byteLength;
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  export ${format} of all ${total.toLocaleString('en-US')} parts: ${seconds.toFixed(1)} s, ${Math.round(total / seconds).toLocaleString('en-US')} rows/s, ${(bytes / 1024 ** 2).toFixed(1)} MiB`,
      );
    }
  } finally {
    await server?.stop();
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
