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
  type RuleSetting,
} from './audit-rule-kit.ts';

type Found = ReturnType<typeof finding>;

/** Previo types that look at part of the merchandise: their totals are not expected to match the pedimento's. */
const PARTIAL_PREVIOS = new Set(['parcial', 'muestreo']);

/** The 551 items by part number: first item (and its unit price), commercial quantity added up, origin countries. */
export function itemsByPart(input: AuditInput) {
  const items = new Map<string, { numero: number; precio: string | null; cantidad: number; conCantidad: boolean; paises: Set<string> }>();
  for (const p of input.partidas) {
    const key = partKey(p.codigoProducto);
    if (!key) continue;
    const item = items.get(key) ?? {
      numero: p.numero,
      precio: p.precioUnitario ?? null,
      cantidad: 0,
      conCantidad: false,
      paises: new Set<string>(),
    };
    item.cantidad += toUnits(p.cantidadUmc);
    item.conCantidad ||= p.cantidadUmc !== null && p.cantidadUmc !== undefined;
    const pais = countryOf(p.paisOrigen);
    if (pais) item.paises.add(pais);
    items.set(key, item);
  }
  return items;
}

/** The previos' lines by part number (a line without one stands alone), physical and invoice quantities added up. */
function previoGroups(input: AuditInput) {
  const groups = new Map<
    string,
    { parte: string | null; label: string; fisica: number; factura: number; paises: [string, string | null][] }
  >();
  for (const previo of input.previos ?? []) {
    previo.lineas.forEach((line, i) => {
      const key = partKey(line.numeroParte) ?? `#${previo.folio}.${i + 1}`;
      const label = line.numeroParte?.trim() || `${previo.folio}.${i + 1}`;
      const group = groups.get(key) ?? { parte: partKey(line.numeroParte), label, fisica: 0, factura: 0, paises: [] };
      group.fisica += toUnits(line.cantidadFisica);
      group.factura += toUnits(line.cantidadFactura);
      const fisico = countryOf(line.paisOrigenFisico);
      if (fisico) group.paises.push([fisico, countryOf(line.paisOrigenFactura)]);
      groups.set(key, group);
    });
  }
  return groups;
}

/** The previos' weight: each previo's total, or its lines' weights when it has no total. */
function previoWeight(input: AuditInput): number {
  return (input.previos ?? []).reduce((sum, p) => {
    if (p.pesoTotal !== null && p.pesoTotal.trim() !== '') return sum + toUnits(p.pesoTotal);
    return sum + p.lineas.reduce((s, l) => s + toUnits(l.peso), 0);
  }, 0);
}

/**
 * B4 three-way match: the previo's physical data against its invoice data and the M3 551 items. Physical vs
 * invoice quantity per part; physical vs 551 commercial quantity per part (or in total when parts cannot be
 * matched); parts found but not declared and declared but not found; origin countries; the weight against the
 * 501 gross weight. Quantities and weight within the rule's tolerance. A partial or sample previo is compared
 * only line by line (its totals are not the pedimento's).
 */
export const tresVias: Rule = (input, _context, setting) => {
  if (!input.previos?.length) return [];
  const severidad = setting.severidad ?? 'error';
  const tolerance = setting.tolerancia ?? DEFAULT_TOLERANCE;
  const complete = input.previos.every((p) => !PARTIAL_PREVIOS.has(p.tipoPrevio ?? ''));
  const items = itemsByPart(input);
  const groups = previoGroups(input);
  const matchByPart = items.size > 0 && [...groups.values()].some((g) => g.parte !== null);
  const out: Found[] = [];
  const add = (clave: string, values: Parameters<typeof finding>[2]) => out.push(finding(`audits.messages.${clave}`, severidad, values));
  for (const group of groups.values()) {
    const item = group.parte ? items.get(group.parte) : undefined;
    const partida = item?.numero ?? null;
    if (!withinTolerance(group.fisica, group.factura, tolerance)) {
      add('tresViasFactura', {
        partida,
        campo: 'previo.cantidadFactura',
        valorPresente: `${group.label}: ${fromUnits(group.fisica)}`,
        valorEsperado: `${group.label}: ${fromUnits(group.factura)}`,
      });
    }
    for (const [fisico, factura] of new Map(group.paises)) {
      if (factura && factura !== fisico) {
        add('tresViasPaisFactura', {
          partida,
          campo: 'previo.paisOrigenFactura',
          valorPresente: `${group.label}: ${fisico}`,
          valorEsperado: factura,
        });
      }
      if (item && item.paises.size && !item.paises.has(fisico)) {
        add('tresViasPais', {
          partida,
          campo: '551.21',
          valorPresente: `${group.label}: ${fisico}`,
          valorEsperado: [...item.paises].join('/'),
        });
      }
    }
    if (!matchByPart || !group.parte) continue;
    if (!item) add('tresViasParte', { campo: '551.18', valorPresente: group.label });
    else if (complete && item.conCantidad && !withinTolerance(group.fisica, item.cantidad, tolerance)) {
      add('tresViasM3', {
        partida,
        campo: '551.11',
        valorPresente: `${group.label}: ${fromUnits(group.fisica)}`,
        valorEsperado: `${group.label}: ${fromUnits(item.cantidad)}`,
      });
    }
  }
  if (complete) out.push(...completeChecks(input, items, groups, matchByPart, severidad, tolerance));
  return out;
};

/** What only a complete previo can tell: items not found, totals when parts cannot be matched, the weight. */
function completeChecks(
  input: AuditInput,
  items: ReturnType<typeof itemsByPart>,
  groups: ReturnType<typeof previoGroups>,
  matchByPart: boolean,
  severidad: NonNullable<RuleSetting['severidad']>,
  tolerance: number,
): Found[] {
  const out: Found[] = [];
  if (matchByPart) {
    const seen = new Set([...groups.values()].map((g) => g.parte));
    for (const p of input.partidas) {
      const key = partKey(p.codigoProducto);
      if (key && !seen.has(key) && items.get(key)?.numero === p.numero) {
        out.push(
          finding('audits.messages.tresViasNoFisica', severidad, { partida: p.numero, campo: '551.18', valorPresente: p.codigoProducto }),
        );
      }
    }
  } else if (input.partidas.some((p) => p.cantidadUmc !== null && p.cantidadUmc !== undefined)) {
    const fisica = [...groups.values()].reduce((sum, g) => sum + g.fisica, 0);
    const comercial = input.partidas.reduce((sum, p) => sum + toUnits(p.cantidadUmc), 0);
    if (!withinTolerance(fisica, comercial, tolerance)) {
      out.push(
        finding('audits.messages.tresViasTotal', severidad, {
          campo: '551.11',
          valorPresente: fromUnits(fisica),
          valorEsperado: fromUnits(comercial),
        }),
      );
    }
  }
  const peso = previoWeight(input);
  const bruto = toUnits(input.pedimento.pesoBruto);
  if (peso > 0 && bruto > 0 && !withinTolerance(peso, bruto, tolerance)) {
    out.push(
      finding('audits.messages.tresViasPeso', severidad, {
        campo: '501.17',
        valorPresente: fromUnits(peso),
        valorEsperado: fromUnits(bruto),
      }),
    );
  }
  return out;
}
