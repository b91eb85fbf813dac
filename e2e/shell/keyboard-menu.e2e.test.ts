import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, signedInPage } from '../support/browser.ts';

const env = usePortalAndBrowser();
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

describe('the side menu by keyboard', () => {
  it('reaches every group header with Tab, opens one with Enter and walks into its screens', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale: 'es-MX', width: 1366 });
    await page.getByTestId('main-menu').waitFor();
    const groups = await page
      .locator('[data-testid^="menu-group-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    expect(groups).toContain('menu-group-humanResources');

    // Tab from the menu button through the menu: every group header takes the focus on the way.
    await page.getByTestId('menu-toggle').focus();
    const reached = new Set<string>();
    for (let i = 0; i < 80 && reached.size < groups.length; i += 1) {
      await page.keyboard.press('Tab');
      const id = await focusedTestId(page);
      if (id?.startsWith('menu-group-')) reached.add(id);
    }
    expect([...reached].sort()).toEqual([...groups].sort());

    const hr = page.getByTestId('menu-group-humanResources');
    await hr.focus();
    expect(await hr.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => hr.getAttribute('aria-expanded')).toBe('true');
    // The group's links take the focus once its panel has opened (it unfolds with a short transition).
    await page.locator('a[href^="/apps/human-resources/"], a[href^="/apps/organization-chart/"]').first().waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(href).toMatch(/^\/apps\/(human-resources|organization-chart)\//);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/apps\/(human-resources|organization-chart)\//);
  });
});
