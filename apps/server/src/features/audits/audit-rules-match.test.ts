import { describe, expect, it } from 'vitest';
import type { AuditInput, PrevioLineInput } from './audit-rule-kit.ts';
import { runRules, type AuditContext } from './audit-rules.ts';
import { tresVias } from './audit-rules-match.ts';

const context: AuditContext = { fraccionVigente: () => true, clasificacionParte: () => undefined };

const line = (over: Partial<PrevioLineInput> = {}): PrevioLineInput => ({
  numeroFactura: 'F-1',
  numeroParte: 'P-1',
  cantidadFisica: '100',
  cantidadFactura: '100',
  paisOrigenFisico: 'USA',
  paisOrigenFactura: 'USA',
  peso: null,
  ...over,
});

/** A pedimento of two items (parts P-1 and P-2, 100 and 50 pieces, 120 kg) and a total previo that agrees. */
function input(
  lineas: PrevioLineInput[] = [line(), line({ numeroParte: 'P-2', cantidadFisica: '50', cantidadFactura: '50' })],
  over: Partial<AuditInput> = {},
): AuditInput {
  return {
    pedimento: {
      numero: '262432106000100',
      rfc: 'ALA131011IC8',
      fechaPago: '2026-01-15',
      valorUsd: '1000.00',
      clienteId: 1,
      pesoBruto: '120.000',
    },
    facturas: [{ orden: 1, valorUsd: '1000.00', pais: 'USA', idFiscalProveedor: null, numero: 'F-1' }],
    partidas: [
      { numero: 1, fraccion: '84713001', nico: '00', codigoProducto: 'P-1', paisOrigen: 'USA', cantidadUmc: '100.000' },
      { numero: 2, fraccion: '84713001', nico: '00', codigoProducto: 'P-2', paisOrigen: 'USA', cantidadUmc: '50.000' },
    ],
    m3: [],
    previos: [{ folio: 7, tipoPrevio: 'total', pesoTotal: '120', lineas }],
    ...over,
  };
}

const check = (i: AuditInput, tolerancia: number | null = null) => tresVias(i, context, { activa: true, tolerancia });
const keys = (i: AuditInput, tolerancia: number | null = null) => check(i, tolerancia).map((f) => f.clave.replace('audits.messages.', ''));

