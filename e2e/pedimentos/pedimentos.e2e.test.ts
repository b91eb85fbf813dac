import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, signedInPage, visit } from '../support/browser.ts';
import { text } from '../support/locales.ts';
import { realPdf } from '../support/pdf.ts';
import { seriousViolationsInBothSkins } from '../support/axe.ts';

const env = usePortalAndBrowser();
const FIXTURE = readFileSync(resolve(import.meta.dirname, '../../packages/contract/src/m3/fixtures/m3210001.076'), 'latin1');
// Numbers no demo pedimento uses, so the file imports here whatever the seed holds.
const CLEAN = FIXTURE.replaceAll('6000123', '6000823').replaceAll('6000124', '6000824');
const BROKEN = CLEAN.replace('506|6000824|2|21032026|', '506|6000824|2|31022026|');
const NAME = 'm3210001.076';

function adminPage(locale: 'es-MX' | 'en-US', to?: string): Promise<Page> {
  return signedInPage(env.browser, env.portal.baseURL, DEMO.admin, { locale, to });
}

function pdf(kb: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.alloc(kb * 1024, 'x'), Buffer.from('\n%%EOF\n')]);
}

describe('pedimentos and M3 files (Spanish)', () => {
  it('refuses an M3 file with a wrong date and says where, imports the fixed one and opens its pedimento', async () => {
    const page = await adminPage('es-MX', '/apps/operations/m3/list');
    await page.getByTestId('m3-dropzone').waitFor();

    // Upload the broken file: refused, with the finding in Spanish on its line.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('m3-pick').click()]);
    await chooser.setFiles([{ name: NAME, mimeType: 'text/plain', buffer: Buffer.from(BROKEN, 'latin1') }]);
    const refused = page.getByTestId('m3-upload').first();
    await expect.poll(() => refused.getAttribute('data-state'), { timeout: 20_000 }).toBe('refused');
    const finding = refused.getByTestId('m3-finding').first();
    expect(await finding.textContent()).toContain('31022026');
    expect(await finding.textContent()).toContain('15');
    expect(await refused.getByTestId('m3-only-valid').textContent()).toBe(text('es-MX', 'pedimentosPage.m3.onlyValid'));

    // Fixed and sent again: imported, and the file's page lists it without errors.
    const [again] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('m3-pick').click()]);
    await again.setFiles([{ name: NAME, mimeType: 'text/plain', buffer: Buffer.from(CLEAN, 'latin1') }]);
    const imported = page.getByTestId('m3-upload').first();
    await expect.poll(() => imported.getAttribute('data-state'), { timeout: 20_000 }).toBe('imported');
    await expect.poll(() => page.getByTestId('m3-row').first().textContent()).toContain(NAME);
    await imported.getByTestId('m3-open').click();
    await page.waitForURL(/\/apps\/operations\/m3\/\d+$/);
    await expect.poll(() => page.getByTestId('m3-file-importados').textContent()).toBe('2');
    // The file's pedimentos, each a way to its page.
    const carried = page.getByTestId('m3-file-pedimentos-row');
    await expect.poll(() => carried.count()).toBe(2);
    const fileUrl = page.url();
    await carried.filter({ hasText: '6000823' }).getByTestId('row-open').click();
    await page.waitForURL(/\/apps\/operations\/pedimento\/\d+$/);
    expect(await page.getByTestId('pedimento-number').textContent()).toContain('6000823');
    // And back: the pedimento names the file that brought it.
    await page.getByTestId('pedimento-m3-file').click();
    await page.waitForURL(fileUrl);
    await page.getByTestId('m3-file').waitFor();

    // The pedimento list finds it by its number, and its page shows the tabs.
    await visit(page, '/apps/operations/pedimento/list');
    await page.getByTestId('pedimentos-search').fill('6000823');
    await expect.poll(() => page.getByTestId('pedimentos-row').count()).toBe(1);
    await page.getByTestId('pedimentos-row').first().getByTestId('row-open').click();
    await page.waitForURL(/\/apps\/operations\/pedimento\/\d+$/);
    expect(await page.getByTestId('pedimento-number').textContent()).toContain('6000823');
    await page.getByRole('tab', { name: /Partidas/ }).click();
    await expect.poll(() => page.getByTestId('pedimento-item').count()).toBe(1);
    expect(await page.getByTestId('pedimento-item').first().textContent()).toContain('84713001');
    await page.getByRole('tab', { name: /Facturas/ }).click();
    await expect.poll(() => page.getByTestId('pedimento-invoices').textContent()).toContain('COVE2687OBZK4');
  });

  it('loads the three documents of a pending pedimento with progress bars, and it leaves the pending list', async () => {
    // Without the page's script policy for this one: axe is injected as an inline script.
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.admin, {
      locale: 'es-MX',
      to: '/apps/transfers/mbge/pedimento/list',
      bypassCSP: true,
    });
    await expect.poll(() => page.getByTestId('pending-row').count()).toBeGreaterThan(0);
    // The missing documents' badges are read on a striped row in both skins (they were below AA in the light one).
    expect(await seriousViolationsInBothSkins(page)).toEqual([]);
    const total = async () => Number((await page.getByTestId('pending-total').textContent())?.replace(/\D/g, ''));
    const before = await total();
    const first = page.getByTestId('pending-row').first();
    const number = (await first.locator('a').first().textContent())!.trim();
    await first.getByTestId('row-load').click();
    await page.waitForURL(/loaddocument\?pedimento=\d+$/);
    const id = new URL(page.url()).searchParams.get('pedimento')!;
    const documents = page.getByTestId(`documents-${id}`);
    await documents.waitFor();

    // A slow connection, so each file's bar can be seen filling.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    for (const tipo of ['pedimento', 'cove', 'factura']) {
      const field = documents.getByTestId(`files-${tipo}`);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), field.getByTestId('attachment-add').click()]);
      await chooser.setFiles([{ name: `${tipo}.pdf`, mimeType: 'application/pdf', buffer: pdf(400) }]);
      if (tipo === 'pedimento') await field.getByTestId('attachment-progress').waitFor();
      await expect
        .poll(() => documents.getByTestId(`documents-${tipo}-state`).textContent(), { timeout: 30_000 })
        .toBe(text('es-MX', 'pedimentosPage.documents.delivered'));
    }
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await visit(page, '/apps/transfers/mbge/pedimento/list');
    await expect.poll(total).toBe(before - 1);
    expect(await page.getByTestId('pending-table').textContent()).not.toContain(number);
  });
});

