import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.ts';
import { locales } from '../i18n.ts';
import { CATALOGUES } from './registry.ts';

const lookup = (tree: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

/** Every text a catalogue's screens, exports and messages ask for, from its definition alone. */
function textKeys(definition: (typeof CATALOGUES)[number]): string[] {
  const keys = ['title', 'singular', 'new', 'edit', `fields.${definition.idField}`];
  for (const [name, field] of Object.entries(definition.fields)) {
    keys.push(`fields.${name}`);
    if (field.kind === 'enum') for (const value of field.values ?? []) keys.push(`values.${name}.${value}`);
    if (field.atLeast) keys.push(`messages.${name}`);
  }
  if (definition.tree) keys.push('tree');
  return keys.map((key) => `catalogues.${definition.name}.${key}`);
}

describe.each(LANGUAGES)('catalogue texts in %s', (language) => {
  it.each(CATALOGUES.map((definition) => [definition.name, definition] as const))('%s has every label and message', (_name, definition) => {
    const missing = textKeys(definition).filter((key) => typeof lookup(locales[language], key) !== 'string');
    expect(missing).toEqual([]);
  });
});
