import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT, partesCatalogue } from '@portal/contract';
import {
  bulletins,
  foldedText,
  incidents,
  normalizedSql,
  notifications,
  searchExpression,
  securityProfiles,
  ticketCategories,
  users,
} from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedCatalogueDemo } from '../../catalogues/catalogue.demo.ts';
import {
  decodeCursor,
  forgetEstimates,
  listPage,
  listRows,
  textContains,
  type ListDefinition,
  type ListRequest,
  type ListSource,
} from './list-page.ts';

// A table with what makes paging hard: duplicate and null sort values, accents in the search text.
const things = pgTable('list_test_things', {
  id: serial('id').primaryKey(),
  name: text('name'),
  rank: integer('rank').notNull(),
});
const ROWS = 137;
const definition: ListDefinition = {
  id: things.id,
  sorts: { id: things.id, name: things.name, rank: things.rank },
  defaultSort: { field: 'id', direction: 'desc' },
  search: normalizedSql(things.name),
};

let t: TestApp;
const rows: ListSource = {
  columns: { id: things.id, name: things.name, rank: things.rank },
  from: (selection) => t.db.select(selection).from(things).$dynamic(),
};
type Thing = { id: number; name: string | null; rank: number };
// The same list through a named shape: its statements prepared once and bound (prepared-lists.ts).
const named: ListSource = { ...rows, shape: 'test:things' };
const SOURCES = [
  ['built each time', rows],
  ['prepared once per shape', named],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table list_test_things (id serial primary key, name text, rank integer not null)`);
  await t.db.execute(sql`insert into list_test_things (name, rank)
    select case when i % 7 = 0 then null else (array['José', 'Ana', 'Ángel', 'Zoe'])[i % 4 + 1] || ' ' || (i % 5) end, i % 3
    from generate_series(1, ${ROWS}) as i`);
});
afterAll(async () => {
  await t.close();
});

const SORTS: ListRequest['sort'][] = [
  null,
  { field: 'id', direction: 'asc' },
  { field: 'name', direction: 'asc' },
  { field: 'name', direction: 'desc' },
  { field: 'rank', direction: 'asc' },
  { field: 'rank', direction: 'desc' },
];
const PAGE = 10;
const pages = Math.ceil(ROWS / PAGE);

async function offsetPages(sort: ListRequest['sort'], source = rows): Promise<number[][]> {
  const all: number[][] = [];
  for (let page = 1; page <= pages; page += 1) {
    const result = await listPage<Thing>(t.db, definition, source, { page, pageSize: PAGE, sort }, 'id');
    all.push(result.items.map((item) => item.id));
  }
  return all;
}

describe.each(SOURCES)('list pages, %s', (_source, rows) => {
  it.each(SORTS.map((sort) => [JSON.stringify(sort), sort] as const))(
    'keyset pages walked forward and backward equal the offset pages, sorted by %s',
    async (_label, sort) => {
      const expected = await offsetPages(sort, rows);
      expect(expected.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
      const forward: number[][] = [];
      let cursor: string | null | undefined;
      for (let page = 1; page <= pages; page += 1) {
        const result = await listPage<Thing>(t.db, definition, rows, { page, pageSize: PAGE, sort, after: cursor ?? undefined }, 'id');
        forward.push(result.items.map((item) => item.id));
        cursor = result.next;
        expect(result.total).toBe(ROWS);
      }
      expect(cursor).toBeNull();
      expect(forward).toEqual(expected);

      const last = await listPage<Thing>(t.db, definition, rows, { page: 1, pageSize: PAGE, sort, last: 'true' }, 'id');
      expect(last.items.map((item) => item.id)).toEqual(expected[pages - 1]);
      expect(last.next).toBeNull();
      const backward: number[][] = [last.items.map((item) => item.id)];
      cursor = last.prev;
      for (let page = pages - 1; page >= 1; page -= 1) {
        const result = await listPage<Thing>(t.db, definition, rows, { page, pageSize: PAGE, sort, before: cursor ?? undefined }, 'id');
        backward.unshift(result.items.map((item) => item.id));
        cursor = result.prev;
      }
      expect(cursor).toBeNull();
      expect(backward).toEqual(expected);
    },
  );

  it.each([7, 10, 137, 200])('reads the last page backwards as the offset last page, %i rows a page', async (size) => {
    for (const sort of SORTS) {
      const lastNumber = Math.ceil(ROWS / size);
      const byOffset = await listPage<Thing>(t.db, definition, rows, { page: lastNumber, pageSize: size, sort }, 'id');
      const backwards = await listPage<Thing>(t.db, definition, rows, { page: 1, pageSize: size, sort, last: 'true' }, 'id');
      expect(backwards.items.map((item) => item.id)).toEqual(byOffset.items.map((item) => item.id));
      expect(backwards.total).toBe(byOffset.total);
      expect(backwards.next).toBeNull();
    }
  });

  it('walks every row once for an export, in the list order', async () => {
    const expected = (await offsetPages({ field: 'name', direction: 'asc' }, rows)).flat();
    const streamed: number[] = [];
    for await (const batch of listRows<Thing>(t.db, definition, rows, { sort: { field: 'name', direction: 'asc' } }, 'id', 9)) {
      streamed.push(...batch.map((item) => item.id));
    }
    expect(streamed).toEqual(expected);
  });

  it('searches without case or accents', async () => {
    const result = await listPage<Thing>(t.db, definition, rows, { page: 1, pageSize: 100, search: 'JOSE 1' }, 'id');
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((item) => item.name === 'José 1')).toBe(true);
    const angel = await listPage<Thing>(t.db, definition, rows, { page: 1, pageSize: 100, search: 'angel' }, 'id');
    expect(angel.items.every((item) => item.name?.startsWith('Ángel'))).toBe(true);
    expect(angel.total).toBe(angel.items.length);
  });

  it('refuses an unknown sort field and a forged cursor with a validation problem', async () => {
    await expect(
      listPage(t.db, definition, rows, { page: 1, pageSize: 10, sort: { field: 'secret', direction: 'asc' } }, 'id'),
    ).rejects.toMatchObject({
      init: { status: 400 },
    });
    expect(() => decodeCursor('bm90LWpzb24')).toThrow();
    expect(() => decodeCursor(Buffer.from(JSON.stringify([{ a: 1 }, 1])).toString('base64url'))).toThrow();
  });
});

describe('a named shape whose selection holds a value of the request', () => {
  // The mistake a shape name invites: a caller's value (their id, their language) in a column or a join is prepared
  // with the first request's value and would answer every later request with it. The API tests refuse it.
  const labelled = (label: string, shape?: string): ListSource => ({
    columns: { id: things.id, label: sql<string>`${label}::text`.as('label') },
    shape,
    from: (selection) => t.db.select(selection).from(things).$dynamic(),
  });
  const labelOf = async (source: ListSource) =>
    (await listPage<{ id: number; label: string }>(t.db, definition, source, { page: 1, pageSize: 3 }, 'id')).items.map((r) => r.label);

  it('is refused when a second request brings another value; unnamed, each request gets its own', async () => {
    expect(await labelOf(labelled('first', 'test:labelled'))).toEqual(['first', 'first', 'first']);
    expect(await labelOf(labelled('first', 'test:labelled'))).toEqual(['first', 'first', 'first']);
    await expect(labelOf(labelled('second', 'test:labelled'))).rejects.toThrow(/List shape test:labelled/);
    expect(await labelOf(labelled('first'))).toEqual(['first', 'first', 'first']);
    expect(await labelOf(labelled('second'))).toEqual(['second', 'second', 'second']);
  });
});

let grown = false;
describe.each(SOURCES)('counts, %s', (_source, rows) => {
  it('marks the total as an estimate past the exact-count limit', async () => {
    if (!grown) {
      grown = true;
      await t.db.execute(
        sql`insert into list_test_things (name, rank) select 'bulk ' || i, i % 11 from generate_series(1, ${EXACT_COUNT_LIMIT + 500}) as i`,
      );
      await t.db.execute(sql`analyze list_test_things`);
    }
    // The planner's estimates of the last seconds are kept (list-page.ts): ask it again after the table grew.
    forgetEstimates();
    const result = await listPage<Thing>(t.db, definition, rows, { page: 1, pageSize: 10 }, 'id');
    expect(result.estimated).toBe(true);
    expect(result.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const filtered = await listPage<Thing>(t.db, definition, rows, { page: 1, pageSize: 10, search: 'zoe' }, 'id');
    expect(filtered.estimated).toBeUndefined();
    expect(filtered.total).toBe(filtered.items.length < 10 ? filtered.items.length : filtered.total);
    // A page far away, jumped to by number, reads its ids first: the same rows as a plain OFFSET.
    for (const sort of [null, { field: 'name', direction: 'asc' as const }]) {
      const deep = await listPage<Thing>(t.db, definition, rows, { page: 700, pageSize: 10, sort }, 'id');
      const order = sort ? sql`name asc, id asc` : sql`id desc`;
      const plain = await t.db.execute(sql`select id from list_test_things order by ${order} limit 10 offset 6990`);
      expect(deep.items.map((item) => item.id)).toEqual((plain as unknown as { rows: { id: number }[] }).rows.map((row) => row.id));
    }
  });
});

describe('catalogue search through the trigram index', () => {
  let token: string;
  beforeAll(async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    await seedCatalogueDemo(t.db, admin.userId);
    token = (await t.login(admin.userName, admin.password)).accessToken;
  });

  it('plans the parts search on the search_text trigram index', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select parte_id from partes where search_text like '%perno%'`);
    });
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    expect(text).toContain(`${partesCatalogue.table}_search_trgm`);
  });

  it('exports exactly the filtered list', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/Partes?search=tornillo&pageSize=100&sort=numeroParte:asc', headers });
    const ids = (list.json() as { items: { parteId: number }[] }).items.map((item) => item.parteId);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/Partes/Exportar?formato=csv&search=tornillo&sort=numeroParte:asc',
      headers,
    });
    expect(csv.statusCode).toBe(200);
    const exported = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    expect(ids.length).toBeGreaterThan(0);
    expect(exported).toEqual(ids);
  });

  it('answers a forged cursor on the wire with 400 and walks pages with the cursor it gave', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const bad = await t.app.inject({ method: 'GET', url: '/api/Partes?after=e30', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const first = (await t.app.inject({ method: 'GET', url: '/api/Partes?pageSize=10', headers })).json() as {
      next: string;
      items: { parteId: number }[];
    };
    const second = (await t.app.inject({ method: 'GET', url: `/api/Partes?pageSize=10&page=2&after=${first.next}`, headers })).json() as {
      items: { parteId: number }[];
    };
    const byOffset = (await t.app.inject({ method: 'GET', url: '/api/Partes?pageSize=10&page=2', headers })).json() as {
      items: { parteId: number }[];
    };
    expect(second.items.map((item) => item.parteId)).toEqual(byOffset.items.map((item) => item.parteId));
  });
});

describe('feature searches through their trigram indexes', () => {
  // The expression each list searches (foldedText of its columns) must be the expression of its index (0021), or
  // the planner cannot use it: checked with sequential scans priced out, on PGlite and PostgreSQL alike.
  const searched = [
    ['notifications', notifications, foldedText(notifications.titulo, notifications.cuerpo)],
    ['bulletins', bulletins, foldedText(bulletins.titulo)],
    ['incidents', incidents, foldedText(incidents.titulo, incidents.descripcion)],
    [
      'ticket_categories',
      ticketCategories,
      foldedText(ticketCategories.nombre, ticketCategories.ruta, ticketCategories.abreviatura, ticketCategories.descripcion),
    ],
    ['security_profiles', securityProfiles, foldedText(securityProfiles.nombre, securityProfiles.descripcion)],
    ['users', users, searchExpression(['user_name', 'full_name', 'email'])],
  ] as const;

  it.each(searched)('plans the %s search on its trigram index', async (table, from, text) => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain ${tx
          .select({ one: sql`1` })
          .from(from)
          .where(textContains(text, 'Jósé'))}`,
      );
    });
    expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows)).toContain(`${table}_search_trgm`);
  });
});
