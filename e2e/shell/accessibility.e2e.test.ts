import { describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, signIn } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

const env = usePortalAndBrowser();

describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const skin of ['light', 'dark'] as const) {
    it(`login screen, ${skin} skin`, async () => {
      const page = await (await newContext(env.browser, env.portal.baseURL, { bypassCSP: true })).newPage();
      await page.goto('/login');
      await page.evaluate((s) => localStorage.setItem('skin', s), skin);
      await page.reload();
      await page.getByTestId('login-form').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    it(`home screen, ${skin} skin`, async () => {
      const page = await (await newContext(env.browser, env.portal.baseURL, { bypassCSP: true })).newPage();
      await page.goto('/login');
      await page.evaluate((s) => localStorage.setItem('skin', s), skin);
      await signIn(page, DEMO.admin.login, DEMO.admin.password);
      await page.waitForURL('**/Home');
      await page.getByTestId('home-greeting').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