describe('a pedimento page (English)', () => {
  it('shows the guide and container of a sea pedimento, and lets an operator set its reference', async () => {
    const page = await adminPage('en-US');
    await visit(page, '/apps/operations/pedimento/list');
    await page.getByTestId('pedimentos-search').fill('6000100');
    await expect.poll(() => page.getByTestId('pedimentos-row').count()).toBe(1);
    await page.getByTestId('pedimentos-row').first().getByTestId('row-open').click();
    await page.waitForURL(/\/apps\/operations\/pedimento\/\d+$/);
    const url = page.url();

    await page.getByTestId('tab-transport').click();
    await expect.poll(() => page.getByTestId('pedimento-guides').textContent()).toContain('MAEU6000100');
    expect(await page.getByTestId('pedimento-containers').textContent()).toMatch(/MSCU000100\d/);

    await page.getByRole('tab', { name: text('en-US', 'pedimentosPage.tabs.general') }).click();
    const reference = `E2E-${Date.now() % 1_000_000}`;
    await page.getByTestId('link-referencia').fill(reference);
    await page.getByTestId('link-save').click();
    await expect.poll(() => page.getByTestId('pedimento-general').textContent()).toContain(reference);
    await visit(page, url);
    await expect.poll(() => page.getByTestId('pedimento-general').textContent()).toContain(reference);
  });

  it('shows a read-only user the pedimento without the link form', async () => {
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.staff, {
      locale: 'es-MX',
      to: '/apps/operations/pedimento/list',
    });
    // The first row's own address (a click can land while the list is still settling on a loaded machine).
    const open = page.getByTestId('pedimentos-row').first().getByTestId('row-open');
    await expect.poll(() => open.getAttribute('href')).toMatch(/\/apps\/operations\/pedimento\/\d+$/);
    await visit(page, (await open.getAttribute('href'))!);
    await page.getByTestId('pedimento-general').waitFor();
    expect(await page.getByTestId('pedimento-link').count()).toBe(0);
    // Nor the way to its M3 file, a screen of those who may upload them.
    expect(await page.getByTestId('pedimento-m3-file').count()).toBe(0);
  });

  it("tells a client that another customer's pedimento does not exist for it, and leads back (no retry)", async () => {
    // A pedimento the client's customer does not own: the administrator sees them all.
    const admin = await adminPage('en-US');
    const others = await admin.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const all = (await (await fetch('/api/Pedimentos?pageSize=100', { headers })).json()) as { items: { pedimentoId: number }[] };
      return all.items.map((p) => p.pedimentoId);
    });
    await admin.context().close();
    const page = await signedInPage(env.browser, env.portal.baseURL, DEMO.client, { locale: 'en-US' });
    const own = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const mine = (await (await fetch('/api/Pedimentos?pageSize=100', { headers })).json()) as { items: { pedimentoId: number }[] };
      return mine.items.map((p) => p.pedimentoId);
    });
    const foreign = others.find((id) => !own.includes(id));
    expect(foreign).toBeDefined();
    const start = new URL(page.url()).pathname;
    await visit(page, `/apps/operations/pedimento/${foreign}`);
    const notFound = page.getByTestId('record-not-found');
    await notFound.waitFor();
    expect(await notFound.textContent()).toContain(text('en-US', 'catalogue.ui.notFound'));
    expect(await page.getByRole('button', { name: text('en-US', 'common.retry') }).count()).toBe(0);
    await notFound.getByRole('button', { name: text('en-US', 'catalogue.ui.back') }).click();
    await page.waitForURL((url) => url.pathname === start);
    await page.context().close();
  });
});

