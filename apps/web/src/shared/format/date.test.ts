import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './date.ts';

describe('date formats', () => {
  it('shows DD/MM/yyyy and HH:mm:ss with leading zeros', () => {
    const d = new Date(2024, 0, 5, 7, 8, 9);
    expect(formatDate(d)).toBe('05/01/2024');
    expect(formatDateTime(d)).toBe('05/01/2024 07:08:09');
    expect(formatDateTime(null)).toBe('');
  });
  it('shows a calendar day as it is, whatever the zone', () => {
    expect(formatDay('2026-03-01')).toBe('01/03/2026');
    expect(formatDay('2026-12-31T00:00:00Z')).toBe('31/12/2026');
  });
});
