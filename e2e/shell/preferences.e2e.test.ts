import { describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, signIn, visit, signedInPage } from '../support/browser.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();

describe('language', () => {
  it('switches the texts and the Accept-Language header, and keeps the choice', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    const languages: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) languages.push(req.headers()['accept-language'] ?? '');
    });
    await signIn(page, DEMO.admin.login, DEMO.admin.password);
    await page.waitForURL('**/Home');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(text('es-MX', 'routes.home'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-MX');

    await page.getByTestId('language-en-US').click();
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(text('en-US', 'routes.home'));
    expect(await page.evaluate(() => [localStorage.getItem('language'), document.documentElement.lang])).toEqual(['en-US', 'en-US']);

    languages.length = 0;
    await page.reload();
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(text('en-US', 'routes.home'));
    await expect.poll(() => languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['en-US']));
    await page.context().close();
  });

  it('shows server messages in the chosen language', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    await visit(page, '/login');
    await page.getByTestId('language-en-US').click();
    await page.getByTestId('login-email').fill('nobody');
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain(text('en-US', 'auth.invalidCredentials'));
    await page.context().close();
  });
});

describe('layout and skin', () => {
  it('keep the skin and the layout across a reload', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin);
    await page.waitForURL('**/Home');
    await page.getByTestId('customizer-toggle').click();
    await page.getByTestId('customizer-skin-dark').click();
    await page.getByTestId('customizer-layout-horizontal').click();
    const colorScheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    await expect.poll(colorScheme).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('skin'))).toBe('dark');

    await page.reload();
    await expect.poll(() => page.getByTestId('page-title').isVisible()).toBe(true);
    expect(await colorScheme()).toBe('dark');
    const layout = JSON.parse((await page.evaluate(() => localStorage.getItem('layout'))) ?? '{}') as {
      type?: string;
      layoutType?: string;
    };
    expect(layout.type ?? layout.layoutType).toBe('horizontal');
    await expect.poll(() => page.locator('[data-layout="horizontal"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('works on a phone: the menu is a drawer', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { width: 375 });
    await page.waitForURL('**/Home');
    // A closed drawer is still rendered, beside the screen (Playwright counts it visible): judged by where it is.
    const inView = async () => {
      const box = await page.getByTestId('main-menu').first().boundingBox();
      return box !== null && box.x + box.width > 0;
    };
    await page.getByTestId('main-menu').first().waitFor({ state: 'attached' });
    await expect.poll(inView).toBe(false);
    await page.getByTestId('menu-toggle').click();
    await expect.poll(inView).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByTestId('menu-toggle').click();
    await expect.poll(inView).toBe(false);

    // Every header tool fits the phone (the user's menu was pushed past the edge, clipped by the fixed header), at
    // 375 px and at 360 px; the customizer, left out of the header there, opens from the user's menu.
    for (const width of [375, 360]) {
      await page.setViewportSize({ width, height: 740 });
      await expect.poll(async () => (await page.getByTestId('user-menu').boundingBox())?.x ?? Infinity).toBeLessThanOrEqual(width - 38);
      const box = (await page.getByTestId('user-menu').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await page.getByTestId('user-menu').click();
    await page.getByTestId('customizer-menu-item').click();
    await page.getByTestId('customizer-skin-dark').waitFor();
    await page.context().close();
  });
});
