import { describe, expect, it } from 'vitest';
import { checkTransportId, isAirWaybillValid, isContainerNumberValid, previoRuleErrors, quantitiesDiffer } from './previos.ts';

describe('transport identifiers', () => {
  it('checks ISO 6346 container numbers (published examples)', () => {
    for (const valid of ['CSQU3054383', 'MSKU9070323', 'TOLU4734787']) expect(isContainerNumberValid(valid), valid).toBe(true);
    for (const wrong of ['CSQU3054384', 'MSKU9070320', 'CSQX3054383', 'CSQU305438'])
      expect(isContainerNumberValid(wrong), wrong).toBe(false);
  });

  it('checks the air waybill serial mod 7', () => {
    expect(isAirWaybillValid('13912345675')).toBe(true);
    expect(isAirWaybillValid('02012345675')).toBe(true);
    expect(isAirWaybillValid('13912345674')).toBe(false);
    expect(isAirWaybillValid('1391234567')).toBe(false);
  });

  it('tells what a value is and normalizes it', () => {
    expect(checkTransportId('139-1234 5675')).toEqual({ kind: 'airWaybill', normalized: '13912345675', isValid: true });
    expect(checkTransportId('csqu 305438-3')).toEqual({ kind: 'container', normalized: 'CSQU3054383', isValid: true });
    expect(checkTransportId('csqu3054380').isValid).toBe(false);
    expect(checkTransportId('MEDUXY123456 ')).toEqual({ kind: 'other', normalized: 'MEDUXY123456', isValid: true });
  });
});

describe('previo rules', () => {
  it('compares quantities as exact decimals', () => {
    expect(quantitiesDiffer({ cantidadFisica: '10', cantidadFactura: '10.000' })).toBe(false);
    expect(quantitiesDiffer({ cantidadFisica: '010.50', cantidadFactura: '10.5' })).toBe(false);
    expect(quantitiesDiffer({ cantidadFisica: '10.001', cantidadFactura: '10' })).toBe(true);
    expect(quantitiesDiffer({ cantidadFisica: '100', cantidadFactura: '10' })).toBe(true);
  });

  it('names each broken rule by field', () => {
    expect(previoRuleErrors({ lineas: [] })).toEqual({ lineas: ['previos.rules.atLeastOneLine'] });
    const line = { cantidadFisica: '2', cantidadFactura: '1', fotos: [] };
    expect(previoRuleErrors({ lineas: [line], guiaHouse: 'H1', bultoDaniado: true, bultos: 1 })).toEqual({
      'lineas.0.fotos': ['previos.rules.linePhoto'],
      'lineas.0.cantidadFisica': ['previos.rules.quantityMismatch'],
      fotoGuiaId: ['previos.rules.guidePhoto'],
      fotoDanioId: ['previos.rules.damagePhoto'],
      etiquetas: ['previos.rules.packageLabel'],
    });
    expect(
      previoRuleErrors({
        lineas: [{ ...line, fotos: [1], diferenciaConfirmada: true }],
        guiaHouse: 'H1',
        fotoGuiaId: 'x',
        bultos: 1,
        etiquetas: 'E',
      }),
    ).toEqual({});
  });
});
