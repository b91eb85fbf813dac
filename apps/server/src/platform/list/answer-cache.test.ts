import { describe, expect, it } from 'vitest';
import { acceptedEncoding, ListAnswerCache, noteQuery, type AnswerCacheLimits, type AnswerCapture } from './answer-cache.ts';

const LIMITS: AnswerCacheLimits = { entries: 3, bytes: 1000, entryBytes: 400, maxAgeMs: 5000 };

function setup(limits = LIMITS) {
  let now = 0;
  const cache = new ListAnswerCache(limits, () => now);
  cache.enable();
  const capture = (key: string, tables = ['partes']): AnswerCapture => {
    const c = cache.begin(key, new Set());
    c.list = true;
    for (const table of tables) c.tables.add(table);
    return c;
  };
  return { cache, capture, later: (ms: number) => (now += ms) };
}

describe('ListAnswerCache', () => {
  it('keeps an answer until a table it read changes', () => {
    const { cache, capture } = setup();
    expect(cache.set(capture('a', ['partes', 'clientes']), 'A', {})).toBe(true);
    cache.tableChanged('usuarios');
    expect(cache.get('a')?.body).toBe('A');
    cache.tableChanged('clientes');
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses an answer whose tables changed while it was being made', () => {
    const { cache, capture } = setup();
    const c = capture('a');
    cache.tableChanged('partes');
    expect(cache.set(c, 'A', {})).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps only list answers that read a table and wrote nothing', () => {
    const { cache, capture } = setup();
    const notList = capture('a');
    notList.list = false;
    const wrote = capture('b');
    wrote.wrote = true;
    expect([cache.set(notList, 'A', {}), cache.set(wrote, 'B', {}), cache.set(capture('c', []), 'C', {})]).toEqual([false, false, false]);
  });

  it('serves nothing while changes are not heard, and starts empty when they are again', () => {
    const { cache, capture } = setup();
    const inFlight = capture('b');
    cache.set(capture('a'), 'A', {});
    cache.disable();
    expect(cache.get('a')).toBeUndefined();
    cache.enable();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set(inFlight, 'B', {})).toBe(false);
  });

  it('forgets everything, also answers being made, when this process answers a write', () => {
    const { cache, capture } = setup();
    const inFlight = capture('b');
    cache.set(capture('a'), 'A', {});
    cache.forgetAll();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set(inFlight, 'B', {})).toBe(false);
    expect(cache.set(capture('c'), 'C', {})).toBe(true);
  });

  it('serves an answer for a few seconds at most (pages may show values computed from the clock)', () => {
    const { cache, capture, later } = setup();
    cache.set(capture('a'), 'A', {});
    later(5000);
    expect(cache.get('a')?.body).toBe('A');
    later(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays within its entries and bytes, dropping the least recently used', () => {
    const { cache, capture } = setup();
    for (const key of ['a', 'b', 'c']) cache.set(capture(key), key, {});
    cache.get('a');
    cache.set(capture('d'), 'd', {});
    expect(['a', 'b', 'c', 'd'].map((key) => cache.get(key)?.body)).toEqual(['a', undefined, 'c', 'd']);
    expect(cache.set(capture('big'), 'x'.repeat(401), {})).toBe(false);
    cache.set(capture('e'), 'y'.repeat(400), {});
    cache.set(capture('f'), 'z'.repeat(400), {});
    cache.set(capture('g'), 'w'.repeat(400), {});
    expect(cache.size).toBeLessThanOrEqual(2);
    expect(cache.get('g')?.body.length).toBe(400);
  });
});

describe('noteQuery', () => {
  const fresh = (): AnswerCapture => ({
    key: '',
    since: 0,
    generation: 0,
    list: true,
    wrote: false,
    tables: new Set(),
    headersBefore: new Set(),
  });

  it('learns the tables a query names, quoted or not, and only tables', () => {
    const c = fresh();
    noteQuery(
      c,
      'select "partes"."parte_id", (select nombre_corto from clientes c where c.cliente_id = "partes"."cliente_id") from "partes"',
    );
    noteQuery(c, 'explain (format json) select 1 from "partes" where "partes"."updated_at" > $1');
    expect([...c.tables].sort()).toEqual(['clientes', 'partes']);
    expect(c.wrote).toBe(false);
  });

  it('marks a request that writes or locks', () => {
    for (const query of [
      'update "partes" set "descripcion" = $1',
      'insert into "bitacora" ("x") values ($1)',
      'with d as (delete from partes returning 1) select * from d',
      'select * from "partes" for update',
      "select nextval('partes_parte_id_seq')",
    ]) {
      const c = fresh();
      noteQuery(c, query);
      expect(c.wrote, query).toBe(true);
    }
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
