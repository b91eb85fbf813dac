import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { answerPendingSurveys, DEMO, newContext, signIn } from '../support/browser.ts';
import { seriousViolationsInBothSkins } from '../support/axe.ts';

/**
 * The sweep (issue 21, point 13): every help-desk, notification, user and security screen, and a catalogue's
 * log, opened by an administrator and checked with axe-core in the light skin and in the dark one. Nothing
 * serious or critical may be found in either.
 */
const env = usePortalAndBrowser();
const WAIT = { timeout: 20_000 };

type Found = { path: string; skin: string; violations: unknown[] }[];

function sweeper(page: Page, found: Found) {
  return async (path: string, readyTestId: string, before?: () => Promise<void>) => {
    await page.goto(path);
    await page.getByTestId(readyTestId).first().waitFor(WAIT);
    if (before) await before();
    for (const { skin, violations } of await seriousViolationsInBothSkins(page)) found.push({ path, skin, violations });
    if (process.env.AXE_SWEEP_LOG) console.log(JSON.stringify({ path, found: found.filter((f) => f.path === path) }));
  };
}

async function firstHref(page: Page, path: string, rowTestId: string, hrefPart: string): Promise<string> {
  await page.goto(path);
  const link = page.getByTestId(rowTestId).first().locator(`a[href*="${hrefPart}"]`).first();
  await link.waitFor(WAIT);
  return (await link.getAttribute('href')) ?? '';
}

describe('axe sweep in both skins', () => {
  it('help desk, notifications, users, security and a part log: no serious or critical violation, light or dark', async () => {
    await answerPendingSurveys(env.portal.baseURL, DEMO.admin.login, DEMO.admin.password);
    const page = await (await newContext(env.browser, env.portal.baseURL, { bypassCSP: true, width: 1366 })).newPage();
    await signIn(page, DEMO.admin.login, DEMO.admin.password);
    const found: Found = [];
    const check = sweeper(page, found);

    await check('/Home', 'home-greeting');
    await check('/apps/tickets/list', 'ticket-row');
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
    await check(categoryEdit.replace('/edit/', '/users/'), 'category-users-table');
    await check('/apps/tickets/users/list', 'on-guard-now');
    await check('/apps/tickets/users/list/add', 'form-save');
    await check('/apps/tickets/incidents/list', 'incidents-table');
    await check('/apps/tickets/incidents/list/add', 'form-save');
    await check('/pages/miscellaneous/notifications', 'notifications-total');
    await check('/apps/users/list', 'users-row');
    await check('/apps/users/add', 'user-form');
    await check('/apps/users/edit/capturista', 'user-form');
    await check('/apps/security/profiles/list', 'profiles-row');
    await check('/apps/security/profiles/edit/1', 'profile-form');
    await check('/apps/security/matriz-permisos', 'permission-matrix');
    await check('/apps/parts/log/1', 'catalogue-log');
    expect(found).toEqual([]);
    await page.context().close();
  }, 600_000);
});
