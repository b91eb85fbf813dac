/**
 * A stored instant as the API answers it: ISO 8601 in UTC with milliseconds (`2026-11-29T00:28:13.731Z`).
 *
 * The database hands `timestamp with time zone` columns read in `mode: 'string'` as PostgreSQL prints them, in the
 * session's time zone (`2026-11-29 00:28:13.731+00` on UTC sessions); other columns come as `Date`. The UTC text is
 * rewritten by position (a list page converts some twenty of them: parsing each into a `Date` cost about ten times
 * as much); any other shape (another offset, a `Date`, a number) goes through `Date`. Rows read as `Record<string,
 * unknown>` pass their values as they are.
 */
export function isoInstant(value: unknown): string {
  if (typeof value === 'string' && value.length >= 22 && value.length <= 26 && value[10] === ' ' && value.endsWith('+00')) {
    const fraction = value.length === 22 ? '.000' : value.slice(19, -3).padEnd(4, '0');
    if (fraction[0] === '.') return `${value.slice(0, 10)}T${value.slice(11, 19)}${fraction}Z`;
  }
  const date = value instanceof Date ? value : new Date(value as string | number);
  return date.toISOString();
}

/** `isoInstant`, with no value (null or undefined) answered as null. */
export function isoInstantOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : isoInstant(value);
}
