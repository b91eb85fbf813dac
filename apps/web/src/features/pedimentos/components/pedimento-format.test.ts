import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPesos } from './pedimento-format.ts';

describe('pedimento amounts', () => {
  it('shows whole pesos as money', () => {
    expect(formatPesos(1234567, 'es-MX')).toBe('$1,234,567');
    expect(formatPesos(null, 'es-MX')).toBe('—');
  });
  it('keeps every digit of an exact decimal', () => {
    expect(formatDecimal('12345678901234.123456', 'en-US')).toBe('12,345,678,901,234.123456');
    expect(formatDecimal('-0.50', 'en-US')).toBe('-0.50');
    expect(formatDecimal(null, 'en-US')).toBe('—');
  });
});
