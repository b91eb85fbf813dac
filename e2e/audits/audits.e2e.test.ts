import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { answerPendingSurveys, choose, DEMO, visit, signedInPage, fillDay } from '../support/browser.ts';
import { text } from '../support/locales.ts';
import { seriousViolationsInBothSkins } from '../support/axe.ts';

const env = usePortalAndBrowser();
const FIXTURE = readFileSync(resolve(import.meta.dirname, '../../packages/contract/src/m3/fixtures/m3210001.076'), 'latin1');
const AUDITOR = { login: 'auditor', password: 'Auditor123!' };
const YEAR = new Date().getFullYear();

async function tokenOf(login: string, password: string): Promise<string> {
  const res = await fetch(`${env.portal.baseURL}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function call(token: string, method: string, path: string, body?: unknown | FormData) {
  const res = await fetch(`${env.portal.baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
  });
  expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
  return res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
}

/**
 * Imports, as a real M3 file, the fixture's two pedimentos renumbered for this test, the importer being the first
 * demo customer, whose part `part` is classified under another fraction than the one the first item declares.
 * Then audits at once (the job would within a minute).
 */
async function importWrongFraction(suffix: string, part: string, dtaOff = false): Promise<{ first: string; second: string }> {
  const admin = await tokenOf(DEMO.admin.login, DEMO.admin.password);
  const customers = (await call(admin, 'GET', '/api/Clientes?pageSize=10&sort=clienteId:asc')) as {
    items: { clienteId: number; rfc: string }[];
  };
  const customer = customers.items[0]!;
  await call(admin, 'POST', '/api/Partes', {
    clienteId: customer.clienteId,
    numeroParte: part,
    descripcion: 'Computadora portátil',
    fraccion: '85444299',
    nico: '99',
    estadoSincronizacion: 'pendiente',
  });
  const first = `60009${suffix}3`;
  const second = `60009${suffix}4`;
  const content = FIXTURE.replaceAll('6000123', first)
    .replaceAll('6000124', second)
    .replaceAll('ALA131011IC8', customer.rfc.toUpperCase())
    .replace('|0|1||MARCA|MODELO|', `|0|1|${part}|MARCA|MODELO|`)
    .replace('801|m3210001.076|', `801|m321000${suffix}.076|`);
  // A DTA off by more than a peso: an M3 warning stored with the file (the SAAI M3 dashboard's material).
  const file = dtaOff ? content.replace(`510|${second}|1|0|70|`, `510|${second}|1|0|150|`) : content;
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(file, 'latin1')], { type: 'text/plain' }), `m321000${suffix}.076`);
  await call(admin, 'POST', '/api/M3/Archivos', form);
  await call(admin, 'POST', '/api/AuditoriaMolex/Operaciones/Auditar');
  return { first, second };
}

async function pageAs(user: { login: string; password: string }, locale: 'es-MX' | 'en-US', bypassCSP = false): Promise<Page> {
  await answerPendingSurveys(env.portal.baseURL, user.login, user.password);
  const page = await signedInPage(env.browser, env.portal.baseURL, user, { locale, bypassCSP });
  return page;
}

/** Opens the operation of `numero` from the audit list, the range widened to the whole year (kept for next time). */
async function openOperation(page: Page, numero: string): Promise<void> {
  await visit(page, '/dashboard/auditoria-molex');
  await page.getByTestId('audit-kpis').waitFor();
  await fillDay(page.getByTestId('filter-fechaDesde'), `${YEAR}-01-01`);
  await fillDay(page.getByTestId('filter-fechaHasta'), `${YEAR}-12-31`);
  await page.getByTestId('audits-search').fill(numero);
  await expect.poll(() => page.getByTestId('audits-row').count(), { timeout: 15_000 }).toBe(1);
  await page.getByTestId('audits-row').first().getByTestId('row-open').click();
  await page.waitForURL(/\/dashboard\/auditoria-molex\/details\/\d+$/);
  await page.getByTestId('audit-details').waitFor();
}

