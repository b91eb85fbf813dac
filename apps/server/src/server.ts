import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import pino from 'pino';
import { ConfigError, loadConfig } from './platform/config.ts';
import { prepareDatabase } from './platform/database.ts';
import { DataDirLockedError } from './platform/data-dir-lock.ts';
import { buildApp } from './app.ts';
import { persistentDevSecret } from './platform/dev-secret.ts';
import { installShutdown } from './platform/shutdown.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** The built web app: beside the bundle in a release, or the web workspace's dist in development. */
function defaultWebDist(): string | undefined {
  return [resolve(here, 'web'), resolve(here, '../../web/dist')].find((p) => existsSync(resolve(p, 'index.html')));
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config;
  try {
    const persisted =
      process.env.NODE_ENV !== 'production' && process.env.NODE_ENV !== 'test' && !process.env.JWT_SECRET
        ? { JWT_SECRET: persistentDevSecret(process.env.DATA_DIR ?? './data/db') }
        : {};
    config = loadConfig({ ...process.env, ...persisted }, {});
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Refusing to start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (!config.webDist) config.webDist = defaultWebDist();
  const log = pino({ level: config.logLevel });
  const database = await prepareDatabase(config, log, here);
  const { app } = await buildApp(config, database);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`portal ready on http://localhost:${config.port} (${database.kind}) in ${Math.round(performance.now() - startedAt)} ms`);

  const shutdown = installShutdown({
    app,
    closeDatabase: () => database.close(),
    timeoutMs: config.shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });
  // A promise nobody awaited must not end the portal for everyone (nothing restarts it): logged loudly, kept running.
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled promise rejection; the server keeps running'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof DataDirLockedError ? `Refusing to start: ${err.message}` : err);
  process.exit(1);
});
