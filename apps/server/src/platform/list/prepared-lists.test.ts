import { describe, expect, it } from 'vitest';
import * as drizzle from 'drizzle-orm';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { flatRowMapper, placeheld } from './prepared-lists.ts';

const things = pgTable('things', { id: integer('id'), name: text('name') });
const dialect = new PgDialect();

describe('placeheld conditions', () => {
  it('gives the same text for the same shape and each value as a placeholder, in order', () => {
    const one = placeheld(and(eq(things.id, 1), inArray(things.name, ['a', 'b']), sql`${things.name} like ${'%x%'}`));
    const two = placeheld(and(eq(things.id, 7), inArray(things.name, ['c', 'd']), sql`${things.name} like ${'%y%'}`));
    expect(one?.key).toBe(two?.key);
    expect(one?.values).toEqual({ p1: 1, p2: 'a', p3: 'b', p4: '%x%' });
    expect(two?.values).toEqual({ p1: 7, p2: 'c', p3: 'd', p4: '%y%' });
    // Inside a query the placeheld condition is written exactly as the condition itself.
    const held = dialect.sqlToQuery(sql`select 1 where ${one!.where}`);
    const plain = dialect.sqlToQuery(
      sql`select 1 where ${and(eq(things.id, 1), inArray(things.name, ['a', 'b']), sql`${things.name} like ${'%x%'}`)}`,
    );
    expect(held.sql).toBe(plain.sql);
  });

  it('has nothing to hold without a condition', () => {
    expect(placeheld(undefined)).toEqual({ key: '', where: undefined, values: {} });
  });

  it('leaves alone a condition whose text has a $n that is not a value', () => {
    expect(placeheld(sql`${things.name} = '$2' and ${things.id} = ${1}`)).toBeUndefined();
  });
});

describe('flat row mapping', () => {
  const priced = pgTable('priced', { id: integer('id'), price: numeric('price', { mode: 'number' }), name: text('name') });

  it('maps each value through its field as drizzle does, null kept null', () => {
    const fields = [
      { path: ['id'], field: priced.id },
      { path: ['price'], field: priced.price },
      { path: ['label'], field: sql<string>`upper(${priced.name})`.mapWith(String).as('label') },
    ];
    const rows = [
      [1, '12.50', 'a'],
      [2, null, null],
    ];
    const mapped = flatRowMapper(fields)!(rows);
    expect(mapped).toEqual([
      { id: 1, price: 12.5, label: 'a' },
      { id: 2, price: null, label: null },
    ]);
    // The same objects drizzle's own mapping makes of the same rows (exported, though not in its declared types).
    const { mapResultRow } = drizzle as unknown as { mapResultRow: (f: unknown, row: unknown[], joins: undefined) => unknown };
    expect(mapped).toEqual(rows.map((row) => mapResultRow(fields, row, undefined)));
  });

  it('leaves a nested path to drizzle', () => {
    expect(flatRowMapper([{ path: ['thing', 'id'], field: things.id }])).toBeUndefined();
  });
});
