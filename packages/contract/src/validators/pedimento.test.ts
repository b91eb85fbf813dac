import { describe, expect, it } from 'vitest';
import { compactPedimentoNumber, formatPedimentoNumber, parsePedimentoNumber, pedimentoNumberIssues } from './pedimento.ts';

describe('pedimento numbers', () => {
  it('read the printed and the compact form, and print with two spaces between groups', () => {
    const printed = parsePedimentoNumber('24  47  3210  4001234')!;
    expect(printed).toEqual({ year: '24', aduana: '47', patente: '3210', numero: '4001234' });
    expect(parsePedimentoNumber('244732104001234')).toEqual(printed);
    expect(formatPedimentoNumber(printed)).toBe('24  47  3210  4001234');
    expect(compactPedimentoNumber(printed)).toBe('244732104001234');
  });

  it('refuse anything that is not 15 digits', () => {
    for (const bad of ['', '24 47 3210 400123', '2447321040012345', '24-47-3210-4001234', 'AB  47  3210  4001234']) {
      expect(pedimentoNumberIssues(bad)).toEqual([{ severity: 'error', key: 'pedimento.number.format' }]);
    }
  });

  it('warn when the first digit of the number is not the last digit of the year, except the previous year when allowed', () => {
    expect(pedimentoNumberIssues('26  24  3210  6000123')).toEqual([]);
    expect(pedimentoNumberIssues('26  24  3210  5000123')).toEqual([
      { severity: 'warning', key: 'pedimento.number.yearDigit', value: '5', expected: '6' },
    ]);
    expect(pedimentoNumberIssues('26  24  3210  5000123', { allowPreviousYear: true })).toEqual([]);
    expect(pedimentoNumberIssues('30  24  3210  9000123', { allowPreviousYear: true })).toEqual([]);
    expect(pedimentoNumberIssues('26  24  3210  4000123', { allowPreviousYear: true })).toHaveLength(1);
  });

  it('name an unknown customs office or patent', () => {
    const issues = pedimentoNumberIssues('26  99  0001  6000123', { aduanaExists: (a) => a === '24', patenteExists: (p) => p === '3210' });
    expect(issues).toEqual([
      { severity: 'error', key: 'pedimento.number.unknownAduana', value: '99' },
      { severity: 'error', key: 'pedimento.number.unknownPatente', value: '0001' },
    ]);
  });
});
