import { describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, signInThroughScreen } from '../support/browser.ts';

// Access tokens that expire in 2 seconds, so the test sees a refresh.
const env = usePortalAndBrowser({ env: { ACCESS_TOKEN_TTL_SECONDS: '2' } });

describe('session', () => {
  it('refreshes an expired access token without the user noticing', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    await signInThroughScreen(page, DEMO.admin.login, DEMO.admin.password);
    await page.waitForURL('**/Home');
    const before = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);
    await page.waitForTimeout(3000);

    const statuses: { path: string; status: number }[] = [];
    page.on('response', (res) => statuses.push({ path: new URL(res.url()).pathname, status: res.status() }));
    // Reloading re-reads the abilities with the expired token: 401, one refresh, then the call again.
    await page.reload();
    await expect.poll(() => statuses.some((s) => s.path === '/jwt/refresh-token' && s.status === 200)).toBe(true);
    await expect.poll(() => statuses.some((s) => s.path === '/api/Perfil/ReglasAcceso' && s.status === 200)).toBe(true);
    expect(statuses.some((s) => s.path === '/api/Perfil/ReglasAcceso' && s.status === 401)).toBe(true);
    const after = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(new URL(page.url()).pathname).toBe('/Home');
    await page.context().close();
  });

  it('sends the user to /login when the session cannot be refreshed', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    await signInThroughScreen(page, DEMO.admin.login, DEMO.admin.password);
    await page.waitForURL('**/Home');
    await page.evaluate(() => localStorage.setItem('refreshToken', 'revoked-or-forged'));
    await page.waitForTimeout(3000);
    // The header's polls may meet the refused refresh first and send the user to /login before the reload does.
    await page.reload();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userData')])).toEqual([null, null]);
    await page.context().close();
  });
});
