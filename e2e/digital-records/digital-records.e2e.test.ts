import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, useLanguage, visit, type Language, signedInPage, fillDay } from '../support/browser.ts';
import { seriousViolationsInBothSkins } from '../support/axe.ts';
import { text } from '../support/locales.ts';
import { realPdf } from '../support/pdf.ts';

const env = usePortalAndBrowser();
const WAIT = { timeout: 30_000 };

interface Target {
  pedimentoId: number;
  numero: string;
  aduana: string;
  patente: string;
  fechaPago: string;
  customer: string;
}
let target: Target;
let clientSeesM3 = false;
const originals = new Map<string, Buffer>();
const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label} ${'x'.repeat(20_000)}\n%%EOF\n`);

async function call(token: string, method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
  const res = await fetch(`${env.portal.baseURL}${path}`, { method, body, headers: { authorization: `Bearer ${token}`, ...headers } });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function tokenOf(login: string, password: string): Promise<string> {
  const res = await fetch(`${env.portal.baseURL}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const shiftDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A demo pedimento of the demo client's customer gets two PDFs (through the transfers upload, as an operator would). */
beforeAll(async () => {
  const admin = await tokenOf(DEMO.admin.login, DEMO.admin.password);
  const client = await tokenOf(DEMO.client.login, DEMO.client.password);
  const customers = (await call(client, 'GET', '/api/ExpedientesDigitales/Clientes')) as unknown as { value: number; text: string }[];
  const mine = (await call(client, 'GET', '/api/ExpedientesDigitales?sort=fechaPago:desc&pageSize=100')) as {
    items: (Target & { clienteId: number })[];
  };
  const record = mine.items.find((r) => r.fechaPago)!;
  expect(record, 'the demo client has a paid pedimento').toBeTruthy();
  target = { ...record, customer: customers.find((c) => c.value === record.clienteId)!.text };
  for (const tipo of ['pedimento', 'factura']) {
    const form = new FormData();
    const content = pdf(tipo);
    originals.set(tipo, content);
    form.append('file', new Blob([content], { type: 'application/pdf' }), `${tipo}.pdf`);
    await call(admin, 'POST', `/api/Pedimentos/${target.pedimentoId}/Documentos?tipo=${tipo}`, form);
  }
  const seen = (await call(client, 'GET', `/api/ExpedientesDigitales/${target.pedimentoId}`)) as { archivosDetalle: { origen: string }[] };
  clientSeesM3 = seen.archivosDetalle.some((f) => f.origen === 'm3');
}, 60_000);

async function clientPage(language: Language): Promise<Page> {
  const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.client, { locale: language, bypassCSP: true });
  return page;
}

async function zipNames(download: Download): Promise<{ names: string[]; zip: JSZip }> {
  const path = await download.path();
  const zip = await JSZip.loadAsync(readFileSync(path));
  return { names: Object.keys(zip.files).sort(), zip };
}

/** Checks, on the screen as it is, in Spanish and then switched to English (back in Spanish after). */
async function inBothLanguages(page: Page, check: (language: Language) => Promise<void>) {
  for (const language of ['es-MX', 'en-US'] as const) {
    if (language !== 'es-MX') await useLanguage(page, language);
    await check(language);
  }
  await useLanguage(page, 'es-MX');
}

