import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, signInThroughScreen, answerPendingSurveys, visit, signedInPage } from '../support/browser.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();
/** Polls wait for network round trips; the machines are shared and often loaded. */
const WAIT = { timeout: 20_000 };

/** A real PNG drawn by the browser's canvas, so the test needs no image library. */
async function drawPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#2a6';
      ctx.fillRect(0, 0, w!, h!);
      ctx.fillStyle = '#fff';
      ctx.fillRect(w! / 4, h! / 4, w! / 2, h! / 2);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

async function naturalSize(page: Page, src: string): Promise<[number, number]> {
  return page.evaluate(
    (url) =>
      new Promise<[number, number]>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
        img.onerror = reject;
        img.src = url;
      }),
    src,
  );
}

describe('account settings', () => {
  it('refuses a picture over 800 kB in the browser, then resizes a good one and shows it in the navbar', async () => {
    await answerPendingSurveys(env.portal.baseURL, DEMO.staff.login, DEMO.staff.password);
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.staff, { to: '/pages/account-setting' });
    const input = page.locator('input[type="file"]');
    const tooLarge = Buffer.concat([await drawPng(page, 20, 20), Buffer.alloc(820 * 1024, 1)]);
    await input.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: tooLarge });
    await expect
      .poll(() => page.getByTestId('picture-error').textContent(), WAIT)
      .toBe(text('es-MX', 'accountPage.picture.tooLarge').replace('{{size}}', '800 kB'));
    expect(await page.getByTestId('picture-upload').count()).toBe(0);

    const good = await drawPng(page, 1600, 1200);
    await input.setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: good });
    await expect.poll(() => page.getByTestId('picture-error').count(), WAIT).toBe(0);
    // The preview shows the chosen file before it is sent.
    await expect.poll(() => page.getByTestId('picture-preview').locator('img').getAttribute('src'), WAIT).toMatch(/^blob:/);
    await page.getByTestId('picture-upload').click();
    const navbarAvatar = page.getByTestId('user-menu').locator('img');
    await expect.poll(() => navbarAvatar.getAttribute('src'), WAIT).toMatch(/^\/accounts\/profile\/picture\/[0-9a-f-]{36}$/);
    const src = (await navbarAvatar.getAttribute('src'))!;
    expect(await naturalSize(page, src)).toEqual([1024, 768]);
    // It survives a reload (stored user record) and the account page shows the same picture.
    await page.reload();
    await expect.poll(() => page.getByTestId('user-menu').locator('img').getAttribute('src'), WAIT).toBe(src);
    await expect.poll(() => page.getByTestId('picture-preview').locator('img').getAttribute('src'), WAIT).toBe(src);
    await page.context().close();
  });

  it('refuses a wrong current password with the catalogue message, then changes it with the right one', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.vendor, { to: '/pages/account-setting?tab=password' });
    await page.getByTestId('password-current').fill('NoEsLaMia123');
    await page.getByTestId('password-new').fill('Nueva#Clave2026');
    await expect.poll(() => page.getByTestId('password-strength').getAttribute('data-score'), WAIT).toBe('4');
    await page.getByTestId('password-confirm').fill('Nueva#Clave2026');
    await page.getByTestId('password-save').click();
    await expect.poll(() => page.getByText(text('es-MX', 'auth.incorrectPassword')).first().isVisible(), WAIT).toBe(true);

    await page.getByTestId('password-current').fill(DEMO.vendor.password);
    await page.getByTestId('password-save').click();
    await expect.poll(() => page.getByText(text('es-MX', 'auth.passwordChanged')).first().isVisible(), WAIT).toBe(true);
    await expect.poll(() => page.getByTestId('password-current').inputValue(), WAIT).toBe('');

    // The new password opens the portal; the old one no longer does.
    const fresh = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    await visit(fresh, '/login');
    await fresh.getByTestId('login-email').fill(DEMO.vendor.login);
    await fresh.getByTestId('login-password').fill(DEMO.vendor.password);
    await fresh.getByTestId('login-submit').click();
    await expect.poll(() => fresh.getByTestId('login-error').textContent(), WAIT).toContain(text('es-MX', 'auth.invalidCredentials'));
    await signInThroughScreen(fresh, DEMO.vendor.login, 'Nueva#Clave2026');
    expect(new URL(fresh.url()).pathname).not.toBe('/login');
    await fresh.context().close();
    await page.context().close();
  });
});
