import { locales as contractLocales, type Language } from '@portal/contract';
import esMX from './locales/es-MX.json';
import enUS from './locales/en-US.json';

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Deep merge: the web's own texts sit beside the contract's server messages in one resource. */
export function mergeCatalogues(base: Tree, extra: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? mergeCatalogues(current, value) : value;
  }
  return merged;
}

/** The web app's own texts; the contract's locales hold the server's messages (auth, problem, validation). */
export const webLocales: Record<Language, Tree> = { 'es-MX': esMX, 'en-US': enUS };

export function buildResources(): Record<Language, { translation: Tree }> {
  return {
    'es-MX': { translation: mergeCatalogues(contractLocales['es-MX'], webLocales['es-MX']) },
    'en-US': { translation: mergeCatalogues(contractLocales['en-US'], webLocales['en-US']) },
  };
}
