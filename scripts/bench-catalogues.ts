/**
 * The parts list at scale (issues 3 and 11): 1,000,000 parts in PostgreSQL; p50/p99 of the list API at page 1,
 * the last page, a sorted page, a page walked to by cursor, a search and a deep page jumped to by number, each
 * next to the best hand-written SQL for the same answer (page by index, count from the statistics or capped),
 * run directly through `pg` in the same run (and, as the last column, that SQL plus the /health floor over HTTP from
 * the same client), the API both as a repeated visit gets it (the kept answer) and made afresh; the global search (GET /api/Buscar) over the same data; then the rows per
 * second of the Excel and CSV exports. Before the parts are inserted, the request rates at 50 connections (bench-load.ts).
 * Measures only.
 */
import pg from 'pg';
import { closeHttpAgents, httpJson } from './bench-http.ts';
import { benchLoad } from './bench-load.ts';

export interface StartedServer {
  url: string;
  stop(): Promise<void>;
}

const PARTS = 1_000_000;
/**
 * Each figure's samples: at least 40, then more until 400 or 3 s of asking, whichever comes first. A quick page gets
 * 400 (a p50 steady to a few hundredths of a millisecond, a p99 that is not merely the slowest of a few); the deep
 * page, at hundreds of milliseconds, stays near 40 and keeps the run short.
 */
const SAMPLES = { least: 40, most: 400, budgetMs: 3000 };

type Timing = { p50: number; p99: number };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeIt(task: () => Promise<unknown>, samples = SAMPLES): Promise<{ p50: number; p99: number }> {
  const [times] = await timeTogether([task], samples);
  return times!;
}

/**
 * The tasks asked in turn, one round after another, each round in a different order: figures set side by side then
 * share whatever the machine was doing meanwhile (a checkpoint, another process), rather than one of them taking it all.
 */
async function timeTogether(tasks: (() => Promise<unknown>)[], samples = SAMPLES): Promise<{ p50: number; p99: number }[]> {
  for (let i = 0; i < 3; i += 1) for (const task of tasks) await task();
  const times: number[][] = tasks.map(() => []);
  const began = performance.now();
  for (
    let round = 0;
    round < samples.least || (round < samples.most && performance.now() - began < samples.budgetMs * tasks.length);
    round += 1
  ) {
    for (let k = 0; k < tasks.length; k += 1) {
      const index = (k + round) % tasks.length;
      const started = performance.now();
      await tasks[index]!();
      times[index]!.push(performance.now() - started);
    }
  }
  return times.map((values) => ({ p50: percentile(values, 50), p99: percentile(values, 99) }));
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
  // As a table is found in use: vacuumed (its visibility map set, as index-only scans need) and written out, so that no
  // background writing of the rows just inserted runs under the first figures.
  await pool.query('vacuum analyze partes');
  await pool.query('checkpoint');
  return performance.now() - started;
}

const fmt = (n: number) => n.toFixed(2).padStart(8);

