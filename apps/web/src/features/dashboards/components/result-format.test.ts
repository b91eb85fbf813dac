import { describe, expect, it } from 'vitest';
import { allWhole, cellText, columnLabel } from './result-format.ts';

describe("a query's value as shown", () => {
  it('shows a day column as DD/MM/yyyy, never moved by the zone', () => {
    expect(cellText('2026-10-12T00:00:00.000Z', 'fecha')).toBe('12/10/2026');
    expect(cellText('2026-10-12', 'fecha')).toBe('12/10/2026');
    expect(cellText('2026-10-12T00:00:00+00:00', 'fecha')).toBe('12/10/2026');
  });
  it('shows an instant with its time in the user zone', () => {
    const instant = new Date(2026, 9, 12, 15, 4, 5);
    expect(cellText(instant.toISOString(), 'fecha')).toBe('12/10/2026 15:04:05');
  });
  it('leaves other values as they came, and nothing for none', () => {
    expect(cellText(2026, 'numero')).toBe('2026');
    expect(cellText('Aceros', 'texto')).toBe('Aceros');
    expect(cellText('not a date', 'fecha')).toBe('not a date');
    expect(cellText({ a: 1 }, 'texto')).toBe('{"a":1}');
    expect(cellText(null, 'fecha')).toBe('');
  });
});

describe("a query's column as a heading", () => {
  it('reads snake case as words with a capital', () => {
    expect(columnLabel('valor_aduana')).toBe('Valor aduana');
    expect(columnLabel('pedimentos')).toBe('Pedimentos');
    expect(columnLabel('_')).toBe('_');
  });
});

describe("a chart's measures", () => {
  it('are whole when every value of every measure is an integer', () => {
    expect(
      allWhole(
        [
          { n: 1, m: 0 },
          { n: 2, m: 7 },
        ],
        ['n', 'm'],
      ),
    ).toBe(true);
    expect(allWhole([{ n: 1 }, { n: 2.5 }], ['n'])).toBe(false);
    expect(allWhole([{ n: 1, v: 3800000.25 }], ['n', 'v'])).toBe(false);
    expect(allWhole([], ['n'])).toBe(true);
  });
});
