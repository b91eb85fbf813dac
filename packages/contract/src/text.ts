import { z } from 'zod';

/** Control characters other than tab and line breaks; never legitimate in form text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Markup or script-looking text (`<script`, `<img`, `</`, `javascript:`) in a plain-text field. */
const MARKUP = /<\s*\/?\s*[a-z!?]|javascript:/i;

/** Control characters other than tab and line breaks (a NUL byte, an escape...): refused in any input. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

export function isPlainText(value: string): boolean {
  return !CONTROL_CHARS.test(value) && !MARKUP.test(value);
}

/** A trimmed plain-text field: refuses control characters and markup with 'problem.unsafeText'. */
export function plainText(max: number) {
  return z
    .string({ message: 'validation.invalidType' })
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .refine(isPlainText, { message: 'problem.unsafeText' });
}

/**
 * Case- and accent-insensitive form of a text for search: lower case without diacritics (á → a, ñ → n). The
 * database side is `normalizedSql` in @portal/db; both map the Spanish accented letters the same way.
 */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Compares two texts by their search form, then as they are: the order of options lists. */
export function compareSearchText(a: string, b: string): number {
  const na = normalizeSearchText(a);
  const nb = normalizeSearchText(b);
  if (na !== nb) return na < nb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
