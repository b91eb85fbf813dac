/**
 * Backup and restore of a portal: the database and the file store, with a manifest that the restore
 * checks itself against (docs/operations.md). The settings are the server's own environment
 * (DATABASE_URL or DATA_DIR; STORAGE, FILES_DIR, S3_*):
 *
 *   npm run backup -- backup  <folder>   database dump + every stored file + manifest.json
 *   npm run backup -- restore <folder>   into an EMPTY database (or a new DATA_DIR) and storage, then verify
 *   npm run backup -- verify  <folder>   compares the configured database and storage with the manifest
 *
 * PostgreSQL is dumped with pg_dump (custom format) while the portal runs, and restored with pg_restore.
 * The embedded PGlite directory is copied as it is, so the portal must be stopped (its lock is checked).
 * Files are copied through the storage driver, so local disk and S3 back up and restore alike (and a
 * backup of one restores into the other).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase, rowsOf, storedFiles, type DatabaseHandle } from '@portal/db';
import { sql } from 'drizzle-orm';
import { loadConfig, type AppConfig } from '../apps/server/src/platform/config.ts';
import { createStorage } from '../apps/server/src/platform/storage-driver.ts';
import type { FileStorage } from '../apps/server/src/platform/storage.ts';

export interface Manifest {
  createdAt: string;
  database: 'postgresql' | 'pglite';
  /** Per table of the public schema: rows and a checksum of their content. */
  tables: Record<string, { rows: number; md5: string | null }>;
  files: { count: number; bytes: number };
}

export interface VerifyReport {
  tables: number;
  records: number;
  files: number;
  bytes: number;
  problems: string[];
  milliseconds: number;
}

type Settings = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'storage' | 'filesDir'>;

export function settingsFrom(env: NodeJS.ProcessEnv = process.env): Settings {
  return loadConfig({ ...env, NODE_ENV: 'test' });
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr}`);
}

function refuseWhileRunning(dataDir: string): void {
  const lock = `${dataDir.replace(/\/+$/, '')}.lock`;
  if (!existsSync(lock)) return;
  const pid = Number(readFileSync(lock, 'utf8').trim());
  try {
    if (pid > 0) process.kill(pid, 0);
    else return;
  } catch {
    return; // a lock left by a dead process
  }
  throw new Error(`the portal (pid ${pid}) has ${dataDir} open: stop it first (an embedded database is copied while stopped)`);
}

async function open(settings: Settings): Promise<DatabaseHandle> {
  return openDatabase(settings.databaseUrl ? { url: settings.databaseUrl, poolSize: 2 } : { dataDir: settings.dataDir! });
}

/** Row counts and content checksums of every table of the public schema. */
async function tableSums(handle: DatabaseHandle): Promise<Manifest['tables']> {
  const names = rowsOf<{ name: string }>(
    await handle.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  ).map((r) => r.name);
  const tables: Manifest['tables'] = {};
  for (const name of names) {
    const ident = sql.raw(`"public"."${name.replaceAll('"', '""')}"`);
    const [row] = rowsOf<{ rows: number; md5: string | null }>(
      await handle.db.execute(sql`select count(*)::int as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as md5 from ${ident} t`),
    );
    tables[name] = row!;
  }
  return tables;
}

async function copyFilesOut(storage: FileStorage, folder: string): Promise<Manifest['files']> {
  let count = 0;
  let bytes = 0;
  for await (const { key } of storage.list()) {
    const target = join(folder, key);
    mkdirSync(dirname(target), { recursive: true });
    await pipeline(await storage.read(key), createWriteStream(target));
    count += 1;
    bytes += statSync(target).size;
  }
  return { count, bytes };
}

function* walk(dir: string, root = dir): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path, root);
    else yield path.slice(root.length + 1).replaceAll('\\', '/');
  }
}

