import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, signedInPage, useLanguage } from '../support/browser.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();
const slow = { timeout: 20_000 };

function vendorPage(language: 'es-MX' | 'en-US', to?: string): Promise<Page> {
  return signedInPage(env.browser, env.portal.baseURL, DEMO.vendor, { locale: language, bypassCSP: true, to });
}

async function uploadBuffer(page: Page, buffer: Buffer): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('template-pick').click()]);
  await chooser.setFiles([
    { name: 'embarque.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer },
  ]);
}

describe('vendor shipments (Spanish, the template and its messages in English too)', () => {
  it('a vendor downloads its template, uploads it with two bad cells, fixes it, and the shipment appears', async () => {
    const page = await vendorPage('es-MX', '/apps/vendors/ship/list');
    await page.getByTestId('template-upload').waitFor();
    await expectNoAxeViolations(page, 'shipments');
    // Its only vendor is chosen for it; it picks one of that vendor's customers.
    await expect.poll(() => page.getByTestId('ship-proveedor').inputValue(), slow).not.toBe('');
    await page.getByTestId('ship-cliente').click();
    await page.getByRole('listbox').getByRole('option').first().click();
    const total = async () => Number((await page.getByTestId('embarques-total').textContent())?.replace(/\D/g, '') || 0);
    const before = await total();
    const upload = page.getByTestId('template-upload');

    /** Downloads the template in the screen's language and uploads it with two bad cells: refused, saying where. */
    const refusedIn = async (language: 'es-MX' | 'en-US') => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('template-download').click()]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(String(sheet.getCell('A1').value)).toBe(text(language, 'embarques.columns.factura'));
      const parts = (workbook.getWorksheet('Listas')!.getColumn('I').values as unknown[]).filter(Boolean).map(String);
      expect(parts.length).toBeGreaterThan(0);
      const row = (moneda: string, cantidad: string | number) => [
        'F-900',
        '2026-03-02',
        moneda,
        'FOB',
        'OC-1',
        'G-1',
        'USA',
        '06',
        10.5,
        parts[0],
        cantidad,
        'Pieza',
      ];
      sheet.addRow(row('USD', 3));
      sheet.addRow(row('ABC', 'diez'));
      await uploadBuffer(page, Buffer.from(await workbook.xlsx.writeBuffer()));
      await expect.poll(() => upload.getAttribute('data-state'), slow).toBe('refused');
      await expect
        .poll(() => page.getByTestId('template-error').allTextContents(), slow)
        .toEqual([
          expect.stringContaining(text(language, 'embarques.columns.moneda')),
          expect.stringContaining(text(language, 'embarques.columns.cantidad')),
        ]);
      const errors = await page.getByTestId('template-error').allTextContents();
      expect(errors).toHaveLength(2);
      expect(errors[0]).toContain('ABC');
      expect(await total()).toBe(before);
      await expectNoAxeViolations(page, `refused template (${language})`);
      return { workbook, sheet };
    };

    // English first, switched in place: the screen, the template's headers, the refusal and the invalid file's
    // message; then the whole flow in Spanish.
    await useLanguage(page, 'en-US');
    await expectNoAxeViolations(page, 'shipments (en-US)');
    await refusedIn('en-US');
    await uploadBuffer(page, Buffer.from('no soy una hoja de cálculo'));
    await expect.poll(() => upload.getAttribute('data-state'), slow).toBe('invalid');
    expect(await page.getByTestId('template-invalid').textContent()).toBe(text('en-US', 'embarques.invalidExcel'));
    await useLanguage(page, 'es-MX');

    const { workbook, sheet } = await refusedIn('es-MX');
    // Fixed and sent again: the shipment is created and listed.
    sheet.getRow(3).getCell(3).value = 'USD';
    sheet.getRow(3).getCell(11).value = 4;
    await uploadBuffer(page, Buffer.from(await workbook.xlsx.writeBuffer()));
    await expect.poll(() => upload.getAttribute('data-state'), slow).toBe('done');
    await expect.poll(total, slow).toBe(before + 1);
    expect(await page.getByTestId('template-done').textContent()).toContain('2');

    // A file that is not a spreadsheet is refused in the browser already.
    await uploadBuffer(page, Buffer.from('no soy una hoja de cálculo'));
    await expect.poll(() => upload.getAttribute('data-state'), slow).toBe('invalid');
    expect(await page.getByTestId('template-invalid').textContent()).toBe(text('es-MX', 'embarques.invalidExcel'));
    await page.context().close();
  });
});
