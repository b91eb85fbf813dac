import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { answerPendingSurveys, DEMO, type Language, signedInPage, useLanguage, visit } from '../support/browser.ts';
import { seriousViolationsInBothSkins } from '../support/axe.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();
const SQL = "select * from (values ('Norte', '07', 10), ('Sur', '24', 25), ('Centro', '24', 5)) as v(region, aduana, total)";

/** Opens a select and picks an option; its options may still be loading, so it opens again until the option is there. */
async function pick(page: Page, testId: string, option: string) {
  await expect
    .poll(
      async () => {
        await page.getByTestId(testId).click({ force: true });
        const choice = page.getByRole('option', { name: option, exact: true }).first();
        if (await choice.isVisible().catch(() => false)) {
          await choice.click({ force: true });
          return true;
        }
        await page.keyboard.press('Escape');
        return false;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

/** A signed-in page in the given language (the shell's language switch). */
function pageIn(language: Language, login: string, password: string, to?: string): Promise<Page> {
  return signedInPage(env.browser, env.portal.baseURL, { login, password }, { locale: language, bypassCSP: true, to });
}

/** Checks, on the screen as it is, in Spanish and then switched to English (back in Spanish after). */
async function inBothLanguages(page: Page, check: (language: Language) => Promise<void>) {
  for (const language of ['es-MX', 'en-US'] as const) {
    if (language !== 'es-MX') await useLanguage(page, language);
    await check(language);
  }
  await useLanguage(page, 'es-MX');
}

const noAxeViolations = async (page: Page) => expect(JSON.stringify(await seriousViolationsInBothSkins(page))).toBe('[]');

/**
 * The shared form scaffolding: leaving a changed form asks first; deleting from the form asks, naming the record.
 * The edit link's name and the leave dialog's buttons in both languages.
 */
async function leaveAndDelete(admin: Page, name: string) {
  await visit(admin, '/settings/dataaccess/conditionfilters/add');
  await admin.getByTestId('filter-nombre').fill(name);
  await admin.getByTestId('filter-opciones').fill('1=Uno');
  await admin.getByTestId('filter-save').click();
  await admin.waitForURL(/\/settings\/dataaccess\/conditionfilters(\?|$)/);
  const editLink = (language: Language) => admin.getByRole('link', { name: `${text(language, 'tableros.actions.edit')}: ${name}` });
  await useLanguage(admin, 'en-US');
  await editLink('en-US').waitFor();
  await useLanguage(admin, 'es-MX');
  await editLink('es-MX').click();
  await admin.waitForURL(/filtroCondicionId=\d+/);
  await expect.poll(() => admin.getByTestId('filter-nombre').inputValue()).toBe(name);
  await admin.getByTestId('filter-etiqueta').fill('cambiada');
  await inBothLanguages(admin, async (language) => {
    await admin.getByRole('button', { name: text(language, 'forms.cancel'), exact: true }).click();
    await admin.getByTestId('confirm-leave').waitFor();
    expect(admin.url()).toMatch(/filtroCondicionId=\d+/);
    await admin.getByRole('button', { name: text(language, 'forms.stay') }).click();
    await admin.getByTestId('confirm-leave').waitFor({ state: 'detached' });
  });
  await admin.getByTestId('filter-delete').click();
  await expect.poll(() => admin.getByRole('dialog').textContent()).toContain(name);
  await admin.getByTestId('confirm-delete').click();
  await admin.waitForURL(/\/settings\/dataaccess\/conditionfilters(\?|$)/);
  await expect.poll(() => admin.getByTestId('filters-table').textContent()).not.toContain(name);
}

describe('dashboards in Spanish, each screen’s texts and axe in English too: from a connection string to a user’s chart', () => {
  const tag = 'e2e';
  it('an administrator builds a bar-chart element granted to a role; a user of that role sees it, filters it and exports it', async () => {
    const admin = await pageIn('es-MX', DEMO.admin.login, DEMO.admin.password);

    // Connection string to the portal's own database, tested. The kind is picked by its English name, and shows
    // by its Spanish one.
    await visit(admin, '/settings/dataaccess/connectionstrings/edit');
    await useLanguage(admin, 'en-US');
    await pick(admin, 'connection-tipo', text('en-US', 'tableros.kinds.portal'));
    await useLanguage(admin, 'es-MX');
    await expect.poll(() => admin.getByTestId('connection-tipo').inputValue()).toBe(text('es-MX', 'tableros.kinds.portal'));
    await admin.getByTestId('connection-descripcion').fill(`Portal ${tag}`);
    await admin.getByTestId('connection-save').click();
    await admin.waitForURL(/cadenaConexionId=\d+/);
    await inBothLanguages(admin, async (language) => {
      await admin.getByTestId('connection-test').click();
      await expect
        .poll(() => admin.getByTestId('connection-test-result').textContent())
        .toContain(text(language, 'dashboards.connection.ok'));
    });

    // The sources' list: the "password kept" badge is legible in both skins (it was below AA in both).
    await visit(admin, '/settings/dataaccess/connectionstrings');
    await admin.getByTestId('connections-row').first().waitFor();
    await noAxeViolations(admin);

    // A query object over it: its columns are read from the source.
    await visit(admin, '/settings/dataaccess/queryobjects/QueryObject/edit');
    await pick(admin, 'query-cadena', `Portal ${tag}`);
    await admin.getByTestId('query-descripcion').fill(`Ventas por región ${tag}`);
    await admin.getByTestId('query-sql').fill(SQL);
    await admin.getByTestId('query-save').click();
    await admin.waitForURL(/objetoConsultaId=\d+/);
    await expect.poll(() => admin.getByTestId('query-columns').textContent()).toContain('region');

    // Its user notification: checked in the reader's language, then saved with a chosen user (spec point 3).
    const notification = admin.getByTestId('query-notification');
    // The fields are disabled until the stored notification has arrived, so the click is never overwritten by it.
    await admin.getByTestId('notification-canal-portal').uncheck();
    await inBothLanguages(admin, async (language) => {
      await admin.getByTestId('notification-save').click();
      await expect.poll(() => notification.textContent()).toContain(text(language, 'validation.required'));
    });
    await admin.getByTestId('notification-nombre').fill(`Aviso ${tag}`);
    await admin.getByTestId('notification-canal-portal').check();
    await admin.getByTestId('notification-usuarios').fill(DEMO.staff.login);
    await admin.getByRole('option', { name: new RegExp(`\\(${DEMO.staff.login}\\)`) }).click();
    await admin.keyboard.press('Escape');
    const put = admin.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/Notificacion'));
    await admin.getByTestId('notification-save').click();
    expect(await (await put).json()).toMatchObject({
      nombre: `Aviso ${tag}`,
      canales: ['portal'],
      activa: true,
      usuarios: [expect.any(Number)],
    });
    await admin.getByTestId('notification-status').waitFor();
    expect(await notification.textContent()).not.toContain(text('es-MX', 'validation.required'));
    expect(await notification.textContent()).not.toContain(text('en-US', 'validation.required'));

    // A condition filter with defined options.
    await visit(admin, '/settings/dataaccess/conditionfilters/add');
    await admin.getByTestId('filter-nombre').fill(`Aduana ${tag}`);
    await admin.getByTestId('filter-opciones').fill('07=Ciudad Juárez\n24=Nuevo Laredo');
    await admin.getByTestId('filter-save').click();
    await admin.waitForURL(/\/settings\/dataaccess\/conditionfilters(\?|$)/);
    await expect.poll(() => admin.getByTestId('filters-table').textContent()).toContain(`Aduana ${tag}`);

    // The bar-chart element with the filter, granted to the editor role; the preview draws it.
    await visit(admin, '/settings/dashboards/elements/new');
    await admin.getByTestId('element-nombre').fill(`Ventas ${tag}`);
    await pick(admin, 'element-objeto', `Ventas por región ${tag}`);
    await pick(admin, 'element-columnaEtiqueta', 'region');
    await pick(admin, 'element-columnasValor', 'total');
    await admin.keyboard.press('Escape');
    await expect.poll(() => admin.getByTestId('element-preview').count()).toBe(1);
    await admin.getByTestId('element-filter-add').click();
    await pick(admin, 'element-filter-0-filtro', `Aduana ${tag}`);
    await admin.getByTestId('element-filter-0-nombre').fill('aduana');
    await admin.getByTestId('element-filter-0-etiqueta').fill('Aduana');
    await pick(admin, 'element-filter-0-columna', 'aduana');
    await admin.getByTestId('element-grant-add').click();
    await pick(admin, 'element-grant-0-valor', 'editor');
    await admin.getByTestId('element-save').click();
    await admin.waitForURL(/\/settings\/dashboards\/elements(\?|$)/);
    await expect.poll(() => admin.getByTestId('elements-table').textContent()).toContain(`Ventas ${tag}`);
    await inBothLanguages(admin, () => noAxeViolations(admin));
    await visit(admin, '/settings/dataaccess/conditionfilters/add');
    await admin.getByTestId('filter-nombre').waitFor();
    await inBothLanguages(admin, () => noAxeViolations(admin));
    await leaveAndDelete(admin, `Borrar ${tag}`);

    // capturista (role editor) sees it on its dashboard, filters it and exports it.
    await answerPendingSurveys(env.portal.baseURL, DEMO.staff.login, DEMO.staff.password);
    const user = await pageIn('es-MX', DEMO.staff.login, DEMO.staff.password, '/pages/user/dashboard');
    const card = user.locator('[data-testid^="element-"]', { hasText: `Ventas ${tag}` }).first();
    await card.waitFor();
    const id = (await card.getAttribute('data-testid'))!;
    const rows = (language: Language, count: number) => text(language, 'tableros.rows').replace('{{count}}', String(count));
    await inBothLanguages(user, async (language) => {
      await expect.poll(() => user.getByTestId(`${id}-rows`).textContent()).toBe(rows(language, 3));
    });
    expect(await user.getByTestId(`${id}-chart`).count()).toBe(1);
    // The series is named from its column as a heading ("total" → "Total"), in the legend and in the figures read aloud.
    await expect.poll(() => user.getByTestId(`${id}-chart`).textContent()).toContain('Total:');
    await pick(user, `${id}-filter-aduana`, 'Nuevo Laredo');
    await inBothLanguages(user, async (language) => {
      await expect.poll(() => user.getByTestId(`${id}-rows`).textContent()).toBe(rows(language, 2));
    });
    const [exported] = await Promise.all([
      user.waitForResponse((r) => r.url().includes('/Datos/Exportar') && r.url().includes('f.aduana=24')),
      user.getByTestId(`${id}-export`).click(),
    ]);
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-type']).toContain('spreadsheetml');
    await inBothLanguages(user, () => noAxeViolations(user));
  }, 240_000);
});
