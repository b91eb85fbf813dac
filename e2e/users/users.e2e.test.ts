import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { choose, DEMO, type Language, useLanguage, visit, signedInPage } from '../support/browser.ts';
import { text } from '../support/locales.ts';
import { seriousViolationsInBothSkins } from '../support/axe.ts';

const env = usePortalAndBrowser();

/** Screens load lazily and lists round-trip to the server: wait longer than the default second. */
const slow = { timeout: 15_000 };

async function openList(page: Page): Promise<void> {
  await visit(page, '/apps/users/list');
  await expect.poll(() => page.getByTestId('users-row').count(), slow).toBeGreaterThan(0);
}

const column = (page: Page, index: number) =>
  page.getByTestId('users-row').evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''), index);

/** Opens a Mantine select, waits for `option` among its options, and closes it without choosing. */
async function seeOption(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().waitFor();
  await page.keyboard.press('Escape');
}

async function signInAs(language: Language): Promise<Page> {
  const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale: language });
  await page.waitForURL('**/Home');
  // The language chosen in the shell, not only the browser's (signedInPage switches to English itself).
  if (language === 'es-MX') await useLanguage(page, 'es-MX');
  return page;
}

describe('users list', () => {
  it('searches, sorts, pages and exports (Spanish); its labels, export and filter in English too', async () => {
    const language = 'es-MX';
    const page = await signInAs(language);
    await openList(page);
    await expect.poll(() => page.getByTestId('page-title').textContent(), slow).toBe(text(language, 'users.title'));
    // The demo has more than one page of users.
    expect(await page.getByTestId('users-row').count()).toBe(10);
    const total = Number((await page.getByTestId('users-total').textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(10);
    expect(await page.getByTestId('sort-userName').textContent()).toContain(text(language, 'users.fields.userName'));

    // Default order: id descending.
    const ids = (await column(page, 0)).map(Number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    await page.getByTestId('sort-userName').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'userName:asc');
    await expect.poll(async () => (await column(page, 1))[0], slow).toBe('admin');
    const names = await column(page, 1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    await page.getByRole('button', { name: text(language, 'catalogue.ui.nextPage') }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(async () => (await column(page, 1))[0], slow).not.toBe('admin');
    const second = await column(page, 1);
    expect(second[0]!.localeCompare(names[9]!)).toBeGreaterThan(0);

    // Accent-insensitive search over the full name.
    await page.getByTestId('users-search').fill('martinez');
    await page.waitForURL((url) => url.searchParams.get('search') === 'martinez' && !url.searchParams.has('page'));
    await expect.poll(async () => (await column(page, 2)).every((name) => /martínez/i.test(name)), slow).toBe(true);
    expect(await page.getByTestId('users-row').count()).toBeGreaterThan(1);

    const exportCsv = async (lang: Language) => {
      await page.getByTestId('export-menu').click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toContain(text(lang, 'users.export.fullName'));
      expect(lines.length - 1).toBe(await page.getByTestId('users-row').count());
      expect(lines.slice(1).every((line) => /Martínez/i.test(line))).toBe(true);
    };
    await exportCsv(language);

    // English, switched in place on the same screen: its title, column and paging labels, and the export's header.
    await useLanguage(page, 'en-US');
    await expect.poll(() => page.getByTestId('page-title').textContent(), slow).toBe(text('en-US', 'users.title'));
    expect(await page.getByTestId('sort-userName').textContent()).toContain(text('en-US', 'users.fields.userName'));
    expect(await page.getByRole('button', { name: text('en-US', 'catalogue.ui.nextPage') }).count()).toBe(1);
    await exportCsv('en-US');
    // The status filter's options in English.
    await seeOption(page, 'filter-status', text('en-US', 'users.status.inactive'));
    await useLanguage(page, language);

    // Status as a badge with text.
    await choose(page, 'filter-status', text(language, 'users.status.inactive'));
    await page.waitForURL((url) => url.searchParams.get('status') === 'inactive');
    await expect.poll(() => page.getByTestId('users-empty').isVisible(), slow).toBe(true);
    await page.getByTestId('users-search').fill('');
    await expect.poll(() => page.getByTestId('status-inactive').count(), slow).toBeGreaterThan(0);
    expect(await page.getByTestId('status-active').count()).toBe(0);
    await page.context().close();
  });
});

describe('user edit', () => {
  it('creates a user with a role and a customer, refuses a duplicate, and edits (Spanish; its messages in English too)', async () => {
    const language = 'es-MX';
    const page = await signInAs(language);
    /** Does `act` and sees its message in Spanish, then switched to English (`act` again), then back in Spanish. */
    const inBothLanguages = async (key: string, act: () => Promise<void>, within = page.locator('body')) => {
      for (const lang of [language, 'en-US'] as const) {
        if (lang !== language) await useLanguage(page, lang);
        await act();
        await expect.poll(() => within.getByText(text(lang, key)).isVisible(), slow).toBe(true);
      }
      await useLanguage(page, language);
    };
    // No dot in the name: a full page load of a path ending in ".something" is taken for a file (see the report).
    const userName = `e2e_es_${Date.now() % 100000}`;
    await openList(page);
    await page.getByTestId('users-new').click();
    await page.waitForURL('**/apps/users/add');
    await page.getByTestId('field-fullName').fill('Rocío Ñúñez Peña');
    await page.getByTestId('field-userName').fill(userName);
    await page.getByTestId('field-email').fill(`${userName}@example.mx`);
    await page.getByTestId('field-password').fill('corta');
    await inBothLanguages('validation.passwordTooShort', () => page.getByTestId('form-save').click());
    await page.getByTestId('field-password').fill('Inicial2026');

    // An invalid RFC in the employee data takes the user to that tab.
    await page.getByTestId('tab-employee').click();
    await page.getByTestId('field-datosEmpleado.rfc').fill('XYZ');
    await page.getByTestId('field-datosEmpleado.salarioDiario').fill('512.40');
    await inBothLanguages('validation.rfc.format', async () => {
      await page.getByTestId('tab-general').click();
      await page.getByTestId('form-save').click();
    });
    await page.getByTestId('field-datosEmpleado.rfc').fill('NUPR900101AB6');
    await page.getByTestId('form-save').click();
    // A new user opens on the Assignments tab.
    await page.waitForURL(`**/apps/users/edit/${userName}?tab=assignments`);
    await expect.poll(() => page.getByTestId('input-roles').isVisible(), slow).toBe(true);
    await choose(page, 'input-roles', 'editor');
    await page.getByTestId('add-roles').click();
    await expect.poll(() => page.getByTestId('assigned-roles').textContent(), slow).toContain('editor');

    await choose(page, 'input-clientes', 'Aceros Monterrey', 'aceros');
    await page.getByTestId('add-clientes').click();
    await expect.poll(() => page.getByTestId('assigned-clientes').textContent(), slow).toContain('Aceros Monterrey');

    // The same customer again: refused with the catalogue's message.
    await inBothLanguages(
      'users.alreadyAssigned.clientes',
      async () => {
        // The refused customer stays chosen (choosing it again would clear it).
        if (!(await page.getByTestId('input-clientes').inputValue())) await choose(page, 'input-clientes', 'Aceros Monterrey', 'aceros');
        await page.getByTestId('add-clientes').click();
      },
      page.getByTestId('assignments-clientes'),
    );
    expect(await page.getByTestId('assigned-clientes-item').count()).toBe(1);

    // Remove asks first.
    await choose(page, 'input-roles', 'author');
    await page.getByTestId('add-roles').click();
    await expect.poll(() => page.getByTestId('assigned-roles-item').count(), slow).toBe(2);
    await page.getByTestId('remove-roles').first().click();
    await page.getByTestId('confirm-remove').click();
    await expect.poll(() => page.getByTestId('assigned-roles-item').count(), slow).toBe(1);

    await page.getByTestId('tab-notifications').click();
    await expect.poll(() => page.getByTestId('channel-preferences').isVisible(), slow).toBe(true);

    // Edit and save; the change is there after a reload.
    await page.getByTestId('tab-general').click();
    await page.getByTestId('field-fullName').fill('Rocío Núñez Peña');
    // The status options in English, then the choice in Spanish.
    await useLanguage(page, 'en-US');
    await seeOption(page, 'field-status', text('en-US', 'users.status.pending'));
    await useLanguage(page, language);
    await choose(page, 'field-status', text(language, 'users.status.pending'));
    await page.getByTestId('form-save').click();
    await expect
      .poll(
        () =>
          page
            .getByText(/^200: /)
            .first()
            .isVisible(),
        slow,
      )
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('field-fullName').inputValue({ timeout: 2000 }), slow).toBe('Rocío Núñez Peña');
    await page.getByTestId('tab-employee').click();
    expect(await page.getByTestId('field-datosEmpleado.salarioDiario').inputValue()).toBe('512.40');

    await openList(page);
    await page.getByTestId('users-search').fill('rocio nunez');
    await expect.poll(() => column(page, 1), slow).toContain(userName);
    await page.getByTestId('users-search').fill(userName);
    await expect.poll(() => column(page, 1), slow).toEqual([userName]);
    expect(await page.getByTestId('status-pending').count()).toBe(1);
    expect((await column(page, 5))[0]).toContain('editor');
    await page.context().close();
  });
});

describe('accessibility', () => {
  it('the users list and every tab of a user have no serious or critical axe violation', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { bypassCSP: true });
    await page.waitForURL('**/Home');
    await openList(page);
    expect({ screen: 'list', violations: await seriousViolationsInBothSkins(page) }).toEqual({ screen: 'list', violations: [] });
    for (const tab of ['general', 'employee', 'assignments', 'notifications']) {
      await visit(page, `/apps/users/edit/mgarcia?tab=${tab}`);
      await expect.poll(() => page.getByTestId(`tab-${tab}`).getAttribute('aria-selected'), slow).toBe('true');
      if (tab === 'assignments') await expect.poll(() => page.getByTestId('input-roles').isVisible(), slow).toBe(true);
      expect({ tab, violations: await seriousViolationsInBothSkins(page) }).toEqual({ tab, violations: [] });
    }
    await page.context().close();
  });
});
