import { describe, expect, it } from 'vitest';
import { downloadRequestInputSchema, NOMENCLATURE_TOKENS, renderNomenclature, unknownTokens } from './digital-records.ts';

describe('nomenclature rendering', () => {
  it('renders every token', () => {
    const values = Object.fromEntries(NOMENCLATURE_TOKENS.map((token, i) => [token, `v${i}`]));
    const template = NOMENCLATURE_TOKENS.map((token) => `{${token}}`).join('_');
    expect(renderNomenclature(template, values)).toEqual([NOMENCLATURE_TOKENS.map((_, i) => `v${i}`).join('_')]);
  });

  it('drops accents and characters not allowed in file names, keeps folders, drops empty and dot segments', () => {
    const segments = renderNomenclature('{Referencia}/../{PedClienteRFC}/{TipoDocumento}', {
      Referencia: 'Año: «Niño» <a|b>?*"',
      PedClienteRFC: '',
      TipoDocumento: ' Factura\u0007 electrónica. ',
    });
    expect(segments).toEqual(['Ano_ _Nino_ _a_b____', 'Factura_ electronica']);
    expect(segments.join('/')).not.toMatch(/[<>:"\\|?*]/);
  });

  it('names unknown tokens and leaves them as written', () => {
    expect(unknownTokens('{PedPatente}-{Otro}')).toEqual(['Otro']);
    expect(renderNomenclature('{PedPatente}-{Otro}', { PedPatente: '3210' })).toEqual(['3210-{Otro}']);
  });
});

describe('bulk download range', () => {
  const base = { clienteId: 1, fechaPagoDesde: '2026-06-01' };
  it('takes 30 days counting both ends and refuses 31', () => {
    expect(downloadRequestInputSchema.safeParse({ ...base, fechaPagoHasta: '2026-06-30' }).success).toBe(true);
    const refused = downloadRequestInputSchema.safeParse({ ...base, fechaPagoHasta: '2026-07-01' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['fechaPagoHasta'], message: 'expedientes.rangeTooLong' });
  });
});
