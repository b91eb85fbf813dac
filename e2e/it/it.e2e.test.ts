import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { choose, DEMO, signedInPage, visit, fillDay } from '../support/browser.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();

function adminPage(locale: 'es-MX' | 'en-US', to?: string): Promise<Page> {
  return signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale, to });
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
    const page = await adminPage('es-MX', '/apps/ti/account-bank/list');
    await expect.poll(() => total(page)).toBe('8 registros');

    await page.getByTestId('catalogue-new').click();
    await page.waitForURL('**/apps/ti/account-bank/add');
    await page.getByTestId('field-nombreCorto').fill('Proveeduría Jalisco BBVA');
    await choose(page, 'field-bancoId', 'BBVA México', 'bbva');
    await page.getByTestId('field-razonSocial').fill('Proveeduría Tapatía de Cómputo, S.A. de C.V.');
    await page.getByTestId('field-clabe').fill(BAD_CLABE);
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByText(text('es-MX', 'validation.clabe.checkDigit')).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('field-clabe').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/apps/ti/account-bank/add');

    // Leaving the form: nothing was saved.
    await page.getByTestId('form-cancel').click();
    await page.getByRole('button', { name: text('es-MX', 'forms.leave') }).click();
    await page.waitForURL(/\/apps\/ti\/account-bank\/list(\?|$)/);
    await expect.poll(() => total(page)).toBe('8 registros');
    await page.context().close();

    const english = await adminPage('en-US');
    await visit(english, '/apps/ti/account-bank/add');
    await english.getByTestId('field-nombreCorto').fill('Jalisco supplies BBVA');
    await choose(english, 'field-bancoId', 'BBVA México', 'bbva');
    await english.getByTestId('field-razonSocial').fill('Proveeduría Tapatía de Cómputo, S.A. de C.V.');
    await english.getByTestId('field-clabe').fill(BAD_CLABE);
    await english.getByTestId('form-save').click();
    await expect.poll(() => english.getByText(text('en-US', 'validation.clabe.checkDigit')).count()).toBeGreaterThan(0);
    expect(new URL(english.url()).pathname).toBe('/apps/ti/account-bank/add');

    await english.getByTestId('field-clabe').fill(GOOD_CLABE);
    await english.getByTestId('form-save').click();
    await english.waitForURL(/\/apps\/ti\/account-bank\/list(\?|$)/);
    await expect.poll(() => total(english)).toBe('9 records');
    await search(english, 'cuentasBancarias', 'jalisco supplies');
    await expect.poll(() => rows(english).count()).toBe(1);
    expect(await rows(english).first().textContent()).toContain(GOOD_CLABE);
    expect(await rows(english).first().textContent()).toContain('BBVA México');
    await english.context().close();
  });
});

/** A minimal valid one-page PDF, written to a temporary file for the file chooser. */
function writePdf(): { path: string; bytes: Buffer } {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const path = join(mkdtempSync(join(tmpdir(), 'portal-it-')), 'licencia-autocad.pdf');
  const bytes = Buffer.from(body, 'latin1');
  writeFileSync(path, bytes);
  return { path, bytes };
}

/** A date `days` from today as the date input takes it. */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('software with documents, credentials and licence expiry', () => {
  it('uploads a PDF with progress, saves it with the record, downloads it again and highlights licences near expiry', async () => {
    const pdf = writePdf();
    const page = await adminPage('es-MX');

    // The demo licences: Microsoft 365 expires in 25 days (orange), Adobe Acrobat expired 5 days ago (red).
    await visit(page, '/apps/ti/software/list');
    await expect.poll(() => total(page)).toBe('9 registros');
    const row = (name: string) => rows(page).filter({ hasText: name });
    await expect.poll(() => row('Microsoft 365').getByTestId('expiring').count()).toBe(1);
    await expect.poll(() => row('Adobe Acrobat').getByTestId('expired').count()).toBe(1);
    expect(await row('AutoCAD LT').getByTestId('expiring').count()).toBe(0);
    expect(await row('Windows 11 Pro').getByTestId('expiring').count()).toBe(0);

    await page.getByTestId('catalogue-new').click();
    await page.waitForURL('**/apps/ti/software/add');
    await page.getByTestId('field-nombre').fill('SolidWorks Standard');
    await page.getByTestId('field-licencia').fill('Suscripción anual de red');
    await page.getByTestId('field-cantidadUsuarios').fill('3');
    await page.getByTestId('field-costo').fill('86400.50');
    await fillDay(page.getByTestId('field-fechaExpiracion'), daysFromToday(12));
    await page.getByTestId('field-credenciales').fill('licencias@agencia.mx / Ñandú#2026');

    // The upload is held until the progress bar has been seen, then finishes into the file's row.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/TI/Software/Documentos', async (route) => {
      await held;
      await route.continue();
    });
    const documents = page.getByTestId('field-documentos');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), documents.getByTestId('attachment-add').click()]);
    await chooser.setFiles(pdf.path);
    await expect.poll(() => documents.getByTestId('attachment-progress').count()).toBe(1);
    expect(await documents.getByTestId('attachment-progress').textContent()).toContain('licencia-autocad.pdf');
    release();
    await expect.poll(() => documents.getByTestId('attachment').count()).toBe(1);
    expect(await documents.getByTestId('attachment-progress').count()).toBe(0);
    expect(await documents.getByTestId('attachment').textContent()).toContain('licencia-autocad.pdf');
    // Not saved yet: nothing to download.
    expect(await documents.getByTestId('attachment-download').count()).toBe(0);
    await page.unroute('**/api/TI/Software/Documentos');

    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/apps\/ti\/software\/list(\?|$)/);
    await expect.poll(() => total(page)).toBe('10 registros');
    await expect.poll(() => row('SolidWorks Standard').getByTestId('expiring').count()).toBe(1);

    // Reopened: the document is listed and downloads with the same bytes; the credentials are kept, hidden until asked for.
    await search(page, 'softwares', 'solidworks');
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().getByTestId('row-edit').click();
    await page.waitForURL(/\/apps\/ti\/software\/details\/\d+$/);
    const saved = page.getByTestId('field-documentos');
    await expect.poll(() => saved.getByTestId('attachment').count()).toBe(1);
    expect(await saved.getByTestId('attachment').textContent()).toContain('licencia-autocad.pdf');
    const [download] = await Promise.all([page.waitForEvent('download'), saved.getByTestId('attachment-download').click()]);
    expect(download.suggestedFilename()).toBe('licencia-autocad.pdf');
    expect(readFileSync((await download.path())!).equals(pdf.bytes)).toBe(true);

    expect(await page.getByTestId('field-credenciales').inputValue()).toBe('');
    await page.getByTestId('credenciales-reveal').click();
    await expect.poll(() => page.getByTestId('credenciales-revealed').textContent()).toBe('licencias@agencia.mx / Ñandú#2026');
    await page.context().close();
  });
});
