import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { findMigrationsFolder, openDatabase, runMigrations, type DatabaseHandle } from './client.ts';
import { loadReferenceData } from './reference-data.ts';

/**
 * Each test file gets its own clean, migrated database with the reference data loaded:
 * - embedded: a PGlite data dump made once by the global setup, loaded into memory per file;
 * - PostgreSQL (TEST_DATABASE_URL): a template database made once, cloned per file (~80 ms).
 */
const DUMP_ENV = 'PORTAL_TEST_PGLITE_DUMP';
const TEMPLATE_ENV = 'PORTAL_TEST_PG_TEMPLATE';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Global setup: prepares what each file starts from. Returns the teardown. */
export async function prepareTestDatabases(dumpPath: string): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `portal_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await admin(url, (c) => c.query(`create database ${template}`));
    const handle = await openDatabase({ url: withDatabase(url, template), poolSize: 1 });
    await runMigrations(handle, findMigrationsFolder());
    await loadReferenceData(handle.db);
    await handle.close();
    process.env[TEMPLATE_ENV] = template;
    return async () => {
      await admin(url, async (c) => {
        const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
          `portal_t_${process.pid}_%`,
        ]);
        for (const row of rows) await c.query(`drop database if exists ${row.datname} with (force)`);
        await c.query(`drop database if exists ${template} with (force)`);
      });
    };
  }
  const handle = await openDatabase({});
  await runMigrations(handle, findMigrationsFolder());
  await loadReferenceData(handle.db);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await handle.close();
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  process.env[DUMP_ENV] = dumpPath;
  return async () => undefined;
}

/**
 * Writes the global setup's migrated database (reference data loaded) into an embedded data directory, for tests
 * that start the real server as a process: a start on it skips the migrations and the reference-data load. False
 * when there is no dump (PostgreSQL runs, or a file run without the global setup).
 */
export async function writeTestDataDir(dataDir: string): Promise<boolean> {
  const dumpPath = process.env[DUMP_ENV];
  if (!dumpPath) return false;
  const handle = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(dumpPath)], { type: 'application/x-gzip' }) });
  await handle.close();
  return true;
}

let unzipped: { path: string; tar: Promise<Uint8Array> } | undefined;

/** The global setup's dump as a plain tar, read and unzipped once per process (a worker runs many files). */
function unzippedDump(path: string): Promise<Uint8Array> {
  if (unzipped?.path !== path) unzipped = { path, tar: readFile(path).then((gz) => new Uint8Array(gunzipSync(gz))) };
  return unzipped.tar;
}

/**
 * A tar held in memory, handed to PGlite as its `loadDataDir`. PGlite reads a Blob whole with `arrayBuffer()`, which
 * on Node copies a 70 MB Blob chunk by chunk, and unzips a gzip one with web streams: about 1.3 s of CPU per file
 * (measured). This one answers a fresh copy of the same bytes, so each database still starts from the dump as it is.
 */
class HeldTar extends Blob {
  readonly #tar: Uint8Array;
  constructor(tar: Uint8Array) {
    super([], { type: 'application/x-tar' });
    this.#tar = tar;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#tar.slice().buffer);
  }
}

export interface TestDatabase extends DatabaseHandle {
  url?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (url && template) {
    const name = `portal_t_${template.split('_')[2]}_${randomBytes(4).toString('hex')}`;
    await admin(url, (c) => c.query(`create database ${name} template ${template}`));
    const dbUrl = withDatabase(url, name);
    const handle = await openDatabase({ url: dbUrl, poolSize: 4 });
    return {
      ...handle,
      url: dbUrl,
      async close() {
        await handle.close();
        await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const dumpPath = process.env[DUMP_ENV];
  if (dumpPath) return openDatabase({ loadDataDir: new HeldTar(await unzippedDump(dumpPath)) });
  // No global setup (a single file run by hand): migrate from scratch.
  const handle = await openDatabase({});
  await runMigrations(handle, findMigrationsFolder());
  await loadReferenceData(handle.db);
  return handle;
}
