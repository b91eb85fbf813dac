import { describe, expect, it } from 'vitest';
import { flattenKeys } from '@portal/contract';
import enPublic from './en-US.public.ts';
import enRest from './en-US.ts';
import esPublic from './es-MX.public.ts';
import esRest from './es-MX.ts';
import { webLocales } from '../i18n-catalogue.ts';

/** The texts load in two parts per language (before sign-in, the rest): together they are every text, once. */
describe('language chunks', () => {
  it.each([
    ['es-MX', esPublic, esRest],
    ['en-US', enPublic, enRest],
  ] as const)('%s: the sign-in part and the rest do not overlap and hold every web text', (language, publicPart, rest) => {
    const publicKeys = flattenKeys(publicPart);
    const restKeys = new Set(flattenKeys(rest));
    expect(publicKeys.filter((key) => restKeys.has(key))).toEqual([]);
    const all = new Set([...publicKeys, ...restKeys]);
    expect(flattenKeys(webLocales[language]).filter((key) => !all.has(key))).toEqual([]);
    expect(publicKeys).toEqual(expect.arrayContaining(['login.submit', 'auth.emailRequired', 'routes.login', 'app.name']));
  });
});
