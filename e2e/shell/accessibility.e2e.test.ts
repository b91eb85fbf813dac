import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startPortal, type Portal } from '../support/portal.ts';
import { DEMO, launchBrowser, newContext, signIn } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const skin of ['light', 'dark'] as const) {
    it(`login screen, ${skin} skin`, async () => {
      const page = await (await newContext(browser, portal.baseURL, { bypassCSP: true })).newPage();
      await page.goto('/login');
      await page.evaluate((s) => localStorage.setItem('skin', s), skin);
      await page.reload();
      await page.getByTestId('login-form').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    it(`home screen, ${skin} skin`, async () => {
      const page = await (await newContext(browser, portal.baseURL, { bypassCSP: true })).newPage();
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
