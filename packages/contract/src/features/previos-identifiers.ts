/**
 * The one validator of transport identifiers on a previo (docs/decisions/0100-previos.md): a master air waybill
 * (IATA: 3-digit airline prefix, 7-digit serial, check digit = serial mod 7) and a container number (ISO 6346:
 * owner code, category, 6-digit serial, check digit). The algorithms are a few lines each; the npm packages that
 * do it are unmaintained and untyped, so they are written here and tested against published examples.
 */

export type TransportIdKind = 'airWaybill' | 'container' | 'other';

export interface TransportIdCheck {
  kind: TransportIdKind;
  /** The value as stored: upper case, without spaces and dashes for air waybills and containers. */
  normalized: string;
  /** False only when the value is an air waybill or a container whose check digit is wrong. */
  isValid: boolean;
}

const AIR_WAYBILL = /^\d{11}$/;
const CONTAINER = /^[A-Z]{3}[UJZR]\d{7}$/;

/** ISO 6346 letter values: A=10, then skipping multiples of 11 (11, 22, 33). */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

export function isContainerNumberValid(value: string): boolean {
  if (!CONTAINER.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const ch = value[i]!;
    const digit = i < 4 ? letterValue(ch) : Number(ch);
    sum += digit * 2 ** i;
  }
  return (sum % 11) % 10 === Number(value[10]);
}

export function isAirWaybillValid(value: string): boolean {
  if (!AIR_WAYBILL.test(value)) return false;
  return Number(value.slice(3, 10)) % 7 === Number(value[10]);
}

/**
 * Tells what a guide or container number is and whether its check digit holds. Eleven digits (with optional
 * spaces or dashes: `139-12345675`) are an air waybill; four letters and seven digits a container; anything
 * else (a sea bill of lading, a courier guide) has no check digit to verify.
 */
export function checkTransportId(raw: string): TransportIdCheck {
  const compact = raw.trim().toUpperCase().replace(/[\s-]/g, '');
  if (AIR_WAYBILL.test(compact)) return { kind: 'airWaybill', normalized: compact, isValid: isAirWaybillValid(compact) };
  if (/^[A-Z]{4}\d{7}$/.test(compact)) return { kind: 'container', normalized: compact, isValid: isContainerNumberValid(compact) };
  return { kind: 'other', normalized: raw.trim(), isValid: true };
}