describe('three-way match (B4): previo vs invoice vs M3 551', () => {
  it('passes when the previo, its invoice and the items agree; nothing to check without a previo', () => {
    expect(check(input())).toEqual([]);
    expect(check(input([], { previos: [] }))).toEqual([]);
    expect(runRules(input(), context).filter((f) => f.regla === 'tresVias')).toEqual([]);
  });

  it('flags a physical quantity that differs from the invoice and from the 551 commercial quantity', () => {
    const found = check(input([line({ cantidadFisica: '90' }), line({ numeroParte: 'P-2', cantidadFisica: '50', cantidadFactura: '50' })]));
    expect(found).toEqual([
      {
        clave: 'audits.messages.tresViasFactura',
        severidad: 'error',
        partida: 1,
        campo: 'previo.cantidadFactura',
        valorPresente: 'P-1: 90',
        valorEsperado: 'P-1: 100',
      },
      {
        clave: 'audits.messages.tresViasM3',
        severidad: 'error',
        partida: 1,
        campo: '551.11',
        valorPresente: 'P-1: 90',
        valorEsperado: 'P-1: 100',
      },
    ]);
  });

  it('passes at the edge of the tolerance and fails just past it (1 % of 100 is 1)', () => {
    const edge = input([
      line({ cantidadFisica: '101', cantidadFactura: '100' }),
      line({ numeroParte: 'P-2', cantidadFisica: '50', cantidadFactura: '50' }),
    ]);
    expect(check(edge)).toEqual([]);
    const past = input([
      line({ cantidadFisica: '101.001', cantidadFactura: '100' }),
      line({ numeroParte: 'P-2', cantidadFisica: '50', cantidadFactura: '50' }),
    ]);
    expect(keys(past)).toEqual(['tresViasFactura', 'tresViasM3']);
    // The administrator's tolerance (2 %) replaces the default; 0 asks for equality.
    expect(check(past, 0.02)).toEqual([]);
    expect(
      keys(input([line({ cantidadFisica: '100.001' }), line({ numeroParte: 'P-2', cantidadFisica: '50', cantidadFactura: '50' })]), 0),
    ).toEqual(['tresViasFactura', 'tresViasM3']);
  });

  it('adds up the lines of a part across previos, matching part numbers without case', () => {
    const split = input([], {
      previos: [
        { folio: 7, tipoPrevio: 'total', pesoTotal: '60', lineas: [line({ cantidadFisica: '60', cantidadFactura: '60' })] },
        {
          folio: 8,
          tipoPrevio: null,
          pesoTotal: '60',
          lineas: [
            line({ numeroParte: ' p-1 ', cantidadFisica: '40', cantidadFactura: '40' }),
            line({ numeroParte: 'P-2', cantidadFisica: '50', cantidadFactura: '50' }),
          ],
        },
      ],
    });
    expect(check(split)).toEqual([]);
  });

  it('flags parts found but not declared, and declared but not found by a complete previo', () => {
    const found = check(input([line(), line({ numeroParte: 'X-9', cantidadFisica: '50', cantidadFactura: '50' })]));
    expect(found.map((f) => [f.clave.replace('audits.messages.', ''), f.partida, f.valorPresente])).toEqual([
      ['tresViasParte', null, 'X-9'],
      ['tresViasNoFisica', 2, 'P-2'],
    ]);
  });

  it('flags origin countries: physical against the invoice and against the item', () => {
    const found = check(
      input([line({ paisOrigenFisico: 'chn' }), line({ numeroParte: 'P-2', cantidadFisica: '50', cantidadFactura: '50' })]),
    );
    expect(found.map((f) => [f.clave.replace('audits.messages.', ''), f.partida, f.valorPresente, f.valorEsperado])).toEqual([
      ['tresViasPaisFactura', 1, 'P-1: CHN', 'USA'],
      ['tresViasPais', 1, 'P-1: CHN', 'USA'],
    ]);
  });

  it('compares the weight with the 501 gross weight within the tolerance, from the lines when the previo has no total', () => {
    const weighed = (pesoTotal: string | null, pesos: [string | null, string | null]) =>
      input([], {
        previos: [
          {
            folio: 7,
            tipoPrevio: 'total',
            pesoTotal,
            lineas: [line({ peso: pesos[0] }), line({ numeroParte: 'P-2', cantidadFisica: '50', cantidadFactura: '50', peso: pesos[1] })],
          },
        ],
      });
    expect(check(weighed('121.2', [null, null]))).toEqual([]);
    expect(check(weighed('121.201', [null, null]))).toMatchObject([
      { clave: 'audits.messages.tresViasPeso', campo: '501.17', valorPresente: '121.201', valorEsperado: '120' },
    ]);
    expect(keys(weighed(null, ['70', '40']))).toEqual(['tresViasPeso']);
    expect(check(weighed(null, ['70', '50']))).toEqual([]);
    // No weight recorded: nothing to compare.
    expect(check(weighed(null, [null, null]))).toEqual([]);
  });

  it('a partial or sample previo is compared line by line only (not its totals, missing items or weight)', () => {
    const partial = input([line({ cantidadFisica: '10', cantidadFactura: '10' })], {
      previos: [{ folio: 7, tipoPrevio: 'muestreo', pesoTotal: '5', lineas: [line({ cantidadFisica: '10', cantidadFactura: '10' })] }],
    });
    expect(check(partial)).toEqual([]);
    partial.previos![0]!.lineas[0]!.cantidadFisica = '9';
    expect(keys(partial)).toEqual(['tresViasFactura']);
  });

  it('without part numbers to match, compares the physical total with the 551 commercial total', () => {
    const noParts = input([line({ numeroParte: null, cantidadFisica: '149', cantidadFactura: '149' })]);
    expect(check(noParts)).toEqual([]);
    const short = input([line({ numeroParte: null, cantidadFisica: '140', cantidadFactura: '140' })]);
    expect(check(short)).toMatchObject([{ clave: 'audits.messages.tresViasTotal', valorPresente: '140', valorEsperado: '150' }]);
  });

  it('severity follows the administrator, and the rule can be switched off', () => {
    const wrong = input([line({ cantidadFisica: '90' }), line({ numeroParte: 'P-2', cantidadFisica: '50', cantidadFactura: '50' })]);
    expect(tresVias(wrong, context, { activa: true, severidad: 'warning' }).map((f) => f.severidad)).toEqual(['warning', 'warning']);
    expect(runRules(wrong, context, { tresVias: { activa: false } }).filter((f) => f.regla === 'tresVias')).toEqual([]);
  });
});
