import { describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, signedInPage } from '../support/browser.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();

describe('the search box', () => {
  it('opens with Ctrl+K, finds a customer without its accents and opens it with Enter (Spanish)', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale: 'es-MX' });
    await page.getByTestId('global-search').waitFor();
    await page.keyboard.press('Control+K');
    const input = page.getByTestId('global-search-input');
    await input.waitFor();
    expect(await input.getAttribute('placeholder')).toBe(text('es-MX', 'search.placeholder'));
    await input.fill('bajio');
    await expect.poll(() => page.getByTestId('global-search-hit').first().textContent()).toContain('Bajío');
    await input.press('ArrowDown');
    await input.press('Enter');
    await page.waitForURL(/\/apps\/customers\/edit\/\d+$/);
    await expect.poll(() => page.getByTestId('global-search-input').count()).toBe(0);
  });

  it('finds a pedimento by its number from the navbar button and says when nothing matches (English)', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale: 'en-US' });
    await page.getByTestId('global-search').click();
    const input = page.getByTestId('global-search-input');
    await input.fill('zzqqxx');
    await expect.poll(() => page.getByTestId('global-search-empty').textContent()).toBe(text('en-US', 'search.none'));
    await input.fill('6000101');
    const hit = page.getByTestId('global-search-hit').first();
    await expect.poll(() => hit.textContent()).toContain('6000101');
    expect(await hit.textContent()).toContain(text('en-US', 'search.groups.pedimentos'));
    await hit.click();
    await page.waitForURL(/\/apps\/operations\/pedimento\/\d+$/);
    await expect.poll(() => page.getByTestId('pedimento-number').textContent()).toContain('6000101');
  });

  it("shows a client only its own customer's pedimentos", async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.client, { locale: 'es-MX' });
    const own = await page.evaluate(async () => {
      const token = localStorage.getItem('accessToken');
      const res = await fetch('/api/Pedimentos?pageSize=100', { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()) as { items: { numero: string }[]; total: number };
    });
    await page.getByTestId('global-search').waitFor();
    await page.keyboard.press('Control+K');
    const input = page.getByTestId('global-search-input');
    await input.fill('6000');
    await expect.poll(() => page.getByTestId('global-search-hit').count()).toBeGreaterThan(0);
    const shown = await page.getByTestId('global-search-hit').allTextContents();
    const numbers = new Set(own.items.map((p) => p.numero.slice(-7)));
    for (const hit of shown) expect([...numbers].some((n) => hit.includes(n))).toBe(true);
  });
});
