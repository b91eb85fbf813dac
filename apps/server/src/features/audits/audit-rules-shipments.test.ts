import { describe, expect, it } from 'vitest';
import type { AuditInput } from './audit-rule-kit.ts';
import { runRules, type AuditContext } from './audit-rules.ts';
import { expedienteCompleto, facturaEnvio } from './audit-rules-shipments.ts';

const context: AuditContext = { fraccionVigente: () => true, clasificacionParte: () => undefined };
type Linea = NonNullable<AuditInput['envioLineas']>[number];

const envio = (over: Partial<Linea> = {}): Linea => ({
  factura: 'INV-1',
  numeroParte: 'P-1',
  cantidad: '100.0000',
  precioUnitario: '10.000000',
  moneda: 'USD',
  incoterm: 'DAP',
  paisOrigen: 'CHN',
  ...over,
});

/** Invoice INV-1 of 1,000 USD (DAP) for 100 pieces of P-1 at 10 USD, declared at 17.5 MXN/USD (175 MXN each). */
function input(envioLineas: Linea[] = [envio()], over: Partial<AuditInput> = {}): AuditInput {
  return {
    pedimento: {
      numero: '262432106000100',
      rfc: 'ALA131011IC8',
      fechaPago: '2026-01-15',
      valorUsd: '1000.00',
      clienteId: 1,
      tipoCambio: '17.50000',
    },
    facturas: [
      {
        orden: 1,
        valorUsd: '1000.00',
        pais: 'USA',
        idFiscalProveedor: null,
        numero: 'inv-1',
        moneda: 'USD',
        incoterm: 'DAP',
        valorMoneda: '1000.00',
      },
    ],
    partidas: [
      {
        numero: 1,
        fraccion: '84713001',
        nico: '00',
        codigoProducto: 'P-1',
        paisOrigen: 'CHN',
        cantidadUmc: '100.000',
        precioUnitario: '175.00000',
      },
    ],
    m3: [],
    envioLineas,
    ...over,
  };
}

const check = (i: AuditInput, tolerancia: number | null = null) => facturaEnvio(i, context, { activa: true, tolerancia });
const keys = (i: AuditInput, tolerancia: number | null = null) => check(i, tolerancia).map((f) => f.clave.replace('audits.messages.', ''));

