import { describe, expect, it } from 'vitest';
import { flattenKeys } from '@portal/contract';
import esMX from './locales/es-MX.json';
import enUS from './locales/en-US.json';

describe('web translation catalogue', () => {
  it('has the same keys in both languages', () => {
    const es = flattenKeys(esMX);
    const en = flattenKeys(enUS);
    expect(es.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !es.includes(k))).toEqual([]);
  });
  it('has no empty text', () => {
    const empty = (tree: Record<string, unknown>) =>
      flattenKeys(tree).filter(
        (key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) === '',
      );
    expect(empty(esMX)).toEqual([]);
    expect(empty(enUS)).toEqual([]);
  });
});
