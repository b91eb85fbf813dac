import { describe, expect, it } from 'vitest';
import { instantOf, localDateTime, parseTypedDate } from './typed-date.ts';

describe('a day typed by hand', () => {
  it('reads DD/MM/yyyy with any of the usual separators, and a pasted YYYY-MM-DD', () => {
    expect(parseTypedDate('28/11/2026')).toBe('2026-11-28');
    expect(parseTypedDate('1/2/2026')).toBe('2026-02-01');
    expect(parseTypedDate('05-07-2026')).toBe('2026-07-05');
    expect(parseTypedDate(' 31.12.2025 ')).toBe('2025-12-31');
    expect(parseTypedDate('2026-11-28')).toBe('2026-11-28');
    expect(parseTypedDate('29/02/2028')).toBe('2028-02-29');
  });

  it('takes nothing half typed, reversed or impossible', () => {
    for (const text of ['', '28', '28/11', '28/11/202', '28/11/20261', '11/28/2026', '31/02/2026', '29/02/2026', '00/01/2026', 'mañana'])
      expect(parseTypedDate(text), text).toBeNull();
  });
});

describe('a day and time of day carried by DateTimeField', () => {
  it('is the local day and minute of an instant, and back', () => {
    const instant = new Date(2026, 10, 29, 18, 30).toISOString();
    expect(localDateTime(instant)).toBe('2026-11-29T18:30');
    expect(instantOf('2026-11-29T18:30')).toBe(instant);
  });
  it('is empty for no instant, and no instant for an empty field', () => {
    expect(localDateTime(null)).toBe('');
    expect(instantOf('')).toBeNull();
  });
});
