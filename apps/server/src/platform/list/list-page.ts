import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type AnyPgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT, normalizeSearchText, type ListResponse, type PageRequest } from '@portal/contract';
import { containsPattern, type Database } from '@portal/db';
import { validationProblem } from '../problem.ts';
import { containsCondition } from '../selective-contains.ts';
import { markListAnswer } from './answer-cache.ts';
import { renderedSql, runPrepared } from './prepared-lists.ts';

type Executor = Pick<Database, 'select' | 'execute'>;
export type SortKey = AnyPgColumn | SQL;
export type Direction = 'asc' | 'desc';

/**
 * What a list declares once: its id (the tiebreaker of every order and the last key of every cursor),
 * the fields it can be sorted by (wire name → column or expression, each with an index on (key, id)),
 * its default order and the normalised, trigram-indexed text its search looks in.
 */
export interface ListDefinition {
  id: AnyPgColumn;
  sorts: Record<string, SortKey>;
  defaultSort: { field: string; direction: Direction };
  search?: SortKey | undefined;
}

/**
 * Where a list's rows come from: what an item selects, and its FROM with its joins for a given selection
 * (the module adds `__key`, the sort key, to the item's columns, and counts with a bare constant).
 */
export interface ListSource {
  columns: SelectedFields;
  /**
   * Names the selection, FROM and sorts, the same for every request that gives this name (`catalogue:partes`): the
   * statements of its pages are then built once and only bound (prepared-lists.ts). Leave it out when the selection
   * depends on the request.
   */
  shape?: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  from: (selection: SelectedFields) => any;
}

const keyed = (source: ListSource, key: SQL | AnyPgColumn) => source.from({ ...source.columns, __key: sql`${key}`.as('__key') });

export interface ListRequest extends PageRequest {
  sort?: { field: string; direction: Direction } | null | undefined;
  search?: string | undefined;
  /** The list's filters and data scope, already as SQL. */
  where?: SQL | undefined;
}

export type Keyed = Record<string, unknown> & { __key?: unknown };

interface Order {
  key: SortKey;
  direction: Direction;
  nullable: boolean;
  isId: boolean;
}

export function orderOf(definition: ListDefinition, sort: ListRequest['sort']): Order {
  const field = sort?.field ?? definition.defaultSort.field;
  const key = definition.sorts[field];
  if (!key) throw validationProblem({ sort: ['validation.sortField'] });
  const column = key as Partial<AnyPgColumn>;
  return {
    key,
    direction: sort?.direction ?? definition.defaultSort.direction,
    nullable: typeof column.notNull === 'boolean' ? !column.notNull : true,
    isId: key === definition.id,
  };
}

const flip = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');

/** ORDER BY key, id in one direction (PostgreSQL's default: nulls last ascending, first descending). */
export function orderBy(definition: ListDefinition, order: Order, direction = order.direction): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return order.isId ? [by(definition.id)] : [by(order.key), by(definition.id)];
}

/** The rows strictly after (value, id) in `direction`, nulls placed as PostgreSQL places them. */
export function afterKey(definition: ListDefinition, order: Order, direction: Direction, value: unknown, id: unknown): SQL {
  const { key } = order;
  const idCompare = direction === 'asc' ? sql`${definition.id} > ${id}` : sql`${definition.id} < ${id}`;
  if (order.isId) return idCompare;
  const compare = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  if (value === null) {
    // In the nulls: ascending they come last (only nulls follow), descending first (then every non-null).
    const inNulls = and(isNull(key), idCompare)!;
    return direction === 'asc' ? inNulls : or(inNulls, isNotNull(key))!;
  }
  const tuple = sql`(${key}, ${definition.id}) ${compare} (${value}, ${id})`;
  return direction === 'asc' && order.nullable ? or(tuple, isNull(key))! : tuple;
}

export function encodeCursor(value: unknown, id: unknown): string {
  const plain = value instanceof Date ? value.toISOString() : value;
  return Buffer.from(JSON.stringify([plain, id])).toString('base64url');
}

export function decodeCursor(cursor: string): [unknown, unknown] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const ok = Array.isArray(parsed) && parsed.length === 2 && ['string', 'number'].includes(typeof parsed[1]);
    const valueOk = ok && (parsed[0] === null || ['string', 'number', 'boolean'].includes(typeof parsed[0]));
    if (valueOk) return parsed as [unknown, unknown];
  } catch {
    // falls through to the problem below
  }
  throw validationProblem({ after: ['validation.cursor'] });
}

/**
 * `text like '%term%'` with the term folded as the text is (`normalizedSql`/`foldedText`); undefined for an empty
 * term. A trigram index on exactly that text expression serves it (migrations 0007 and 0021).
 */