describe('invoice (505) vs vendor-shipment lines', () => {
  it('passes when the shipment agrees with the invoice and the items; nothing to check without shipment lines', () => {
    expect(check(input())).toEqual([]);
    expect(check(input([]))).toEqual([]);
    // Two lines of the same part add up.
    expect(check(input([envio({ cantidad: '60' }), envio({ cantidad: '40' })]))).toEqual([]);
  });

  it('flags currency, incoterm and value of the invoice', () => {
    const found = check(input([envio({ moneda: 'EUR', incoterm: 'FCA', precioUnitario: '12' })]));
    expect(found.map((f) => [f.clave.replace('audits.messages.', ''), f.campo, f.valorPresente, f.valorEsperado])).toEqual([
      ['facturaEnvioMoneda', '505.6', 'USD (inv-1)', 'EUR'],
      ['facturaEnvioIncoterm', '505.5', 'DAP (inv-1)', 'FCA'],
      ['facturaEnvioValor', '505.8', '1000.00 (inv-1)', '1200.00'],
      ['facturaEnvioPrecio', '551.7', 'P-1: 175', 'P-1: 210.00'],
    ]);
  });

  it('quantities within the tolerance pass at the edge and fail just past it', () => {
    // 1 % of the 100 pieces shipped is 1 piece.
    const declaring = (cantidadUmc: string) => input([envio()], { partidas: [{ ...input().partidas[0]!, cantidadUmc }] });
    expect(check(declaring('101'))).toEqual([]);
    expect(check(declaring('99'))).toEqual([]);
    expect(check(declaring('101.001'))).toMatchObject([
      {
        clave: 'audits.messages.facturaEnvioCantidad',
        partida: 1,
        campo: '551.11',
        valorPresente: 'P-1: 101.001',
        valorEsperado: 'P-1: 100',
      },
    ]);
    expect(keys(declaring('98.999'))).toEqual(['facturaEnvioCantidad']);
    expect(check(declaring('101.001'), 0.02)).toEqual([]);
  });

  it('flags the unit price by the exchange rates (USD per unit of the invoice currency, MXN per USD)', () => {
    const eur = input([envio({ moneda: 'EUR', precioUnitario: '8' })], {
      facturas: [
        {
          orden: 1,
          valorUsd: '1000.00',
          pais: 'DEU',
          idFiscalProveedor: null,
          numero: 'INV-1',
          moneda: 'EUR',
          incoterm: 'DAP',
          valorMoneda: '800.00',
        },
      ],
    });
    expect(check(eur)).toEqual([]);
    eur.envioLineas![0]!.precioUnitario = '8.1';
    expect(keys(eur)).toEqual(['facturaEnvioValor', 'facturaEnvioPrecio']);
    // No exchange rate declared: the price is not compared.
    expect(
      keys(input([envio({ precioUnitario: '10.5', cantidad: '100' })], { pedimento: { ...input().pedimento, tipoCambio: null } })),
    ).toEqual(['facturaEnvioValor']);
  });

  it('flags the origin country and a shipped part no item declares; other invoices are not compared', () => {
    const found = check(
      input([envio({ paisOrigen: 'usa' }), envio({ numeroParte: 'X-9', cantidad: '0' }), envio({ factura: 'OTHER', cantidad: '5' })]),
    );
    expect(found.map((f) => [f.clave.replace('audits.messages.', ''), f.partida, f.valorPresente, f.valorEsperado])).toEqual([
      ['facturaEnvioPais', 1, 'P-1: CHN', 'USA'],
      ['facturaEnvioParte', null, 'X-9', 'INV-1'],
    ]);
  });

  it('runs with the other rules, as a warning unless the administrator says otherwise', () => {
    const wrong = input([envio({ incoterm: 'EXW' })]);
    expect(runRules(wrong, context).map((f) => [f.regla, f.severidad])).toEqual([['facturaEnvio', 'warning']]);
    expect(runRules(wrong, context, { facturaEnvio: { activa: true, severidad: 'error' } }).map((f) => f.severidad)).toEqual(['error']);
    expect(runRules(wrong, context, { facturaEnvio: { activa: false } })).toEqual([]);
  });
});

describe('required digital-record files', () => {
  const required: AuditContext = { ...context, tiposRequeridos: ['pedimento', 'cove', 'factura'], hoy: '2026-01-15' };
  it('passes when every required type is present, flags each one missing', () => {
    expect(
      expedienteCompleto(input([], { documentos: ['factura', 'cove', 'pedimento', 'pedimento'] }), required, { activa: true }),
    ).toEqual([]);
    expect(
      expedienteCompleto(input([], { documentos: ['pedimento'] }), required, { activa: true }).map((f) => [
        f.clave,
        f.severidad,
        f.valorEsperado,
      ]),
    ).toEqual([
      ['audits.messages.expedienteCompleto', 'warning', 'cove'],
      ['audits.messages.expedienteCompleto', 'warning', 'factura'],
    ]);
  });
  it('only once paid: an unpaid pedimento (no date, or a later one) is not checked yet', () => {
    const unpaid = (fechaPago: string | null) =>
      expedienteCompleto(input([], { documentos: [], pedimento: { ...input().pedimento, fechaPago } }), required, { activa: true });
    expect(unpaid(null)).toEqual([]);
    expect(unpaid('2026-01-16')).toEqual([]);
    expect(unpaid('2026-01-15')).toHaveLength(3);
  });
  it('is off until an administrator switches it on', () => {
    const bare = input([], { documentos: [] });
    expect(runRules(bare, required).filter((f) => f.regla === 'expedienteCompleto')).toEqual([]);
    expect(runRules(bare, required, { expedienteCompleto: { activa: true } }).map((f) => f.valorEsperado)).toEqual([
      'pedimento',
      'cove',
      'factura',
    ]);
  });
  it('nothing required, nothing missing; the settings decide what is required', () => {
    expect(expedienteCompleto(input([], { documentos: [] }), context, { activa: true })).toEqual([]);
    expect(expedienteCompleto(input([], { documentos: ['cove'] }), { ...context, tiposRequeridos: ['cove'] }, { activa: true })).toEqual(
      [],
    );
  });
});
