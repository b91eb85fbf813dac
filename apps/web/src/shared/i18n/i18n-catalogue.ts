import { locales as contractLocales, mergeCatalogues, type Language } from '@portal/contract';

type Tree = Record<string, unknown>;

/**
 * The web app's own texts, one pair of files per area (`<area>.es-MX.json` beside `<area>.en-US.json`,
 * anywhere under src/) so that areas never edit the same file; the contract's locales hold the
 * server's messages (auth, problem, validation, catalogue fields).
 */
export const webLocaleFiles = {
  'es-MX': import.meta.glob<Tree>('../../**/*.es-MX.json', { eager: true, import: 'default' }),
  'en-US': import.meta.glob<Tree>('../../**/*.en-US.json', { eager: true, import: 'default' }),
} satisfies Record<Language, Record<string, Tree>>;

function mergeAll(files: Record<string, Tree>): Tree {
  return Object.keys(files)
    .sort()
    .reduce<Tree>((merged, path) => mergeCatalogues(merged, files[path] ?? {}), {});
}

export const webLocales: Record<Language, Tree> = {
  'es-MX': mergeAll(webLocaleFiles['es-MX']),
  'en-US': mergeAll(webLocaleFiles['en-US']),
};

export function buildResources(): Record<Language, { translation: Tree }> {
  return {
    'es-MX': { translation: mergeCatalogues(contractLocales['es-MX'], webLocales['es-MX']) },
    'en-US': { translation: mergeCatalogues(contractLocales['en-US'], webLocales['en-US']) },
  };
}