async function act(page: Page, button: string, comment: string): Promise<void> {
  const finding = page.locator('[data-testid="audit-finding"][data-regla="fraccionParte"]');
  await finding.getByTestId(button).click();
  await page.getByTestId('finding-comment').fill(comment);
  await page.getByTestId('finding-confirm').click();
}

describe('audits (Spanish)', () => {
  it('shows a wrong fraction as a finding, requested by one user and authorized by another, both in the logbook', async () => {
    const { first } = await importWrongFraction('1', 'LAP-E2E-1');
    const clerk = await pageAs(DEMO.staff, 'es-MX');
    // The default range is 1-31 January of this year, kept in the browser.
    await visit(clerk, '/dashboard/auditoria-molex');
    expect(await clerk.getByTestId('filter-fechaDesde').inputValue()).toBe(`01/01/${YEAR}`);
    expect(await clerk.getByTestId('filter-fechaHasta').inputValue()).toBe(`31/01/${YEAR}`);
    await openOperation(clerk, first);
    const finding = clerk.locator('[data-testid="audit-finding"][data-regla="fraccionParte"]');
    expect(await finding.textContent()).toContain('8544429999');
    expect(await finding.getByTestId('finding-authorize').count()).toBe(0);
    await act(clerk, 'finding-request', 'El proveedor confirma la clasificación');
    await expect.poll(() => finding.getByTestId('finding-status').getAttribute('data-state')).toBe('solicitarAutorizacion');
    await clerk.reload();
    await clerk.getByTestId('audit-details').waitFor();
    await visit(clerk, '/dashboard/auditoria-molex');
    expect(await clerk.getByTestId('filter-fechaHasta').inputValue()).toBe(`31/12/${YEAR}`);

    // CSP bypassed only to inject axe-core for the accessibility check at the end.
    const auditor = await pageAs(AUDITOR, 'es-MX', true);
    await openOperation(auditor, first);
    await act(auditor, 'finding-authorize', 'Procede como excepción');
    const authorized = auditor.locator('[data-testid="audit-finding"][data-regla="fraccionParte"]');
    await expect.poll(() => authorized.getByTestId('finding-status').getAttribute('data-state')).toBe('autorizar');
    expect(await authorized.getByTestId('finding-status').textContent()).toBe(text('es-MX', 'audits.estados.autorizar'));
    const logbook = auditor.getByTestId('audit-logbook');
    const requested = logbook.locator('[data-tipo="solicitud"]');
    const granted = logbook.locator('[data-tipo="autorizado"]');
    expect(await requested.textContent()).toContain('Luis Fernando Ortega');
    expect(await requested.textContent()).toContain('El proveedor confirma la clasificación');
    expect(await granted.textContent()).toContain('Verónica Elizondo Cantú');
    expect(await granted.textContent()).toContain(text('es-MX', 'audits.eventos.autorizado'));
    expect(await seriousViolationsInBothSkins(auditor)).toEqual([]);
    await visit(auditor, '/dashboard/auditoria-molex');
    await auditor.getByTestId('audits-row').first().waitFor();
    expect(await seriousViolationsInBothSkins(auditor)).toEqual([]);
    // The rule switches: off and on again, each saved.
    await auditor.getByTestId('audit-rules').click();
    const rule = auditor.getByTestId('rule-paisOrigen');
    await expect.poll(() => rule.isChecked(), { timeout: 15_000 }).toBe(true);
    await rule.click({ force: true });
    await expect.poll(() => rule.isChecked(), { timeout: 15_000 }).toBe(false);
    await auditor.reload();
    await auditor.getByTestId('audit-rules').click();
    await expect.poll(() => auditor.getByTestId('rule-paisOrigen').isChecked(), { timeout: 15_000 }).toBe(false);
    await auditor.getByTestId('rule-paisOrigen').click({ force: true });
    await expect.poll(() => auditor.getByTestId('rule-paisOrigen').isChecked(), { timeout: 15_000 }).toBe(true);
  });
});

