import esMX from './locales/es-MX.json' with { type: 'json' };
import enUS from './locales/en-US.json' with { type: 'json' };
import type { Language } from './constants.ts';

/** One translation catalogue for the server's messages and the web app's texts. */
export const locales: Record<Language, Record<string, unknown>> = { 'es-MX': esMX, 'en-US': enUS };

function lookup(tree: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a key with `{{name}}` interpolation; an unknown key is returned as it is. */
export function translate(language: Language, key: string, params?: Record<string, string | number>): string {
  const text = lookup(locales[language], key) ?? lookup(locales['es-MX'], key) ?? key;
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function hasTranslation(language: Language, key: string): boolean {
  return lookup(locales[language], key) !== undefined;
}

/** Every leaf key of a catalogue, for the parity test. */
export function flattenKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? flattenKeys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
