import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date.ts';

describe('date formats', () => {
  it('shows DD/MM/yyyy and HH:mm:ss with leading zeros', () => {
    const d = new Date(2024, 0, 5, 7, 8, 9);
    expect(formatDate(d)).toBe('05/01/2024');
    expect(formatDateTime(d)).toBe('05/01/2024 07:08:09');
  });
});
