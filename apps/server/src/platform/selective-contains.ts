import { and, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern, type Database } from '@portal/db';

/**
 * "Contains this term" over a large table, answered by its trigram index without merging the posting lists of the
 * term's common words (decision 0181). `search_text like '%perno serie 42%'` makes PostgreSQL's GIN scan intersect the
 * trigrams of every word; those of "serie" list all of a million parts, so the scan reads them all, although the
 * rows with "perno " and " 42" are a fraction of a percent. Here the words are weighed against the table's own
 * statistics (the planner's sample of the column, `pg_stats`), only the uncommon ones go to the index, and the whole
 * term is checked on those candidates: the same rows, without the common words' lists.
 */

/** A table whose planner's sample is kept: its estimated rows, and its sample of the column with each value's share. */
interface Sample {
  rows: number;
  values: { text: string; share: number }[];
  until: number;
}

const SAMPLE_TTL_MS = 10 * 60_000;
const samples = new Map<string, Promise<Sample>>();

/** Below this many rows a plain contains is cheap whatever the term: no statistics are read. */
const LARGE_TABLE_ROWS = 50_000;
/** A three-letter run found in more than this share of the sample is common: it is left out of the index scan. */
const COMMON_SHARE = 1 / 3;
/** The uncommon words must narrow the table to this share, or the plain condition is kept. */
const NARROW_SHARE = 0.01;

async function readSample(db: Pick<Database, 'execute'>, table: string, column: string): Promise<Sample> {
  const result = await db.execute(sql`
    select c.reltuples::float8 as rows, s.most_common_vals::text::text[] as common, s.most_common_freqs::float8[] as freqs,
           s.histogram_bounds::text::text[] as bounds
    from pg_class c left join pg_stats s on s.schemaname = current_schema() and s.tablename = c.relname and s.attname = ${column}
    where c.oid = to_regclass(${table})`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    rows: number | null;
    common: string[] | null;
    freqs: number[] | null;
    bounds: string[] | null;
  }[];
  const row = rows[0];
  const common = (row?.common ?? []).map((text, i) => ({ text, share: row?.freqs?.[i] ?? 0 }));
  const rest = 1 - common.reduce((sum, value) => sum + value.share, 0);
  const bounds = row?.bounds ?? [];
  const values = [...common, ...bounds.map((text) => ({ text, share: rest / bounds.length }))];
  return { rows: Number(row?.rows ?? 0), values, until: Date.now() + SAMPLE_TTL_MS };
}

/** The planner's sample of `table.column`, read once per ten minutes (statistics change only with ANALYZE). */
async function sampleOf(db: Pick<Database, 'execute'>, table: string, column: string): Promise<Sample> {
  const key = `${table}.${column}`;
  const kept = samples.get(key);
  if (kept && (await kept).until > Date.now()) return kept;
  const reading = readSample(db, table, column);
  samples.set(key, reading);
  reading.catch(() => samples.delete(key));
  return reading;
}

/**
 * The term's words as they must appear: "perno serie 42" → "perno ", " serie ", " 42" (a word inside the term has a
 * space on each side, the first and last only on their inner side). Each is contained in every text that contains the
 * term. Empty for a single word.
 */
export function termPieces(term: string): string[] {
  const words = term.split(' ');
  if (words.length < 2) return [];
  return words
    .map((word, i) => `${i > 0 ? ' ' : ''}${word}${i < words.length - 1 ? ' ' : ''}`)
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece));
}

/**
 * The three-letter runs of a text's letters and digits (the trigrams pg_trgm takes from inside its words), and at each
 * edge of a word the term shows, the separator with the word's first or last two letters ("bp-" and "-00" in
 * "bp-0004217"): pg_trgm pads a word there, so its edge trigrams ("bp ", " 00") are read too.
 */
function windowsOf(text: string): string[] {
  const windows: string[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const [run] = match;
    for (let i = 0; i + 3 <= run.length; i += 1) windows.push(run.slice(i, i + 3));
    const before = text[match.index - 1];
    const after = text[match.index + run.length];
    if (before) windows.push(before + run.slice(0, 2));
    if (after) windows.push(run.slice(-2) + after);
  }
  return windows;
}

/** At most this many pieces go to the index: each is uncommon, so its list is short. */
const MOST_PIECES = 3;

