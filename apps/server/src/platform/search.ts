import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuunc';

/** Lower-cased and without accents, in SQL (the same in PGlite and PostgreSQL, no extension needed). */
export function foldSql(value: SQL | AnyColumn): SQL {
  return sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;
}

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The list contract's `search`: any of the columns contains the text, ignoring case and accents. */
export function foldedContains(columns: (SQL | AnyColumn)[], text: string): SQL {
  const pattern = `%${escapeLike(foldText(text.trim()))}%`;
  return or(...columns.map((c) => sql`${foldSql(c)} like ${pattern}`))!;
}
