import { describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, signIn, visit } from '../support/browser.ts';
import { seriousViolationsInBothSkins } from '../support/axe.ts';

const env = usePortalAndBrowser();
const WAIT = { timeout: 20_000 };

describe('accessibility of the account, bulletin and security screens (axe: no serious or critical violations)', () => {
  it('public bulletins (signed out), then account settings, bulletins and the permission matrix (admin)', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL, { bypassCSP: true })).newPage();
    const found: { path: string; violations: unknown[] }[] = [];
    const check = async (path: string, testId: string) => {
      await visit(page, path);
      await page.getByTestId(testId).first().waitFor(WAIT);
      const violations = await seriousViolationsInBothSkins(page);
      if (violations.length > 0) found.push({ path, violations });
    };
    await check('/pages/bulletins/customers', 'bulletin-card');
    await signIn(page, DEMO.admin.login, DEMO.admin.password);
    await check('/pages/account-setting', 'account-fullname');
    await check('/pages/account-setting?tab=password', 'password-form');
    await check('/pages/account-setting?tab=history', 'history-table');
    await check('/apps/bulletin/list', 'bulletins-table');
    await check('/apps/bulletin/details?boletinId=1', 'bulletin-form');
    await check('/pages/miscellaneous/bulletins', 'bulletins-read-all');
    await check('/apps/security/profiles/list', 'profiles-table');
    await check('/apps/security/profiles/edit/1', 'profile-form');
    await check('/apps/security/matriz-permisos', 'permission-matrix');
    expect(found).toEqual([]);
    await page.context().close();
  }, 240_000);
});
