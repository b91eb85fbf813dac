import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { answerPendingSurveys, DEMO, signedInPage, fillDay } from '../support/browser.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

const env = usePortalAndBrowser();
const slow = { timeout: 20_000 };
const pdf = Buffer.from('%PDF-1.4\n%certificado\n%%EOF\n');

/** A shipment of the demo vendor, made through the API the way its screen makes one. */
async function vendorShipment(): Promise<void> {
  const base = env.portal.baseURL;
  const login = await fetch(`${base}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.vendor.login, password: DEMO.vendor.password }),
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const vendors = (await (await fetch(`${base}/api/Proveedores/Opciones`, { headers })).json()) as { value: number }[];
  const customers = (await (await fetch(`${base}/api/Clientes/Opciones`, { headers })).json()) as { value: number }[];
  const query = `proveedorId=${vendors[0]!.value}&clienteId=${customers[0]!.value}`;
  const template = await fetch(`${base}/api/Proveedores/Embarques/Plantilla?${query}`, { headers });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await template.arrayBuffer());
  const part = String(workbook.getWorksheet('Listas')!.getCell('I1').value);
  workbook.worksheets[0]!.addRow(['F-SOC', '2026-03-02', 'USD', 'FOB', '', '', 'USA', '06', 3, part, 10, '']);
  const form = new FormData();
  form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'embarque.xlsx');
  const created = await fetch(`${base}/api/Proveedores/Embarques?${query}`, { method: 'POST', headers, body: form });
  expect(created.status).toBe(201);
}

async function pageOf(user: { login: string; password: string }, to?: string): Promise<Page> {
  await answerPendingSurveys(env.portal.baseURL, user.login, user.password);
  return signedInPage(env.browser, env.portal.baseURL, user, { bypassCSP: true, to });
}

async function attach(page: Page, testId: string): Promise<void> {
  const field = page.getByTestId(testId);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), field.getByTestId('attachment-add').click()]);
  await chooser.setFiles([{ name: 'certificado.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await field.getByTestId('attachment').waitFor(slow);
}

describe('quality SOC', () => {
  it('the vendor submits a certificate, quality rejects it with a reason, the vendor resends it and quality approves', async () => {
    await vendorShipment();
    const vendor = await pageOf(DEMO.vendor, '/apps/quality/soc');
    await vendor.getByTestId('soc-new').click();
    await vendor.getByTestId('soc-envio').click();
    await vendor.getByRole('listbox').getByRole('option').first().click();
    const numero = `COC-${Date.now().toString(36)}`;
    await vendor.getByTestId('soc-numero').fill(numero);
    await fillDay(vendor.getByTestId('soc-fecha'), '2026-03-01');
    await vendor.getByTestId('soc-resultado').fill('Lote dentro de especificación');
    await attach(vendor, 'soc-file');
    await vendor.getByTestId('soc-save').click();
    await vendor.getByTestId('soc-search').fill(numero);
    await expect.poll(() => vendor.getByTestId('soc-row').count(), slow).toBe(1);
    expect(await vendor.getByTestId('soc-estado').first().getAttribute('data-estado')).toBe('pendiente');
    expect(await vendor.getByTestId('row-approve').count()).toBe(0);
    await expectNoAxeViolations(vendor, 'soc (vendor)');

    const quality = await pageOf(DEMO.staff, '/apps/quality/soc');
    await quality.getByTestId('soc-search').fill(numero);
    await expect.poll(() => quality.getByTestId('soc-row').count(), slow).toBe(1);
    await expectNoAxeViolations(quality, 'soc (quality)');
    await quality.getByTestId('row-reject').click();
    expect(await quality.getByTestId('soc-confirm').isDisabled()).toBe(true);
    await quality.getByTestId('soc-observaciones').fill('Falta la firma del responsable');
    await quality.getByTestId('soc-confirm').click();
    await expect.poll(() => quality.getByTestId('soc-estado').first().getAttribute('data-estado'), slow).toBe('rechazado');

    await vendor.reload();
    await vendor.getByTestId('soc-search').fill(numero);
    await expect.poll(() => vendor.getByTestId('soc-estado').first().getAttribute('data-estado'), slow).toBe('rechazado');
    expect(await vendor.getByTestId('soc-row').first().textContent()).toContain('Falta la firma');
    await vendor.getByTestId('row-resend').click();
    await attach(vendor, 'soc-resend-file');
    await vendor.getByTestId('soc-resend').click();
    await expect.poll(() => vendor.getByTestId('soc-estado').first().getAttribute('data-estado'), slow).toBe('pendiente');

    await quality.reload();
    await quality.getByTestId('soc-search').fill(numero);
    await quality.getByTestId('row-approve').click();
    await quality.getByTestId('soc-confirm').click();
    await expect.poll(() => quality.getByTestId('soc-estado').first().getAttribute('data-estado'), slow).toBe('aprobado');
    await vendor.context().close();
    await quality.context().close();
  });
});
