import { describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, signIn } from '../support/browser.ts';

const env = usePortalAndBrowser();

describe("a client's parts list", () => {
  it('asks for nothing the client may not read: no 403, and the customer filter offers only its own customer', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL, { locale: 'es-MX' })).newPage();
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/') && res.status() === 403) refused.push(res.url());
    });
    await signIn(page, DEMO.client.login, DEMO.client.password, { to: '/apps/parts/list' });
    await expect.poll(() => page.getByTestId('catalogue-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const options = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      return (await (await fetch('/api/Clientes/Opciones', { headers })).json()) as { value: number }[];
    });
    expect(options.map((o) => o.value)).toEqual([1]);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(await page.locator('.mantine-Notification-root').filter({ hasText: '403' }).count()).toBe(0);
  });
});
