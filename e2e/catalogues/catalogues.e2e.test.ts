import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { choose, DEMO, signedInPage, visit } from '../support/browser.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();

function adminPage(locale: 'es-MX' | 'en-US', to?: string): Promise<Page> {
  return signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale, to });
}

const rows = (page: Page) => page.getByTestId('catalogue-row');

/** Types in the search box of one catalogue's list (a parent's screen may hold a child's list too). */
async function search(page: Page, catalogue: string, term: string): Promise<void> {
  const box = page.getByTestId(`catalogue-list-${catalogue}`).getByTestId('catalogue-search');
  await box.fill(term);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(term);
}

describe('customers with recipients (Spanish)', () => {
  it('creates, searches, sorts, pages, exports, edits and deletes a customer and its recipient', async () => {
    const page = await adminPage('es-MX', '/apps/customers/list');
    await expect.poll(() => page.getByTestId('catalogue-total').textContent()).toBe('22 registros');
    expect(await rows(page).count()).toBe(10);

    // Page 3 holds the last two of 22; 25 per page shows them all.
    await page.getByTestId('pagination').getByRole('button', { name: '3' }).click();
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByTestId('page-size').selectOption('25');
    await expect.poll(() => rows(page).count()).toBe(22);

    // Sorting by legal name: ascending, then descending.
    await page.getByTestId('sort-razonSocial').click();
    await expect.poll(() => rows(page).first().textContent()).toContain('Aceros y Perfiles de Monterrey');
    await page.getByTestId('sort-razonSocial').click();
    await expect.poll(() => rows(page).first().textContent()).toContain('Vinos y Licores de Ensenada');

    // A new customer.
    await page.getByTestId('catalogue-new').click();
    await page.waitForURL('**/apps/customers/add');
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByTestId('field-nombreCorto').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(text('es-MX', 'validation.required')).count()).toBeGreaterThan(0);
    await page.getByTestId('field-nombreCorto').fill('Grupo Índigo');
    await page.getByTestId('field-razonSocial').fill('Grupo Industrial Mexicano Índigo, S.A. de C.V.');
    await page.getByTestId('field-rfc').fill('gim200315k76');
    await page.getByTestId('field-claveCliente').fill('CLI9001');
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/apps\/customers\/list(\?|$)/);
    await expect.poll(() => page.getByText('201: Se creó «Grupo Índigo»').count()).toBe(1);

    // Search ignores accents and case.
    await search(page, 'clientes', 'indigo');
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('GIM200315K76');

    // Export the current filter as CSV.
    await page.getByTestId('export-menu').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Nombre corto');
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(download.suggestedFilename()).toMatch(/^Clientes .*\.csv$/);

    // Edit it, and a duplicate RFC is refused under the field.
    await rows(page).first().getByTestId('row-edit').click();
    await page.waitForURL(/\/apps\/customers\/edit\/\d+$/);
    await page.getByTestId('field-rfc').fill('ABA980312A06');
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByText(text('es-MX', 'catalogue.duplicate')).count()).toBeGreaterThan(0);
    await page.getByTestId('field-rfc').fill('GIM200315K76');
    await page.getByTestId('field-direccion').fill('Av. Constituyentes 1000, Querétaro, Qro.');

    // Leaving with unsaved changes asks first.
    await page.getByTestId('form-cancel').click();
    await page.getByRole('button', { name: text('es-MX', 'forms.stay') }).click();
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/apps\/customers\/list(\?|$)/);

    // A recipient of its digital records, on the customer's screen.
    await search(page, 'clientes', 'indigo');
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().getByTestId('row-edit').click();
    const customerUrl = page.url();
    await page.getByTestId('catalogue-list-clienteDestinatarios').getByTestId('catalogue-new').click();
    await page.waitForURL(/\/recipient\/new$/);
    await page.getByTestId('field-clave').fill('EXP01');
    await page.getByTestId('field-nombreCompleto').fill('Patricia Núñez Salas');
    await page.getByTestId('field-email').fill('patricia.nunez@indigo.mx');
    await page.getByTestId('form-save').click();
    await page.waitForURL(customerUrl);
    const recipients = page.getByTestId('catalogue-list-clienteDestinatarios');
    await expect.poll(() => recipients.getByTestId('catalogue-row').count()).toBe(1);

    // The customer cannot go while it has a recipient; the message says why.
    await page.getByTestId('form-delete').click();
    await page.getByTestId('confirm-delete').click();
    await expect.poll(() => page.getByText(/409: No se puede eliminar.*Destinatarios de expediente digital \(1\)/).count()).toBe(1);
    await recipients.getByTestId('row-delete').click();
    await page.getByTestId('confirm-delete').click();
    await expect.poll(() => recipients.getByTestId('catalogue-empty').count()).toBe(1);
    await page.getByTestId('form-delete').click();
    await page.getByTestId('confirm-delete').click();
    await page.waitForURL(/\/apps\/customers\/list(\?|$)/);
    await search(page, 'clientes', 'indigo');
    await expect.poll(() => page.getByTestId('catalogue-empty').count()).toBe(1);
    await page.context().close();
  });
});

