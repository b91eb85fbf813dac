import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { DEMO, launchBrowser, signIn, visit } from '../support/browser.ts';
import { startPortal, type Portal } from '../support/portal.ts';
import { reportPagesOnFailure } from '../support/failure-report.ts';
import { seriousViolationsInBothSkins as violations } from '../support/axe.ts';
import { text } from '../support/locales.ts';

const PHONE = { width: 360, height: 740 };
let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  // A fake camera (Chromium's test pattern) granted without a prompt: the capture screen really streams.
  browser = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
});
reportPagesOnFailure(() => browser);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: portal.baseURL,
    locale: 'es-MX',
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    bypassCSP: true,
    permissions: ['camera'],
  });
  await context.addInitScript(RECORD_UPLOADS);
  return context.newPage();
}

/**
 * Records the size of each picture the page sends (its chunks put together; Playwright does not expose request bodies),
 * to prove the phone resized it before upload.
 */
const RECORD_UPLOADS = `
  window.__sent = [];
  const parts = {};
  const fetchOriginal = window.fetch;
  // Photos go up in chunks (decision 0104): the chunks of one key are put together again once all have gone.
  window.fetch = function (input, init) {
    const url = new URL(typeof input === 'string' ? input : input.url, location.href);
    if (init && init.method === 'PATCH' && url.pathname.includes('/Fotos/Subidas/') && init.body instanceof Blob) {
      const list = (parts[url.pathname] = parts[url.pathname] || []);
      list.push(init.body);
      if (list.reduce((n, b) => n + b.size, 0) >= Number(url.searchParams.get('total'))) {
        const file = new Blob(list, { type: list[0].type });
        createImageBitmap(file).then((b) => window.__sent.push({ width: b.width, height: b.height, type: file.type }));
      }
    }
    return fetchOriginal.apply(this, arguments);
  };
`;

/** How many customers the phone keeps for the signed-in user (decision 0105: the pickers' saved options). */
const KEPT_CUSTOMERS = () =>
  new Promise<number>((resolve) => {
    const open = indexedDB.open('portal-warehouse-options');
    // Not there yet: not created here either (the app creates it with its store).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      const all = db.transaction('listas').objectStore('listas').getAll();
      all.onsuccess = () => {
        db.close();
        const lists = all.result as { source: string; items: unknown[] }[];
        resolve(lists.find((l) => l.source === 'options:clientes')?.items.length ?? 0);
      };
    };
  });

async function lastSent(page: Page, count: number): Promise<{ width: number; height: number; type: string }> {
  const sent = () => page.evaluate(() => (window as unknown as { __sent: { width: number; height: number; type: string }[] }).__sent);
  await expect.poll(async () => (await sent()).length).toBe(count);
  return (await sent())[count - 1]!;
}

