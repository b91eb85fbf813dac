import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, answerPendingSurveys, visit, signedInPage } from '../support/browser.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();
/** Polls wait for network round trips; the machines are shared and often loaded. */
const WAIT = { timeout: 20_000 };

const badgeCount = async (page: Page) => Number(await page.getByTestId('bulletins-badge').getAttribute('data-count'));

describe('bulletins', () => {
  it('publishes a bulletin to a role and the subscriber sees it in the badge and on their page', async () => {
    await answerPendingSurveys(env.portal.baseURL, DEMO.staff.login, DEMO.staff.password);
    const subscriber = await signedInPage(env.browser, env.portal.baseURL, DEMO.staff);
    await expect.poll(() => subscriber.getByTestId('bulletins-badge').getAttribute('data-count'), WAIT).not.toBeNull();
    const before = await badgeCount(subscriber);

    const admin = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { to: '/apps/bulletin/list' });
    await admin.getByTestId('bulletin-new').click();
    await admin.waitForURL('**/apps/bulletin/details');
    await admin.getByTestId('bulletin-title').fill('Nuevo horario de previos');
    await admin.getByTestId('bulletin-content-editor').click();
    await admin.keyboard.type('Los previos inician a las 7:00 h.');
    await admin.getByTestId('bulletin-roles').click({ force: true });
    await admin.getByRole('option', { name: text('es-MX', 'roles.editor'), exact: true }).click({ force: true });
    await admin.keyboard.press('Escape');
    await admin.getByTestId('bulletin-save').click();
    await admin.waitForURL('**/apps/bulletin/details?boletinId=*');
    await expect.poll(() => admin.getByText(text('es-MX', 'bulletinsPage.published')).first().isVisible(), WAIT).toBe(true);

    await subscriber.reload();
    await expect.poll(() => badgeCount(subscriber), WAIT).toBe(before + 1);
    await subscriber.getByTestId('bulletins-badge').getByRole('link').click();
    await subscriber.waitForURL('**/pages/miscellaneous/bulletins');
    const first = subscriber.getByTestId('bulletin-card').first();
    await expect.poll(() => first.textContent(), WAIT).toContain('Nuevo horario de previos');
    expect(await first.getByTestId('bulletin-content').innerHTML()).toBe('<p>Los previos inician a las 7:00 h.</p>');
    await subscriber.getByTestId('bulletins-read-all').click();
    await expect.poll(() => badgeCount(subscriber), WAIT).toBe(0);

    // Cancelling keeps it visible, marked as cancelled, with who and when.
    await admin.getByTestId('bulletin-cancel').click();
    await admin.getByTestId('confirm-cancel').click();
    await expect.poll(() => admin.getByTestId('bulletin-cancelled').textContent(), WAIT).toContain('Adriana Morales Vega');
    await subscriber.reload();
    await expect.poll(() => subscriber.getByTestId('bulletin-card').first().getAttribute('data-cancelled'), WAIT).toBe('true');
    await subscriber.context().close();
    await admin.context().close();
  });

  it('shows signed-out visitors only the public bulletins', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL)).newPage();
    await visit(page, '/pages/bulletins/customers');
    const cards = page.getByTestId('bulletin-card');
    await expect.poll(() => cards.count(), WAIT).toBeGreaterThan(0);
    const titles = await cards.locator('h2').allTextContents();
    expect(titles).toContain('Actualización de las Reglas Generales de Comercio Exterior');
    expect(titles).toContain('Horario extendido en la aduana de Nuevo Laredo');
    expect(titles).not.toContain('Cambio de procedimiento de previos en almacén');
    expect(titles).not.toContain('Mantenimiento programado del portal');
    expect(titles).not.toContain('Nuevo horario de previos');
    expect(new URL(page.url()).pathname).toBe('/pages/bulletins/customers');
    await page.context().close();
  });
});
