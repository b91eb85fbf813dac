import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@portal/contract';
import type { Tree } from './merge-files.ts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const i18n = i18next.createInstance();

/** One chunk per language: a user downloads the texts of the language they read, not both. */
const resources: Record<Language, () => Promise<{ default: Tree }>> = {
  'es-MX': () => import('./resources/es-MX.ts'),
  'en-US': () => import('./resources/en-US.ts'),
};

/** Loads a language's texts once (the app renders after the first one is in: `i18nReady`). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { default: tree } = await resources[language]();
  i18n.addResourceBundle(language, 'translation', tree, true, true);
}

const initialLanguage = typeof localStorage === 'undefined' ? DEFAULT_LANGUAGE : readStoredLanguage();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  // Server messages (already localized) pass through t() too; a ':' in them is not a namespace.
  nsSeparator: false,
  returnNull: false,
  initAsync: false,
  // No library advertisement in the users' console.
  showSupportNotice: false,
});

/** Resolves when the texts of the language the app starts in are loaded. */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage);

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** The language of the UI, also sent as Accept-Language on every call. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function changeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage may be full or blocked; the choice still applies to this tab.
  }
  void loadLanguage(language).then(() => i18n.changeLanguage(language));
}
