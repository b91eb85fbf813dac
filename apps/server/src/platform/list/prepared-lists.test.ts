import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { placeheld } from './prepared-lists.ts';

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
