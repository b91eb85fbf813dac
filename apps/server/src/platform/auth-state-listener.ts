import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_CHANGE_CHANNEL, DATA_CHANGE_CHANNEL, type DatabaseHandle } from '@portal/db';
import type { AuthStateCache } from './route-access.ts';
import type { ListAnswerCache } from './list/answer-cache.ts';

export interface AuthChangeListener {
  /**
   * Resolves once this process has heard every change committed before the call (a marker sent after them comes
   * back; notifications arrive in commit order). Other instances hear them over the same ordered stream at about
   * the same moment, so a write answered only after its barrier takes effect everywhere for the caller's next
   * request. Immediate on PGlite, and while not listening (nothing is cached then).
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

const BARRIER_PREFIX = 'barrier:';
const BARRIER_TIMEOUT_MS = 500;

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * Keeps `cache` exact by hearing the `portal_auth` notifications that the database triggers send on every change
 * of a user's status, deletion, permission stamp or session revocation; and `answers` (the list-answer cache) by
 * hearing the `portal_data` notifications every table's statement trigger sends with the table's name.
 *
 * Embedded PGlite delivers them inside the writing query. On PostgreSQL a dedicated connection (outside the pool)
 * LISTENs; the cache serves only while that connection is up. When it drops, the cache is switched off (every
 * request reads the database again, as without a cache) and the connection is retried with backoff; once it is
 * back the cache starts empty, since notifications sent meanwhile were missed.
 */
export async function listenForAuthChanges(
  database: DatabaseHandle,
  cache: AuthStateCache,
  onChange: (userId: number) => void,
  log: FastifyBaseLogger,
  answers?: ListAnswerCache,
): Promise<AuthChangeListener> {
  const caches = {
    enable() {
      cache.enable();
      answers?.enable();
    },
    disable() {
      cache.disable();
      answers?.disable();
    },
  };
  const tableChanged = (payload: string | undefined) => {
    if (payload) answers?.tableChanged(payload);
  };
  const changed = (payload: string | undefined) => {
    const userId = Number(payload);
    if (!Number.isInteger(userId)) return;
    cache.evictUser(userId);
    onChange(userId);
  };
  if (database.pglite) {
    caches.enable();
    const unlisten = await database.pglite.listen(AUTH_CHANGE_CHANNEL, changed);
    const unlistenData = await database.pglite.listen(DATA_CHANGE_CHANNEL, tableChanged);
    return {
      barrier: async () => undefined,
      close: async () => {
        caches.disable();
        await unlisten();
        await unlistenData();
      },
    };
  }
  const pool = database.pool;
  if (!pool) return { barrier: async () => undefined, close: async () => undefined };
  return listenOnPostgres(pool, { caches, userChanged: changed, tableChanged }, log);
}

interface Hearing {
  caches: { enable(): void; disable(): void };
  userChanged(payload: string | undefined): void;
  tableChanged(payload: string | undefined): void;
}

/** The dedicated connection on PostgreSQL, retried with backoff; the caches serve only while it is up. */
async function listenOnPostgres(
  pool: pg.Pool,
  { caches, userChanged: changed, tableChanged }: Hearing,
  log: FastifyBaseLogger,
): Promise<AuthChangeListener> {
  const options = pool.options;
  const waiting = new Map<string, () => void>();
  const heard = (payload: string | undefined) => {
    if (payload?.startsWith(BARRIER_PREFIX)) waiting.get(payload)?.();
    else changed(payload);
  };
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (err?: Error) => {
    caches.disable();
    const dead = client;
    client = undefined;
    dead?.removeAllListeners();
    dead?.on('error', () => undefined);
    void dead?.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err }, 'auth-change listener lost its connection; sign-in state is read per request until it is back');
    schedule();
  };
  const connect = async () => {
    const next = new pg.Client({ ...options, application_name: 'portal-auth-listener' } as pg.ClientConfig);
    next.on('error', (err) => {
      if (client === next) lost(err);
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel === AUTH_CHANGE_CHANNEL) heard(message.payload);
      else if (message.channel === DATA_CHANGE_CHANNEL) tableChanged(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${AUTH_CHANGE_CHANNEL}; listen ${DATA_CHANGE_CHANNEL}`);
    } catch (err) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RETRY_FIRST_MS;
    caches.enable();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      connect().catch((err: unknown) => {
        if (closed) return;
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        log.warn({ err }, 'auth-change listener could not reconnect; retrying');
        schedule();
      });
    }, retryMs);
    timer.unref();
  };

  try {
    await connect();
  } catch (err) {
    log.warn({ err }, 'auth-change listener could not connect; sign-in state is read per request until it can');
    schedule();
  }
  return {
    async barrier() {
      if (!client) return;
      const marker = `${BARRIER_PREFIX}${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve) => {
        waiting.set(marker, resolve);
        timer = setTimeout(resolve, BARRIER_TIMEOUT_MS);
      });
      try {
        await pool.query('select pg_notify($1, $2)', [AUTH_CHANGE_CHANNEL, marker]);
        await back;
      } catch {
        // The database is unreachable: the write's own answer reports that; nothing to wait for.
      } finally {
        clearTimeout(timer);
        waiting.delete(marker);
      }
    },
    async close() {
      closed = true;
      for (const resolve of waiting.values()) resolve();
      if (timer) clearTimeout(timer);
      caches.disable();
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}