describe('digital records of a customer (Spanish, their texts and messages in English too)', () => {
  it('queries its records, refuses a 31-day range, requests a bulk download and downloads the zip, also by its open link', async () => {
    const language = 'es-MX';
    const page = await clientPage(language);
    const folder = `${target.aduana}-${target.patente}-${target.numero.slice(-7)}`;
    // The pedimento's M3 file is in the zip only when every pedimento it carries is this customer's.
    const expected = [...(clientSeesM3 ? [`${folder}/M3.txt`] : []), `${folder}/FACTURA.pdf`, `${folder}/PEDIMENTO.pdf`].sort();

    // The query finds the record by its number and opens its files.
    await visit(page, '/apps/digitalrecord/query');
    await page.getByTestId('filter-pedimento').fill(target.numero.slice(-7));
    await expect.poll(() => page.getByTestId('records-row').count(), WAIT).toBe(1);
    // The record's files with their types, in Spanish and then in English (the switch is behind the record's
    // drawer: closed, switched, opened again).
    for (const lang of [language, 'en-US'] as const) {
      if (lang !== language) {
        await page.keyboard.press('Escape');
        await page.getByTestId('record-files').waitFor({ state: 'detached', ...WAIT });
        await useLanguage(page, lang);
      }
      await page.getByTestId('records-row').first().getByTestId('row-open').click();
      await expect.poll(() => page.locator('[data-testid="record-file"][data-origin="transferencia"]').count(), WAIT).toBe(2);
      await expect.poll(() => page.getByTestId('record-files').textContent(), WAIT).toContain(text(lang, 'expedientes.types.factura'));
    }
    // A customer receives its records: it cannot add files to them.
    expect(await page.getByTestId('record-upload').count()).toBe(0);

    // A 31-day range is refused with the spec's message, in the user's language.
    await page.keyboard.press('Escape');
    await page.getByTestId('record-files').waitFor({ state: 'detached', ...WAIT });
    await useLanguage(page, language);
    await visit(page, '/apps/digitalrecord/downloads');
    await page.getByTestId('request-clienteId').click();
    await page.getByRole('option', { name: target.customer }).click();
    await fillDay(page.getByTestId('request-fechaPagoDesde'), shiftDays(target.fechaPago, -30));
    await fillDay(page.getByTestId('request-fechaPagoHasta'), target.fechaPago);
    await inBothLanguages(page, async (lang) => {
      await page.getByTestId('request-submit').click();
      await expect.poll(() => page.getByTestId('download-request').textContent(), WAIT).toContain(text(lang, 'expedientes.rangeTooLong'));
    });

    // Ten days: accepted; the job builds the zip and the request turns ready.
    await fillDay(page.getByTestId('request-fechaPagoDesde'), shiftDays(target.fechaPago, -9));
    const before = await page.getByTestId('requests-row').count();
    await page.getByTestId('request-submit').click();
    // The new request leads the list (an earlier run's ready request must not be taken for it).
    await expect.poll(() => page.getByTestId('requests-row').count(), WAIT).toBe(before + 1);
    const first = page.getByTestId('requests-row').first();
    await expect.poll(() => first.getByTestId('request-state').getAttribute('data-state'), WAIT).toBe('ready');
    await inBothLanguages(page, async (lang) => {
      await expect.poll(() => first.getByTestId('request-state').textContent(), WAIT).toBe(text(lang, 'digitalRecordsPage.states.ready'));
    });

    // Downloaded through the manager: 100 % and complete, the zip holds the files under the nomenclature's names.
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), first.getByTestId('request-download').click()]);
    const { names, zip } = await zipNames(download);
    expect(names).toEqual(expected);
    expect((await zip.file(`${folder}/PEDIMENTO.pdf`)!.async('nodebuffer')).equals(originals.get('pedimento')!)).toBe(true);
    const item = page.getByTestId('download-item').first();
    await expect.poll(() => item.getAttribute('data-state'), WAIT).toBe('complete');
    expect(await item.getAttribute('data-progress')).toBe('100');

    // The manager survives a reload; completed items go all at once.
    await page.reload();
    await expect.poll(() => page.getByTestId('download-item').count(), WAIT).toBeGreaterThan(0);
    await page.getByTestId('download-clear-completed').click();
    await expect.poll(() => page.getByTestId('download-item').count(), WAIT).toBe(0);

    // The open link works signed out, on its full-page screen.
    const href = await first.getByTestId('request-link').getAttribute('href');
    const outsider = await (await newContext(env.browser, env.portal.baseURL, { locale: language })).newPage();
    await visit(outsider, href!);
    await outsider.getByTestId('link-ready').waitFor(WAIT);
    const [linked] = await Promise.all([outsider.waitForEvent('download', WAIT), outsider.getByTestId('link-download').click()]);
    expect((await zipNames(linked)).names).toEqual(expected);
    await visit(outsider, '/archivo/digitalrecorddownload/00000000-0000-4000-8000-000000000000/nada.zip');
    await outsider.getByTestId('link-gone').waitFor(WAIT);
    await outsider.context().close();
    await page.context().close();
  });
});

