import { describe, expect, it } from 'vitest';
import { isStateFresh, markStateSaved, readStateTimes } from './state-time.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    raw: (key: string) => values.get(key),
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe('the stateTime list (spec point 9)', () => {
  it('keeps one entry per state under the spec key, the latest time winning', () => {
    const store = memoryStore();
    markStateSaved('tarifa', 1000, store);
    markStateSaved('otro', 2000, store);
    markStateSaved('tarifa', 3000, store);
    expect(readStateTimes(store)).toEqual([
      { state: 'otro', time: 2000 },
      { state: 'tarifa', time: 3000 },
    ]);
    expect(JSON.parse(store.raw('stateTime')!)).toHaveLength(2);
  });

  it('is fresh for less than the maximum age after it was saved, and not before or after', () => {
    const store = memoryStore();
    const saved = Date.UTC(2026, 10, 28, 12);
    markStateSaved('tarifa', saved, store);
    expect(isStateFresh('tarifa', DAY, saved + DAY - 1, store)).toBe(true);
    expect(isStateFresh('tarifa', DAY, saved + DAY, store)).toBe(false);
    // A clock set back: the saved time lies in the future, which is no proof of freshness.
    expect(isStateFresh('tarifa', DAY, saved - 1, store)).toBe(false);
    expect(isStateFresh('otro', DAY, saved, store)).toBe(false);
  });

  it('reads a broken or foreign value as an empty list, so the state is asked for again', () => {
    expect(readStateTimes(memoryStore({ stateTime: '{not json' }))).toEqual([]);
    expect(readStateTimes(memoryStore({ stateTime: '{"state":"tarifa"}' }))).toEqual([]);
    expect(readStateTimes(memoryStore({ stateTime: '[{"state":"tarifa","time":"ayer"},{"state":"otro","time":5}]' }))).toEqual([
      { state: 'otro', time: 5 },
    ]);
    expect(isStateFresh('tarifa', DAY, 10, null)).toBe(false);
    expect(() => markStateSaved('tarifa', 10, null)).not.toThrow();
  });
});