export function textContains(text: SortKey, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  return sql`${text} like ${containsPattern(normalizeSearchText(term))}`;
}

/** The search condition: the normalised text contains the normalised term (a trigram index serves it). */
export function searchWhere(definition: ListDefinition, search: string | undefined): SQL | undefined {
  return definition.search ? textContains(definition.search, search) : undefined;
}

/**
 * The search condition of a list whose search text is a column of its own table: on a large table only the term's
 * uncommon words go to the trigram index (selective-contains.ts, as the search box does), so a term with a word in
 * every row ("serie") does not make the index read every row's entry. The same rows as `searchWhere`; that one for a
 * text built in the query.
 */
export async function searchCondition(db: Executor, definition: ListDefinition, search: string | undefined): Promise<SQL | undefined> {
  const { search: column, id } = definition;
  const term = search?.trim();
  if (!term || !(column instanceof PgColumn) || column.table !== id.table) return searchWhere(definition, search);
  return containsCondition(db, column, id, normalizeSearchText(term));
}

/**
 * The planner's estimates of recent lists, by their query text and parameters: an estimate is only ever a guess
 * from the statistics, so one a few seconds old is as good, and the next page of the same list (or the same list
 * for the next caller in the same scope) needs no EXPLAIN of its own. Bounded; cleared when full.
 */
const ESTIMATE_TTL_MS = 10_000;
const ESTIMATES_KEPT = 1000;
const estimates = new Map<string, { rows: number; until: number }>();

/** Forgets every kept estimate (tests that change a table's size and want the planner asked again). */
export function forgetEstimates(): void {
  estimates.clear();
}

/** The planner's row estimate of the list's FROM and filter (no row is read). */
async function plannedRows(db: Executor, source: ListSource, where: SQL | undefined): Promise<number> {
  const query = () => source.from({ one: sql`1` }).where(where);
  // A named source is keyed by its name and filter alone: its FROM is not built again for the key.
  const { sql: text, params } = source.shape ? renderedSql(where) : (query().toSQL() as { sql: string; params: unknown[] });
  const key = `${source.shape ?? ''}\u0000${text}\u0000${JSON.stringify(params, (_name, value: unknown) => (typeof value === 'bigint' ? String(value) : value))}`;
  const kept = estimates.get(key);
  if (kept && kept.until > Date.now()) return kept.rows;
  const plan = await db.execute(sql`explain (format json) ${query()}`);
  const planRows = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const json = Object.values(planRows[0] ?? {})[0];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: { 'Plan Rows': number } }[];
  const rows = Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
  if (estimates.size >= ESTIMATES_KEPT) estimates.clear();
  estimates.set(key, { rows, until: Date.now() + ESTIMATE_TTL_MS });
  return rows;
}

/** Past this many planned rows the count is not even capped-counted: the estimate is far beyond the exact range. */
const SURELY_LARGE = EXACT_COUNT_LIMIT * 10;

/**
 * Exact up to the limit by counting at most limit + 1 rows; past it the planner's estimate. When the planner
 * already expects ten times the limit (a million parts, no filter) the capped count is skipped altogether.
 */
async function countOf(db: Executor, source: ListSource, where: SQL | undefined): Promise<{ total: number; estimated: boolean }> {
  const planned = await plannedRows(db, source, where);
  if (planned >= SURELY_LARGE) return { total: planned, estimated: true };
  // A constant, not the item's columns: subqueries in the selection would run for every counted row.
  const [counted] = await runPrepared<{ n: number }>(db, source.shape, 'count', where, (condition) =>
    db.select({ n: sql<number>`count(*)::int` }).from(
      source
        .from({ one: sql`1` })
        .where(condition)
        .limit(EXACT_COUNT_LIMIT + 1)
        .as('capped'),
    ),
  );
  const exact = counted?.n ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };
  return { total: Math.max(planned, EXACT_COUNT_LIMIT + 1), estimated: true };
}

/** Past this offset a page jumped to by number finds its ids on the narrow index first, then reads only those rows. */
const DEFERRED_JOIN_OFFSET = 1000;

function cursorOf(row: Keyed | undefined, definition: ListDefinition, order: Order, idField: string): string | null {
  if (!row) return null;
  const id = row[idField];
  return encodeCursor(order.isId ? id : row.__key, id);
}

/**
 * One page of a list. Walking page by page sends the neighbour's cursor (`after`/`before`) and reads by
 * keyset, so page 50,000 costs what page 2 does; `last` reads the end backwards; a page jumped to by
 * number falls back to OFFSET. `idField` names the id in the selected rows.
 */
