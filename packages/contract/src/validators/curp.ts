// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- declares the package for every workspace that compiles contract
/// <reference path="./validate-curp.d.ts" />
import validateCurp from 'validate-curp';
import { isCalendarDateYYMMDD } from './calendar.ts';

export type CurpProblem = 'format' | 'date' | 'checkDigit';

export function normalizeCurp(value: string): string {
  return value.trim().toUpperCase().replace(/\s/g, '');
}

/**
 * Why a CURP is not valid, or null: 18 characters in RENAPO's structure, a real birth date, a state code and the
 * check digit (`validate-curp`). Its date check parses with `new Date`, which lets 30 February pass, so the
 * calendar is checked here too. Its list of forbidden words is not applied: RENAPO replaces such words in issued
 * CURPs, so a CURP that shows one is still genuine.
 */
export function curpProblem(value: string): CurpProblem | null {
  const curp = normalizeCurp(value);
  if (curp.length !== 18) return 'format';
  const result = validateCurp(curp);
  const errors = (result.errors ?? []).filter((e) => e !== 'FORBIDDEN_WORD');
  if (errors.includes('INVALID_FORMAT') || errors.includes('INVALID_STATE')) return 'format';
  if (errors.includes('INVALID_DATE') || !isCalendarDateYYMMDD(curp.slice(4, 10))) return 'date';
  if (errors.includes('INVALID_CHECK_DIGIT')) return 'checkDigit';
  return null;
}

export function isValidCurp(value: string): boolean {
  return curpProblem(value) === null;
}
