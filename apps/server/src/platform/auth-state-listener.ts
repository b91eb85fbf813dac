import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_CHANGE_CHANNEL, DATA_CHANGE_CHANNEL, type DatabaseHandle } from '@portal/db';
import type { AuthStateCache } from './route-access.ts';
import type { ListAnswerCache } from './list/answer-cache.ts';

export interface AuthChangeListener {
  /**
   * Resolves once every listening instance has heard every change committed before the call: a marker sent after
   * them comes back to this process (notifications arrive in commit order) and each other listener answers it
   * once it has heard it, so a write answered only after its barrier takes effect everywhere for the caller's next
   * request. Immediate on PGlite, and while not listening (nothing is cached then); bounded by a timeout when a
   * listener does not answer (a stalled instance must not hold every write).
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

const BARRIER_PREFIX = 'barrier:';
const ACK_PREFIX = 'ack:';
const BARRIER_TIMEOUT_MS = 500;
/**
 * The listeners' connection name: a barrier counts the connections of that name on the database and waits for an
 * answer from each. A listener that does not answer barriers must not carry it (it would cost each write the timeout).
 */
export const LISTENER_NAME = 'portal-auth-listener/2';

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

interface Waiting {
  own: boolean;
  answers: number;
  listeners: number | undefined;
  resolve(): void;
}

/** Barriers in flight, by marker: heard here, answers from the other listeners, how many of them there are. */
class Barriers {
  private readonly waiting = new Map<string, Waiting>();
  constructor(private readonly send: (payload: string) => unknown) {}

  /** Takes a barrier's marker or answer; false for anything else. Runs in the order notifications arrive. */
  heard(payload: string | undefined): boolean {
    if (payload?.startsWith(ACK_PREFIX)) {
      const wait = this.waiting.get(payload.slice(ACK_PREFIX.length));
      if (wait) this.settle(Object.assign(wait, { answers: wait.answers + 1 }));
      return true;
    }
    if (!payload?.startsWith(BARRIER_PREFIX)) return false;
    const wait = this.waiting.get(payload);
    if (wait) this.settle(Object.assign(wait, { own: true }));
    // Another instance's barrier: everything committed before it has been heard here.
    else this.send(`${ACK_PREFIX}${payload}`);
    return true;
  }

  async wait(pool: pg.Pool): Promise<void> {
    const marker = `${BARRIER_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    let wait: Waiting | undefined;
    const back = new Promise<void>((resolve) => {
      wait = { own: false, answers: 0, listeners: undefined, resolve };
      this.waiting.set(marker, wait);
      timer = setTimeout(resolve, BARRIER_TIMEOUT_MS);
    });
    try {
      // The listeners counted in the same statement that sends the marker: one that connects later cannot hold
      // anything committed before it (its cache starts empty).
      const { rows } = await pool.query<{ listeners: number }>(
        `select pg_notify($1, $2), (select count(*)::int from pg_stat_activity
           where datname = current_database() and application_name = $3) as listeners`,
        [AUTH_CHANGE_CHANNEL, marker, LISTENER_NAME],
      );
      if (wait) this.settle(Object.assign(wait, { listeners: Math.max(1, rows[0]?.listeners ?? 1) }));
      await back;
    } catch {
      // The database is unreachable: the write's own answer reports that; nothing to wait for.
    } finally {
      clearTimeout(timer);
      this.waiting.delete(marker);
    }
  }

  releaseAll(): void {
    for (const wait of this.waiting.values()) wait.resolve();
  }

  private settle(wait: Waiting): void {
    if (wait.own && wait.listeners !== undefined && wait.answers >= wait.listeners - 1) wait.resolve();
  }
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
  const barriers = new Barriers((payload) =>
    client?.query('select pg_notify($1, $2)', [AUTH_CHANGE_CHANNEL, payload]).catch(() => undefined),
  );
  const heard = (payload: string | undefined) => {
    if (!barriers.heard(payload)) changed(payload);
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
    const next = new pg.Client({ ...options, application_name: LISTENER_NAME } as pg.ClientConfig);
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
      if (client) await barriers.wait(pool);
    },
    async close() {
      closed = true;
      barriers.releaseAll();
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
