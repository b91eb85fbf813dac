import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { answerPendingSurveys, DEMO, newContext, signIn, visit } from '../support/browser.ts';
import { seriousViolationsInBothSkins } from '../support/axe.ts';
import { text } from '../support/locales.ts';

/**
 * The sweep (issue 21, point 13): every help-desk, notification, user and security screen, and a catalogue's
 * log, opened by an administrator and checked with axe-core in the light skin and in the dark one. Nothing
 * serious or critical may be found in either.
 */
const env = usePortalAndBrowser();
const WAIT = { timeout: 20_000 };

type Found = { path: string; skin: string; violations: unknown[] }[];

function sweeper(page: Page, found: Found) {
  return async (path: string, readyTestId: string | RegExp, before?: () => Promise<void>) => {
    await visit(page, path);
    await page.getByTestId(readyTestId).first().waitFor(WAIT);
    if (before) await before();
    for (const { skin, violations } of await seriousViolationsInBothSkins(page)) found.push({ path, skin, violations });
    if (process.env.AXE_SWEEP_LOG) console.log(JSON.stringify({ path, found: found.filter((f) => f.path === path) }));
  };
}

async function firstHref(page: Page, path: string, rowTestId: string, hrefPart: string): Promise<string> {
  await visit(page, path);
  const link = page.getByTestId(rowTestId).first().locator(`a[href*="${hrefPart}"]`).first();
  await link.waitFor(WAIT);
  return (await link.getAttribute('href')) ?? '';
}

/**
 * A list as read at 1366 × 850 (issue 21, point 5): no badge cut short ("ASIGNA…", "PENDI…") and the row actions of
 * the first row in view, not past the edge of the table's scroll area or the window.
 */
async function fullyUsable(page: Page, rowTestId: string) {
  // The navigation overlay of a slow in-app navigation fades out first: until then it is what a click would hit.
  await page.getByTestId('navigation-overlay').waitFor({ state: 'detached', timeout: 20_000 });
  const result = await page
    .getByTestId(rowTestId)
    .first()
    .evaluate((row) => {
      const cut = Array.from(row.closest('table')!.querySelectorAll<HTMLElement>('.mantine-Badge-label, .mantine-Badge-root'))
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent);
      const actions = Array.from(row.querySelectorAll<HTMLElement>('.mantine-ActionIcon-root, td:last-child a, td:last-child button'));
      const inView = actions.filter((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.width > 0 && r.right <= window.innerWidth && hit !== null && (el === hit || el.contains(hit));
      });
      return { cut, actions: actions.length, inView: inView.length };
    });
  expect({ rowTestId, ...result }).toEqual({ rowTestId, cut: [], actions: result.actions, inView: result.actions });
  expect(result.actions).toBeGreaterThan(0);
}

/** The incident banner (issue 21, point 10): each incident closes on its own and stays closed; a new one shows. */
async function incidentBanner(page: Page) {
  const token = (
    await (
      await fetch(`${env.portal.baseURL}/jwt/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO.admin.login, password: DEMO.admin.password }),
      })
    ).json()
  ).accessToken as string;
  const incident = async (titulo: string) => {
    const res = await fetch(`${env.portal.baseURL}/api/MesaAyuda/Incidencias`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ titulo, descripcion: 'Correo sin servicio', fechaFin: null, activo: true }),
    });
    expect(res.status).toBe(201);
  };
  const reloaded = () => Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/MesaAyuda/IncidenciasActiva')), page.reload()]);
  await incident('Caída del correo');
  await reloaded();
  const first = page.getByTestId('incident-alert').filter({ hasText: 'Caída del correo' });
  await first.waitFor(WAIT);
  await first.getByRole('button', { name: text('es-MX', 'helpdesk.incidents.dismiss') }).click();
  await first.waitFor({ state: 'detached' });
  await incident('Caída del ERP');
  await reloaded();
  await page.getByTestId('incident-alert').filter({ hasText: 'Caída del ERP' }).waitFor(WAIT);
  expect(await first.count()).toBe(0);
}

describe('axe sweep in both skins', () => {
  it('help desk, notifications, users, security and a part log: no serious or critical violation, light or dark; lists whole at 1366 px; incidents close', async () => {
    await answerPendingSurveys(env.portal.baseURL, DEMO.admin.login, DEMO.admin.password);
    const page = await (await newContext(env.browser, env.portal.baseURL, { bypassCSP: true, width: 1366 })).newPage();
    await page.setViewportSize({ width: 1366, height: 850 });
    await signIn(page, DEMO.admin.login, DEMO.admin.password);
    const found: Found = [];
    const check = sweeper(page, found);

    await check('/Home', 'home-greeting');
    await check('/apps/tickets/list', 'ticket-row', () => fullyUsable(page, 'ticket-row'));
    await check('/apps/tickets/list', 'ticket-row', async () => {
      await page.getByTestId('helpdesk-dashboard-toggle').click();
      // Item 8 of issue 21: the dashboard shows on the first click, with its charts drawn (not a 0 px area).
      await page.getByTestId('helpdesk-charts').waitFor(WAIT);
      await expect.poll(async () => (await page.getByTestId('helpdesk-charts').boundingBox())?.height ?? 0).toBeGreaterThan(200);
    });
    await check('/apps/tickets/add', 'ticket-title');
    const ticketEdit = await firstHref(page, '/apps/tickets/list', 'ticket-row', '/apps/tickets/edit/');
    await check(ticketEdit, 'ticket-summary');
    await check(ticketEdit.replace('/edit/', '/log/'), 'ticket-log');
    await check('/apps/category/list', 'categories-row');
    await check('/apps/category/new', 'form-save');
    const categoryEdit = await firstHref(page, '/apps/category/list', 'categories-row', '/apps/category/edit/');
    await check(categoryEdit, 'form-save');
    await check(categoryEdit.replace('/edit/', '/users/'), /^category-users-(table|empty)$/);
    await check('/apps/tickets/users/list', 'on-guard-now');
    await check('/apps/tickets/users/list/add', 'form-save');
    await check('/apps/tickets/incidents/list', 'incidents-table');
    await check('/apps/tickets/incidents/list/add', 'form-save');
    await check('/pages/miscellaneous/notifications', 'notifications-total');
    await check('/apps/users/list', 'users-row', () => fullyUsable(page, 'users-row'));
    await check('/apps/users/add', 'user-form');
    await check('/apps/users/edit/capturista', 'user-form');
    await check('/apps/security/profiles/list', 'profiles-row');
    await check('/apps/security/profiles/edit/1', 'profile-form');
    await check('/apps/security/matriz-permisos', 'permission-matrix');
    await check('/apps/parts/log/1', 'catalogue-log');
    expect(found).toEqual([]);
    await incidentBanner(page);
    await page.context().close();
  }, 600_000);
});
