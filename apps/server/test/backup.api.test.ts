import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openDatabase, users } from '@portal/db';
import { backup, restore, verify } from '../../../scripts/backup.ts';
import { loadConfig, type AppConfig } from '../src/platform/config.ts';
import { prepareDatabase } from '../src/platform/database.ts';
import { FileService } from '../src/platform/files.ts';
import { createStorage } from '../src/platform/storage-driver.ts';
import { startTestS3, type TestS3 } from './s3-server.ts';

/**
 * The restore drill: a portal's database and files backed up, restored into a new database and a new
 * storage, and every record (row counts and content checksums of every table) and every file (size and
 * SHA-256 against its row) found there. Embedded PGlite with local files always; PostgreSQL with S3 when
 * TEST_DATABASE_URL is set.
 */
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

type Settings = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'storage' | 'filesDir'>;

/** Users and files written the way the portal writes them; returns what must come back. */
async function populate(settings: Settings): Promise<{ userNames: string[]; files: Map<string, Buffer> }> {
  const config = loadConfig({ NODE_ENV: 'test' }, { ...settings, seedDemo: false });
  const handle = await prepareDatabase(config, quiet);
  const storage = createStorage(config);
  try {
    const service = new FileService(handle.db, storage);
    const userNames = Array.from({ length: 5 }, (_, i) => `respaldo${i}${randomBytes(2).toString('hex')}`);
    await handle.db.insert(users).values(
      userNames.map((userName) => ({
        userName,
        email: `${userName}@example.mx`,
        fullName: userName,
        passwordHash: 'x',
        status: 'active' as const,
      })),
    );
    const files = new Map<string, Buffer>();
    for (const size of [1, 900, 70_000, 1024 * 1024, 9 * 1024 * 1024]) {
      const bytes = randomBytes(size);
      const row = await service.saveGenerated(bytes, `archivo-${size}.bin`, 'application/octet-stream', null);
      files.set(row.storageKey, bytes);
    }
    return { userNames, files };
  } finally {
    storage.close?.();
    await handle.close();
  }
}

async function drill(source: Settings, target: Settings): Promise<void> {
  const { userNames, files } = await populate(source);
  const folder = join(tempDir('portal-backup-'), 'backup');
  let started = performance.now();
  const manifest = await backup(folder, source);
  const backupMs = performance.now() - started;
  expect(manifest.files.count).toBe(files.size);

  started = performance.now();
  const report = await restore(folder, target);
  const restoreMs = performance.now() - started;
  expect(report.problems).toEqual([]);
  expect(report.files).toBe(files.size);
  expect(report.records).toBe(Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0));
  console.log(
    `restore drill (${manifest.database}, ${source.storage.driver}): ${report.records} records in ${report.tables} tables and ${report.files} files (${report.bytes} bytes) checked; backup ${Math.round(backupMs)} ms, restore with its check ${Math.round(restoreMs)} ms (check alone ${Math.round(report.milliseconds)} ms)`,
  );

  // Read back independently of the script.
  const restored = await openDatabase(target.databaseUrl ? { url: target.databaseUrl } : { dataDir: target.dataDir! });
  const storage = createStorage(target);
  try {
    const found = await restored.db.select({ userName: users.userName }).from(users).where(inArray(users.userName, userNames));
    expect(found.map((u) => u.userName).sort()).toEqual([...userNames].sort());
    for (const [key, bytes] of files) {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    }
    // The check can fail: a file lost from the restored storage is reported.
    const lost = [...files.keys()][2]!;
    await storage.remove(lost);
  } finally {
    storage.close?.();
    await restored.close();
  }
  const after = await verify(folder, target);
  expect(after.problems).toEqual([expect.stringContaining('missing from the storage')]);
}

describe('backup and restore', () => {
  it('restores an embedded database and its local files into a new data directory and folder', async () => {
    const source = loadConfig(
      { NODE_ENV: 'test' },
      { databaseUrl: undefined, dataDir: tempDir('portal-src-db-'), filesDir: tempDir('portal-src-files-') },
    );
    const target = loadConfig(
      { NODE_ENV: 'test' },
      { databaseUrl: undefined, dataDir: join(tempDir('portal-dst-'), 'db'), filesDir: tempDir('portal-dst-files-') },
    );
    await drill(source, target);
  }, 300_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'restores PostgreSQL and an S3 bucket into a new database and a new bucket',
    async () => {
      const server = process.env.TEST_DATABASE_URL!;
      const names = [`portal_backup_src_${process.pid}`, `portal_backup_dst_${process.pid}`];
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      for (const name of names) await admin.query(`create database ${name}`);
      cleanup.push(async () => {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
      const s3: TestS3[] = [await startTestS3('portal-source'), await startTestS3('portal-restored')];
      cleanup.push(async () => {
        for (const s of s3) await s.close();
      });
      const source = loadConfig({ NODE_ENV: 'test', ...s3[0]!.env }, { databaseUrl: urlOf(names[0]!) });
      const target = loadConfig({ NODE_ENV: 'test', ...s3[1]!.env }, { databaseUrl: urlOf(names[1]!) });
      await drill(source, target);
    },
    300_000,
  );
});
