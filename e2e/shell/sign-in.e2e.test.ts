import { describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, signInThroughScreen } from '../support/browser.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();

describe('sign-in', () => {
  it('signs the administrator in to Home and out again, clearing the stored session', async () => {
    const context = await newContext(env.browser, env.portal.baseURL);
    const page = await context.newPage();
    await signInThroughScreen(page, DEMO.admin.login, DEMO.admin.password);
    await page.waitForURL('**/Home');
    await expect.poll(() => page.getByTestId('home-greeting').isVisible()).toBe(true);
    const stored = await page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('userData'),
    ]);
    expect(stored.every(Boolean)).toBe(true);
    expect(JSON.parse(stored[2]!).role).toBe('admin');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/login');
    const after = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userData')]);
    expect(after).toEqual([null, null]);
    // The revoked session no longer opens protected pages.
    await page.goto('/Home');
    await page.waitForURL('**/login**');
    await context.close();
  });

  it('shows the catalogue message for a wrong password, in Spanish and in English', async () => {
    for (const language of ['es-MX', 'en-US'] as const) {
      const context = await newContext(env.browser, env.portal.baseURL, { locale: language });
      const page = await context.newPage();
      await page.goto('/login');
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      await page.reload();
      await page.getByTestId('login-email').fill(DEMO.staff.login);
      await page.getByTestId('login-password').fill('not-the-password');
      await page.getByTestId('login-submit').click();
      await expect.poll(() => page.getByTestId('login-error').textContent()).toContain(text(language, 'auth.invalidCredentials'));
      expect(new URL(page.url()).pathname).toBe('/login');
      await context.close();
    }
  });

  it('checks the fields in the browser and moves focus to the first one to fix', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByText(text('es-MX', 'auth.emailRequired')).isVisible()).toBe(true);
    expect(await page.getByText(text('es-MX', 'auth.passwordRequired')).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-email');
    await page.context().close();
  });

  it('registers a pending account that cannot sign in until activated, and says so', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    const userName = `nuevo${Date.now() % 100000}`;
    await page.goto('/login');
    await page.getByTestId('register-link').click();
    await page.waitForURL('**/register');
    await page.getByTestId('register-username').fill(userName);
    await page.getByTestId('register-email').fill(`${userName}@ejemplo.mx`);
    await page.getByTestId('register-fullname').fill('Ana Nueva');
    await page.getByTestId('register-password').fill('Secreto123');
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('register-success').textContent()).toContain(text('es-MX', 'auth.registered'));

    await page.goto('/login');
    await page.getByTestId('login-email').fill(userName);
    await page.getByTestId('login-password').fill('Secreto123');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain(text('es-MX', 'auth.userPending'));
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('sends the client to the access-control screen', async () => {
    const context = await newContext(env.browser, env.portal.baseURL);
    const page = await context.newPage();
    await signInThroughScreen(page, DEMO.client.login, DEMO.client.password);
    await page.waitForURL('**/access-control');
    await expect.poll(() => page.getByTestId('access-control-welcome').isVisible()).toBe(true);
    await context.close();
  });
});

describe('guards', () => {
  it('sends an unknown path to /error-404', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    await page.goto('/no/such/screen');
    await page.waitForURL('**/error-404');
    await expect.poll(() => page.getByTestId('error-404').isVisible()).toBe(true);
    await page.context().close();
  });

  it('sends a signed-out visitor of a protected screen to /login, and back there after signing in', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    // Staff land on /Home; the remembered screen must win.
    await page.goto('/access-control');
    await page.waitForURL('**/login**');
    await page.getByTestId('login-email').fill(DEMO.staff.login);
    await page.getByTestId('login-password').fill(DEMO.staff.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/access-control');
    await page.context().close();
  });

  it('sends a signed-in user without the ability to not-authorized', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    await signInThroughScreen(page, DEMO.client.login, DEMO.client.password);
    await page.waitForURL('**/access-control');
    await page.goto('/Home');
    await page.waitForURL('**/pages/miscellaneous/not-authorized');
    await expect.poll(() => page.getByTestId('not-authorized').isVisible()).toBe(true);
    // The root leads each role to its own start page.
    await page.goto('/');
    await page.waitForURL('**/access-control');

    // "Sign in as another user" ends this session on the server too.
    const oldRefreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.goto('/Home');
    await page.getByTestId('sign-in-as-other').click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
    const reuse = await page.request.post('/jwt/refresh-token', { data: { refreshToken: oldRefreshToken } });
    expect(reuse.status()).toBe(401);
    await page.context().close();
  });

  it('sends a signed-in user away from /login to the landing place of their role', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    await signInThroughScreen(page, DEMO.staff.login, DEMO.staff.password);
    await page.waitForURL('**/Home');
    await page.goto('/login');
    await page.waitForURL('**/Home');
    await page.goto('/');
    await page.waitForURL('**/Home');
    await page.context().close();
  });

  it('shows only what the user may open in the menu', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    await signInThroughScreen(page, DEMO.client.login, DEMO.client.password);
    await page.waitForURL('**/access-control');
    const menu = page.getByTestId('main-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.locator('a[href="/Home"]').count()).toBe(0);
    await page.context().close();
  });
});