export async function benchParts(
  startServer: (env: Record<string, string>) => Promise<StartedServer>,
  login: (url: string) => Promise<string>,
  options: { loadOnly?: boolean; exports?: boolean } = {},
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
    // The request-rate figures on PostgreSQL over the demo data (the same data as on the embedded database).
    await benchLoad('PostgreSQL', server.url, await login(server.url));
    if (options.loadOnly) return;
    const insertMs = await insertParts(pool);
    console.log(`parts at scale: ${PARTS.toLocaleString('en-US')} parts in PostgreSQL (inserted in ${(insertMs / 1000).toFixed(1)} s)`);
    const token = await login(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const total = PARTS + 60;
    const lastPage = Math.ceil(total / 10);
    // `Cache-Control: no-cache` asks for an answer made afresh (not the kept one, decision 0179): the first visit.
    const fresh = { ...headers, 'cache-control': 'no-cache' };
    // Through the bench's lean client (bench-http.ts): one kept-alive connection, brotli or gzip as a browser asks.
    const get = (query: string, made: Record<string, string> = headers) =>
      httpJson<{ next: string | null; total: number; estimated?: boolean }>(`${server!.url}/api/Partes?${query}`, made);
    // A page walked to in order: the cursor the API handed out for the page before it.
    const walked = await get('page=1&pageSize=10');
    const reached = await get(`page=2&pageSize=10&after=${walked.next}`);
    console.log(
      `  total ${reached.total.toLocaleString('en-US')}${reached.estimated ? " (estimated: the planner's count past 10,000)" : ''}`,
    );
    // The best SQL a person would write for the same answer: the page by index, the count from the statistics.
    // The same columns the API answers with (each field, the display text of both references, the version and
    // the two dates), not the stored search text nor who wrote the row.
    const columns = `p.parte_id, p.cliente_id, p.numero_parte, p.descripcion, p.peso, p.fraccion, p.nico, p.unidad_medida,
      p.proveedor_id, p.tipo_operacion, p.clave_documento, p.tipo_material, p.estado_sincronizacion,
      (select c.nombre_corto from clientes c where c.cliente_id = p.cliente_id) as cliente,
      (select v.nombre_corto from proveedores v where v.proveedor_id = p.proveedor_id) as proveedor,
      p.row_version, p.created_at, p.updated_at`;
    const estimate = `select reltuples::bigint from pg_class where oid = 'partes'::regclass`;
    const cappedCount = (where: string) => `select count(*) from (select 1 from partes where ${where} limit 10001) s`;
    const like = `search_text like '%perno serie 42%'`;
    const cases: [string, string, string[]][] = [
      ['page 1 (id desc)', 'page=1&pageSize=10', [`select ${columns} from partes p order by parte_id desc limit 10`, estimate]],
      [
        `last page (${lastPage.toLocaleString('en-US')})`,
        `page=${lastPage}&pageSize=10&last=true`,
        [`select ${columns} from partes p order by parte_id asc limit 10`, estimate],
      ],
      [
        'sorted by part number',
        'page=1&pageSize=10&sort=numeroParte:asc',
        [`select ${columns} from partes p order by numero_parte, parte_id limit 10`, estimate],
      ],
      [
        'page 2 walked by cursor',
        `page=2&pageSize=10&after=${walked.next}`,
        [`select ${columns} from partes p where parte_id < ${PARTS + 60 - 9} order by parte_id desc limit 10`, estimate],
      ],
      [
        'search "perno serie 42"',
        'page=1&pageSize=10&search=perno%20serie%2042',
        [`select ${columns} from partes p where ${like} order by parte_id desc limit 10`, cappedCount(like)],
      ],
      [
        `deep page ${Math.floor(lastPage / 2).toLocaleString('en-US')} by number (offset)`,
        `page=${Math.floor(lastPage / 2)}&pageSize=10`,
        [`select ${columns} from partes p order by parte_id desc limit 10 offset ${(Math.floor(lastPage / 2) - 1) * 10}`, estimate],
      ],
    ];
    // Each page asked again and again: "kept" is what a repeated visit gets (the kept answer), "fresh" what a first
    // visit gets (made afresh: the statements, the rows, the JSON).
    // The floor of any answer over HTTP from this client: the trivial route, timed the same way.
    const floor = await timeIt(() => httpJson(`${server!.url}/health`));
    console.log(
      `  GET /health from the same client (the floor of any answer): p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms`,
    );
    // The SQL runs in this process, the API over HTTP: the last column sets the API beside the same SQL plus the floor
    // of any answer over HTTP from this client (/health above), as if the SQL were served by a route that only runs it.
    console.log(
      'GET /api/Partes                          kept p50 kept p99 fresh p50 fresh p99 SQL p50  SQL p99  kept/SQL fresh/SQL fresh/(SQL+floor)',
    );
    for (const [label, query, statements] of cases) {
      // Taken in turn with /health, so that each figure of the row and its floor saw the same moments of the machine.
      const [kept, api, direct, floorNow] = (await timeTogether([
        () => get(query),
        () => get(query, fresh),
        () => Promise.all(statements.map((statement) => pool.query(statement))),
        () => httpJson(`${server!.url}/health`),
      ])) as [Timing, Timing, Timing, Timing];
      const ratio = (n: number, to = direct.p50) => `${(n / to).toFixed(2)}x`.padStart(9);
      console.log(
        `  ${label.padEnd(38)} ${fmt(kept.p50)} ${fmt(kept.p99)} ${fmt(api.p50)}  ${fmt(api.p99)}  ${fmt(direct.p50)} ${fmt(direct.p99)} ${ratio(kept.p50)} ${ratio(api.p50)} ${ratio(api.p50, direct.p50 + floorNow.p50).padStart(18)}`,
      );
    }
    // The search box (GET /api/Buscar) over every source the administrator may read, parts among them.
    console.log('GET /api/Buscar (global search, admin)   p50 ms   p99 ms   hits');
    for (const term of ['BP-0004217', 'perno serie 42', 'tornillo', 'aceros']) {
      let hits = 0;
      const times = await timeIt(async () => {
        hits = (await httpJson<{ resultados: unknown[] }>(`${server!.url}/api/Buscar?q=${encodeURIComponent(term)}`, headers)).resultados
          .length;
      });
      console.log(`  ${`"${term}"`.padEnd(38)} ${fmt(times.p50)} ${fmt(times.p99)} ${String(hits).padStart(6)}`);
    }
    for (const format of options.exports === false ? [] : (['xlsx', 'csv'] as const)) {
      // A fresh token for each export: on a loaded machine one export can outlast the access token's lifetime.
      const fresh = { authorization: `Bearer ${await login(server.url)}` };
      const started = performance.now();
      const res = await fetch(`${server.url}/api/Partes/Exportar?formato=${format}`, { headers: fresh });
      if (!res.ok) throw new Error(`export ${format}: ${res.status}`);
      const bytes = (await res.arrayBuffer()).byteLength;
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  export ${format} of all ${total.toLocaleString('en-US')} parts: ${seconds.toFixed(1)} s, ${Math.round(total / seconds).toLocaleString('en-US')} rows/s, ${(bytes / 1024 ** 2).toFixed(1)} MiB`,
      );
    }
  } finally {
    closeHttpAgents();
    await server?.stop();
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
