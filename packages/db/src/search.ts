import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Accent- and case-insensitive text for search, in SQL that PostgreSQL 15 and PGlite both have (no `unaccent`
 * extension: PGlite does not ship it by default and it is not immutable, so it cannot feed a generated column).
 * `lower` leaves non-ASCII capitals alone under the C locale, so both cases of each accented letter are mapped.
 * Keep in step with `normalizeSearchText` in @portal/contract.
 */
export const ACCENTED = 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
export const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc';

/** `translate(lower(expr), accented, plain)`: usable in generated columns, indexes and WHERE clauses. */
export function normalizedSql(expr: SQLWrapper | SQL): SQL {
  return sql`translate(lower(${expr}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${UNACCENTED}'`)})`;
}

/** The LIKE pattern of a normalised term: `%term%` with `%`, `_` and `\` taken literally. */
export function containsPattern(normalizedTerm: string): string {
  return `%${normalizedTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A row's searchable columns as one folded text, `normalizedSql(coalesce(a, '') || ' ' || coalesce(b, '') ...)`:
 * the expression of a trigram index (`<table>_search_trgm`, migration 0021), so `foldedText(...) like '%term%'`
 * is answered by the index. Write the index with the same columns in the same order, or the planner will not match it.
 */
export function foldedText(...columns: SQLWrapper[]): SQL {
  return normalizedSql(
    sql.join(
      columns.map((column) => sql`coalesce(${column}, '')`),
      sql` || ' ' || `,
    ),
  );
}
