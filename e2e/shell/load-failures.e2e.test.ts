import { describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, signedInPage, visit } from '../support/browser.ts';
import { text } from '../support/locales.ts';

/**
 * Screens whose data cannot be read say so in their own words (spec point 8: "Error fetching customers", "No user
 * found with this user id", "Error fetching ticket"), offer the way back where retrying cannot help, and never stay
 * blank.
 */
const env = usePortalAndBrowser();

describe('screens that cannot read their data (English)', () => {
  it('say which record is missing or which list failed, with the way back or a retry', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale: 'en-US', to: '/apps/users/list' });
    await page.getByTestId('users-row').first().waitFor();

    // An unknown user name: "No user found with this user id", and Back returns to the list.
    await visit(page, '/apps/users/edit/nobody-by-this-name');
    const user = page.getByTestId('record-not-found');
    await user.waitFor();
    expect(await user.textContent()).toContain(text('en-US', 'users.notFound'));
    await user.getByRole('button', { name: text('en-US', 'catalogue.ui.back') }).click();
    await page.waitForURL(/\/apps\/users\/list/);

    // An unknown ticket: "not found" instead of an empty page (it stayed blank before).
    await visit(page, '/apps/tickets/edit/999999');
    await page.getByTestId('record-not-found').waitFor();
    expect(await page.getByRole('button', { name: text('en-US', 'common.retry') }).count()).toBe(0);

    // An unknown dashboard element: "not found", not an empty form whose Save would create a new element.
    await visit(page, '/settings/dashboards/elements/99999/edit');
    await page.getByTestId('record-not-found').waitFor();
    expect(await page.getByTestId('element-form').count()).toBe(0);

    // An address whose id cannot be one: "not found" as well (the server's 400 offered a useless Retry; the element
    // editor showed a new, empty form).
    await visit(page, '/apps/tickets/edit/abc');
    await page.getByTestId('record-not-found').waitFor();
    await visit(page, '/settings/dashboards/elements/abc/edit');
    await page.getByTestId('record-not-found').waitFor();
    expect(await page.getByTestId('element-form').count()).toBe(0);

    // An unknown category's users: "not found", not the form that would add users to nothing.
    await visit(page, '/apps/category/users/999999');
    await page.getByTestId('record-not-found').waitFor();
    expect(await page.getByTestId('category-users').count()).toBe(0);

    // A driver's badge at an address whose id cannot be a driver's: "not found", not a spinner that never ends.
    await visit(page, '/apps/confronts/drivers/badge/abc');
    await page.getByTestId('record-not-found').waitFor();

    // A bulletin whose id cannot be one, and one that does not exist: "not found" with Back (a bare alert before),
    // and a pedimento that does not exist: "not found" in place of its skeleton, without a useless Retry.
    await visit(page, '/apps/bulletin/details?boletinId=abc');
    await page.getByTestId('record-not-found').waitFor();
    await visit(page, '/apps/bulletin/details?boletinId=999999');
    await page.getByTestId('record-not-found').waitFor();
    expect(await page.getByTestId('bulletin-form').count()).toBe(0);
    await visit(page, '/apps/operations/pedimento/999999');
    await page.getByTestId('record-not-found').waitFor();
    expect(await page.getByRole('button', { name: text('en-US', 'common.retry') }).count()).toBe(0);

    // A ticket that cannot be read for another reason: "Error fetching ticket" and a retry that works.
    // (Every read fails until the user asks again: the screen's first read and any automatic retry alike.)
    let failing = true;
    await page.route(/\/api\/MesaAyuda\/Ticket\/1$/, async (route) => {
      if (!failing) return route.continue();
      return route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Unavailable', status: 503 }),
      });
    });
    await visit(page, '/apps/tickets/edit/1');
    const failed = page.getByRole('alert').filter({ hasText: text('en-US', 'helpdesk.ticketLoadFailed') });
    await failed.waitFor();
    failing = false;
    await failed.getByRole('button', { name: text('en-US', 'common.retry') }).click();
    await page.getByTestId('ticket-title').waitFor();

    // The customers list when the server fails: "Error fetching customers" (the catalogue's title in the sentence).
    await page.route(/\/api\/Clientes\?/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Boom', status: 500 }) }),
    );
    await visit(page, '/apps/customers/list');
    const list = page.getByTestId('catalogue-error');
    await list.waitFor();
    expect(await list.textContent()).toContain(text('en-US', 'catalogue.ui.fetchFailed').replace('{{name}}', 'customers'));
    await page.context().close();
  });
});
