import { formatDateTime, formatDay } from '../../../shared/format/date.ts';

/** A day as the databases send it: a bare date, or midnight UTC (a `date` column, or `date_trunc` of a UTC instant). */
const DAY = /^\d{4}-\d{2}-\d{2}(T00:00:00(\.0+)?(Z|\+00:00))?$/;

/**
 * One value of a query's row as people read it: a `fecha` column as DD/MM/yyyy (with the time in the user's zone when
 * it has one), anything else as it came. Numbers stay as they came in tables (an id or a year is a number too); the
 * charts format their measures themselves.
 */
export function cellText(value: unknown, tipo: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (tipo === 'fecha' && typeof value === 'string') {
    if (DAY.test(value)) return formatDay(value);
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return formatDateTime(instant);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A column's name as a heading: `valor_aduana` → "Valor aduana" (the query's own names are the only labels). */
export function columnLabel(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words ? words[0]!.toLocaleUpperCase() + words.slice(1) : name;
}

/** Whether every measure of every row is a whole number (counts): the chart's axis then ticks 0, 1, 2, never 0.5. */
export function allWhole(rows: Record<string, unknown>[], measures: string[]): boolean {
  return rows.every((row) => measures.every((name) => Number.isInteger(row[name])));
}
