import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'pg';
  /** The embedded instance, shared with the job queue in embedded mode. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** The channel the auth-change triggers notify (migration 0001). */
export const AUTH_CHANGE_CHANNEL = 'portal_auth';

/** The channel every table's statement trigger notifies with the table's name after a write (migration 0023). */
export const DATA_CHANGE_CHANNEL = 'portal_data';

/** The name of every table the schema declares (what a query's text is matched against to learn what it read). */
export const TABLE_NAMES: ReadonlySet<string> = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
);

type QueryObserver = (query: string) => void;
let queryObserver: QueryObserver | undefined;

/**
 * Lets one observer see the text of every query run through drizzle, before it runs (the list-answer cache learns
 * from it which tables an answer read, and whether the request wrote). One observer per process; undefined removes it.
 */
export function observeQueries(observer: QueryObserver | undefined): void {
  queryObserver = observer;
}

const logger = { logQuery: (query: string) => queryObserver?.(query) };

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` or undefined for an in-memory database. */
  dataDir?: string | undefined;
  /** A PGlite data dump (from `dumpDataDir`) to start from; used by tests. */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  onPoolError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a handler an idle client's error (a PostgreSQL restart) kills the process.
    pool.on('error', (err) => options.onPoolError?.(err));
    // A checked-out client has no pool listener: a backend terminated under it (57P01) would emit an
    // unhandled 'error' and end the process. Its query rejects anyway; the event only needs a listener.
    pool.on('connect', (client) => {
      client.on('error', (err) => options.onPoolError?.(err));
    });
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    return { db, kind: 'pg', pool, close: () => pool.end() };
  }
  const pglite = new PGlite({
    // Trigram indexes serve the lists' contains-search (migration 0007); PostgreSQL ships the extension.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema, logger }) as unknown as Database;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

/** Finds the generated SQL migrations: beside a bundle (`dist/migrations`) or in this package. */
export function findMigrationsFolder(bundleDir?: string): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    bundleDir ? `${bundleDir}/migrations` : undefined,
    fileURLToPath(new URL('../migrations', import.meta.url)),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(`${p}/meta/_journal.json`));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  return found;
}

const STARTUP_LOCK_KEY = 7_240_001;

/**
 * Runs start-up work (migrations, seeding) once at a time across instances: on PostgreSQL under an
 * advisory lock held on one connection, so instances started together take turns.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, task: (db: Database) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return task(handle.db);
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await task(drizzlePg(client, { schema, logger }) as unknown as Database);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/**
 * Gives every table of the schema that lacks it the statement trigger that notifies its name on each write (migration
 * 0023 made the function and the triggers of the tables then): a table a later migration creates is covered without
 * a migration of its own. Nothing to do, and one catalogue query, when all have it.
 */
const ATTACH_DATA_CHANGE_TRIGGERS = sql.raw(`DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT p.tablename FROM pg_tables p WHERE p.schemaname = 'public' AND NOT EXISTS (
    SELECT 1 FROM pg_trigger g WHERE g.tgrelid = format('public.%I', p.tablename)::regclass AND g.tgname = p.tablename || '_data_change'
  ) LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_data_change()',
      t.tablename || '_data_change', t.tablename);
  END LOOP;
END
$$`);

/** Applies the generated migrations (under the start-up lock on PostgreSQL), then the change triggers. */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
    await handle.db.execute(ATTACH_DATA_CHANGE_TRIGGERS);
    return;
  }
  await withStartupLock(handle, async (db) => {
    await migratePg(db as never, { migrationsFolder });
    await db.execute(ATTACH_DATA_CHANGE_TRIGGERS);
  });
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The rows of a raw `db.execute(sql...)` (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
