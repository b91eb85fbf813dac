const RFC_VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/**
 * Appends the SAT check character to an 11- (company) or 12-character (person) RFC body, so demo
 * RFCs pass the real validation.
 */
export function rfcWithCheckCharacter(body: string): string {
  const base = body.toUpperCase().padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += RFC_VALUES.indexOf(base[i]!) * (13 - i);
  const rest = 11 - (sum % 11);
  const check = rest === 11 ? '0' : rest === 10 ? 'A' : String(rest);
  return `${body.toUpperCase()}${check}`;
}
