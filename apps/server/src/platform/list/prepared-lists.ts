import { Column, is, sql, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A list's statements built once per shape, then only bound (decision 0181). Building a page's SQL with drizzle (the
 * selection of every column and reference text, the FROM, the order) cost more of this process's time than the
 * statement cost PostgreSQL. A source that names its shape (`ListSource.shape`: the same selection and FROM for every
 * request that uses the name) has each statement prepared once per shape, filter text and mode: the filter's values
 * become placeholders of a drizzle prepared query (the same text, the same values, in the same places), so a request
 * renders only its filter (a few conditions) and binds the values. The query is run through drizzle as before, so its
 * text still reaches the query observer (the list-answer cache) and its rows are mapped by the same selection.
 */

const dialect = new PgDialect();

/** A drizzle query prepared (unnamed: PostgreSQL still plans each run with its values). */
export interface PreparedRows {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** A drizzle select builder: run as it is, or prepared. */
export interface Statement extends PromiseLike<unknown> {
  prepare(name: string): PreparedRows;
  toSQL(): { sql: string; params: unknown[] };
}

interface Rendered {
  /** The condition's text, its values as placeholders `p1`, `p2`, ... in order. */
  key: string;
  where: SQL | undefined;
  values: Record<string, unknown>;
}

const PARAM = /\$(\d+)/g;

/** A condition's text and values as drizzle writes them inside a query (columns qualified, values `$1`, `$2`...). */
export function renderedSql(condition: SQL | undefined): { sql: string; params: unknown[] } {
  return condition ? dialect.sqlToQuery(condition) : { sql: '', params: [] };
}

/**
 * The condition as drizzle writes it inside a query, with each value replaced by a named placeholder: the same text
 * for every request whose condition has the same shape. Undefined when the text cannot be split safely (a `$n` that is
 * not drizzle's numbering, e.g. inside a raw literal): such a condition is simply not prepared.
 */
export function placeheld(condition: SQL | undefined): Rendered | undefined {
  if (!condition) return { key: '', where: undefined, values: {} };
  const { sql: text, params } = renderedSql(condition);
  const chunks: SQL[] = [];
  const values: Record<string, unknown> = {};
  let last = 0;
  let expected = 1;
  for (const match of text.matchAll(PARAM)) {
    if (Number(match[1]) !== expected) return undefined;
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.placeholder(`p${expected}`)}`);
    values[`p${expected}`] = params[expected - 1];
    expected += 1;
    last = match.index + match[0].length;
  }
  if (expected - 1 !== params.length) return undefined;
  chunks.push(sql.raw(text.slice(last)));
  return { key: text, where: sql.join(chunks), values };
}

const KEPT_PER_DATABASE = 500;

/** What turns a driver value into the field's value (a column's mapping, or an expression's decoder). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A selected field as drizzle lists it on a prepared select: its path in the row object and the field itself. */
interface SelectedField {
  path: string[];
  field: unknown;
}

/** An expression's decoder: set by `mapWith`, not part of drizzle's declared types. */
const decoderOfSql = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  return undefined;
}

/**
 * Rows of a flat selection mapped as drizzle maps them (each value through its field's decoder, null kept null), with
 * each field's decoder found once per statement rather than for every value of every row: drizzle's own mapping asks
 * of each value what kind of field it came from, about 75 µs of the 0.8 ms this process spent on a 10-row page made
 * afresh, more on longer pages (issue 11). Undefined, leaving drizzle's mapping in place, for anything else: a nested
 * path (a joined table's object, which drizzle may turn into null) or a field of another kind (a subquery).
 */
export function flatRowMapper(fields: readonly SelectedField[]): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  const names: string[] = [];
  const decoders: Decoder[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    if (path.length !== 1 || !decoder) return undefined;
    names.push(path[0]!);
    decoders.push(decoder);
  }
  return (rows) =>
    rows.map((row) => {
      const item: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i += 1) {
        const value = row[i];
        item[names[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return item;
    });
}

/** Gives a prepared select the flat mapping above, where its fields allow it (drizzle's `fields`/`customResultMapper`). */
function mapFlat(prepared: PreparedRows): void {
  const query = prepared as PreparedRows & { fields?: SelectedField[]; customResultMapper?: unknown };
  if (!Array.isArray(query.fields) || query.customResultMapper) return;
  const mapper = flatRowMapper(query.fields);
  if (mapper) query.customResultMapper = mapper;
}

/**
 * When on (the API tests turn it on), every reuse of a prepared statement also builds the statement afresh and
 * compares it with the one prepared: a shape whose selection or FROM holds a value of the request (a caller's id or
 * language in a column or a join) would otherwise answer every later request with the first request's value.
 */
let checkingShapes = false;
const preparedFrom = new WeakMap<PreparedRows, string>();

export function checkShapes(on: boolean): void {
  checkingShapes = on;
}

function statementText(statement: Statement): string {
  const { sql: text, params } = statement.toSQL();
  return JSON.stringify([text, params], (_name, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
}

/** Prepared list statements per database handle (a transaction has its own) and key; cleared when full. */
const kept = new WeakMap<object, Map<string, PreparedRows>>();

/**
 * Runs a list statement of a named shape: prepared the first time its key (shape, mode, filter text) is seen, bound
 * with this request's values after. `build` makes the statement from a condition and the limit/offset placeholders
 * (`limit`, `offset`); `bound` gives their values. Without a shape, or with a condition that cannot be placeheld, the
 * statement is built and run as drizzle always does.
 */
export async function runPrepared<T>(
  db: object,
  shape: string | undefined,
  mode: string,
  condition: SQL | undefined,
  build: (where: SQL | undefined, placeholders: boolean) => Statement,
  bound: Record<string, unknown> = {},
): Promise<T[]> {
  const rendered = shape ? placeheld(condition) : undefined;
  if (!rendered) return (await build(condition, false)) as T[];
  let statements = kept.get(db);
  if (!statements) kept.set(db, (statements = new Map()));
  const key = `${shape}\u0000${mode}\u0000${rendered.key}`;
  let prepared = statements.get(key);
  if (!prepared) {
    if (statements.size >= KEPT_PER_DATABASE) statements.clear();
    // Unnamed: a named statement would be planned once per connection for every value (a generic plan), which suits
    // neither a search pattern nor a page far from the start.
    const statement = build(rendered.where, true);
    prepared = statement.prepare(undefined as unknown as string);
    mapFlat(prepared);
    statements.set(key, prepared);
    if (checkingShapes) preparedFrom.set(prepared, statementText(statement));
  } else if (checkingShapes) {
    const first = preparedFrom.get(prepared);
    if (first !== undefined && first !== statementText(build(rendered.where, true)))
      throw new Error(`List shape ${shape}: its selection or FROM differs between requests; only its filter may vary`);
  }
  return (await prepared.execute({ ...rendered.values, ...bound })) as T[];
}
