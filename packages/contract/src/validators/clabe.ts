import { clabe } from 'clabe-validator';

export type ClabeProblem = 'format' | 'checkDigit' | 'bank';

/**
 * Why a CLABE (18-digit interbank account number) is not valid, or null: 18 digits, the check digit, and a bank
 * and city code that exist, all as `clabe-validator` computes them.
 */
export function clabeProblem(value: string): ClabeProblem | null {
  const digits = value.trim();
  if (!/^\d{18}$/.test(digits)) return 'format';
  if (clabe.computeChecksum(digits.slice(0, 17)) !== Number(digits.slice(17))) return 'checkDigit';
  return clabe.validate(digits).ok ? null : 'bank';
}

export function isValidClabe(value: string): boolean {
  return clabeProblem(value) === null;
}