describe('previous inspection on a 360 px phone', () => {
  it('captures a previo with camera and file photos, confirms a quantity mismatch, concludes it and opens it by its link', async () => {
    const page = await phonePage();
    await signIn(page, DEMO.admin.login, DEMO.admin.password, { to: '/apps/previous/list' });
    await page.getByTestId('new-previo').first().click();
    await page.waitForURL(/\/apps\/previous\/list\/add$/);
    expect(await violations(page)).toEqual([]);
    // Every button's label whole at 360 px ("Elegir archivo" beside "Tomar foto" was cut to "Elegir archiv").
    const cut = () =>
      page
        .locator('.mantine-Button-label')
        .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
    expect(await cut()).toEqual([]);

    // Customer: the first the picker offers.
    await page.getByTestId('field-clienteId').click();
    await page.getByRole('listbox').getByRole('option').first().click();

    // A master air waybill with a wrong check digit is refused in the form, in Spanish.
    const guide = page.getByTestId('field-guiaMaster');
    await guide.fill('139-12345674');
    await guide.blur();
    await expect.poll(() => page.getByText(text('es-MX', 'previos.rules.checkDigit')).count()).toBe(1);
    await guide.fill('139-12345675');
    await guide.blur();
    await expect.poll(() => page.getByText(text('es-MX', 'previos.rules.checkDigit')).count()).toBe(0);

    // A line whose physical quantity differs from the invoice: the user is asked and confirms.
    await page.getByTestId('add-line').click();
    await page.getByTestId('line-0-descripcion').fill('Tornillo hexagonal 3/8');
    await page.getByTestId('line-0-cantidadFisica').fill('10');
    await page.getByTestId('line-0-cantidadFactura').fill('12');
    await page.getByTestId('line-0-cantidadFactura').blur();
    await page.getByTestId('confirm-mismatch').click();
    await expect.poll(() => page.getByTestId('line-0-confirmed').isChecked()).toBe(true);

    // Merchandise photo from the (fake) camera, resized on the phone before it leaves.
    await page.getByTestId('line-0-photos-camera').click();
    const shoot = page.getByTestId('camera-shoot');
    await expect.poll(() => shoot.isEnabled(), { timeout: 15_000 }).toBe(true);
    await shoot.click();
    expect((await lastSent(page, 1)).type).toBe('image/jpeg');
    await expect.poll(() => page.getByTestId('line-0-photos').getByTestId('photo-thumb').count()).toBe(1);

    // Guide photo from a file: a 3000 px phone picture leaves at 2048 px.
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#8a6d3b' } })
      .jpeg()
      .toBuffer();
    await page.getByTestId('photos-guia-file').setInputFiles({ name: 'guia.jpg', mimeType: 'image/jpeg', buffer: big });
    expect(await lastSent(page, 2)).toEqual({ width: 2048, height: 1365, type: 'image/jpeg' });
    await expect.poll(() => page.getByTestId('photos-guia').getByTestId('photo-thumb').count()).toBe(1);

    // The lightbox opens the full photo.
    await page.getByTestId('line-0-photos').getByTestId('photo-thumb').click();
    await expect.poll(() => page.getByTestId('photo-lightbox').locator('img').count()).toBe(1);
    await page.keyboard.press('Escape');

    // A document of the previo (type and name).
    await page.getByTestId('add-document').click();
    await page.getByTestId('document-0-tipo').fill('Factura');
    await page.getByTestId('document-0-nombre').fill('F-2026-118.pdf');

    // The start time on a 24-hour clock, typed in its hour box (the browser's time input showed AM/PM in English).
    await page
      .getByTestId('field-horaInicio')
      .getByRole('spinbutton', { name: text('es-MX', 'forms.hours') })
      .click();
    await page.keyboard.type('1945');
    const clock = page.getByTestId('field-horaInicio').getByRole('spinbutton');
    await expect.poll(() => clock.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))).toEqual(['19', '45']);

    await page.getByTestId('save-previo').click();
    await page.waitForURL(/\/apps\/previous\/edit\/[0-9a-f-]{36}$/);
    await page.getByTestId('line-0').waitFor();
    expect(await violations(page)).toEqual([]);

    // Concluded (the server checks the rules again) and shown in the viewer.
    await page.getByTestId('conclude-previo').click();
    await page.getByTestId('confirm-conclude').click();
    await page.waitForURL(/\/apps\/previous\/viewer\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('previo-view').textContent()).toContain(text('es-MX', 'previos.states.concluido'));
    expect(await page.getByTestId('previo-view').textContent()).toContain('19:45');
    expect(await violations(page)).toEqual([]);

    // The PDF report made on the server downloads from the viewer.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('previo-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/^previo-\d+\.pdf$/);

    // The customer's open link: no sign-in, full layout, the photos load through the link.
    await page.getByTestId('issue-link').click();
    const link = await page.getByTestId('viewer-link').inputValue();
    expect(link).toMatch(/\/pages\/previous\/viewer\/[0-9a-f-]{36}$/);
    const customer = await (
      await browser.newContext({ baseURL: portal.baseURL, locale: 'es-MX', viewport: PHONE, bypassCSP: true })
    ).newPage();
    await visit(customer, new URL(link).pathname);
    await customer.getByTestId('previo-view').waitFor();
    expect(await customer.getByTestId('view-line-0').textContent()).toContain('Tornillo hexagonal 3/8');
    expect(await customer.getByTestId('previo-view').textContent()).toContain('Factura: F-2026-118.pdf');
    const report = await customer.request.get((await customer.getByTestId('previo-pdf').getAttribute('href'))!);
    expect([report.status(), report.headers()['content-type']]).toEqual([200, 'application/pdf']);
    const thumb = customer.getByTestId('view-line-0-photos').locator('img').first();
    await expect.poll(() => thumb.getAttribute('src'), { timeout: 10_000 }).toMatch(/^data:image\/jpeg/);
    // The report fits the phone as it opens (before axe switches the skins back and forth).
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await violations(customer)).toEqual([]);

    // A link cut short when it was copied: said in plain words, not as the server's validation message.
    await visit(customer, new URL(link).pathname.slice(0, -4));
    await expect
      .poll(() => customer.getByTestId('viewer-unavailable').textContent())
      .toContain(text('es-MX', 'previosPage.viewer.unknownLink'));
  });

  it('lists the previo and keeps its observations thread', async () => {
    const page = await phonePage();
    await signIn(page, DEMO.admin.login, DEMO.admin.password, { to: '/apps/previous/list' });
    await expect.poll(() => page.getByTestId('previos-row').count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    const viewer = page.getByTestId('previos-row').first().locator('a').first();
    await viewer.click();
    await page.waitForURL(/\/apps\/previous\/viewer\//);
    const previoId = page.url().split('/').pop()!;
    await visit(page, `/apps/previous/observations/${previoId}`);
    await page.getByTestId('observation-text').fill('Caja mojada en la tarima 2');
    await page.getByLabel(text('es-MX', 'previosPage.observations.urgente')).check();
    await page.getByTestId('add-observation').click();
    await expect.poll(() => page.getByTestId('observation').count()).toBe(1);
    expect(await page.getByTestId('observation').textContent()).toContain(text('es-MX', 'previosPage.observations.urgente'));
    expect(await violations(page)).toEqual([]);
  });

  it("lists in the worker's precache every file the capture screens load (texts and the layout's pieces included)", async () => {
    // Without a worker every file comes from the network and shows as a request. Kept files must not wait for the page
    // to name them once the worker runs (decision 0105): the phone can lose the network before that.
    const context = await browser.newContext({ baseURL: portal.baseURL, locale: 'en-US', viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, DEMO.admin.login, DEMO.admin.password);
    const loaded = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/')) loaded.add(path);
    });
    for (const screen of ['/apps/previous/list/add', '/apps/confronts/warehouse/check', '/apps/confronts/load/check']) {
      await page.goto(screen);
      await page.waitForLoadState('networkidle');
    }
    const source = await (await fetch(`${portal.baseURL}/sw-precache.js`)).text();
    const files = (JSON.parse(/=\s*(\{.*\});/s.exec(source)![1]!) as { files: string[] }).files;
    expect(loaded.size).toBeGreaterThan(10);
    expect([...loaded].filter((path) => !files.includes(path))).toEqual([]);
    await context.close();
  });

  it('opens the new-previo screen offline, picks the customer from the list kept on the phone, and sends the previo once when the network returns', async () => {
    const page = await phonePage();
    const context = page.context();
    await signIn(page, DEMO.admin.login, DEMO.admin.password);
    // Online, the list's customer filter loads the customers: they are kept on the phone for this user (IndexedDB).
    await visit(page, '/apps/previous/list');
    // The warehouse screens install the service worker (production build): it keeps the app shell.
    // Installing keeps the shell's files first: slow on a busy machine.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await expect.poll(() => page.evaluate(KEPT_CUSTOMERS)).toBeGreaterThan(0);

    // No network: the capture screen opens from the service worker, its customer picker from the kept list.
    await context.setOffline(true);
    await visit(page, '/apps/previous/list/add', { reload: true });
    const note = page.getByTestId('field-clienteId-kept');
    await note.waitFor({ timeout: 20_000 });
    expect(await note.textContent()).toContain(text('es-MX', 'forms.keptOptions').split('{{')[0]);
    await page.getByTestId('field-clienteId').click();
    const customer = (await page.getByRole('listbox').getByRole('option').first().textContent())!;
    await page.getByRole('listbox').getByRole('option').first().click();
    expect(await page.getByTestId('field-clienteId').inputValue()).toBe(customer);
    // The list came from the app's own storage: the service worker still keeps no API answer.
    const cachedApi = await page.evaluate(async () => {
      const urls = await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)));
      return urls.flat().filter((url) => new URL(url).pathname.startsWith('/api'));
    });
    expect(cachedApi).toEqual([]);

    const guide = `OFFLINE-${Date.now()}`;
    await page.getByTestId('field-guiaHouse').fill(guide);
    await page.getByTestId('add-line').click();
    await page.getByTestId('line-0-descripcion').fill('Caja capturada sin red');
    await page.getByTestId('line-0-cantidadFisica').fill('4');
    await page.getByTestId('line-0-cantidadFactura').fill('4');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#806040' } })
      .jpeg()
      .toBuffer();
    await page.getByTestId('line-0-photos-file').setInputFiles({ name: 'caja.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => page.getByTestId('line-0-photos').getByTestId('photo-thumb').count()).toBe(1);
    await page.getByTestId('save-previo').click();
    await page.waitForURL(/\/apps\/previous\/list$/);
    await expect.poll(() => page.getByTestId('pending-captures').getAttribute('data-count')).toBe('1');
    // Without network the page opens again from the service worker, and the capture is still waiting (IndexedDB).
    await page.reload();
    await expect.poll(() => page.getByTestId('pending-captures').getAttribute('data-count'), { timeout: 15_000 }).toBe('1');
    expect(await page.getByTestId('offline-badge').count()).toBe(1);

    await context.setOffline(false);
    await page.getByTestId('offline-queue').waitFor({ state: 'detached', timeout: 20_000 });
    const login = await fetch(`${portal.baseURL}/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin.login, password: DEMO.admin.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    const list = (await (await fetch(`${portal.baseURL}/api/Previos?guia=${guide}`, { headers: auth })).json()) as {
      items: { previoId: string }[];
    };
    expect(list.items).toHaveLength(1);
    const stored = (await (await fetch(`${portal.baseURL}/api/Previos/${list.items[0]!.previoId}`, { headers: auth })).json()) as {
      clienteNombre: string | null;
      lineas: { descripcion: string; fotos: unknown[] }[];
    };
    expect(stored.lineas.map((l) => [l.descripcion, l.fotos.length])).toEqual([['Caja capturada sin red', 1]]);
    expect(customer).toContain(stored.clienteNombre);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
