import { describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, signIn, visit } from '../support/browser.ts';
import { seriousViolations, seriousViolationsInBothSkins } from '../support/axe.ts';

const env = usePortalAndBrowser();

describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const skin of ['light', 'dark'] as const) {
    it(`login screen, ${skin} skin`, async () => {
      const page = await (await newContext(env.browser, env.portal.baseURL, { bypassCSP: true })).newPage();
      await visit(page, '/login');
      await page.evaluate((s) => localStorage.setItem('skin', s), skin);
      await page.reload();
      await page.getByTestId('login-form').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    it(`home screen, ${skin} skin`, async () => {
      const page = await (await newContext(env.browser, env.portal.baseURL, { bypassCSP: true })).newPage();
      await visit(page, '/login');
      await page.evaluate((s) => localStorage.setItem('skin', s), skin);
      await signIn(page, DEMO.admin.login, DEMO.admin.password);
      await page.waitForURL('**/Home');
      await page.getByTestId('home-greeting').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('accessibility of the other shell screens', () => {
  it('register, 404 and the miscellaneous pages (signed out), access-control and not-authorized (client)', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL, { bypassCSP: true })).newPage();
    const check = async (path: string, testId: string) => {
      await visit(page, path);
      await page.getByTestId(testId).waitFor();
      expect({ path, violations: await seriousViolationsInBothSkins(page) }).toEqual({ path, violations: [] });
    };
    await check('/register', 'register-form');
    await check('/error-404', 'error-404');
    await check('/pages/miscellaneous/under-maintenance', 'under-maintenance');
    await check('/pages/miscellaneous/coming-soon', 'coming-soon');
    await signIn(page, DEMO.client.login, DEMO.client.password);
    await check('/access-control', 'access-control-welcome');
    await check('/Home', 'not-authorized');
    await page.context().close();
  });
});

describe('keyboard', () => {
  it('signs in and opens the user menu without a mouse', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    await visit(page, '/login');
    // The login field has focus on arrival.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-email');
    await page.keyboard.type(DEMO.staff.login);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-password');
    await page.keyboard.type(DEMO.staff.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/Home');
    // The demo leaves capturista a solved ticket awaiting the survey: dismissed by keyboard too.
    await page.getByTestId('survey-submit').waitFor();
    await page.keyboard.press('Escape');
    // The whole dialog gone, its closing transition included: it hands the focus back as it ends, which on a loaded
    // machine can come after the next step's focus and leave the Escape below outside the menu.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await expect
      .poll(async () => {
        await page.getByTestId('user-menu').focus();
        return focused();
      })
      .toBe('user-menu');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('sign-out').isVisible()).toBe(true);
    // The focus on the menu's button or inside the menu, where a keyboard user's Escape lands.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="user-menu"], [role="menu"]'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('sign-out').isVisible()).toBe(false);
    await page.context().close();
  });
});
