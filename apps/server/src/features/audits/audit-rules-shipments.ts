import {
  countryOf,
  DEFAULT_TOLERANCE,
  finding,
  fromUnits,
  partKey,
  toUnits,
  withinTolerance,
  type AuditInput,
  type Rule,
} from './audit-rule-kit.ts';
import { itemsByPart } from './audit-rules-match.ts';

type Found = ReturnType<typeof finding>;
type Factura = AuditInput['facturas'][number];
type Linea = NonNullable<AuditInput['envioLineas']>[number];

const upper = (value: string | null | undefined) => value?.trim().toUpperCase() || null;
const cents = (value: number) => Math.round(value * 100);

/** USD per unit of the invoice's currency, from its own 505 values (USD itself is 1). */
function usdPerUnit(f: Factura): number | null {
  if (upper(f.moneda) === 'USD') return 1;
  const usd = Number(f.valorUsd);
  const moneda = Number(f.valorMoneda);
  return f.valorUsd && f.valorMoneda && moneda > 0 && usd > 0 ? usd / moneda : null;
}

/** Currency, incoterm and value of one 505 invoice against its shipment lines. */
function invoiceChecks(f: Factura, lines: Linea[], severidad: Found['severidad'], tolerance: number): Found[] {
  const out: Found[] = [];
  const numero = f.numero?.trim() ?? '';
  for (const [campo, clave, declared, shipped] of [
    ['505.6', 'facturaEnvioMoneda', upper(f.moneda), new Set(lines.map((l) => upper(l.moneda)))],
    ['505.5', 'facturaEnvioIncoterm', upper(f.incoterm), new Set(lines.map((l) => upper(l.incoterm)))],
  ] as const) {
    for (const value of shipped) {
      if (declared && value && value !== declared) {
        out.push(finding(`audits.messages.${clave}`, severidad, { campo, valorPresente: `${declared} (${numero})`, valorEsperado: value }));
      }
    }
  }
  if (f.valorMoneda !== null && f.valorMoneda !== undefined && f.valorMoneda.trim() !== '') {
    const shippedValue = cents(lines.reduce((sum, l) => sum + Number(l.cantidad) * Number(l.precioUnitario), 0));
    const declaredValue = cents(Number(f.valorMoneda));
    if (!withinTolerance(declaredValue, shippedValue, tolerance)) {
      out.push(
        finding('audits.messages.facturaEnvioValor', severidad, {
          campo: '505.8',
          valorPresente: `${(declaredValue / 100).toFixed(2)} (${numero})`,
          valorEsperado: (shippedValue / 100).toFixed(2),
        }),
      );
    }
  }
  return out;
}

/**
 * The invoices (505) against the vendor-shipment lines of the same invoice number: currency, incoterm and value
 * per invoice; per part, the 551 commercial quantity, origin country and unit price (551.7 is in MXN: the
 * vendor's price times the invoice's USD rate times the pedimento's exchange rate). Quantities, values and prices
 * within the rule's tolerance; a shipped part no item declares is a finding too.
 */
export const facturaEnvio: Rule = (input, _context, setting) => {
  const lines = input.envioLineas ?? [];
  if (!lines.length) return [];
  const severidad = setting.severidad ?? 'warning';
  const tolerance = setting.tolerancia ?? DEFAULT_TOLERANCE;
  const out: Found[] = [];
  const matched: { line: Linea; factura: Factura }[] = [];
  for (const f of input.facturas) {
    const key = partKey(f.numero);
    const own = key ? lines.filter((l) => partKey(l.factura) === key) : [];
    if (!own.length) continue;
    out.push(...invoiceChecks(f, own, severidad, tolerance));
    matched.push(...own.map((line) => ({ line, factura: f })));
  }
  const items = itemsByPart(input);
  const parts = new Map<string, { label: string; cantidad: number; rows: typeof matched }>();
  for (const row of matched) {
    const key = partKey(row.line.numeroParte);
    if (!key) continue;
    const part = parts.get(key) ?? { label: row.line.numeroParte.trim(), cantidad: 0, rows: [] };
    part.cantidad += toUnits(row.line.cantidad);
    part.rows.push(row);
    parts.set(key, part);
  }
  const tipoCambio = Number(input.pedimento.tipoCambio ?? '');
  for (const [key, part] of parts) {
    const item = items.get(key);
    const { label } = part;
    if (!item) {
      out.push(
        finding('audits.messages.facturaEnvioParte', severidad, {
          campo: '551.18',
          valorPresente: label,
          valorEsperado: part.rows[0]!.line.factura,
        }),
      );
      continue;
    }
    const partida = item.numero;
    if (item.conCantidad && !withinTolerance(item.cantidad, part.cantidad, tolerance)) {
      out.push(
        finding('audits.messages.facturaEnvioCantidad', severidad, {
          partida,
          campo: '551.11',
          valorPresente: `${label}: ${fromUnits(item.cantidad)}`,
          valorEsperado: `${label}: ${fromUnits(part.cantidad)}`,
        }),
      );
    }
    for (const pais of new Set(part.rows.map((r) => countryOf(r.line.paisOrigen)))) {
      if (pais && item.paises.size && !item.paises.has(pais)) {
        out.push(
          finding('audits.messages.facturaEnvioPais', severidad, {
            partida,
            campo: '551.21',
            valorPresente: `${label}: ${[...item.paises].join('/')}`,
            valorEsperado: pais,
          }),
        );
      }
    }
    if (!item.precio || !(tipoCambio > 0)) continue;
    const declared = toUnits(item.precio);
    const expected = new Set<number>();
    for (const { line, factura } of part.rows) {
      const rate = usdPerUnit(factura);
      if (rate !== null) expected.add(Math.round(Number(line.precioUnitario) * rate * tipoCambio * 10_000));
    }
    for (const price of expected) {
      if (!withinTolerance(declared, price, tolerance)) {
        out.push(
          finding('audits.messages.facturaEnvioPrecio', severidad, {
            partida,
            campo: '551.7',
            valorPresente: `${label}: ${fromUnits(declared)}`,
            valorEsperado: `${label}: ${(price / 10_000).toFixed(2)}`,
          }),
        );
      }
    }
  }
  return out;
};

/**
 * The file types the digital-records settings mark required, each present in the pedimento's record. Only once
 * the pedimento is paid: its documents are delivered after payment (the pre-audit of an unpaid one skips it).
 */
export const expedienteCompleto: Rule = (input, context, setting) => {
  const paid = input.pedimento.fechaPago;
  if (!paid || paid > (context.hoy ?? new Date().toISOString().slice(0, 10))) return [];
  const present = new Set(input.documentos ?? []);
  return (context.tiposRequeridos ?? [])
    .filter((tipo) => !present.has(tipo))
    .map((tipo) =>
      finding('audits.messages.expedienteCompleto', setting.severidad ?? 'warning', { campo: 'expediente', valorEsperado: tipo }),
    );
};
