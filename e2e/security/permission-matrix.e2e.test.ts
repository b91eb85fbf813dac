import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, visit, signedInPage } from '../support/browser.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();
/** Polls wait for network round trips; the machines are shared and often loaded. */
const WAIT = { timeout: 20_000 };

type Rule = { action: string; subject: string };
const storedRules = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { ability?: Rule[] }).ability ?? []);
const canReadParts = async (page: Page) => (await storedRules(page)).some((r) => r.action === 'read' && r.subject === 'Partes');

async function profileIdByName(page: Page, nombre: string): Promise<number> {
  return page.evaluate(async (name) => {
    const res = await fetch('/api/Seguridad/MatrizPermisos', {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    const matrix = (await res.json()) as { perfiles: { perfilSeguridadId: number; nombre: string }[] };
    return matrix.perfiles.find((p) => p.nombre === name)!.perfilSeguridadId;
  }, nombre);
}

async function toggleAndSave(admin: Page, testId: string, checked: boolean) {
  const cell = admin.getByTestId(testId);
  await expect.poll(() => cell.isChecked(), WAIT).toBe(!checked);
  await cell.click();
  await expect.poll(() => cell.isChecked(), WAIT).toBe(checked);
  const saved = admin.waitForResponse((r) => r.url().endsWith('/api/Seguridad/MatrizPermisos') && r.request().method() === 'PUT');
  await admin.getByTestId('matrix-save').click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => admin.getByText(text('es-MX', 'security.matrixSaved')).first().isVisible(), WAIT).toBe(true);
}

describe('permission matrix', () => {
  it('grants a profile read on Partes: its user gains it at the next refresh, and loses it again', async () => {
    const vendor = await signedInPage(env.browser, env.portal.baseURL, DEMO.vendor);
    expect(await canReadParts(vendor)).toBe(false);

    const admin = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { to: '/apps/security/matriz-permisos' });
    await expect.poll(() => admin.getByTestId('permission-matrix').isVisible(), WAIT).toBe(true);
    const vendorProfile = await profileIdByName(admin, 'Proveedor');
    await toggleAndSave(admin, `cell-${vendorProfile}-Partes-read`, true);

    // Until the next refresh the browser keeps its old copy; a reload asks the server again.
    expect(await canReadParts(vendor)).toBe(false);
    await vendor.reload();
    await expect.poll(() => canReadParts(vendor), WAIT).toBe(true);
    // The parts entry appears in the vendor's menu and the parts list opens.
    const partsMenuLinks = () => vendor.locator('[data-testid="main-menu"] a[href="/apps/parts/list"]').count();
    await expect.poll(partsMenuLinks, WAIT).toBe(1);
    await visit(vendor, '/apps/parts/list');
    await expect.poll(() => vendor.getByTestId('catalogue-list-partes').isVisible(), WAIT).toBe(true);

    // A reload of the matrix shows the saved cell.
    await admin.reload();
    await expect.poll(() => admin.getByTestId(`cell-${vendorProfile}-Partes-read`).isChecked(), WAIT).toBe(true);
    await toggleAndSave(admin, `cell-${vendorProfile}-Partes-read`, false);
    await vendor.reload();
    await expect.poll(() => canReadParts(vendor), WAIT).toBe(false);
    await expect.poll(partsMenuLinks, WAIT).toBe(0);
    await visit(vendor, '/apps/parts/list');
    await vendor.waitForURL('**/pages/miscellaneous/not-authorized');
    await vendor.context().close();
    await admin.context().close();
  });

  it('labels every action column and keeps the resource column and the header in view while scrolling', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { width: 1366, to: '/apps/security/matriz-permisos' });
    const matrix = page.getByTestId('permission-matrix');
    await expect.poll(() => matrix.isVisible(), WAIT).toBe(true);
    // A legend, and under each profile four headed columns.
    expect(await page.getByTestId('matrix-legend').innerText()).toContain('Leer');
    const profiles = await matrix.locator('thead tr').first().locator('th[scope="colgroup"]').count();
    const actionHeaders = await matrix.locator('thead tr').nth(1).locator('th[scope="col"]').allInnerTexts();
    expect(actionHeaders).toHaveLength(profiles * 4);
    expect(actionHeaders.slice(0, 4)).toEqual(['Leer', 'Escr.', 'Crear', 'Elim.']);
    // Scrolled right and down, the first resource cell and the header row stay where they were.
    const scroller = page.getByTestId('matrix-scroller');
    const box = (await scroller.boundingBox())!;
    const resourceCell = matrix.locator('tbody th[scope="row"]').first();
    const header = matrix.locator('thead th[scope="colgroup"]').first();
    await scroller.evaluate((el) => el.scrollTo(400, 0));
    expect(Math.round((await resourceCell.boundingBox())!.x)).toBe(Math.round(box.x + 1));
    await scroller.evaluate((el) => el.scrollTo(400, 300));
    expect(Math.round((await header.boundingBox())!.y)).toBe(Math.round(box.y + 1));
    await page.context().close();
  });

  it('keeps users without Seguridad out of the security screens', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.staff);
    await visit(page, '/apps/security/matriz-permisos');
    await page.waitForURL('**/not-authorized');
    await visit(page, '/apps/security/profiles/list');
    await page.waitForURL('**/not-authorized');
    await page.context().close();
  });

  it('lists the security profiles and creates one with a permission and a user', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { to: '/apps/security/profiles/list' });
    await expect.poll(() => page.getByTestId('profiles-table').getByText('Oficial de seguridad').isVisible(), WAIT).toBe(true);
    await page.getByTestId('profile-new').click();
    await page.waitForURL('**/apps/security/profiles/add');
    await page.getByTestId('profile-nombre').fill('Consulta de previos');
    await page.getByTestId('profile-add-resource').click();
    await page.getByRole('option', { name: text('es-MX', 'securityPage.resources.Previos'), exact: true }).click({ force: true });
    await page.getByTestId('profile-add-permission').click();
    await expect.poll(() => page.getByTestId('perm-Previos-read').isChecked(), WAIT).toBe(true);
    await page.getByTestId('profile-usuarios').click();
    await page.getByTestId('profile-usuarios').fill('capturista');
    await page.getByRole('option', { name: /capturista/ }).click({ force: true });
    await page.getByTestId('profile-save').click();
    await page.waitForURL('**/apps/security/profiles/edit/*');
    await expect.poll(() => page.getByTestId('profile-nombre').inputValue(), WAIT).toBe('Consulta de previos');
    await expect.poll(() => page.getByTestId('perm-Previos-read').isChecked(), WAIT).toBe(true);
    await page.context().close();
  });
});
