import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { landingPathFor, STORAGE_KEYS } from '@portal/contract';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs (and any a test adds: a fake camera). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
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
      ...extraArgs,
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

/**
 * Signs in as the login screen does, without its screen: the same `/jwt/login` call, the answer kept under the
 * same storage keys (`saveSession`), then the landing page of the user's roles, or straight the screen `to` (as
 * a bookmark opened signed in: a test about another screen does not wait for Home's own calls first). For every
 * test but the ones about signing in, which use `signInThroughScreen`: each sign-in through the screen costs a
 * page load and a form.
 */
export async function signIn(page: Page, login: string, password: string, options: { to?: string } = {}): Promise<void> {
  const answer = await page.request.post('/jwt/login', { data: { email: login, password } });
  if (!answer.ok()) throw new Error(`sign-in of ${login} failed: ${answer.status()} ${await answer.text()}`);
  const session = (await answer.json()) as { accessToken: string; refreshToken: string; userData: { role: string; roles: string[] } };
  // Any answer of the portal's own origin lets the page write its storage; /health is the cheapest.
  await page.goto('/health');
  await page.evaluate(
    ({ keys, value }) => {
      localStorage.setItem(keys.accessToken, value.accessToken);
      localStorage.setItem(keys.refreshToken, value.refreshToken);
      localStorage.setItem(keys.userData, JSON.stringify(value.userData));
    },
    { keys: STORAGE_KEYS, value: session },
  );
  const roles = session.userData.roles.length > 0 ? session.userData.roles : [session.userData.role];
  await page.goto(options.to ?? landingPathFor(roles) ?? '/login');
  // As after the screen's sign-in: the signed-in layout is up before the test goes on.
  await page.locator('#main-content').waitFor();
}

/**
 * Opens a path of the portal. When the app is already running in the page, as a link does: the address is pushed
 * and the router hears it (as on Back/Forward), then the call waits until that screen is the one shown. Otherwise,
 * and with `{ reload: true }`, a full page load. A full load boots the whole single-page app again, which on CI's
 * two cores costs over a second of the browser's CPU; most tests only need the screen (decision 0170).
 */
export async function visit(page: Page, path: string, options: { reload?: boolean } = {}): Promise<void> {
  const shown = options.reload ? undefined : await page.evaluate(() => document.documentElement.dataset.navigation).catch(() => undefined);
  const here = shown === undefined ? undefined : new URL(page.url());
  const there = here ? new URL(path, here) : undefined;
  // Not running, another origin, or the same screen again (a reload, as page.goto would do): a full load.
  if (!here || !there || here.origin !== there.origin || here.pathname + here.search === there.pathname + there.search) {
    await page.goto(path);
    return;
  }
  await page.evaluate(
    (to) => {
      const state = window.history.state as { idx?: number } | null;
      const next = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 };
      window.history.pushState(next, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: next }));
    },
    there.pathname + there.search + there.hash,
  );
  // The pushed screen, or wherever its route sent the user instead (a redirect): any navigation but the one before.
  await page.waitForFunction((before) => document.documentElement.dataset.navigation !== before, shown, { timeout: 20_000 });
}

/**
 * Picks an option of a Mantine select: opens it, types `typed` first when given (a searchable select narrows its
 * options to it), then clicks the first option whose name matches `option`.
 */
export async function choose(page: Page, testId: string, option: string | RegExp, typed?: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  const wanted = page.getByRole('option', { name: option }).first();
  if (typed !== undefined) {
    await input.fill(typed);
    // A searched list is replaced when the typed text's answer arrives (after the field's debounce): a click caught
    // by that re-render lands beside the option and chooses nothing. Wait until the list holds the option and has
    // stopped changing.
    const listed = () => page.evaluate(() => Array.from(document.querySelectorAll('[role="option"]'), (o) => o.textContent).join('|'));
    let before = await listed();
    // At most about 10 s; the click below then fails with its own message if the option never came.
    for (let settled = false, tries = 0; !settled && tries < 25; tries += 1) {
      await page.waitForTimeout(400);
      const now = await listed();
      settled = now === before && (await wanted.isVisible());
      before = now;
    }
  }
  await wanted.click();
}

/** `YYYY-MM-DD` as a day field shows and takes it: DD/MM/yyyy in both languages (`DateField`). */
export function shownDay(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** Types a day into a day field as a user does (DD/MM/yyyy), then leaves the field, which closes its calendar. */
export async function fillDay(field: Locator, isoDay: string): Promise<void> {
  await field.fill(shownDay(isoDay));
  await field.blur();
}

export type Language = 'es-MX' | 'en-US';

/**
 * Switches the signed-in shell's language with its ES | EN switch, as a user does, and waits until the app took it
 * (`<html lang>`). Screens already shown render again in it; later calls send it as Accept-Language.
 */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId(`language-${language}`).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
}

/**
 * A page in a new context (`newContext`'s options) signed in as `user` (`signIn`, straight onto `to` when given), in
 * English when `locale` is en-US: what most files' `adminPage`/`pageOf` helpers do, written once.
 */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  user: { login: string; password: string },
  options: { locale?: Language; width?: number; bypassCSP?: boolean; to?: string } = {},
): Promise<Page> {
  const page = await (await newContext(browser, baseURL, options)).newPage();
  await signIn(page, user.login, user.password, { to: options.to });
  if (options.locale === 'en-US') await useLanguage(page, 'en-US');
  return page;
}

/** Signs in through the login screen and waits until the landing page shows. */
export async function signInThroughScreen(page: Page, login: string, password: string): Promise<void> {
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

/**
 * Answers, through the API, the satisfaction surveys a demo user has waiting (the help-desk demo leaves
 * capturista one), so that tests about other screens are not interrupted by the survey modal.
 */
export async function answerPendingSurveys(baseURL: string, login: string, password: string): Promise<void> {
  const signedIn = await fetch(`${baseURL}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password }),
  });
  if (!signedIn.ok) throw new Error(`sign-in of ${login} failed: ${signedIn.status}`);
  const { accessToken, userData } = (await signedIn.json()) as { accessToken: string; userData: { username: string } };
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  for (let i = 0; i < 10; i += 1) {
    const pending = await fetch(`${baseURL}/api/MesaAyuda/Ticket/${encodeURIComponent(userData.username)}/TicketSinEvaluar`, { headers });
    if (pending.status !== 200) return;
    const { ticketId } = (await pending.json()) as { ticketId: number };
    const answered = await fetch(`${baseURL}/api/MesaAyuda/Ticket/${ticketId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify([
        { op: 'replace', path: '/calificacionSatisfaccion', value: 5 },
        { op: 'replace', path: '/comentariosSatisfaccion', value: 'Atendido' },
      ]),
    });
    if (!answered.ok) throw new Error(`survey of ticket ${ticketId}: ${answered.status} ${await answered.text()}`);
  }
}