describe('the PDF viewer', () => {
  it("opens a pedimento's PDF with the session, downloads it, and refuses another site's address", async () => {
    const page = await adminPage('es-MX');
    const path = await page.evaluate(
      async (bytes) => {
        const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
        const list = (await (await fetch('/api/Pedimentos?pageSize=10', { headers })).json()) as { items: { pedimentoId: number }[] };
        const id = list.items[0]!.pedimentoId;
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'acuse visor.pdf');
        const res = await fetch(`/api/Pedimentos/${id}/Documentos?tipo=cove`, { method: 'POST', headers, body: form });
        const document = (await res.json()) as { documentoId: number };
        return `/api/Pedimentos/${id}/Documentos/${document.documentoId}`;
      },
      [...realPdf(2)],
    );
    await visit(page, `/pages/pdf-viewer?pdfUrl=${encodeURIComponent(path)}`);
    await expect.poll(() => page.getByTestId('pdf-page').count(), { timeout: 20_000 }).toBe(2);
    expect(await page.getByTestId('pdf-name').textContent()).toContain('acuse visor.pdf');
    expect(await page.getByTestId('pdf-page-count').textContent()).toContain('2');
    const width = async () => (await page.getByTestId('pdf-page').first().boundingBox())!.width;
    const before = await width();
    await page.getByTestId('pdf-zoom-in').click();
    await expect.poll(width).toBeGreaterThan(before * 1.2);
    expect(await page.getByTestId('pdf-zoom').textContent()).toBe('125 %');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pdf-download').click()]);
    expect(download.suggestedFilename()).toBe('acuse visor.pdf');
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    await visit(page, `/pages/pdf-viewer?pdfUrl=${encodeURIComponent('https://example.com/x.pdf')}`);
    expect(await page.getByTestId('pdf-invalid').textContent()).toContain(text('es-MX', 'pdfViewer.invalidTitle'));
  });
});
