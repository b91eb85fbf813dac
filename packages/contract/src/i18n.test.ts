import { describe, expect, it } from 'vitest';
import { flattenKeys, locales, translate } from './i18n.ts';

describe('translation catalogue', () => {
  it('has the same keys in both languages', () => {
    const es = flattenKeys(locales['es-MX']).sort();
    const en = flattenKeys(locales['en-US']).sort();
    expect(es.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !es.includes(k))).toEqual([]);
  });
  it('interpolates parameters', () => {
    expect(translate('en-US', 'auth.tooManyAttempts', { seconds: 30 })).toBe('Too many attempts. Try again in 30 seconds');
    expect(translate('es-MX', 'auth.invalidCredentials')).toBe('Correo o contraseña inválidos');
  });
  it('returns an unknown key as it is', () => {
    expect(translate('en-US', 'nope.missing')).toBe('nope.missing');
  });
});
