import { describe, expect, it } from 'vitest';
import { readAuditRange } from './audit-range.ts';

const storage = (value: string | null) => ({ getItem: () => value });

describe('audit date range', () => {
  it('defaults to 1-31 January of the current year', () => {
    expect(readAuditRange(storage(null), new Date(2031, 6, 4))).toEqual({ fechaDesde: '2031-01-01', fechaHasta: '2031-01-31' });
  });
  it('keeps a stored range and ignores a broken one', () => {
    const kept = { fechaDesde: '2030-02-01', fechaHasta: '2030-03-15' };
    expect(readAuditRange(storage(JSON.stringify(kept)))).toEqual(kept);
    expect(readAuditRange(storage('{"fechaDesde":"x"}'), new Date(2030, 0, 1)).fechaDesde).toBe('2030-01-01');
    expect(readAuditRange(storage('not json'), new Date(2030, 0, 1)).fechaHasta).toBe('2030-01-31');
  });
});
