import { curpProblem } from '../validators/curp.ts';
import { rfcProblem } from '../validators/rfc.ts';
import { CONTRIBUCION, FECHA_PAGO } from './layout.ts';
import { isM3Date, m3DateToIso } from './parser.ts';
import type { M3Finding, M3Pedimento, M3Record, M3ReferenceLookup, M3Severity } from './model.ts';

/** A decimal text (`31503.25`) as an integer number of hundredths, exactly; null when it is not a number. */
export function toHundredths(value: string | undefined): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value ?? '');
  if (!match) return null;
  const cents = BigInt(match[2]!) * 100n + BigInt(((match[3] ?? '') + '00').slice(0, 2));
  // Round half up on the third decimal.
  const third = Number((match[3] ?? '').charAt(2) || '0');
  const rounded = third >= 5 ? cents + 1n : cents;
  return match[1] ? -rounded : rounded;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

interface Rule {
  type: string;
  field: number;
  check: keyof M3ReferenceLookup;
  optional?: boolean;
}

/** Fields checked against a reference table, by record type and 1-based field. */
const REFERENCE_RULES: Rule[] = [
  { type: '500', field: 5, check: 'aduanaSeccion' },
  { type: '500', field: 3, check: 'patente' },
  { type: '501', field: 6, check: 'clavePedimento' },
  { type: '501', field: 7, check: 'aduanaSeccion', optional: true },
  { type: '501', field: 18, check: 'medioTransporte', optional: true },
  { type: '501', field: 19, check: 'medioTransporte', optional: true },
  { type: '501', field: 20, check: 'medioTransporte', optional: true },
  { type: '501', field: 29, check: 'pais', optional: true },
  { type: '505', field: 6, check: 'moneda', optional: true },
  { type: '505', field: 9, check: 'pais', optional: true },
  { type: '507', field: 3, check: 'identificador' },
  { type: '554', field: 5, check: 'identificador' },
  { type: '551', field: 12, check: 'unidad', optional: true },
  { type: '551', field: 14, check: 'unidad', optional: true },
  { type: '551', field: 21, check: 'pais', optional: true },
  { type: '551', field: 22, check: 'pais', optional: true },
];

/**
 * Content checks of one pedimento against the reference data and the arithmetic the layout verified on real
 * files: codes exist (customs office and section, key, transport, countries, currencies, units, identifiers),
 * fraction + NICO in force on the payment date, RFC and CURP check characters, the year digit of the number
 * (a warning: two exceptions exist), Σ551.10 = Σ505.7 and DTA and IVA within 1 peso of their computation
 * (warnings).
 */
export function checkPedimentoContent(pedimento: M3Pedimento, lookup: M3ReferenceLookup, fileName: string): M3Finding[] {
  const findings: M3Finding[] = [];
  const add = (
    severity: M3Severity,
    key: string,
    r: M3Record,
    field: number | null,
    value: string | null,
    expected: string | null = null,
  ) => findings.push({ fileName, line: r.line, record: r.type, field, value, expected, severity, key, pedimento: pedimento.numero });
  const of = (type: string) => pedimento.records.filter((r) => r.type === type);
  const payment = of('506').find((r) => r.fields[2] === FECHA_PAGO && isM3Date(r.fields[3] ?? ''));
  const paymentDate = payment ? m3DateToIso(payment.fields[3]!) : null;

  for (const rule of REFERENCE_RULES) {
    const test = lookup[rule.check] as ((code: string) => boolean) | undefined;
    if (!test) continue;
    for (const r of of(rule.type)) {
      const value = r.fields[rule.field - 1] ?? '';
      if (value === '' && rule.optional) continue;
      if (!test.call(lookup, value)) add('error', `m3.findings.unknown.${rule.check}`, r, rule.field, value);
    }
  }
  for (const r of of('551')) {
    const fraccion = r.fields[2] ?? '';
    const nico = r.fields[4] ?? '';
    if (lookup.fraccionNico && !lookup.fraccionNico(fraccion, nico, paymentDate)) {
      add('error', 'm3.findings.fraccionNico', r, 5, `${fraccion}.${nico}`, paymentDate);
    }
  }
  for (const r of of('501')) {
    const rfc = r.fields[8] ?? '';
    if (rfc && rfcProblem(rfc)) add('error', 'm3.findings.rfc', r, 9, rfc);
    for (const field of [8, 10]) {
      const curp = r.fields[field - 1] ?? '';
      if (curp && curpProblem(curp)) add('error', 'm3.findings.curp', r, field, curp);
    }
  }
  if (paymentDate && pedimento.numero.length === 7) {
    const expected = paymentDate.charAt(3);
    if (pedimento.numero.charAt(0) !== expected)
      add('warning', 'm3.findings.yearDigit', pedimento.records[0]!, 4, pedimento.numero.charAt(0), expected);
  }
  checkArithmetic(pedimento, add, of);
  return findings;
}