describe('audits (English)', () => {
  it('pre-audits a pedimento (go / no-go), follows up open findings, opens a RAM from a finding and shows the SAAI M3 dashboard', async () => {
    const { first, second } = await importWrongFraction('2', 'LAP-E2E-2', true);
    const page = await pageAs(DEMO.admin, 'en-US');
    await visit(page, '/dashboard/auditoria-previa');
    await page.getByTestId('pre-pedimento').fill(`26 24 3210 ${first}`);
    await page.getByTestId('pre-run').click();
    await expect.poll(() => page.getByTestId('pre-result').getAttribute('data-resultado')).toBe('noGo');
    expect(await page.getByTestId('pre-result').textContent()).toContain(text('en-US', 'auditsPage.pre.noGo'));
    expect(await page.locator('[data-testid="pre-finding"][data-regla="fraccionParte"]').textContent()).toContain(
      'Item 1 declares fraction 8471300199; the part is classified as 8544429999',
    );
    await page.getByTestId('pre-pedimento').fill(`264732${'10'}${second}`);
    await page.getByTestId('pre-run').click();
    await expect.poll(() => page.getByTestId('pre-result').getAttribute('data-resultado')).toBe('go');

    await visit(page, '/dashboard/auditoria-seguimiento-molex');
    await page.getByTestId('findings-search').fill(first);
    await expect.poll(() => page.getByTestId('findings-row').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('findings-row').first().textContent()).toContain(text('en-US', 'audits.estados.pendiente'));
    await page.getByTestId('finding-select').first().check();
    await page.getByTestId('bulk-request').click();
    await page.getByTestId('bulk-confirm').click();
    await expect
      .poll(() => page.getByTestId('findings-row').first().getByTestId('finding-status').getAttribute('data-state'))
      .toBe('solicitarAutorizacion');

    await page.getByTestId('finding-select').first().check();
    await choose(page, 'assign-owner', /Verónica/, 'Verónica');
    await page.getByTestId('bulk-assign').click();
    await page.getByTestId('assign-confirm').click();
    await expect.poll(() => page.getByTestId('findings-row').first().textContent()).toContain('Verónica Elizondo Cantú');

    // An improvement action (RAM) opened from the finding, and linked from it.
    const admin = await tokenOf(DEMO.admin.login, DEMO.admin.password);
    await call(admin, 'POST', '/api/GeneralData/AccionMejoraProblemas', { nombre: 'E2E tariff classification' });
    const calidad = await call(admin, 'POST', '/api/AccionesMejora/RequerimientoCalidadTipos', { nombre: 'E2E legal' });
    const documento = await call(admin, 'POST', '/api/AccionesMejora/RequerimientoDocumentoTipos', { nombre: 'E2E procedure' });
    await call(admin, 'POST', '/api/AccionesMejora/Requerimientos', {
      clave: 'E2E-REQ',
      nombre: 'E2E classify by the part',
      requerimientoCalidadTipoId: calidad!.requerimientoCalidadTipoId,
      requerimientoDocumentoTipoId: documento!.requerimientoDocumentoTipoId,
      vigente: true,
    });
    await openOperation(page, first);
    const finding = page.locator('[data-testid="audit-finding"][data-regla="fraccionParte"]');
    await finding.getByTestId('finding-open-ram').click();
    await choose(page, 'ram-problema', /E2E tariff/, 'E2E tariff');
    await choose(page, 'ram-requerimiento', /E2E classify/, 'E2E classify');
    await page.getByTestId('ram-save').click();
    await finding.getByTestId('finding-ram').waitFor();
    // Read before leaving: the finding is not on the RAM's screen.
    const folio = await finding.getAttribute('data-folio');
    await finding.getByTestId('finding-ram').click();
    await page.waitForURL(/\/apps\/ram\/edit\/\d+$/);
    await expect
      .poll(() => page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)), { timeout: 15_000 })
      .toContain(`AUD-${folio}`);
    await page.goBack();
    await expect.poll(() => page.getByTestId('audit-logbook').locator('[data-tipo="accionMejora"]').count()).toBe(1);

    await visit(page, '/dashboard/auditoria-saai-m3');
    await fillDay(page.getByTestId('filter-fechaDesde'), `${YEAR}-01-01`);
    await fillDay(page.getByTestId('filter-fechaHasta'), `${YEAR}-12-31`);
    await expect.poll(() => page.getByTestId('saai-file').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('saai-files').textContent()).toContain('m3210002.076');
    expect(await page.getByTestId('saai-rules').textContent()).toContain('DTA');
  });
});

