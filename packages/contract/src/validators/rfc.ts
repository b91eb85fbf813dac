import { CheckSum, Rfc } from '@nodecfdi/rfc';
import { isCalendarDateYYMMDD } from './calendar.ts';

/** RFC of the general public and of foreign parties (SAT's generic RFCs); valid, but not a taxpayer's own. */
export const RFC_GENERIC = 'XAXX010101000';
export const RFC_FOREIGN = 'XEXX010101000';

export type RfcProblem = 'format' | 'date' | 'checkDigit';

const RFC_SHAPE = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;

/** Upper case without spaces, dashes or dots, the way RFCs are stored. */
export function normalizeRfc(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '');
}

/**
 * Why an RFC is not valid, or null when it is: 12 characters (company) or 13 (person), a real date of
 * incorporation or birth (30 February is refused) and the check character. `@nodecfdi/rfc` checks the shape and
 * the date and computes the check character; the calendar check is repeated here so the reason can be told apart.
 */
export function rfcProblem(value: string): RfcProblem | null {
  const rfc = normalizeRfc(value);
  if (!RFC_SHAPE.test(rfc)) return 'format';
  if (rfc === RFC_GENERIC || rfc === RFC_FOREIGN) return null;
  if (!isCalendarDateYYMMDD(rfc.slice(-9, -3))) return 'date';
  const parsed = Rfc.parseOrNull(rfc);
  if (!parsed) return 'format';
  return parsed.doesCheckSumMatch() ? null : 'checkDigit';
}

export function isValidRfc(value: string): boolean {
  return rfcProblem(value) === null;
}

/** 'company' (persona moral, 12 characters) or 'person' (persona física, 13); null when not a valid RFC. */
export function rfcKind(value: string): 'company' | 'person' | null {
  const rfc = normalizeRfc(value);
  if (rfcProblem(rfc) !== null) return null;
  return rfc.length === 12 ? 'company' : 'person';
}

/**
 * The check character of an RFC given without it (11 characters for a company, 12 for a person), e.g. to build
 * valid demo RFCs: `withRfcCheckCharacter('GODE561231GR')` is 'GODE561231GR8'.
 */
export function rfcCheckCharacter(rfcWithoutCheck: string): string {
  const base = normalizeRfc(rfcWithoutCheck);
  if (!/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{2}$/.test(base)) throw new Error(`Not the first 11 or 12 characters of an RFC: ${rfcWithoutCheck}`);
  return new CheckSum().calculate(`${base}0`);
}

export function withRfcCheckCharacter(rfcWithoutCheck: string): string {
  return `${normalizeRfc(rfcWithoutCheck)}${rfcCheckCharacter(rfcWithoutCheck)}`;
}
