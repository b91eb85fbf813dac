import { describe, expect, it } from 'vitest';
import { fingerprintOf, runRules, RULES, type AuditContext, type AuditInput } from './audit-rules.ts';

const VALID_RFC = 'ALA131011IC8';

function input(overrides: Partial<AuditInput> = {}, pedimento: Partial<AuditInput['pedimento']> = {}): AuditInput {
  return {
    pedimento: {
      numero: '262432106000100',
      rfc: VALID_RFC,
      fechaPago: '2026-01-15',
      valorUsd: '1000.00',
      clienteId: 1,
      ...pedimento,
    },
    facturas: [{ orden: 1, valorUsd: '1000.00', pais: 'USA', idFiscalProveedor: '95-1234567' }],
    partidas: [{ numero: 1, fraccion: '84713001', nico: '00', codigoProducto: 'P-1', paisOrigen: 'USA' }],
    m3: [],
    ...overrides,
  };
}

const context: AuditContext = {
  fraccionVigente: (fraccion, nico, date) => `${fraccion}${nico}` === '8471300100' && (date === null || date >= '2020-01-01'),
  clasificacionParte: (clienteId, numeroParte) =>
    clienteId === 1 && numeroParte === 'P-1' ? { fraccion: '84713001', nico: '00' } : undefined,
};

const rulesOf = (i: AuditInput, settings = {}) => runRules(i, context, settings).map((f) => f.regla);

describe('audit rules', () => {
  it('a clean pedimento passes every rule', () => {
    expect(runRules(input(), context)).toEqual([]);
  });

  it('m3: every stored M3 finding becomes a finding with its severity', () => {
    const found = runRules(
      input({ m3: [{ registro: '551', campo: 3, valor: 'X', esperado: null, severidad: 'warning', clave: 'm3.findings.date' }] }),
      context,
    );
    expect(found).toEqual([
      {
        regla: 'm3',
        clave: 'm3.findings.date',
        severidad: 'warning',
        partida: null,
        campo: '551.3',
        valorPresente: 'X',
        valorEsperado: null,
      },
    ]);
  });

  it('fraccionVigente: a fraction not in force on the payment date fails, in force passes', () => {
    expect(
      rulesOf(input({ partidas: [{ numero: 1, fraccion: '84713001', nico: '99', codigoProducto: null, paisOrigen: 'USA' }] })),
    ).toEqual(['fraccionVigente']);
    expect(rulesOf(input({}, { fechaPago: '2019-12-31' }))).toEqual(['fraccionVigente']);
    expect(rulesOf(input({}, { fechaPago: '2020-01-01' }))).toEqual([]);
  });

  it("fraccionParte: a fraction other than the part's classification fails; unknown parts and unlinked pedimentos pass", () => {
    const wrong = input({ partidas: [{ numero: 2, fraccion: '84713001', nico: '00', codigoProducto: 'P-1', paisOrigen: 'USA' }] });
    const ctx: AuditContext = { ...context, clasificacionParte: () => ({ fraccion: '85444299', nico: '99' }) };
    const [f] = runRules(wrong, ctx).filter((x) => x.regla === 'fraccionParte');
    expect(f).toMatchObject({ partida: 2, valorPresente: '8471300100', valorEsperado: '8544429999', severidad: 'error' });
    expect(runRules(input({}, { clienteId: null }), ctx).filter((x) => x.regla === 'fraccionParte')).toEqual([]);
    expect(
      rulesOf(input({ partidas: [{ numero: 1, fraccion: '84713001', nico: '00', codigoProducto: 'UNKNOWN', paisOrigen: 'USA' }] })),
    ).toEqual([]);
  });

  it('rfcImportador and rfcProveedor: invalid RFCs fail; foreign suppliers are not checked', () => {
    expect(rulesOf(input({}, { rfc: 'ALA131011IC9' }))).toEqual(['rfcImportador']);
    expect(rulesOf(input({}, { rfc: null }))).toEqual(['rfcImportador']);
    expect(rulesOf(input({ facturas: [{ orden: 1, valorUsd: '1000', pais: 'MEX', idFiscalProveedor: 'NOTANRFC' }] }))).toEqual([
      'rfcProveedor',
    ]);
    expect(rulesOf(input({ facturas: [{ orden: 1, valorUsd: '1000', pais: 'MEX', idFiscalProveedor: VALID_RFC }] }))).toEqual([]);
  });

  it('facturaPresente: no 505 invoice fails (and the value rule then stays quiet)', () => {
    expect(rulesOf(input({ facturas: [] }))).toEqual(['facturaPresente']);
  });

  it('valorFacturas: passes at the edge of the tolerance and fails one cent past it', () => {
    // 1 % of 1000.00 USD is 10.00 USD.
    expect(rulesOf(input({ facturas: [{ orden: 1, valorUsd: '1010.00', pais: 'USA', idFiscalProveedor: null }] }))).toEqual([]);
    expect(rulesOf(input({ facturas: [{ orden: 1, valorUsd: '1010.01', pais: 'USA', idFiscalProveedor: null }] }))).toEqual([
      'valorFacturas',
    ]);
    const split = input({
      facturas: [
        { orden: 1, valorUsd: '400.00', pais: 'USA', idFiscalProveedor: null },
        { orden: 2, valorUsd: '589.99', pais: 'USA', idFiscalProveedor: null },
      ],
    });
    expect(rulesOf(split)).toEqual(['valorFacturas']);
    expect(rulesOf(split, { valorFacturas: { activa: true, tolerancia: 0.02 } })).toEqual([]);
  });

  it('paisOrigen: an item without origin country is a warning', () => {
    const found = runRules(
      input({ partidas: [{ numero: 3, fraccion: '84713001', nico: '00', codigoProducto: null, paisOrigen: ' ' }] }),
      context,
    );
    expect(found.map((f) => [f.regla, f.severidad, f.partida])).toEqual([['paisOrigen', 'warning', 3]]);
  });

  it('switched-off rules do not run; a severity setting overrides the default', () => {
    expect(rulesOf(input({ facturas: [] }), { facturaPresente: { activa: false } })).toEqual([]);
    const [f] = runRules(input({ facturas: [] }), context, { facturaPresente: { activa: true, severidad: 'info' } });
    expect(f?.severidad).toBe('info');
  });

  it('fingerprints are stable and tell findings apart', () => {
    const [a] = runRules(input({ facturas: [] }), context);
    const [b] = runRules(input({ facturas: [] }), context);
    expect(fingerprintOf(a!)).toBe(fingerprintOf(b!));
    expect(Object.keys(RULES).length).toBeGreaterThanOrEqual(8);
  });
});