describe('audits: three-way match (English)', () => {
  it('flags a previo whose physical quantity differs from the invoice and the M3 item', async () => {
    const { first } = await importWrongFraction('3', 'LAP-E2E-3');
    const admin = await tokenOf(DEMO.admin.login, DEMO.admin.password);
    const found = (await call(admin, 'GET', `/api/Pedimentos?search=${first}`)) as { items: { pedimentoId: number; clienteId: number }[] };
    const pedimento = found.items[0]!;
    // The warehouse counted 4 pieces of the part the invoice and item 1 declare as 1.
    await call(admin, 'POST', '/api/Previos', {
      clienteId: pedimento.clienteId,
      pedimentoId: pedimento.pedimentoId,
      fechaPrevio: `${YEAR}-03-19`,
      tipoPrevio: 'total',
      lineas: [
        {
          descripcion: 'Computadora portátil',
          numeroParte: 'LAP-E2E-3',
          cantidadFisica: '4',
          cantidadFactura: '1',
          diferenciaConfirmada: true,
        },
      ],
    });
    await call(admin, 'POST', '/api/AuditoriaMolex/Operaciones/Auditar');
    const page = await pageAs(DEMO.admin, 'en-US');
    await openOperation(page, first);
    const threeWay = page.locator('[data-testid="audit-finding"][data-regla="tresVias"]');
    await expect.poll(() => threeWay.count()).toBe(2);
    const texts = await threeWay.allTextContents();
    expect(texts.some((x) => x.includes('The previo counted LAP-E2E-3: 4 physically; its invoice says LAP-E2E-3: 1'))).toBe(true);
    expect(texts.some((x) => x.includes('item 1 declares LAP-E2E-3: 1 (551 commercial quantity)'))).toBe(true);
    expect(texts.every((x) => x.includes(text('en-US', 'audits.rules.tresVias')))).toBe(true);

    // The administrator widens the rule's tolerance to 300 %: the pre-audit no longer flags the difference.
    await visit(page, '/dashboard/auditoria-molex');
    await page.getByTestId('audit-rules').click();
    const tolerance = page.getByTestId('rule-tolerance-tresVias');
    await tolerance.fill('300');
    await tolerance.blur();
    await page.reload();
    await page.getByTestId('audit-rules').click();
    await expect.poll(() => page.getByTestId('rule-tolerance-tresVias').inputValue()).toBe('300 %');
    await visit(page, '/dashboard/auditoria-previa');
    await page.getByTestId('pre-pedimento').fill(`26243210${first}`);
    await page.getByTestId('pre-run').click();
    await page.getByTestId('pre-result').waitFor();
    await page.locator('[data-testid="pre-finding"][data-regla="fraccionParte"]').waitFor();
    expect(await page.locator('[data-testid="pre-finding"][data-regla="tresVias"]').count()).toBe(0);
    // Back to the default (empty) for the other tests.
    const admin2 = await tokenOf(DEMO.admin.login, DEMO.admin.password);
    await call(admin2, 'PUT', '/api/AuditoriaMolex/Reglas/tresVias', { activa: true, severidad: null, tolerancia: null });
  });
});
