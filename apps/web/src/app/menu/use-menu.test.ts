import { describe, expect, it } from 'vitest';
import { activeMenuPath } from './use-menu.ts';

const paths = ['/Home', '/apps/receivers/list', '/apps/parts/list', '/apps/confronts/warehouse/list', '/apps/confronts/load/list'];

describe('activeMenuPath', () => {
  it('is the item itself, or the one a path lies below', () => {
    expect(activeMenuPath('/apps/receivers/list', paths)).toBe('/apps/receivers/list');
    expect(activeMenuPath('/Home', paths)).toBe('/Home');
  });
  it('keeps the list of the same area for its edit, detail and check screens', () => {
    expect(activeMenuPath('/apps/receivers/edit/5', paths)).toBe('/apps/receivers/list');
    expect(activeMenuPath('/apps/confronts/load/check', paths)).toBe('/apps/confronts/load/list');
    expect(activeMenuPath('/apps/confronts/warehouse/check', paths)).toBe('/apps/confronts/warehouse/list');
  });
  it('is none for a screen of no item’s area', () => {
    expect(activeMenuPath('/pages/account-setting', paths)).toBeUndefined();
    expect(activeMenuPath('/apps/transfers/list', paths)).toBeUndefined();
  });
});