describe('an operator in a record', () => {
  it('uploads several files with a type and metadata, previews a PDF and an image inside the record, and exports the list through the download manager', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, {
      locale: 'es-MX',
      bypassCSP: true,
      to: '/apps/digitalrecord/query',
    });
    await page.getByTestId('filter-pedimento').fill(target.numero.slice(-7));
    await expect.poll(() => page.getByTestId('records-row').count(), WAIT).toBe(1);
    await page.getByTestId('records-row').first().getByTestId('row-open').click();
    await page.getByTestId('record-upload').waitFor(WAIT);

    // Two files at once, each checked by content and sent with its own progress, both of type "guía".
    await page.getByTestId('record-upload-type').click();
    await page.getByRole('option', { name: text('es-MX', 'expedientes.types.guia') }).click();
    await page.getByTestId('record-upload-metadato1').fill('Guia master');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('record-upload-files')
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'guia.pdf', mimeType: 'application/pdf', buffer: realPdf(1) },
        { name: 'foto-guia.png', mimeType: 'image/png', buffer: png },
      ]);
    const uploaded = page.locator('[data-testid="record-file"][data-origin="carga"]');
    await expect.poll(() => uploaded.count(), WAIT).toBe(2);
    expect(await uploaded.first().textContent()).toContain('Guia master');

    // Previews open inside the record: the PDF drawn by pdf.js, the image as an image.
    await uploaded.filter({ hasText: 'guia.pdf' }).getByTestId('record-file-preview').click();
    await page.getByTestId('record-preview').getByTestId('pdf-page').first().waitFor(WAIT);
    expect(page.url()).toContain('/apps/digitalrecord/query');
    // Escape closes the preview only; the record stays open beneath it.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('record-preview').getByTestId('pdf-page').count(), WAIT).toBe(0);
    await uploaded.filter({ hasText: 'foto-guia.png' }).getByTestId('record-file-preview').click();
    await page.getByTestId('record-preview-image').waitFor(WAIT);
    await page.keyboard.press('Escape');

    // The list's export is a download of the manager: 0 → 100, complete, removable. A fresh screen: the record
    // opened above is the screen's own state, which an in-app visit to the same path would keep.
    await visit(page, '/apps/digitalrecord/query', { reload: true });
    await page.getByTestId('export-menu').click();
    const [exported] = await Promise.all([page.waitForEvent('download', WAIT), page.getByTestId('export-csv').click()]);
    expect(exported.suggestedFilename()).toMatch(/\.csv$/);
    await page.getByTestId('download-manager-button').click();
    const item = page.getByTestId('download-item').filter({ hasText: '.csv' });
    await expect.poll(() => item.getAttribute('data-state'), WAIT).toBe('complete');
    expect(await item.getAttribute('data-progress')).toBe('100');
    await item.getByTestId('download-remove').click();
    await expect.poll(() => page.getByTestId('download-item').filter({ hasText: '.csv' }).count(), WAIT).toBe(0);
    await page.context().close();
  });
});

describe('accessibility of the digital records screens (axe: no serious or critical violations)', () => {
  it('query, downloads and the open link page', async () => {
    const page = await clientPage('es-MX');
    const found: { path: string; violations: unknown[] }[] = [];
    const check = async (path: string, testId: string) => {
      await visit(page, path);
      await page.getByTestId(testId).first().waitFor(WAIT);
      const violations = await seriousViolationsInBothSkins(page);
      if (violations.length > 0) found.push({ path, violations });
    };
    await check('/apps/digitalrecord/query', 'records-table');
    await check('/apps/digitalrecord/downloads', 'download-manager');
    await check('/archivo/digitalrecorddownload/00000000-0000-4000-8000-000000000000/nada.zip', 'link-gone');
    expect(found).toEqual([]);
    await page.context().close();
  });
});
