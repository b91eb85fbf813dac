import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, resolveLanguage, STORAGE_KEYS, type Language } from '@portal/contract';
import type { Tree } from './merge-files.ts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a stored value names: one of ours as we store it, or a short or other form of one ('en', 'es', 'en-GB',
 * as another client of the same storage may have left it) read as the header is read; nothing stored is the default.
 */
export function languageFromStored(stored: string | null): Language {
  if (isLanguage(stored)) return stored;
  return stored ? resolveLanguage(stored) : DEFAULT_LANGUAGE;
}

export function readStoredLanguage(): Language {
  try {
    return languageFromStored(localStorage.getItem(STORAGE_KEYS.language));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const i18n = i18next.createInstance();

/**
 * Two chunks per language: the texts of the screens before sign-in, and all the others. A user downloads the texts
 * of the language they read, not both, and the login screen only the first part (decision 0087).
 */
const resources: Record<Language, { public: () => Promise<{ default: Tree }>; rest: () => Promise<{ default: Tree }> }> = {
  'es-MX': { public: () => import('./resources/es-MX.public.ts'), rest: () => import('./resources/es-MX.ts') },
  'en-US': { public: () => import('./resources/en-US.public.ts'), rest: () => import('./resources/en-US.ts') },
};

/** Set once a screen past sign-in is wanted: from then on every language loads whole. */
let wantsAllTexts = false;
const loaded = new Map<string, Promise<void>>();

function loadPart(language: Language, part: 'public' | 'rest'): Promise<void> {
  const key = `${language}:${part}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = resources[language][part]().then(({ default: tree }) => {
      i18n.addResourceBundle(language, 'translation', tree, true, true);
    });
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

/** Loads a language's texts once (the app renders after the first part is in: `i18nReady`). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([loadPart(language, 'public'), ...(wantsAllTexts ? [loadPart(language, 'rest')] : [])]);
}

/** Every text of the current language: awaited by the routes past sign-in before their screen renders. */
export function loadAllTexts(): Promise<void> {
  wantsAllTexts = true;
  return loadLanguage(currentLanguage());
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
