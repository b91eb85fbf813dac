const TYPED = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;
const ISO = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/;

/**
 * A day typed by hand, as DD/MM/yyyy (also with `-` or `.`, one-digit day or month) or as `YYYY-MM-DD` (pasted), to
 * `YYYY-MM-DD`; null for anything else, a day that does not exist (31/02/2026) or a year not yet typed in full, so a
 * half-typed "28/11/202" is never taken for the year 202.
 */
export function parseTypedDate(text: string): string | null {
  const typed = TYPED.exec(text);
  const iso = typed ? null : ISO.exec(text);
  const parts = typed ? [typed[3], typed[2], typed[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local `YYYY-MM-DDTHH:mm` of an ISO instant (what `DateTimeField` carries), in the user's zone; empty for none. */
export function localDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ISO instant of a local `YYYY-MM-DDTHH:mm` from `DateTimeField`; null for none. */
export function instantOf(local: string): string | null {
  return local ? new Date(local).toISOString() : null;
}
