import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: { locale?: string; width?: number; bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    // Only for injecting axe-core: the portal's CSP rightly refuses inline scripts.
    bypassCSP: options.bypassCSP ?? false,
    locale: options.locale ?? 'es-MX',
    viewport: { width: options.width ?? 1280, height: 800 },
  });
}

/** Signs in through the login screen and waits until the landing page shows. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export const DEMO = {
  admin: { login: 'admin', password: 'Admin123!' },
  staff: { login: 'capturista', password: 'Capturista123!' },
  client: { login: 'cliente', password: 'Cliente123!' },
  vendor: { login: 'proveedor', password: 'Proveedor123!' },
} as const;