describe('parts with their log (English)', () => {
  it('creates a part with a customer chosen by search, edits it and shows its history', async () => {
    const page = await adminPage('en-US');

    await visit(page, '/apps/parts/list');
    await expect.poll(() => page.getByTestId('catalogue-total').textContent()).toBe('60 records');
    await page.getByTestId('catalogue-new').click();
    await page.waitForURL('**/apps/parts/add');
    await choose(page, 'field-clienteId', 'Aceros Monterrey', 'monterrey');
    await page.getByTestId('field-numeroParte').fill('APM-777');
    await page.getByTestId('field-descripcion').fill('Steel bracket for conveyor');
    await page.getByTestId('field-fraccion').fill('7318159');
    await page.getByTestId('field-nico').fill('02');
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByText(text('en-US', 'validation.fraccion')).count()).toBeGreaterThan(0);
    await page.getByTestId('field-fraccion').fill('73181599');
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/apps\/parts\/list(\?|$)/);

    await search(page, 'partes', 'APM-777');
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('Aceros Monterrey');
    await rows(page).first().getByTestId('row-edit').click();
    await page.getByTestId('field-descripcion').fill('Steel bracket for conveyor, galvanised');
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/apps\/parts\/list(\?|$)/);

    await search(page, 'partes', 'APM-777');
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page)
      .first()
      .getByRole('link', { name: /Log: APM-777/ })
      .click();
    await page.waitForURL(/\/apps\/parts\/log\/\d+$/);
    const entries = page.getByTestId('log-entry');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.first().textContent()).toContain('Changed');
    expect(await entries.first().textContent()).toContain('Steel bracket for conveyor, galvanised');
    expect(await entries.nth(1).textContent()).toContain('Created');
    await page.context().close();
  });
});

describe('work schedules on a 24-hour clock (English browser)', () => {
  it('takes a shift typed as 18:30 to 06:15, lists it so and opens it again with the same hours', async () => {
    const page = await adminPage('en-US', '/apps/human-resources/schedule/add');
    const clock = (field: string) => page.getByTestId(`field-${field}`).getByRole('spinbutton');
    const shown = (field: string) => clock(field).evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
    await page.getByTestId('field-nombre').fill('Night shift E2E');
    // Typed as a keyboard user does: the hour box moves on to the minutes by itself; no AM/PM box to fill.
    await clock('inicioTurno').first().click();
    await page.keyboard.type('1830');
    await clock('finTurno').first().click();
    await page.keyboard.type('0615');
    expect(await clock('inicioTurno').count()).toBe(2);
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/apps\/human-resources\/schedule\/list(\?|$)/);

    await search(page, 'horarios', 'Night shift E2E');
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('18:30');
    expect(await rows(page).first().textContent()).toContain('06:15');
    await rows(page).first().getByTestId('row-edit').click();
    await expect.poll(() => shown('inicioTurno')).toEqual(['18', '30']);
    expect(await shown('finTurno')).toEqual(['06', '15']);
    await page.context().close();
  });
});

describe('permissions on catalogue screens', () => {
  it('shows the staff user parts without delete, and refuses customers to a vendor', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.staff, { to: '/apps/parts/list' });
    await expect.poll(() => rows(page).count()).toBe(10);
    expect(await page.getByTestId('row-delete').count()).toBe(0);
    expect(await page.getByTestId('row-edit').count()).toBe(10);
    await page.context().close();

    const vendor = await signedInPage(env.browser, env.portal.baseURL, DEMO.vendor);
    await visit(vendor, '/apps/customers/list');
    await vendor.waitForURL('**/pages/miscellaneous/not-authorized');
    await vendor.context().close();
  });
});
