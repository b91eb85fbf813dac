import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, signIn } from '../support/browser.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();

async function adminPage(locale: 'es-MX' | 'en-US'): Promise<Page> {
  const page = await (await newContext(env.browser, env.portal.baseURL, { locale })).newPage();
  await signIn(page, DEMO.admin.login, DEMO.admin.password);
  if (locale === 'en-US') await page.getByTestId('language-en-US').click();
  return page;
}

/** Picks an option of a searchable select by typing part of its text. */
async function choose(page: Page, testId: string, typed: string, option: string | RegExp): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

const rows = (page: Page) => page.getByTestId('catalogue-row');
const total = (page: Page) => page.getByTestId('catalogue-total').textContent();

/** Types in the search box of one catalogue's list. */
async function search(page: Page, catalogue: string, term: string): Promise<void> {
  const box = page.getByTestId(`catalogue-list-${catalogue}`).getByTestId('catalogue-search');
  await box.fill(term);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(term);
}

// BBVA México (012), Guadalajara plaza (320), account 00987654321: check digit 1. The same digits ending in 4 are refused.
const GOOD_CLABE = '012320009876543211';
const BAD_CLABE = '012320009876543214';

describe('bank accounts: the CLABE is checked by its check digit', () => {
  it('refuses a CLABE with a wrong check digit in Spanish and in English, saving nothing, and saves a good one', async () => {
    const page = await adminPage('es-MX');
    await page.goto('/apps/ti/account-bank/list');
    await expect.poll(() => total(page)).toBe('8 registros');

    await page.getByTestId('catalogue-new').click();
    await page.waitForURL('**/apps/ti/account-bank/add');
    await page.getByTestId('field-nombreCorto').fill('Proveeduría Jalisco BBVA');
    await choose(page, 'field-bancoId', 'bbva', 'BBVA México');
    await page.getByTestId('field-razonSocial').fill('Proveeduría Tapatía de Cómputo, S.A. de C.V.');
    await page.getByTestId('field-clabe').fill(BAD_CLABE);
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByText(text('es-MX', 'validation.clabe.checkDigit')).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('field-clabe').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/apps/ti/account-bank/add');

    // Leaving the form: nothing was saved.
    await page.getByTestId('form-cancel').click();
    await page.getByRole('button', { name: text('es-MX', 'forms.leave') }).click();
    await page.waitForURL('**/apps/ti/account-bank/list');
    await expect.poll(() => total(page)).toBe('8 registros');
    await page.context().close();

    const english = await adminPage('en-US');
    await english.goto('/apps/ti/account-bank/add');
    await english.getByTestId('field-nombreCorto').fill('Jalisco supplies BBVA');
    await choose(english, 'field-bancoId', 'bbva', 'BBVA México');
    await english.getByTestId('field-razonSocial').fill('Proveeduría Tapatía de Cómputo, S.A. de C.V.');
    await english.getByTestId('field-clabe').fill(BAD_CLABE);
    await english.getByTestId('form-save').click();
    await expect.poll(() => english.getByText(text('en-US', 'validation.clabe.checkDigit')).count()).toBeGreaterThan(0);
    expect(new URL(english.url()).pathname).toBe('/apps/ti/account-bank/add');

    await english.getByTestId('field-clabe').fill(GOOD_CLABE);
    await english.getByTestId('form-save').click();
    await english.waitForURL('**/apps/ti/account-bank/list');
    await expect.poll(() => total(english)).toBe('9 records');
    await search(english, 'cuentasBancarias', 'jalisco supplies');
    await expect.poll(() => rows(english).count()).toBe(1);
    expect(await rows(english).first().textContent()).toContain(GOOD_CLABE);
    expect(await rows(english).first().textContent()).toContain('BBVA México');
    await english.context().close();
  });
});
