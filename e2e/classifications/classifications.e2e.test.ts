import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { answerPendingSurveys, choose, DEMO, type Language, signedInPage, useLanguage, visit } from '../support/browser.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();
const slow = { timeout: 20_000 };

async function pageOf(user: { login: string; password: string }, language: Language, to?: string): Promise<Page> {
  await answerPendingSurveys(env.portal.baseURL, user.login, user.password);
  return signedInPage(env.browser, env.portal.baseURL, user, { locale: language, bypassCSP: true, to });
}

/** The customer's user asks for a new part number and lands on the request's screen. */
async function createRequest(page: Page, numeroParte: string): Promise<string> {
  await visit(page, '/apps/classification/list');
  await page.getByTestId('clasificaciones-new').click();
  await page.waitForURL('**/apps/classification/new');
  await choose(page, 'field-clienteId', /.+/, '');
  await page.getByTestId('field-numeroParte').fill(numeroParte);
  await page.getByTestId('field-descripcion').fill('Soporte de aluminio anodizado');
  await page.getByTestId('field-peso').fill('0.35');
  await page.getByTestId('clasificacion-save').click();
  await page.waitForURL(/\/apps\/classification\/edit\/\d+$/, slow);
  return (await page.getByTestId('clasificacion-folio').textContent())!.trim();
}

describe('classification requests (Spanish, their screens in English too)', () => {
  it('a request is created, commented by both sides live, classified, and the part shows the new code', async () => {
    const language = 'es-MX';
    const requester = await pageOf(DEMO.client, language);
    const numeroParte = `E2E-${language}-${Date.now().toString(36)}`;
    const folio = await createRequest(requester, numeroParte);
    expect(folio).toMatch(/^SC-\d{6}$/);
    // The request's screen in Spanish, then switched to English: its state's name and axe in each.
    for (const lang of [language, 'en-US'] as const) {
      if (lang !== language) await useLanguage(requester, lang);
      await expect
        .poll(() => requester.getByTestId('estado-badge').textContent(), slow)
        .toBe(text(lang, 'clasificaciones.estados.pendiente'));
      await expectNoAxeViolations(requester, `edit (requester, ${lang})`);
    }
    await useLanguage(requester, language);
    const url = new URL(requester.url()).pathname;

    const classifier = await pageOf(DEMO.staff, language, '/apps/classification/list');
    await classifier.getByTestId('clasificaciones-search').fill(numeroParte);
    await expect.poll(() => classifier.getByTestId('clasificaciones-row').count(), slow).toBe(1);
    for (const lang of [language, 'en-US'] as const) {
      if (lang !== language) await useLanguage(classifier, lang);
      await expectNoAxeViolations(classifier, `list (${lang})`);
    }
    await useLanguage(classifier, language);
    await classifier.getByTestId('clasificaciones-row').first().getByTestId('row-open').click();
    await classifier.waitForURL(`**${url}`);
    await classifier.getByTestId('clasificacion-thread').waitFor();

    // The requester writes; the classifier's open screen shows it without a reload, and the answer comes back live.
    await requester.getByTestId('comment-input').fill('¿Requieren la ficha técnica del anodizado?');
    await requester.getByTestId('comment-send').click();
    await expect
      .poll(() => classifier.getByTestId('comment-text').allTextContents(), slow)
      .toContain('¿Requieren la ficha técnica del anodizado?');
    await classifier.getByTestId('comment-input').fill('No, con la descripción basta.');
    await classifier.getByTestId('comment-send').click();
    await expect.poll(() => requester.getByTestId('comment-text').allTextContents(), slow).toContain('No, con la descripción basta.');

    // The classifier picks the code from the cached tariff (typed by its digits) and classifies.
    await choose(classifier, 'classify-code', /^7616\.99\.99\.\d{2}/, '7616.99.99');
    // The tariff is kept in the browser, its time in the spec's stateTime list (refreshed when older than a day).
    const kept = await classifier.evaluate(
      () => JSON.parse(localStorage.getItem('stateTime') ?? '[]') as { state: string; time: number }[],
    );
    expect(kept.find((entry) => entry.state === 'tarifa')?.time).toBeLessThanOrEqual(Date.now());
    await classifier.getByTestId('classify-submit').click();
    await expect.poll(() => classifier.getByTestId('estado-badge').getAttribute('data-estado'), slow).toBe('clasificada');
    const code = (await classifier.getByTestId('classified-code').textContent())!.trim();
    expect(code).toMatch(/^7616\.99\.99\.\d{2}$/);
    // The requester sees it classified live too.
    await expect.poll(() => requester.getByTestId('estado-badge').getAttribute('data-estado'), slow).toBe('clasificada');

    // The part carries the new code, and its log names the request.
    await classifier.getByTestId('classified-part').click();
    await classifier.waitForURL(/\/apps\/parts\/edit\/\d+$/);
    const parteId = classifier.url().split('/').pop();
    await expect
      .poll(
        async () => (await classifier.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).join('|'),
        slow,
      )
      .toContain(numeroParte);
    await visit(classifier, `/apps/parts/log/${parteId}`);
    await expect.poll(() => classifier.getByTestId('log-note').first().textContent(), slow).toContain(folio);
    expect(await classifier.getByTestId('log-entry').first().textContent()).toContain(code.slice(0, 10).replace(/\./g, ''));
    await requester.context().close();
    await classifier.context().close();
  });

  it('warns before saving a part number requested before, naming and linking the earlier request (in Spanish and in English)', async () => {
    const language = 'es-MX';
    const page = await pageOf(DEMO.client, language, '/apps/classification/new');
    await choose(page, 'field-clienteId', /.+/, '');
    await page.getByTestId('field-numeroParte').fill('DEMO-CL-002');
    await page.getByTestId('field-descripcion').focus();
    await page.getByTestId('duplicate-warning').waitFor(slow);
    await expect.poll(() => page.getByTestId('duplicate-request').first().textContent()).toMatch(/^SC-\d{6}$/);
    // The warning in Spanish, then switched to English: its title and axe in each.
    for (const lang of [language, 'en-US'] as const) {
      if (lang !== language) await useLanguage(page, lang);
      await expect
        .poll(() => page.getByTestId('duplicate-warning').textContent(), slow)
        .toContain(text(lang, 'clasificacionesPage.duplicateTitle'));
      await expectNoAxeViolations(page, `new with warning (${lang})`);
    }
    await useLanguage(page, language);
    // Its own description: the exact repeat of one's own recent request is taken for a retry and answered with that
    // request (decision 0110).
    await page.getByTestId('field-descripcion').fill(`Arnés eléctrico, variante B (${language})`);
    await page.getByTestId('clasificacion-save').click();
    // The server refuses it until confirmed; saving anyway creates it.
    await page.getByTestId('duplicate-confirm').click();
    await page.waitForURL(/\/apps\/classification\/edit\/\d+$/, slow);
    expect(await page.getByTestId('field-numeroParte').inputValue()).toBe('DEMO-CL-002');
    await page.context().close();
  });
});