function checkArithmetic(
  pedimento: M3Pedimento,
  add: (severity: M3Severity, key: string, r: M3Record, field: number | null, value: string | null, expected: string | null) => void,
  of: (type: string) => M3Record[],
): void {
  const items = of('551');
  const invoices = of('505');
  if (items.length > 0 && invoices.length > 0) {
    const itemsUsd = items.reduce((sum, r) => sum + (toHundredths(r.fields[9]) ?? 0n), 0n);
    const invoiceUsd = invoices.reduce((sum, r) => sum + (toHundredths(r.fields[6]) ?? 0n), 0n);
    // One cent per item of rounding is tolerated.
    if (abs(itemsUsd - invoiceUsd) > BigInt(items.length)) {
      add('warning', 'm3.findings.usdSum', invoices[0]!, 7, cents(invoiceUsd), cents(itemsUsd));
    }
  }
  const customsValue = items.reduce((sum, r) => sum + BigInt(/^\d+$/.test(r.fields[7] ?? '') ? r.fields[7]! : '0'), 0n);
  const dtaRate = of('509').find((r) => r.fields[2] === CONTRIBUCION.DTA && r.fields[4] === '7');
  const dta = of('510').find((r) => r.fields[2] === CONTRIBUCION.DTA);
  if (dtaRate && dta && /^\d+$/.test(dta.fields[4] ?? '')) {
    const rate = toHundredths(dtaRate.fields[3]);
    if (rate !== null) {
      // Rate per thousand, in hundredths: DTA = round(value × rate / 1000).
      const expected = (customsValue * rate + 50_000n) / 100_000n;
      if (abs(BigInt(dta.fields[4]!) - expected) > 1n) add('warning', 'm3.findings.dta', dta, 5, dta.fields[4]!, String(expected));
    }
  }
  for (const item of items) {
    const key = (r: M3Record) => r.fields[2] === item.fields[2] && r.fields[3] === item.fields[3];
    const iva = of('557').find((r) => key(r) && r.fields[4] === CONTRIBUCION.IVA);
    const ivaRate = of('556').find((r) => key(r) && r.fields[4] === CONTRIBUCION.IVA);
    if (!iva || !ivaRate || !/^\d+$/.test(iva.fields[6] ?? '') || !/^\d+$/.test(item.fields[7] ?? '')) continue;
    const igi = of('557').find((r) => key(r) && r.fields[4] === CONTRIBUCION.IGI);
    const value = BigInt(item.fields[7]!);
    const base = value * 1000n + BigInt(/^\d+$/.test(igi?.fields[6] ?? '') ? igi!.fields[6]! : '0') * 1000n + value * 8n;
    const rate = toHundredths(ivaRate.fields[5]) ?? 0n;
    // base in thousandths of a peso × rate in hundredths of a percent → pesos, rounded.
    const expected = (base * rate + 5_000_000n) / 10_000_000n;
    if (abs(BigInt(iva.fields[6]!) - expected) > 1n) add('warning', 'm3.findings.iva', iva, 7, iva.fields[6]!, String(expected));
  }
}

function cents(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const v = abs(value);
  return `${sign}${v / 100n}.${String(v % 100n).padStart(2, '0')}`;
}
