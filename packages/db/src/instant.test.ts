import { describe, expect, it } from 'vitest';
import { isoInstant, isoInstantOrNull } from './instant.ts';

describe('isoInstant', () => {
  it('rewrites PostgreSQL UTC text with any number of fraction digits as Date would', () => {
    for (const text of ['2026-11-29 00:28:13+00', '2026-11-29 00:28:13.7+00', '2026-11-29 00:28:13.73+00', '2026-11-29 00:28:13.731+00']) {
      expect(isoInstant(text)).toBe(new Date(text).toISOString());
    }
    expect(isoInstant('2026-11-29 00:28:13.7+00')).toBe('2026-11-29T00:28:13.700Z');
  });

  it('converts other offsets, microseconds, Dates and numbers through Date', () => {
    expect(isoInstant('2026-11-28 18:28:13.731-06')).toBe('2026-11-29T00:28:13.731Z');
    expect(isoInstant('2026-11-29 05:58:13+05:30')).toBe('2026-11-29T00:28:13.000Z');
    expect(isoInstant('2026-11-29 00:28:13.731456+00')).toBe('2026-11-29T00:28:13.731Z');
    expect(isoInstant(new Date(Date.UTC(2026, 10, 29, 0, 28, 13, 731)))).toBe('2026-11-29T00:28:13.731Z');
    expect(isoInstant(0)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('refuses what is not an instant', () => {
    expect(() => isoInstant('not a date')).toThrow(RangeError);
  });

  it('answers null for no value', () => {
    expect(isoInstantOrNull(null)).toBeNull();
    expect(isoInstantOrNull(undefined)).toBeNull();
    expect(isoInstantOrNull('2026-11-29 00:28:13+00')).toBe('2026-11-29T00:28:13.000Z');
  });
});
