import { isValidRfc } from '@portal/contract';
import type { Regla, Severidad } from '@portal/contract/features/audits';
import {
  DEFAULT_TOLERANCE,
  finding,
  type AuditContext,
  type AuditInput,
  type Rule,
  type RuleFinding,
  type RuleSetting,
} from './audit-rule-kit.ts';
import { tresVias } from './audit-rules-match.ts';
import { expedienteCompleto, facturaEnvio } from './audit-rules-shipments.ts';

export type { AuditContext, AuditInput, RuleFinding, RuleSetting } from './audit-rule-kit.ts';
export { DEFAULT_TOLERANCE } from './audit-rule-kit.ts';

const toCents = (value: string | null) => (value === null || value === '' ? 0 : Math.round(Number(value) * 100));

/** Each rule with its default severity and whether it runs before an administrator switches it (default on). */
export const RULES: Record<Regla, { severidad: Severidad; activa?: boolean; tolerancia?: number; check: Rule }> = {
  /** Every M3 finding of the pedimento's file, as the import stored it. */
  m3: {
    severidad: 'error',
    check: (input) =>
      input.m3.map((f) =>
        finding(f.clave, f.severidad === 'error' ? 'error' : 'warning', {
          campo: f.registro ? `${f.registro}${f.campo !== null ? `.${f.campo}` : ''}` : null,
          valorPresente: f.valor,
          valorEsperado: f.esperado,
        }),
      ),
  },
  fraccionVigente: {
    severidad: 'error',
    check: (input, context, setting) =>
      input.partidas
        .filter((p) => !context.fraccionVigente(p.fraccion, p.nico ?? '', input.pedimento.fechaPago))
        .map((p) =>
          finding('audits.messages.fraccionVigente', setting.severidad ?? 'error', {
            partida: p.numero,
            campo: '551.3',
            valorPresente: `${p.fraccion}${p.nico ?? ''}`,
            valorEsperado: input.pedimento.fechaPago,
          }),
        ),
  },
  fraccionParte: {
    severidad: 'error',
    check: (input, context, setting) => {
      const clienteId = input.pedimento.clienteId;
      if (clienteId === null) return [];
      return input.partidas.flatMap((p) => {
        const parte = p.codigoProducto ? context.clasificacionParte(clienteId, p.codigoProducto) : undefined;
        const declared = `${p.fraccion}${p.nico ?? ''}`;
        if (!parte || `${parte.fraccion}${parte.nico}` === declared) return [];
        return [
          finding('audits.messages.fraccionParte', setting.severidad ?? 'error', {
            partida: p.numero,
            campo: '551.3',
            valorPresente: declared,
            valorEsperado: `${parte.fraccion}${parte.nico}`,
          }),
        ];
      });
    },
  },
  rfcImportador: {
    severidad: 'error',
    check: (input, _c, setting) => {
      const rfc = input.pedimento.rfc?.trim() ?? '';
      return isValidRfc(rfc)
        ? []
        : [finding('audits.messages.rfcImportador', setting.severidad ?? 'error', { campo: '501.8', valorPresente: rfc })];
    },
  },
  rfcProveedor: {
    severidad: 'warning',
    // Only domestic suppliers carry an RFC; a foreign one carries its own tax id.
    check: (input, _c, setting) =>
      input.facturas
        .filter((f) => f.pais === 'MEX' && !isValidRfc(f.idFiscalProveedor?.trim() ?? ''))
        .map((f) =>
          finding('audits.messages.rfcProveedor', setting.severidad ?? 'warning', { campo: '505.11', valorPresente: f.idFiscalProveedor }),
        ),
  },
  facturaPresente: {
    severidad: 'error',
    check: (input, _c, setting) =>
      input.facturas.length ? [] : [finding('audits.messages.facturaPresente', setting.severidad ?? 'error', { campo: '505' })],
  },
  valorFacturas: {
    severidad: 'warning',
    tolerancia: DEFAULT_TOLERANCE,
    check: (input, _c, setting) => {
      if (!input.facturas.length) return [];
      const invoices = input.facturas.reduce((sum, f) => sum + toCents(f.valorUsd), 0);
      const declared = toCents(input.pedimento.valorUsd);
      const tolerance = setting.tolerancia ?? DEFAULT_TOLERANCE;
      // Within tolerance of the declared value (cents, so no float drift decides the edge).
      if (Math.abs(invoices - declared) <= Math.round(declared * tolerance)) return [];
      return [
        finding('audits.messages.valorFacturas', setting.severidad ?? 'warning', {
          campo: '505.7',
          valorPresente: (invoices / 100).toFixed(2),
          valorEsperado: (declared / 100).toFixed(2),
        }),
      ];
    },
  },
  paisOrigen: {
    severidad: 'warning',
    check: (input, _c, setting) =>
      input.partidas
        .filter((p) => !p.paisOrigen?.trim())
        .map((p) => finding('audits.messages.paisOrigen', setting.severidad ?? 'warning', { partida: p.numero, campo: '551.18' })),
  },
  /** B4: the previo's physical data against its invoice data and the 551 items (audit-rules-match.ts). */
  tresVias: { severidad: 'error', tolerancia: DEFAULT_TOLERANCE, check: tresVias },
  /** The 505 invoices against the vendor-shipment lines of the same invoice (audit-rules-shipments.ts). */
  facturaEnvio: { severidad: 'warning', tolerancia: DEFAULT_TOLERANCE, check: facturaEnvio },
  /**
   * The digital record holds every file type the digital-records settings require. Off until an administrator
   * switches it on: the transfers' pending list already follows records still waiting for their documents.
   */
  expedienteCompleto: { severidad: 'warning', activa: false, check: expedienteCompleto },
};

/** Runs every active rule over one pedimento. */
export function runRules(input: AuditInput, context: AuditContext, settings: Partial<Record<Regla, RuleSetting>> = {}): RuleFinding[] {
  return (Object.keys(RULES) as Regla[]).flatMap((regla) => {
    const setting = settings[regla] ?? { activa: RULES[regla].activa ?? true };
    if (!setting.activa) return [];
    return RULES[regla].check(input, context, setting).map((f) => ({ regla, ...f }));
  });
}

/** A finding's identity across audits of the same pedimento (its state survives a re-audit while it is found). */
export function fingerprintOf(f: RuleFinding): string {
  return [f.regla, f.clave, f.partida ?? '', f.campo ?? '', f.valorPresente ?? '', f.valorEsperado ?? ''].join('|').slice(0, 400);
}