export async function backup(folder: string, settings: Settings = settingsFrom()): Promise<Manifest> {
  const out = resolve(folder);
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  mkdirSync(out, { recursive: true });
  const kind = settings.databaseUrl ? 'postgresql' : 'pglite';
  let tables: Manifest['tables'];
  if (settings.databaseUrl) {
    // One consistent snapshot (pg_dump's own transaction); the checksums are read just before it.
    const handle = await open(settings);
    try {
      tables = await tableSums(handle);
    } finally {
      await handle.close();
    }
    run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(out, 'database.dump')}`, settings.databaseUrl]);
  } else {
    const dataDir = settings.dataDir!;
    refuseWhileRunning(dataDir);
    // Checksums from the stopped database, then its directory copied untouched.
    const handle = await openDatabase({ dataDir });
    try {
      tables = await tableSums(handle);
    } finally {
      await handle.close();
    }
    cpSync(dataDir, join(out, 'pglite'), { recursive: true });
    const secret = `${dataDir.replace(/\/+$/, '')}.secret`;
    if (existsSync(secret)) cpSync(secret, join(out, 'pglite.secret'));
  }
  // Files after the database: every row in the dump names bytes that already existed.
  const storage = createStorage(settings);
  let files: Manifest['files'];
  try {
    files = await copyFilesOut(storage, join(out, 'files'));
  } finally {
    storage.close?.();
  }
  const manifest: Manifest = { createdAt: new Date().toISOString(), database: kind, tables, files };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function restore(folder: string, settings: Settings = settingsFrom()): Promise<VerifyReport> {
  const from = resolve(folder);
  const manifest = JSON.parse(readFileSync(join(from, 'manifest.json'), 'utf8')) as Manifest;
  if (settings.databaseUrl) {
    if (manifest.database !== 'postgresql') throw new Error('this backup is of an embedded database: restore it with DATA_DIR');
    const handle = await open(settings);
    try {
      const [row] = rowsOf<{ n: number }>(
        await handle.db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`),
      );
      if (row!.n > 0) throw new Error('the target database is not empty: restore into a new database');
    } finally {
      await handle.close();
    }
    run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${settings.databaseUrl}`,
      join(from, 'database.dump'),
    ]);
  } else {
    if (manifest.database !== 'pglite') throw new Error('this backup is of PostgreSQL: restore it with DATABASE_URL');
    const dataDir = settings.dataDir!;
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty: restore into a new DATA_DIR`);
    cpSync(join(from, 'pglite'), dataDir, { recursive: true });
    const secret = join(from, 'pglite.secret');
    if (existsSync(secret)) cpSync(secret, `${dataDir.replace(/\/+$/, '')}.secret`);
  }
  const storage = createStorage(settings);
  try {
    for (const key of walk(join(from, 'files'))) await storage.write(key, createReadStream(join(from, 'files', key)));
  } finally {
    storage.close?.();
  }
  return verify(folder, settings);
}

/** Every table's rows and checksum as in the manifest, and every stored file present with its size and SHA-256. */
export async function verify(folder: string, settings: Settings = settingsFrom()): Promise<VerifyReport> {
  const started = performance.now();
  const manifest = JSON.parse(readFileSync(join(resolve(folder), 'manifest.json'), 'utf8')) as Manifest;
  const problems: string[] = [];
  const handle = await open(settings);
  const storage = createStorage(settings);
  let records = 0;
  let files = 0;
  let bytes = 0;
  try {
    const now = await tableSums(handle);
    for (const [name, expected] of Object.entries(manifest.tables)) {
      const found = now[name];
      if (!found) problems.push(`table ${name} is missing`);
      else if (found.rows !== expected.rows || found.md5 !== expected.md5)
        problems.push(`table ${name}: ${found.rows} rows (checksum ${found.md5}), expected ${expected.rows} (${expected.md5})`);
      else records += found.rows;
    }
    const rows = await handle.db
      .select({ key: storedFiles.storageKey, size: storedFiles.sizeBytes, sha256: storedFiles.sha256 })
      .from(storedFiles);
    for (const row of rows) {
      try {
        const hash = createHash('sha256');
        let size = 0;
        for await (const chunk of await storage.read(row.key)) {
          hash.update(chunk as Buffer);
          size += (chunk as Buffer).length;
        }
        if (size !== row.size || hash.digest('hex') !== row.sha256) problems.push(`file ${row.key}: content differs from its row`);
        else {
          files += 1;
          bytes += size;
        }
      } catch {
        problems.push(`file ${row.key}: missing from the storage`);
      }
    }
  } finally {
    storage.close?.();
    await handle.close();
  }
  return { tables: Object.keys(manifest.tables).length, records, files, bytes, problems, milliseconds: performance.now() - started };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [command, folder] = process.argv.slice(2);
  if (!folder || !['backup', 'restore', 'verify'].includes(command ?? '')) {
    console.error('usage: npm run backup -- backup|restore|verify <folder>');
    process.exit(2);
  }
  const started = performance.now();
  try {
    if (command === 'backup') {
      const m = await backup(folder);
      const records = Object.values(m.tables).reduce((n, t) => n + t.rows, 0);
      console.log(
        `backed up ${records} records in ${Object.keys(m.tables).length} tables and ${m.files.count} files (${m.files.bytes} bytes) to ${folder}`,
      );
    } else {
      const report = command === 'restore' ? await restore(folder) : await verify(folder);
      console.log(
        `${command}: ${report.records} records in ${report.tables} tables and ${report.files} files (${report.bytes} bytes) checked in ${Math.round(performance.now() - started)} ms`,
      );
      for (const problem of report.problems) console.error(`  ${problem}`);
      if (report.problems.length > 0) process.exit(1);
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
