import { describe, expect, it } from 'vitest';
import { applySettingsChange, DEFAULT_LAYOUT_SETTINGS, parseLayoutSettings } from './layout-settings.ts';

describe('layout settings', () => {
  it('falls back to defaults for unknown or broken values', () => {
    expect(parseLayoutSettings('purple', '{not json')).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(parseLayoutSettings('dark', JSON.stringify({ navbarType: 'floating', footerType: 'nope' }))).toMatchObject({
      skin: 'dark',
      navbarType: 'floating',
      footerType: DEFAULT_LAYOUT_SETTINGS.footerType,
    });
  });
  it('resets semi-dark to light when the layout becomes horizontal', () => {
    const semiDark = { ...DEFAULT_LAYOUT_SETTINGS, skin: 'semi-dark' as const };
    expect(applySettingsChange(semiDark, { layoutType: 'horizontal' }).skin).toBe('light');
    expect(applySettingsChange({ ...semiDark, skin: 'dark' }, { layoutType: 'horizontal' }).skin).toBe('dark');
  });
});
