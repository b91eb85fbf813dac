import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, signedInPage, visit } from '../support/browser.ts';
import { seriousViolationsInBothSkins } from '../support/axe.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();
const WAIT = { timeout: 30_000 };

function adminPage(language: 'es-MX' | 'en-US', to?: string): Promise<Page> {
  return signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale: language, bypassCSP: true, to });
}

describe('nomenclatures and settings of digital records', () => {
  it('creates a nomenclature with a live example, refuses to copy metadata from one without any, deletes after confirming', async () => {
    const page = await adminPage('en-US');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const source = await fetch(`${env.portal.baseURL}/api/ExpedientesDigitales/Nomenclaturas`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ claveSysExpert: 'VACIA', raiz: '{PedPatente}', metadatos: [] }),
    });
    expect(source.status).toBe(201);

    await visit(page, '/apps/digitalrecord/management');
    await page.getByTestId('nomenclature-new').click();
    await page.getByTestId('nomenclature-clave').fill('E2E01');
    await page.getByTestId('nomenclature-raiz').fill('{PedClienteRFC}/{PedFechaPago}_{TipoDocumento}');
    await page.getByTestId('metadata-pedimento-metadato1').fill('Pedimento pagado');
    await expect.poll(() => page.getByTestId('nomenclature-example').textContent()).toBe('ALA131011IC8/20260320_Pedimento pagado.pdf');
    await page.getByTestId('nomenclature-save').click();
    await page.waitForURL(/\/apps\/digitalrecord\/management$/, WAIT);
    const row = page.getByTestId('nomenclatures-row').filter({ hasText: 'E2E01' });
    await row.waitFor(WAIT);

    await row.getByTestId('row-edit').click();
    await page.getByTestId('metadata-copy-source').click();
    await page.getByRole('option', { name: 'VACIA' }).click();
    await page.getByTestId('metadata-copy').click();
    await expect
      .poll(() => page.locator('.mantine-Notification-root').last().textContent(), WAIT)
      .toContain(text('en-US', 'expedientes.cannotCopyMetadata'));

    await visit(page, '/apps/digitalrecord/management');
    await page.getByTestId('nomenclatures-row').filter({ hasText: 'E2E01' }).getByTestId('row-delete').click();
    await page.getByTestId('confirm-delete').click();
    await expect.poll(() => page.getByTestId('nomenclatures-row').filter({ hasText: 'E2E01' }).count(), WAIT).toBe(0);
    await page.context().close();
  });

  it('saves the settings (Spanish) and passes axe on the management, edit and settings screens', async () => {
    const page = await adminPage('es-MX', '/apps/digitalrecord/settings');
    await page.getByTestId('settings-hours').fill('48');
    await page.getByTestId('settings-save').click();
    await expect
      .poll(() => page.locator('.mantine-Notification-root').last().textContent(), WAIT)
      .toContain(text('es-MX', 'digitalRecordsPage.settings.saved'));
    await page.reload();
    await expect.poll(() => page.getByTestId('settings-hours').inputValue(), WAIT).toBe('48');
    const found: { path: string; violations: unknown[] }[] = [];
    for (const [path, testId] of [
      ['/apps/digitalrecord/management', 'nomenclatures-table'],
      ['/apps/digitalrecord/management/AddEddit', 'nomenclature-form'],
      ['/apps/digitalrecord/settings', 'record-settings'],
    ] as const) {
      await visit(page, path);
      await page.getByTestId(testId).first().waitFor(WAIT);
      const violations = await seriousViolationsInBothSkins(page);
      if (violations.length > 0) found.push({ path, violations });
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
});
