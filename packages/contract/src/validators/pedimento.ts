/**
 * The pedimento number (Anexo 22, field 1): 15 digits printed `YY  AA  PPPP  YNNNNNN` — 2 digits of the
 * validation year, 2 of the customs office of dispatch, 4 of the patent (zero-padded), and 7 whose first is the
 * last digit of the year followed by a 6-digit progressive number. There is no check digit.
 */
export interface PedimentoNumber {
  /** Two-digit year of validation. */
  year: string;
  /** Two-digit customs office of dispatch. */
  aduana: string;
  /** Four-digit patent or authorisation. */
  patente: string;
  /** Seven digits: the year's last digit and the progressive number. */
  numero: string;
}

export type PedimentoNumberIssue =
  | { severity: 'error'; key: 'pedimento.number.format' }
  | { severity: 'error'; key: 'pedimento.number.unknownAduana' | 'pedimento.number.unknownPatente'; value: string }
  | { severity: 'warning'; key: 'pedimento.number.yearDigit'; value: string; expected: string };

const PRINTED = /^\s*(\d{2})\s*(\d{2})\s*(\d{4})\s*(\d{7})\s*$/;

/** Reads a pedimento number typed with or without the printed spacing; null when it is not 15 digits. */
export function parsePedimentoNumber(value: string): PedimentoNumber | null {
  const match = PRINTED.exec(value);
  if (!match) return null;
  return { year: match[1]!, aduana: match[2]!, patente: match[3]!, numero: match[4]! };
}

/** The printed form, two spaces between groups: `24  47  3210  4001234`. */
export function formatPedimentoNumber(number: PedimentoNumber): string {
  return `${number.year}  ${number.aduana}  ${number.patente}  ${number.numero}`;
}

/** The 15 digits as stored. */
export function compactPedimentoNumber(number: PedimentoNumber): string {
  return `${number.year}${number.aduana}${number.patente}${number.numero}`;
}

export interface PedimentoNumberContext {
  aduanaExists?: (aduana: string) => boolean;
  patenteExists?: (patente: string) => boolean;
  /**
   * A consolidated pedimento started the year before, or the original of a rectification: the two cases where
   * Anexo 22 lets the first digit be the previous year's.
   */
  allowPreviousYear?: boolean;
}

/**
 * What is wrong with a pedimento number: the format and unknown customs office or patent are errors; a first
 * digit that is not the year's last digit is a warning (the two exceptions of the rule cannot always be told
 * from the number alone), and none when it is the previous year's and `allowPreviousYear` says so.
 */
export function pedimentoNumberIssues(value: string, context: PedimentoNumberContext = {}): PedimentoNumberIssue[] {
  const number = parsePedimentoNumber(value);
  if (!number) return [{ severity: 'error', key: 'pedimento.number.format' }];
  const issues: PedimentoNumberIssue[] = [];
  if (context.aduanaExists && !context.aduanaExists(number.aduana))
    issues.push({ severity: 'error', key: 'pedimento.number.unknownAduana', value: number.aduana });
  if (context.patenteExists && !context.patenteExists(number.patente))
    issues.push({ severity: 'error', key: 'pedimento.number.unknownPatente', value: number.patente });
  const expected = number.year[1]!;
  const previous = String((Number(expected) + 9) % 10);
  const digit = number.numero[0]!;
  if (digit !== expected && !(context.allowPreviousYear && digit === previous)) {
    issues.push({ severity: 'warning', key: 'pedimento.number.yearDigit', value: digit, expected });
  }
  return issues;
}
