import { describe, expect, it } from 'vitest';
import { flattenKeys } from '@portal/contract';
import { webLocaleFiles, webLocales } from './i18n-catalogue.ts';

function textAt(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

describe('web translation catalogue', () => {
  it('has its files in pairs, one per language', () => {
    const es = Object.keys(webLocaleFiles['es-MX']).map((path) => path.replace('.es-MX.json', ''));
    const en = Object.keys(webLocaleFiles['en-US']).map((path) => path.replace('.en-US.json', ''));
    expect(es.length).toBeGreaterThan(0);
    expect(es.sort()).toEqual(en.sort());
  });
  it('has the same keys in both languages', () => {
    const es = flattenKeys(webLocales['es-MX']);
    const en = flattenKeys(webLocales['en-US']);
    expect(es.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !es.includes(k))).toEqual([]);
  });
  it('has no empty text', () => {
    const empty = (tree: Record<string, unknown>) => flattenKeys(tree).filter((key) => textAt(tree, key) === '');
    expect(empty(webLocales['es-MX'])).toEqual([]);
    expect(empty(webLocales['en-US'])).toEqual([]);
  });
  it('never defines one key in two files', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [path, tree] of Object.entries(webLocaleFiles['es-MX'])) {
      for (const key of flattenKeys(tree)) {
        const other = seen.get(key);
        if (other) clashes.push(`${key}: ${other} and ${path}`);
        seen.set(key, path);
      }
    }
    expect(clashes).toEqual([]);
  });
});
