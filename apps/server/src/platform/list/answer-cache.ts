import { AsyncLocalStorage } from 'node:async_hooks';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { observeQueries, TABLE_NAMES } from '@portal/db';
import type { Caller } from '../route-access.ts';
import { requestLanguage } from '../i18n.ts';

/**
 * Answers of list pages kept between requests (decision 0179). A page of a list is read far more often than its
 * tables change, and reading it again costs the database two statements and this process the building of the SQL,
 * the rows and the JSON; a kept answer costs a map lookup.
 *
 * Exact as the sign-in state cache is exact: every table's statement trigger notifies its name on commit (migration
 * 0023) and the change listener (auth-state-listener.ts) passes it here, so an answer that read a table is not served
 * once the table has changed. The tables an answer read are learnt from the text of the queries it ran (every query
 * goes through drizzle, whose logger shows it), not declared by hand. On PostgreSQL a write is answered only after
 * this process heard what was committed before it (the barrier in app.ts); on PGlite the notification arrives inside
 * the writing query. While the notifications are not heard (the listener's connection is down) nothing is kept or
 * served. Besides, an answer is served for a few seconds at most: a page may show values computed from the clock.
 *
 * Only answers of the list module (`listPage`) are kept, and only when the request ran no statement that writes or
 * locks. Answers are per user and permission stamp (abilities and data scope change the stamp), language and address.
 */

export interface AnswerCacheLimits {
  entries: number;
  bytes: number;
  entryBytes: number;
  maxAgeMs: number;
}

const DEFAULT_LIMITS: AnswerCacheLimits = { entries: 2000, bytes: 32 * 1024 ** 2, entryBytes: 512 * 1024, maxAgeMs: 5000 };

export type Encoding = 'br' | 'gzip';

/**
 * The brotli level of the API's answers, compressed on the fly (app.ts) and kept (here). Level 2 against 4: about 7 %
 * more bytes on a 4.5 kB page (716 against 670), 2 % on a 22 kB one, for about half the CPU in isolation; in the
 * server, compressing was the largest single item of a list page made afresh (issue 11, decision 0181).
 */
export const API_BROTLI_QUALITY = 2;
/** Compressed as the API's answers are compressed on the fly (app.ts): from 1 kB, brotli at a quick level. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSORS: Record<Encoding, (body: string) => Buffer> = {
  // The window no larger than the body and the size told: the same bytes, a third less time on a 4 kB page, most of it
  // the encoder's set-up.
  br: (body) => {
    const bytes = Buffer.byteLength(body);
    const window = Math.min(
      zlibConstants.BROTLI_MAX_WINDOW_BITS,
      Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))),
    );
    return brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_LGWIN]: window,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes,
      },
    });
  },
  gzip: (body) => gzipSync(body),
};

/** `body` compressed in `encoding`, in this thread, or undefined when it is under 1 kB. */
export function compressAnswer(body: string, encoding: Encoding): Buffer | undefined {
  return Buffer.byteLength(body) < COMPRESS_FROM_BYTES ? undefined : COMPRESSORS[encoding](body);
}

/**
 * A page made afresh up to this size is compressed here, at once, rather than by the compression plugin's stream: a
 * 50-row page then cost this process about a third less CPU (1.1 ms against 1.6 ms, issue 11), and its compressed form
 * is kept with it for the next caller. Larger answers are left to the plugin.
 */
const COMPRESS_AT_ONCE_UP_TO = 64 * 1024;

interface Answer {
  body: string;
  headers: Record<string, string>;
  tables: string[];
  since: number;
  storedAt: number;
  /** The body compressed, made the first time a caller asks for that encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** What one request read while its answer was being made. */
export interface AnswerCapture {
  key: string;
  since: number;
  generation: number;
  /** The answer is a page of the list module. */
  list: boolean;
  /** A statement that writes or locks ran: the answer is not kept. */
  wrote: boolean;
  tables: Set<string>;
  /** Headers the reply had before the handler (set by hooks for every request; not part of the answer). */
  headersBefore: Set<string>;
}

export class ListAnswerCache {
  private enabled = false;
  private generation = 0;
  /** Numbers the table changes heard, in order; `changedAt` keeps each table's last. */
  private sequence = 0;
  private readonly changedAt = new Map<string, number>();
  private readonly answers = new Map<string, Answer>();
  private bytes = 0;
  /** Answers served from here since start (for operations and tests). */
  hits = 0;

