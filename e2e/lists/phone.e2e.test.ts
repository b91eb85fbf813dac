import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { answerPendingSurveys, DEMO, signIn, visit } from '../support/browser.ts';

/** Issue 21, point 9: the lists at 360 px on a touch screen: row actions in view, 44 px targets, 12 px badges. */
const env = usePortalAndBrowser();
const WAIT = { timeout: 20_000 };

async function measure(page: Page, rowTestId: string) {
  const row = page.getByTestId(rowTestId).first();
  await row.waitFor(WAIT);
  return row.evaluate((tr) => {
    const icons = Array.from(tr.querySelectorAll<HTMLElement>('.mantine-ActionIcon-root')).map((el) => el.getBoundingClientRect());
    const badges = Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-label')).map((el) =>
      parseFloat(getComputedStyle(el).fontSize),
    );
    const pages = Array.from(document.querySelectorAll<HTMLElement>('.mantine-Pagination-control')).map(
      (el) => el.getBoundingClientRect().height,
    );
    return {
      iconsInView: icons.length > 0 && icons.every((r) => r.left >= 0 && r.right <= window.innerWidth),
      smallestIcon: Math.min(...icons.map((r) => Math.min(r.width, r.height))),
      smallestBadgeText: badges.length ? Math.min(...badges) : 12,
      smallestPageButton: pages.length ? Math.min(...pages) : 44,
    };
  });
}

describe('lists on a phone (360 × 740, touch)', () => {
  it('show their row actions, with 44 px targets and badges of at least 12 px', async () => {
    await answerPendingSurveys(env.portal.baseURL, DEMO.admin.login, DEMO.admin.password);
    const context = await env.browser.newContext({
      baseURL: env.portal.baseURL,
      locale: 'es-MX',
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await signIn(page, DEMO.admin.login, DEMO.admin.password);
    const results: Record<string, unknown> = {};
    for (const [path, row] of [
      ['/apps/tickets/list', 'ticket-row'],
      ['/apps/users/list', 'users-row'],
      ['/apps/category/list', 'categories-row'],
      ['/apps/security/profiles/list', 'profiles-row'],
    ] as const) {
      await visit(page, path);
      results[path] = await measure(page, row);
    }
    for (const [path, m] of Object.entries(results)) {
      expect({ path, ...(m as object) }).toMatchObject({ path, iconsInView: true });
      const { smallestIcon, smallestBadgeText, smallestPageButton } = m as Record<string, number>;
      expect({ path, smallestIcon: smallestIcon! >= 44 }).toEqual({ path, smallestIcon: true });
      expect({ path, smallestBadgeText: smallestBadgeText! >= 12 }).toEqual({ path, smallestBadgeText: true });
      expect({ path, smallestPageButton: smallestPageButton! >= 44 }).toEqual({ path, smallestPageButton: true });
    }
    await context.close();
  }, 180_000);
});