describe('tariff-change alerts', () => {
  it('the alerts screen opens for a classifier and has no serious axe violation', async () => {
    const page = await pageOf(DEMO.staff, 'es-MX', '/apps/classification/tariff-alerts');
    await page.getByTestId('alertas-search').waitFor(slow);
    await expect
      .poll(async () => (await page.getByTestId('alertas-row').count()) + (await page.getByTestId('alertas-empty').count()), slow)
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'tariff alerts');
    await page.context().close();
  });
});

describe('part synchronisation', () => {
  it('a part the customer system refuses shows the error, and after the fix a retry synchronises it', async () => {
    const base = env.portal.baseURL;
    const login = await fetch(`${base}/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin.login, password: DEMO.admin.password }),
    });
    const headers = {
      authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
      'content-type': 'application/json',
    };
    const numeroParte = `SYNC-${Date.now().toString(36)}`;
    const body = {
      clienteId: 1,
      numeroParte,
      descripcion: 'x'.repeat(300),
      fraccion: '76169999',
      nico: '91',
      unidadMedida: '06',
      estadoSincronizacion: 'pendiente',
    };
    const created = (await (await fetch(`${base}/api/Partes`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as {
      parteId: number;
      rowVersion: number;
    };

    const page = await pageOf(DEMO.staff, 'es-MX', '/apps/parts/sync');
    await page.getByTestId('sync-search').fill(numeroParte);
    await expect.poll(() => page.getByTestId('sync-row').count(), slow).toBe(1);
    await page.getByTestId('row-retry').click();
    await expect.poll(() => page.getByTestId('sync-estado').first().getAttribute('data-estado'), slow).toBe('error');
    expect(await page.getByTestId('sync-error').textContent()).toContain('250');
    await expectNoAxeViolations(page, 'part sync');

    const fixed = await fetch(`${base}/api/Partes/${created.parteId}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...body, descripcion: 'Perfil de aluminio', rowVersion: created.rowVersion }),
    });
    expect(fixed.status).toBe(200);
    await page.getByTestId('row-retry').click();
    await expect.poll(() => page.getByTestId('sync-estado').first().getAttribute('data-estado'), slow).toBe('sincronizado');
    await page.context().close();
  });
});