  constructor(
    private readonly limits: AnswerCacheLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get serving(): boolean {
    return this.enabled;
  }

  /** A committed statement wrote `table`. */
  tableChanged(table: string): void {
    this.sequence += 1;
    this.changedAt.set(table, this.sequence);
  }

  /** The notifications are heard again: start empty, since changes made meanwhile were missed. */
  enable(): void {
    this.reset();
    this.enabled = true;
  }

  /** The notifications are no longer heard: keep and serve nothing. */
  disable(): void {
    this.enabled = false;
    this.reset();
  }

  /**
   * Forgets every answer, also those being made: called when this process answers a write, so the writer's next
   * request never depends on how soon the write's notification arrives (it still tells the other instances).
   */
  forgetAll(): void {
    this.reset();
  }

  begin(key: string, headersBefore: Set<string>): AnswerCapture {
    return { key, since: this.sequence, generation: this.generation, list: false, wrote: false, tables: new Set(), headersBefore };
  }

  get(key: string): Answer | undefined {
    if (!this.enabled) return undefined;
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (this.now() - answer.storedAt > this.limits.maxAgeMs || !this.unchangedSince(answer.tables, answer.since)) {
      this.remove(key, answer);
      return undefined;
    }
    // Most recently used last: the oldest are dropped first when full.
    this.answers.delete(key);
    this.answers.set(key, answer);
    this.hits += 1;
    return answer;
  }

  /**
   * Keeps the answer a capture made, unless anything it read changed while it was being made; `encoded` holds the forms
   * of it already compressed for the caller who made it.
   */
  set(capture: AnswerCapture, body: string, headers: Record<string, string>, encoded: Partial<Record<Encoding, Buffer>> = {}): boolean {
    const keepable =
      this.enabled &&
      capture.list &&
      !capture.wrote &&
      capture.tables.size > 0 &&
      capture.generation === this.generation &&
      body.length <= this.limits.entryBytes;
    const tables = [...capture.tables];
    if (!keepable || !this.unchangedSince(tables, capture.since)) return false;
    const old = this.answers.get(capture.key);
    if (old) this.remove(capture.key, old);
    this.answers.set(capture.key, { body, headers, tables, since: capture.since, storedAt: this.now(), encoded: { ...encoded } });
    this.bytes += body.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0);
    for (const [key, answer] of this.answers) {
      if (this.answers.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.remove(key, answer);
    }
    return true;
  }

  /** The kept body compressed in `encoding` (made once per answer), or undefined when it is too small to compress. */
  encoded(answer: Answer, encoding: Encoding): Buffer | undefined {
    let bytes = answer.encoded[encoding];
    if (!bytes) {
      bytes = compressAnswer(answer.body, encoding);
      if (!bytes) return undefined;
      answer.encoded[encoding] = bytes;
      this.bytes += bytes.length;
    }
    return bytes;
  }

  get size(): number {
    return this.answers.size;
  }

  private unchangedSince(tables: string[], since: number): boolean {
    return tables.every((table) => (this.changedAt.get(table) ?? 0) <= since);
  }

  private remove(key: string, answer: Answer): void {
    this.answers.delete(key);
    this.bytes -= answer.body.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0);
  }