export async function listPage<T extends Keyed>(
  db: Executor,
  definition: ListDefinition,
  source: ListSource,
  request: ListRequest,
  idField: string,
): Promise<ListResponse<T>> {
  markListAnswer();
  const order = orderOf(definition, request.sort);
  // No promise to wait for when nothing is searched (most pages).
  const filter = and(request.where, request.search?.trim() ? await searchCondition(db, definition, request.search) : undefined);
  const key = (order.isId ? definition.id : order.key) as SortKey;
  const counting = countOf(db, source, filter);
  // Started beside the page's query: if that one fails first (a cut connection), this one's failure must not go
  // unhandled and take the process down; it is still awaited below.
  counting.catch(() => undefined);
  const { pageSize } = request;
  // One page's rows: built once per shape of a named source, then bound (prepared-lists.ts).
  const rows = (mode: string, condition: SQL | undefined, direction: Direction, offset = 0) =>
    runPrepared<T>(
      db,
      source.shape,
      `${mode}:${request.sort?.field ?? ''}:${direction}`,
      condition,
      (where, held) =>
        keyed(source, key)
          .where(where)
          .orderBy(...orderBy(definition, order, direction))
          .limit(held ? sql.placeholder('limit') : pageSize)
          .offset(held ? sql.placeholder('offset') : offset),
      { limit: pageSize, offset },
    );
  let items: T[];
  const backwards = Boolean(request.before) || request.last === 'true';
  if (request.after || request.before) {
    const [value, id] = decodeCursor((request.after ?? request.before)!);
    const direction = request.after ? order.direction : flip(order.direction);
    items = await rows('keyset', and(filter, afterKey(definition, order, direction, value, id)), direction);
  } else if (request.last === 'true') {
    // The end read backwards, beside the count (not after it): a full page, then only as many rows as the last
    // offset page holds once the exact total is known (an estimated total has no exact last page: a full one).
    const [reversed, { total, estimated }] = await Promise.all([rows('page', filter, flip(order.direction)), counting]);
    items = !estimated && total % pageSize ? reversed.slice(0, total % pageSize) : reversed;
  } else {
    const offset = (request.page - 1) * pageSize;
    // Deep pages: the offset walks (key, id) alone, then only the page's rows are read with their columns.
    items =
      offset > DEFERRED_JOIN_OFFSET
        ? await keyed(source, key)
            .where(
              inArray(
                definition.id,
                source
                  .from({ id: definition.id })
                  .where(filter)
                  .orderBy(...orderBy(definition, order))
                  .limit(pageSize)
                  .offset(offset),
              ),
            )
            .orderBy(...orderBy(definition, order))
        : await rows('page', filter, order.direction, offset);
  }
  if (backwards) items.reverse();
  const { total, estimated } = await counting;
  const position = request.last === 'true' ? Math.max(1, Math.ceil(total / pageSize)) : request.page;
  const hasNext = request.last !== 'true' && (backwards || items.length === pageSize) && position * pageSize < total;
  return {
    items: items.map(({ __key: _key, ...item }) => item as T),
    total,
    ...(estimated ? { estimated } : {}),
    next: hasNext ? cursorOf(items.at(-1), definition, order, idField) : null,
    prev: position > 1 ? cursorOf(items[0], definition, order, idField) : null,
  };
}

/** Every row of the list in its order, in batches by keyset: exports never hold the whole list. */
export async function* listRows<T extends Keyed>(
  db: Executor,
  definition: ListDefinition,
  source: ListSource,
  request: Omit<ListRequest, keyof PageRequest>,
  idField: string,
  batchSize = 2000,
): AsyncGenerator<T[]> {
  const order = orderOf(definition, request.sort);
  const filter = and(request.where, await searchCondition(db, definition, request.search));
  const key = (order.isId ? definition.id : order.key) as SortKey;
  let last: Keyed | undefined;
  for (;;) {
    const after = last ? afterKey(definition, order, order.direction, order.isId ? last[idField] : last.__key, last[idField]) : undefined;
    const batch: Keyed[] = await keyed(source, key)
      .where(and(filter, after))
      .orderBy(...orderBy(definition, order))
      .limit(batchSize);
    if (batch.length) {
      last = batch[batch.length - 1];
      yield batch.map(({ __key: _key, ...item }) => item as T);
    }
    if (batch.length < batchSize) return;
  }
}

/** An equality filter that ignores undefined values: `where: and(...filters(...))`. */
export function equalsWhere(pairs: [AnyPgColumn, unknown][]): SQL | undefined {
  return and(...pairs.filter(([, value]) => value !== undefined).map(([column, value]) => eq(column, value)));
}
