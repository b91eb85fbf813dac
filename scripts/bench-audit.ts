import { seededRandom } from '@portal/contract/m3/index';
import { runRules, type AuditContext, type AuditInput } from '../apps/server/src/features/audits/audit-rules.ts';

const PEDIMENTOS = 10_000;
const ITEMS = 20;

/**
 * `npm run bench -- audit`: the audit rules over 10,000 pedimentos of 20 items each, every pedimento with a
 * previo of 20 lines, a vendor shipment of 20 lines and its record files, the required-files rule on (in memory:
 * the rules are pure functions; loading and storing are the database's share, measured by the API tests' timings).
 */
export function benchAudit(): void {
  const random = seededRandom(7);
  const fracciones = ['8471300199', '8544429999', '3917329199', '7318159999'];
  const tariff = new Set(fracciones);
  const context: AuditContext = {
    fraccionVigente: (fraccion, nico) => tariff.has(`${fraccion}${nico}`),
    clasificacionParte: (_c, numeroParte) => (numeroParte.endsWith('7') ? { fraccion: '85444299', nico: '99' } : undefined),
    tiposRequeridos: ['pedimento', 'cove', 'factura'],
    hoy: '2026-12-31',
  };
  const inputs: AuditInput[] = Array.from({ length: PEDIMENTOS }, (_, i) => {
    const partidas = Array.from({ length: ITEMS }, (_, n) => {
      const code = fracciones[Math.floor(random() * fracciones.length)]!;
      return {
        numero: n + 1,
        fraccion: code.slice(0, 8),
        nico: code.slice(8),
        codigoProducto: `P-${i}-${n}`,
        paisOrigen: random() < 0.01 ? null : 'USA',
        cantidadUmc: '10.000',
        precioUnitario: '1750.00000',
      };
    });
    // 2 % of the previos count one piece less than declared; 2 % of the shipments are FCA instead of DAP.
    const lineas = partidas.map((p) => ({
      numeroFactura: 'INV-1',
      numeroParte: p.codigoProducto,
      cantidadFisica: random() < 0.02 ? '9' : '10',
      cantidadFactura: '10',
      paisOrigenFisico: 'USA',
      paisOrigenFactura: 'USA',
      peso: '50',
    }));
    const incoterm = random() < 0.02 ? 'FCA' : 'DAP';
    const envioLineas = partidas.map((p) => ({
      factura: 'INV-1',
      numeroParte: p.codigoProducto,
      cantidad: '10',
      precioUnitario: '100',
      moneda: 'USD',
      incoterm,
      paisOrigen: 'USA',
    }));
    return {
      pedimento: {
        numero: `26243210${String(6_000_000 + i)}`,
        rfc: 'ALA131011IC8',
        fechaPago: '2026-03-20',
        valorUsd: '20000.00',
        clienteId: 1,
        pesoBruto: '1000.000',
        tipoCambio: '17.50000',
      },
      facturas: [
        {
          orden: 1,
          valorUsd: random() < 0.05 ? '21000.00' : '20000.00',
          pais: 'USA',
          idFiscalProveedor: '95-1234567',
          numero: 'INV-1',
          moneda: 'USD',
          incoterm: 'DAP',
          valorMoneda: '20000.00',
        },
      ],
      partidas,
      m3: [],
      previos: [{ folio: i + 1, tipoPrevio: 'total', pesoTotal: null, lineas }],
      envioLineas,
      documentos: random() < 0.03 ? ['pedimento'] : ['pedimento', 'cove', 'factura'],
    };
  });
  const started = performance.now();
  let findings = 0;
  const settings = { expedienteCompleto: { activa: true } };
  for (const input of inputs) findings += runRules(input, context, settings).length;
  const seconds = (performance.now() - started) / 1000;
  console.log(`audit rules: ${PEDIMENTOS} pedimentos x ${ITEMS} items in ${seconds.toFixed(2)} s`);
  console.log(`  ${Math.round(PEDIMENTOS / seconds).toLocaleString('en-US')} pedimentos/s, ${findings} findings`);
}