  private reset(): void {
    this.generation += 1;
    this.answers.clear();
    this.bytes = 0;
  }
}

const capturing = new AsyncLocalStorage<AnswerCapture>();

const IDENTIFIER = /[a-z_][a-z0-9_]*/g;
const READS = /^\s*(select|with|explain)\b/i;
const WRITES = /\b(insert|update|delete|merge|truncate|nextval|setval|pg_notify|lock)\b/i;

/** What each recent query text said (a list's statements repeat their text, prepared-lists.ts); cleared when full. */
const readings = new Map<string, { wrote: boolean; tables: string[] }>();
const READINGS_KEPT = 1000;
const READING_MAX_LENGTH = 8192;

function readingOf(query: string): { wrote: boolean; tables: string[] } {
  let reading = readings.get(query);
  if (!reading) {
    const tables = new Set<string>();
    for (const word of query.match(IDENTIFIER) ?? []) if (TABLE_NAMES.has(word)) tables.add(word);
    reading = { wrote: !READS.test(query) || WRITES.test(query), tables: [...tables] };
    if (readings.size >= READINGS_KEPT) readings.clear();
    if (query.length <= READING_MAX_LENGTH) readings.set(query, reading);
  }
  return reading;
}

/** What a query's text says: the tables it names (quoted or not) and whether it writes or locks. */
export function noteQuery(capture: AnswerCapture, query: string): void {
  const { wrote, tables } = readingOf(query);
  if (wrote) capture.wrote = true;
  for (const table of tables) capture.tables.add(table);
}

/** Called by the list module: the answer being made is a list page, which may be kept. */
export function markListAnswer(): void {
  const capture = capturing.getStore();
  if (capture) capture.list = true;
}

declare module 'fastify' {
  interface FastifyRequest {
    answerCapture: AnswerCapture | null;
  }
}

/**
 * Which routes answer with list pages, learnt from their answers: a route that has answered a few times without
 * ever a list page is no longer looked up nor watched (the key, the capture and its async context cost a cheap
 * route about a tenth of its time, issue 19). Only a cost is saved: skipping a route never serves a wrong answer.
 */
class RouteKinds {
  /** Per route (its config, one object per route): a list page seen, or how many answers without one. */
  private readonly kinds = new WeakMap<object, 'list' | number>();
  private static readonly PLAIN_AFTER = 3;

  mayList(request: FastifyRequest): boolean {
    const kind = this.kinds.get(request.routeOptions.config);
    return kind === undefined || kind === 'list' || kind < RouteKinds.PLAIN_AFTER;
  }
  answered(request: FastifyRequest, list: boolean): void {
    const route = request.routeOptions.config;
    const kind = this.kinds.get(route);
    if (kind === 'list') return;
    this.kinds.set(route, list ? 'list' : (kind ?? 0) + 1);
  }
}

function keyOf(request: FastifyRequest): string | undefined {
  const caller: Caller | null = request.caller;
  if (!caller) return undefined;
  // The language the answer is written in (either language header), not the raw header.
  const { accept = '' } = request.headers;
  return `${caller.userId}\u0000${caller.stamp}\u0000${requestLanguage(request)}\u0000${accept}\u0000${request.url}`;
}

/** The encoding to answer in, as the compression plugin would choose it: brotli, else gzip, else none. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

/** The headers the handler added to its answer (not those every request gets from the hooks before it). */
function answerHeaders(reply: FastifyReply, before: Set<string>): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (name === 'set-cookie') return undefined;
    if (before.has(name) || name === 'content-length' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * Serves and keeps list answers. Register before any `onSend` hook that transforms the payload (compression): the
 * answer kept is the serialized JSON; its compressed forms are made once, the first time a caller asks for each.
 */
export function registerListAnswerCache(app: FastifyInstance, cache: ListAnswerCache): void {
  observeQueries((query) => {
    const capture = capturing.getStore();
    if (capture) noteQuery(capture, query);
  });
  app.decorateRequest('answerCapture', null);
  const routes = new RouteKinds();
  app.addHook('preHandler', (request, reply, done) => {
    const key = request.method === 'GET' && cache.serving && routes.mayList(request) ? keyOf(request) : undefined;
    if (!key) return done();
    // `Cache-Control: no-cache` (a browser's hard reload) asks for an answer made afresh, which is then kept.
    const kept = /no-cache|no-store/i.test(request.headers['cache-control'] ?? '') ? undefined : cache.get(key);
    if (kept) {
      // Compressed here (once per answer), not again by the compression plugin, which leaves an encoded answer alone.
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const bytes = encoding ? cache.encoded(kept, encoding) : undefined;
      void reply.headers(kept.headers);
      if (!bytes) return void reply.send(kept.body);
      return void reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
    }
    const capture = cache.begin(key, new Set(Object.keys(reply.getHeaders())));
    request.answerCapture = capture;
    capturing.run(capture, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cache.forgetAll();
    const capture = request.answerCapture;
    if (capture && reply.statusCode === 200) routes.answered(request, capture.list);
    if (!capture?.list || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const encoding = payload.length <= COMPRESS_AT_ONCE_UP_TO ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
    const bytes = encoding ? compressAnswer(payload, encoding) : undefined;
    const headers = answerHeaders(reply, capture.headersBefore);
    if (headers) cache.set(capture, payload, headers, bytes && encoding ? { [encoding]: bytes } : {});
    if (!bytes || !encoding) return payload;
    // Compressed already: the compression plugin leaves an encoded answer alone.
    void reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    return bytes;
  });
}
