import { inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, storedFiles, type Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps.ts';
import type { FileService } from './files.ts';

/**
 * Which stored files are held by a record. Foreign keys to `stored_files` are found in the catalog by
 * themselves (a new feature's attachment table is covered the day it exists); holders without a foreign key
 * (a JSON list of documents, the avatar column) register a query of the file ids they hold.
 */
const holders = new Map<string, () => SQL>();

export function registerFileHolder(name: string, heldFileIds: () => SQL): void {
  holders.set(name, heldFileIds);
}

registerFileHolder('users.avatar', () => sql`select avatar_file_id from users where avatar_file_id is not null`);

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function foreignKeyHolders(db: Database): Promise<SQL[]> {
  const result = await db.execute(sql`
    select cl.relname as table_name, a.attname as column_name
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
     where c.contype = 'f' and c.confrelid = 'stored_files'::regclass`);
  return rowsOf<{ table_name: string; column_name: string }>(result).map((r) =>
    sql.raw(`select ${quoteIdent(r.column_name)} from ${quoteIdent(r.table_name)} where ${quoteIdent(r.column_name)} is not null`),
  );
}

/**
 * Removes uploads that no record took within `olderThanHours` (evidence uploaded and never attached, a form
 * abandoned): their rows and their bytes. At most `batch` per call; returns how many went.
 */
export async function expireUnclaimedUploads(db: Database, files: FileService, olderThanHours: number, batch = 500): Promise<number> {
  const held = [...(await foreignKeyHolders(db)), ...[...holders.values()].map((query) => query())];
  const union = sql.join(
    held.map((q) => sql`(${q})`),
    sql` union all `,
  );
  const result = await db.execute(sql`
    select f.file_id from stored_files f
     where f.created_at < now() - make_interval(hours => ${olderThanHours})
       and not exists (select 1 from (${union}) as held(id) where held.id = f.file_id)
     order by f.created_at
     limit ${batch}`);
  const rows = rowsOf<{ file_id: string }>(result);
  for (const row of rows) await files.remove(row.file_id);
  return rows.length;
}

/** Stored bytes that no row names, and partial writes, once they are this old. */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

export async function sweepStorageLeftovers(db: Database, files: FileService): Promise<number> {
  return files.storage.sweep(LEFTOVER_AGE_MS, async (keys) => {
    const rows = await db.select({ key: storedFiles.storageKey }).from(storedFiles).where(inArray(storedFiles.storageKey, keys));
    return new Set(rows.map((r) => r.key));
  });
}

export const FILE_CLEANUP_JOB = 'files-cleanup';

/** Hourly (outside tests) and once at start: unclaimed uploads expire, leftovers of dead processes go. */
export async function startFileCleanup(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error' | 'info'>): Promise<void> {
  const run = async () => {
    const expired = await expireUnclaimedUploads(deps.db, deps.files, deps.config.uploadExpiryHours);
    const swept = await sweepStorageLeftovers(deps.db, deps.files);
    if (expired + swept > 0) log.info({ expired, swept }, 'file store cleaned');
  };
  await deps.jobs.work(FILE_CLEANUP_JOB, run);
  if (deps.config.env !== 'test') {
    deps.jobs.schedule(FILE_CLEANUP_JOB, '17 * * * *').catch((err: unknown) => log.error({ err }, 'file cleanup not scheduled'));
    void sweepStorageLeftovers(deps.db, deps.files).catch((err: unknown) => log.error({ err }, 'start-up sweep of the file store failed'));
  }
}
