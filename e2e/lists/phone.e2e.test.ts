import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { answerPendingSurveys, DEMO, signIn, visit } from '../support/browser.ts';
import { text } from '../support/locales.ts';

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

/** A 360 × 740 touch screen in Spanish. */
function touchPhone() {
  return env.browser.newContext({
    baseURL: env.portal.baseURL,
    locale: 'es-MX',
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
}

describe('lists on a phone (360 × 740, touch)', () => {
  it('show their row actions, with 44 px targets and badges of at least 12 px', async () => {
    await answerPendingSurveys(env.portal.baseURL, DEMO.admin.login, DEMO.admin.password);
    const context = await touchPhone();
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

  it('fold the filters behind a button that counts them, kept on reload and cleared in one tap', async () => {
    const context = await touchPhone();
    const page = await context.newPage();
    await signIn(page, DEMO.admin.login, DEMO.admin.password, { to: '/apps/classification/list' });
    const toggle = page.getByTestId('clasificaciones-filters-toggle');
    const estado = page.getByTestId('filter-estado');
    // The panel's height grows for a few hundred ms as it opens (Mantine's Collapse); a tap while it still moves could
    // land beside the button it aimed at. Open means its inline height is gone, as Mantine leaves it at the end.
    const openFilters = async () => {
      await toggle.click();
      await expect
        .poll(() =>
          page
            .locator('#clasificaciones-filters')
            .evaluate((el: HTMLElement) => el.getAttribute('aria-hidden') === 'false' && el.style.height === ''),
        )
        .toBe(true);
    };
    await page.getByTestId('clasificaciones-row').first().waitFor(WAIT);
    // Folded: the rows come right after the search box.
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await estado.isVisible()).toBe(false);
    expect(await toggle.textContent()).toBe(text('es-MX', 'list.filters'));

    await openFilters();
    await estado.click();
    await page.getByRole('option', { name: text('es-MX', 'clasificaciones.estados.pendiente') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('estado')).toBe('pendiente');
    await expect.poll(() => toggle.textContent()).toBe(text('es-MX', 'list.filtersInUse').replace('{{count}}', '1'));

    // A reload keeps the filter (in the address) and its count, folded again.
    await page.reload();
    await page.getByTestId('clasificaciones-row').first().waitFor(WAIT);
    await expect.poll(() => toggle.textContent()).toBe(text('es-MX', 'list.filtersInUse').replace('{{count}}', '1'));
    const states = await page.getByTestId('clasificaciones-row').allTextContents();
    expect(states.every((row) => row.includes(text('es-MX', 'clasificaciones.estados.pendiente')))).toBe(true);

    // One tap removes the filters; what was typed in the search box, in sight above them, stays.
    await page.getByTestId('clasificaciones-search').fill('SC');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('SC');
    await openFilters();
    await page.getByTestId('clasificaciones-clear-filters').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('estado')).toBeNull();
    await expect.poll(() => toggle.textContent()).toBe(text('es-MX', 'list.filters'));
    expect(new URL(page.url()).searchParams.get('search')).toBe('SC');
    expect(await page.getByTestId('clasificaciones-search').inputValue()).toBe('SC');
    await context.close();
  });

  it('on a desk, show the filters in a row with the button that removes them once one is in use', async () => {
    const context = await env.browser.newContext({ baseURL: env.portal.baseURL, locale: 'es-MX', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, DEMO.admin.login, DEMO.admin.password, { to: '/apps/classification/list?estado=pendiente&search=SC' });
    await page.getByTestId('filter-estado').waitFor(WAIT);
    expect(await page.getByTestId('clasificaciones-filters-toggle').count()).toBe(0);
    const clear = page.getByTestId('clasificaciones-clear-filters');
    await clear.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('estado')).toBeNull();
    expect(new URL(page.url()).searchParams.get('search')).toBe('SC');
    // Nothing left to remove: the button goes.
    await expect.poll(() => clear.count()).toBe(0);
    await context.close();
  });
});