/**
 * The pieces of the term to give the index, or undefined when the plain condition is as good. A piece is a word of a
 * multi-word term or a three-letter run of any word ("bp-0004217" → "004", "042", "421", "217"); it may go to the index
 * only when none of its runs is common in the sample (those are what make the scan read whole lists). The rarest such
 * pieces are taken, up to three, and must narrow the table to 1% (pieces of one word count once: they go together).
 */
export function uncommonPieces(sample: Pick<Sample, 'values'>, term: string): string[] | undefined {
  if (!sample.values.length) return undefined;
  const floor = 1 / (sample.values.length + 1);
  const shareOf = (piece: string) =>
    Math.max(
      floor,
      sample.values.reduce((sum, value) => (value.text.includes(piece) ? sum + value.share : sum), 0),
    );
  const common = new Set(windowsOf(term).filter((window) => shareOf(window) > COMMON_SHARE));
  // No common run: the plain condition reads no long list.
  if (!common.size) return undefined;
  const words = term.split(' ');
  const pieces = [
    ...termPieces(term).map((piece, i) => ({ piece, word: i })),
    ...words.flatMap((word, i) => windowsOf(word).map((piece) => ({ piece, word: i }))),
  ].filter(({ piece }) => !windowsOf(piece).some((window) => common.has(window)));
  const chosen = [...new Map(pieces.map((p) => [p.piece, { ...p, share: shareOf(p.piece) }])).values()]
    .sort((a, b) => a.share - b.share || b.piece.length - a.piece.length)
    // A run inside a word already taken adds nothing.
    .filter((p, i, all) => !all.slice(0, i).some((q) => q.piece.includes(p.piece)))
    .slice(0, MOST_PIECES);
  const byWord = new Map<number, number>();
  for (const { word, share } of chosen) byWord.set(word, Math.min(byWord.get(word) ?? 1, share));
  const narrowed = [...byWord.values()].reduce((product, share) => product * share, 1);
  return chosen.length && narrowed <= NARROW_SHARE ? chosen.map(({ piece }) => piece) : undefined;
}

/** How a source looks for a folded term in its folded text column. */
export interface ContainsPlan {
  /** The condition for the index: the whole term, or only its uncommon words. */
  candidates: SQL;
  /** When only some words went to the index: the whole term, to check on the candidates (never given to the index). */
  recheck?: (text: SQL | AnyPgColumn) => SQL;
}

/**
 * `text contains term` for `column` of `table` (the folded search text with its trigram index, the term folded as it
 * is): on a large table with statistics, the uncommon words to the index and the whole term checked after.
 */
export async function containsPlan(db: Pick<Database, 'execute'>, table: string, column: AnyPgColumn, term: string): Promise<ContainsPlan> {
  const whole = sql`${column} like ${containsPattern(term)}`;
  if (windowsOf(term).length < 2) return { candidates: whole };
  const sample = await sampleOf(db, table, column.name);
  const pieces = sample.rows >= LARGE_TABLE_ROWS ? uncommonPieces(sample, term) : undefined;
  if (!pieces) return { candidates: whole };
  return {
    candidates: and(...pieces.map((piece) => sql`${column} like ${containsPattern(piece)}`))!,
    // strpos, not like: the planner cannot hand it to the trigram index, which would merge every word's list again.
    recheck: (text) => sql`strpos(${text}, ${term}) > 0`,
  };
}

/**
 * `column contains term` as one condition on the rows of `column`'s table, `id` its key: the plain contains, or, when
 * only the uncommon words go to the index, `id = any(array(select id ... where <words> and <whole term>))`. The
 * matching ids are gathered first on purpose: beside an order and a limit (a list's page, the search box's first
 * hits), the few candidates were planned as a walk of the whole table in that order, hoping to meet a match early,
 * and a term with no match read every row (357 ms on a million parts). The words narrow the table to at most 1%.
 */
export async function containsCondition(db: Pick<Database, 'execute'>, column: AnyPgColumn, id: AnyPgColumn, term: string): Promise<SQL> {
  const plan = await containsPlan(db, getTableName(column.table), column, term);
  if (!plan.recheck) return plan.candidates;
  return sql`${id} = any(array(select ${id} from ${column.table} where ${and(plan.candidates, plan.recheck(column))}))`;
}

/** Forgets the kept samples (tests that analyze a table). */
export function forgetSamples(): void {
  samples.clear();
}
