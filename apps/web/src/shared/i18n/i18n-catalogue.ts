import type { Language } from '@portal/contract';
import { mergeFiles, type Tree } from './merge-files.ts';

/**
 * The web app's own texts, one pair of files per area (`<area>.es-MX.json` beside `<area>.en-US.json`,
 * anywhere under src/) so that areas never edit the same file; the contract's locales hold the
 * server's messages (auth, problem, validation, catalogue fields). Both languages at once, for the parity tests;
 * the app loads one language at a time (resources/).
 */
export const webLocaleFiles = {
  'es-MX': import.meta.glob<Tree>('../../**/*.es-MX.json', { eager: true, import: 'default' }),
  'en-US': import.meta.glob<Tree>('../../**/*.en-US.json', { eager: true, import: 'default' }),
} satisfies Record<Language, Record<string, Tree>>;

export const webLocales: Record<Language, Tree> = {
  'es-MX': mergeFiles(webLocaleFiles['es-MX']),
  'en-US': mergeFiles(webLocaleFiles['en-US']),
};
