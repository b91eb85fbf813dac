import { describe, expect, it } from 'vitest';
import { hasTranslation, mergeCatalogues, RESOURCES } from '@portal/contract';
import { webLocales } from '../../shared/i18n/i18n-catalogue.ts';
import { appRoutes } from './app.routes.ts';
import { isScreenRoute } from './route.types.ts';

function lookup(tree: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe('route table', () => {
  const screens = appRoutes.filter(isScreenRoute);

  it('has unique paths and ends with the catch-all', () => {
    const paths = appRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
  });

  it('names known resources', () => {
    for (const route of screens) expect([...RESOURCES, 'all']).toContain(route.resource);
  });

  it('has every title and breadcrumb key in both languages', () => {
    for (const language of ['es-MX', 'en-US'] as const) {
      for (const route of screens) {
        for (const key of [route.titleKey, ...(route.breadcrumbKeys ?? [])]) {
          const found = typeof lookup(webLocales[language], key) === 'string' || hasTranslation(language, key);
          expect(found, `${language} ${key}`).toBe(true);
        }
      }
    }
    expect(mergeCatalogues({ a: { b: 1 } }, { a: { c: 2 } })).toEqual({ a: { b: 1, c: 2 } });
  });
});
