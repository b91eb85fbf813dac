import { mkdirSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { findMigrationsFolder, openDatabase, runMigrations, withStartupLock, type DatabaseHandle } from '@portal/db';
import type { AppConfig } from './config.ts';
import { seedDemo, seedFirstAdmin, seedReferenceData, seedRoles } from './seed.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** Opens the configured database, applies migrations and seeds what this mode needs. */
export async function prepareDatabase(
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>,
  bundleDir?: string,
): Promise<DatabaseHandle> {
  let releaseLock: (() => void) | undefined;
  if (!config.databaseUrl && config.dataDir && !config.dataDir.startsWith('memory://')) {
    mkdirSync(config.dataDir, { recursive: true });
    releaseLock = lockDataDir(config.dataDir);
  }
  const opened = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    onPoolError: (err) => log.error({ err }, 'database pool error'),
  });
  const handle: DatabaseHandle = {
    ...opened,
    async close() {
      await opened.close();
      releaseLock?.();
    },
  };
  await runMigrations(handle, findMigrationsFolder(bundleDir));
  // Instances starting together on an empty PostgreSQL must not both seed.
  await withStartupLock(handle, async (db) => {
    await seedRoles(db);
    const reference = await seedReferenceData(db, bundleDir);
    if (reference.loaded) log.info(`reference data ${reference.version} loaded in ${Math.round(reference.milliseconds)} ms`);
    if (config.seedDemo && (await seedDemo(db))) log.info('demo data seeded');
    const admin = { userName: process.env.ADMIN_USERNAME, email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
    if (admin.userName && admin.email && admin.password) {
      if (await seedFirstAdmin(db, admin as { userName: string; email: string; password: string })) log.info('first administrator created');
    }
  });
  return handle;
}
