import { describe, expect, it } from 'vitest';
import { languageFromStored } from './i18n.ts';

describe('the stored language', () => {
  it('is read as stored, in its short forms, and as the default when nothing is stored', () => {
    expect(languageFromStored('en-US')).toBe('en-US');
    expect(languageFromStored('es-MX')).toBe('es-MX');
    expect(languageFromStored('en')).toBe('en-US');
    expect(languageFromStored('EN-gb')).toBe('en-US');
    expect(languageFromStored('es')).toBe('es-MX');
    expect(languageFromStored('fr')).toBe('es-MX');
    expect(languageFromStored(null)).toBe('es-MX');
  });
});
