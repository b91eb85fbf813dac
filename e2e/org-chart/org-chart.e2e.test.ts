import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { choose, DEMO, newContext, signIn, visit, signedInPage } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();

const CHART = '/apps/organization-chart/chart';

/** The box of an area in the chart, by its name. */
const box = (page: Page, name: string): Locator => page.getByTestId('tree-node').filter({ has: page.getByText(name, { exact: true }) });

/** The chart item (box and what hangs below it) of an area. */
const item = (page: Page, name: string): Locator => box(page, name).locator('xpath=ancestor::li[1]');

/** The collapse/expand button of an area's own box. */
const toggleOf = (page: Page, name: string): Locator => item(page, name).locator(':scope > div > [data-testid="tree-toggle"]');

describe('organisation chart (Spanish)', () => {
  it('adds a level and an area, shows it in the chart, collapses, zooms, exports and refuses a cycle', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale: 'es-MX', width: 1400 });

    // A new hierarchical level.
    await visit(page, '/apps/organization-chart/hierarchical-level/add');
    await page.getByTestId('field-nombre').fill('Supervisión');
    await page.getByTestId('field-orden').fill('6');
    await page.getByTestId('field-descripcion').fill('Supervisa un turno de tráfico');
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/apps\/organization-chart\/hierarchical-level\/list(\?|$)/);
    await expect.poll(() => page.getByText('201: Se creó «Supervisión»').count()).toBe(1);

    // A new area under an existing one, from the areas list (its "Organigrama" button comes later).
    await visit(page, '/apps/organization-chart/area/list');
    // The list settled with its rows (a click while the screen is still being replaced can be lost).
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Tráfico Aduanal' }).count()).toBeGreaterThan(0);
    await page.getByTestId('catalogue-new').click();
    await page.waitForURL('**/apps/organization-chart/area/add');
    await page.getByTestId('field-nombre').fill('Tráfico Marítimo');
    await choose(page, 'field-nivelJerarquicoId', 'Supervisión', 'super');
    await choose(page, 'field-areaDependeId', 'Tráfico Aduanal', 'tráfico adu');
    await page.getByTestId('field-orden').fill('3');
    await page.getByTestId('field-indice').fill('1.1.1.3');
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/apps\/organization-chart\/area\/list(\?|$)/);
    await expect.poll(() => page.getByText('201: Se creó «Tráfico Marítimo»').count()).toBe(1);

    // The chart, opened from the list: the new area hangs under its parent, with its index and level.
    await page.getByTestId('catalogue-tree-link').click();
    await page.waitForURL(`**${CHART}`);
    await expect.poll(() => box(page, 'Dirección General').count()).toBe(1);
    const added = item(page, 'Tráfico Aduanal').locator('ul').getByTestId('tree-node').filter({ hasText: 'Tráfico Marítimo' });
    await expect.poll(() => added.count()).toBe(1);
    expect(await added.textContent()).toContain('1.1.1.3');
    expect(await added.textContent()).toContain('Supervisión');
    expect(await item(page, 'Tráfico Aduanal').getByTestId('tree-node').count()).toBe(4);

    // Collapsing the parent hides it; expanding shows it again.
    const toggle = toggleOf(page, 'Tráfico Aduanal');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await expect.poll(() => box(page, 'Tráfico Marítimo').count()).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.textContent()).toBe('+3');
    // From the keyboard too.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => box(page, 'Tráfico Marítimo').count()).toBe(1);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // Zoom in: the chart's scale and the shown percentage change; reset brings it back.
    const chart = page.getByTestId('tree-chart');
    expect(await chart.getAttribute('data-scale')).toBe('1');
    await page.getByTestId('tree-zoom-in').click();
    await expect.poll(() => chart.getAttribute('data-scale')).toBe('1.2');
    expect(await page.getByTestId('tree-zoom-level').textContent()).toBe('Zoom 120 %');
    const widthAt = async () => (await page.getByTestId('tree-chart').boundingBox())!.width;
    const zoomedWidth = await widthAt();
    await page.getByTestId('tree-zoom-reset').click();
    await expect.poll(() => chart.getAttribute('data-scale')).toBe('1');
    expect(zoomedWidth / (await widthAt())).toBeCloseTo(1.2, 1);
    // Fit to width: the whole chart fits in the view.
    await page.getByTestId('tree-fit').click();
    await expect.poll(async () => Number(await chart.getAttribute('data-scale'))).toBeLessThan(1);
    const view = (await page.getByTestId('tree-viewport').boundingBox())!;
    expect(await widthAt()).toBeLessThanOrEqual(view.width);

    // Export as PNG and as PDF.
    await page.getByTestId('tree-export').click();
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('tree-export-png').click()]);
    expect(png.suggestedFilename()).toMatch(/^Organigrama \d{4}-\d{2}-\d{2}\.png$/);
    const pngPath = (await png.path())!;
    expect(statSync(pngPath).size).toBeGreaterThan(10_000);
    expect(readFileSync(pngPath).subarray(1, 4).toString()).toBe('PNG');
    await page.getByTestId('tree-export').click();
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('tree-export-pdf').click()]);
    expect(pdf.suggestedFilename()).toMatch(/^Organigrama \d{4}-\d{2}-\d{2}\.pdf$/);
    const pdfBytes = readFileSync((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfBytes.length).toBeGreaterThan(10_000);
    // A page sized to the chart, wider than tall.
    const [, w, h] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdfBytes.toString('latin1'))!.map(Number);
    expect(w).toBeGreaterThan(h!);

    // A click on a box opens its edit screen; depending on its own descendant is refused, in Spanish.
    await page.getByTestId('tree-zoom-reset').click();
    await box(page, 'Dirección General').click();
    await page.waitForURL(/\/apps\/organization-chart\/area\/edit\/\d+$/);
    const editUrl = page.url();
    await expect.poll(() => page.getByTestId('field-nombre').inputValue()).toBe('Dirección General');
    await choose(page, 'field-areaDependeId', 'Soporte Técnico', 'soporte');
    await page.getByTestId('form-save').click();
    await expect.poll(() => page.getByText(text('es-MX', 'catalogue.cycle')).count()).toBeGreaterThan(0);
    expect(page.url()).toBe(editUrl);

    // Nothing was saved: in a fresh tab the chart still has Dirección General at its top.
    const fresh = await page.context().newPage();
    await visit(fresh, CHART);
    const top = fresh.getByTestId('tree-chart').locator(':scope > ul > li > div > [data-testid="tree-node"]');
    await expect.poll(() => top.count()).toBe(1);
    expect(await top.textContent()).toContain('Dirección General');
    await page.context().close();
  });
});

describe('organisation chart: access and accessibility', () => {
  it('has no serious or critical axe violation in either skin, and is refused to a customer', async () => {
    for (const skin of ['light', 'dark'] as const) {
      const page = await (await newContext(env.browser, env.portal.baseURL, { bypassCSP: true })).newPage();
      await visit(page, '/login');
      await page.evaluate((s) => localStorage.setItem('skin', s), skin);
      await signIn(page, DEMO.admin.login, DEMO.admin.password, { to: CHART });
      await expect.poll(() => page.getByTestId('tree-node').count()).toBeGreaterThan(10);
      expect(await seriousViolations(page), skin).toEqual([]);
      await page.context().close();
    }

    const client = await signedInPage(env.browser, env.portal.baseURL, DEMO.client);
    await visit(client, CHART);
    await client.waitForURL('**/pages/miscellaneous/not-authorized');
    await client.context().close();
  });
});
