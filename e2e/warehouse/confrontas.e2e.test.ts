import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import type { Page } from 'playwright-core';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { answerPendingSurveys, DEMO, signedInPage, visit } from '../support/browser.ts';
import { seriousViolationsInBothSkins as violations } from '../support/axe.ts';
import { text } from '../support/locales.ts';

const env = usePortalAndBrowser();

/** The confrontations kept on the phone for the signed-in user (IndexedDB of decision 0105). */
const KEPT_CONFRONTAS = () =>
  new Promise<number[]>((resolve) => {
    const open = indexedDB.open('portal-warehouse-options');
    // Not there yet: not created here either (the app creates it with its store).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      const all = db.transaction('listas').objectStore('listas').getAll();
      all.onsuccess = () => {
        db.close();
        const lists = all.result as { source: string; items: { record: { confrontaId: number } }[] }[];
        resolve(lists.find((l) => l.source === '/api/Confrontas')?.items.map((i) => i.record.confrontaId) ?? []);
      };
    };
  });

/** A signed-in phone-sized page, on the screen `to` when given (else the landing page). */
function phone(user: { login: string; password: string } = DEMO.admin, to?: string): Promise<Page> {
  return signedInPage(env.browser, env.portal.baseURL, user, { locale: 'es-MX', width: 360, bypassCSP: true, to });
}

describe('confrontation and load on a 360 px phone', () => {
  it('refuses a wrong package, confronts the right ones, then loads with an invalid and a valid badge and the vehicle photo', async () => {
    const page = await phone(DEMO.admin, '/apps/confronts/warehouse/list');
    await page.getByTestId('new-confronta').first().click();
    await page.getByTestId('field-numeroControl').fill('CTRL-E2E-1');
    await page.getByTestId('field-patente').fill('3210');
    await page.getByTestId('field-guiaHouse').fill('HAWB-900');
    await page.getByTestId('field-bulto').fill('BX-1\nBX-2');
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('save-confronta').click();
    await page.waitForURL(/\/apps\/confronts\/warehouse\/check\?confronta=\d+$/);
    const pending = page.getByTestId('count-pending');
    await expect.poll(() => pending.textContent()).toContain('3');

    // A package the confrontation does not expect: refused with the spec's message, nothing counted.
    await page.getByTestId('scan-code').fill('BX-9');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('scan-wrong').textContent()).toContain('BX-9');
    expect(await page.getByTestId('scan-wrong').textContent()).toContain('Guía o bulto incorrecto');
    expect(await pending.textContent()).toContain('3');

    // A handheld scanner types the code and Enter; the field keeps the focus for the next one.
    for (const code of ['hawb-900', 'BX-1', 'BX-2']) {
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await page.getByTestId('scan-ok').waitFor();
    }
    await expect.poll(() => pending.textContent()).toContain('0');
    await expect.poll(() => page.getByTestId('count-confronted').textContent()).toContain('3');
    expect(await violations(page)).toEqual([]);

    // The load: an unknown badge, then the demo driver's.
    await page.getByRole('link', { name: text('es-MX', 'confrontasPage.load.start') }).click();
    await page.waitForURL(/\/apps\/confronts\/load\/check\?confronta=\d+$/);
    await page.getByTestId('scan-badge').fill('GAF-0000');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('badge-error').textContent()).toBe(text('es-MX', 'confrontas.invalidBadge'));
    await page.getByTestId('scan-badge').fill('GAF-1001');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('load-driver').textContent()).toContain('Ramón Treviño Garza');

    // Confirming without the vehicle photo is refused; with it, the load is confirmed.
    await page.getByTestId('field-placas').fill('ABC-123-D');
    await page.getByTestId('field-numeroEconomico').fill('T-045');
    await page.getByTestId('confirm-load').click();
    await expect.poll(() => page.getByTestId('load-problem').textContent()).toBe(text('es-MX', 'confrontas.vehiclePhotoRequired'));
    const truck = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3b5b8a' } })
      .jpeg()
      .toBuffer();
    await page.getByTestId('vehicle-photo-file').setInputFiles({ name: 'camion.jpg', mimeType: 'image/jpeg', buffer: truck });
    await page.getByTestId('vehicle-photo').waitFor();
    await page.getByTestId('confirm-load').click();
    await expect.poll(() => page.getByTestId('load-state').textContent()).toBe(text('es-MX', 'confrontasPage.loadStates.confirmada'));
    expect(await violations(page)).toEqual([]);

    await visit(page, '/apps/confronts/load/list');
    await expect.poll(() => page.getByTestId('cargas-row').count()).toBe(1);
    expect(await page.getByTestId('cargas-row').first().textContent()).toContain('ABC-123-D');
    expect(await violations(page)).toEqual([]);
  });

  it('opens the check and load screens without a confrontation with the way to the list', async () => {
    const page = await phone(DEMO.admin, '/apps/confronts/load/check');
    await page.getByTestId('confronta-choose').waitFor();
    expect(await page.getByTestId('confronta-choose').textContent()).toContain(text('es-MX', 'confrontasPage.check.choose'));
    await page
      .getByTestId('confronta-choose')
      .getByRole('link', { name: text('es-MX', 'confrontasPage.listTitle') })
      .click();
    await page.waitForURL(/\/apps\/confronts\/warehouse\/list(\?|$)/);
    await visit(page, '/apps/confronts/warehouse/check');
    await page.getByTestId('confronta-choose').getByRole('link').waitFor();
    await page.context().close();
  });

  it('shows two checkers each other and the scans of the other without a reload', async () => {
    await answerPendingSurveys(env.portal.baseURL, DEMO.staff.login, DEMO.staff.password);
    const admin = await phone();
    const staff = await phone(DEMO.staff);
    await visit(admin, '/apps/confronts/warehouse/list');
    await admin.getByTestId('confrontas-search').fill('CTRL-2026-0001');
    await expect.poll(() => admin.getByTestId('confrontas-row').count()).toBe(1);
    await admin.getByTestId('confrontas-row').first().locator('a').first().click();
    await admin.waitForURL(/check\?confronta=\d+$/);
    await visit(staff, new URL(admin.url()).pathname + new URL(admin.url()).search);
    await expect.poll(() => staff.getByTestId('presence').textContent(), { timeout: 15_000 }).toContain('Adriana Morales Vega');
    await expect.poll(() => admin.getByTestId('presence').textContent(), { timeout: 15_000 }).toContain('Luis Fernando Ortega');
    const before = Number((await staff.getByTestId('count-confronted').textContent())!.replace(/\D/g, ''));
    await admin.getByTestId('scan-code').fill('BULTO-001');
    await admin.keyboard.press('Enter');
    await admin.getByTestId('scan-ok').waitFor();
    await expect
      .poll(async () => Number((await staff.getByTestId('count-confronted').textContent())!.replace(/\D/g, '')), { timeout: 15_000 })
      .toBe(before + 1);
  });

  it('opens a confrontation kept from the list without network, checks scans on the phone, creates one offline, and sends them once when the network returns', async () => {
    const login = await fetch(`${env.portal.baseURL}/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin.login, password: DEMO.admin.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    const created = await fetch(`${env.portal.baseURL}/api/Confrontas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({
        numeroControl: 'CTRL-OFFLINE',
        patente: '3210',
        items: ['OF-1', 'OF-2', 'OF-3'].map((codigo) => ({ tipo: 'bulto', codigo })),
      }),
    });
    const { confrontaId } = (await created.json()) as { confrontaId: number };
    const page = await phone();
    const context = page.context();

    // Online, the list keeps its open confrontations with their items on the phone (IndexedDB, per user); the
    // warehouse screens install the service worker, which keeps the app shell (slow on a busy machine).
    await visit(page, '/apps/confronts/warehouse/list');
    await expect.poll(() => page.getByTestId('confrontas-row').count()).toBeGreaterThan(0);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await expect.poll(() => page.evaluate(KEPT_CONFRONTAS), { timeout: 15_000 }).toContain(confrontaId);

    // No network: the scan screen opens from the service worker, the confrontation from the phone's copy.
    await context.setOffline(true);
    await visit(page, `/apps/confronts/warehouse/check?confronta=${confrontaId}`);
    await page.getByTestId('confronta-kept').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('confronta-kept').textContent()).toContain(text('es-MX', 'confrontasPage.check.keptCopy').split('{{')[0]);
    const pending = page.getByTestId('count-pending');
    const confronted = page.getByTestId('count-confronted');
    await expect.poll(() => pending.textContent()).toContain('3');

    // A right code is confronted on the phone and queued; a wrong one is refused there with the spec's message.
    await page.getByTestId('scan-code').fill('of-1');
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-ok').waitFor();
    await expect.poll(() => confronted.textContent()).toContain('1');
    expect(await pending.textContent()).toContain('2');
    await page.getByTestId('scan-code').fill('BX-9');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('scan-wrong').textContent()).toContain('BX-9');
    expect(await page.getByTestId('scan-wrong').textContent()).toContain('Guía o bulto incorrecto');
    expect(await pending.textContent()).toContain('2');
    await expect.poll(() => page.getByTestId('pending-sync').textContent()).toContain('1');

    // Reloaded offline: the copy and the scan still waiting (IndexedDB); the same code again is a repeat, not queued.
    await page.reload();
    await expect.poll(() => confronted.textContent(), { timeout: 15_000 }).toContain('1');
    await page.getByTestId('scan-code').fill('OF-1');
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-repeated').waitFor();
    await page.getByTestId('scan-code').fill('OF-2');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('pending-sync').textContent()).toContain('2');
    await expect.poll(() => page.getByTestId('pending-captures').getAttribute('data-count')).toBe('2');
    await expect.poll(() => confronted.textContent()).toContain('2');

    await context.setOffline(false);
    await page.getByTestId('pending-sync').waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByTestId('offline-queue').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => confronted.textContent(), { timeout: 10_000 }).toContain('2');
    // The portal has each scan once.
    const stored = (await (await fetch(`${env.portal.baseURL}/api/Confrontas/${confrontaId}`, { headers: auth })).json()) as {
      confrontados: number;
      items: { codigo: string; estado: string }[];
    };
    expect(stored.confrontados).toBe(2);
    expect(stored.items.map((i) => [i.codigo, i.estado])).toEqual([
      ['OF-1', 'confrontado'],
      ['OF-2', 'confrontado'],
      ['OF-3', 'pendiente'],
    ]);
    // Sent again by hand: counted once.
    await page.getByTestId('scan-code').fill('OF-1');
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-repeated').waitFor();
    expect(await confronted.textContent()).toContain('2');

    // A confrontation created without network: queued, its scan screen opens on the capture's key and takes scans.
    await context.setOffline(true);
    await visit(page, '/apps/confronts/warehouse/new');
    const control = `CTRL-NEW-${Date.now()}`;
    await page.getByTestId('field-numeroControl').fill(control);
    await page.getByTestId('field-patente').fill('3210');
    await page.getByTestId('field-bulto').fill('NEW-1\nNEW-2');
    await page.getByTestId('save-confronta').click();
    await page.waitForURL(/\/apps\/confronts\/warehouse\/check\?confronta=[0-9a-f-]{36}$/);
    await page.getByTestId('confronta-draft').waitFor();
    await expect.poll(() => pending.textContent()).toContain('2');
    await page.getByTestId('scan-code').fill('new-2');
    await page.keyboard.press('Enter');
    await page.getByTestId('scan-ok').waitFor();
    await expect.poll(() => confronted.textContent()).toContain('1');
    // Back online: created, the scan sent under its number, and the screen moves to that number.
    await context.setOffline(false);
    await page.waitForURL(/\/apps\/confronts\/warehouse\/check\?confronta=\d+$/, { timeout: 20_000 });
    await page.getByTestId('offline-queue').waitFor({ state: 'detached', timeout: 20_000 });
    const newId = new URL(page.url()).searchParams.get('confronta');
    const made = (await (await fetch(`${env.portal.baseURL}/api/Confrontas/${newId}`, { headers: auth })).json()) as {
      numeroControl: string;
      items: { codigo: string; estado: string }[];
    };
    expect(made.numeroControl).toBe(control);
    expect(made.items.map((i) => [i.codigo, i.estado])).toEqual([
      ['NEW-1', 'pendiente'],
      ['NEW-2', 'confrontado'],
    ]);
    await expect.poll(() => confronted.textContent(), { timeout: 10_000 }).toContain('1');
  });

  it("prints a driver's badge from the drivers' catalogue as a QR code that reads back the badge", async () => {
    const page = await phone(DEMO.admin, '/apps/confronts/drivers/list');
    await page.getByTestId('catalogue-search').fill('GAF-1001');
    await expect.poll(() => page.getByTestId('catalogue-row').count()).toBe(1);
    await page.getByTestId('row-edit').first().click();
    await page.waitForURL(/\/apps\/confronts\/drivers\/edit\/\d+$/);
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('form-print').click();
    await page.waitForURL(/\/apps\/confronts\/drivers\/badge\/\d+$/);
    await expect.poll(() => page.getByTestId('badge-code').textContent()).toBe('GAF-1001');
    await page.locator('[data-testid="badge-qr"] svg').waitFor();
    expect(await violations(page)).toEqual([]);
    // What a scanner reads from the printed QR code is the badge the load asks for.
    const png = await page.getByTestId('badge-qr').screenshot();
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const luminance = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
    expect(new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(luminance))).getText()).toBe('GAF-1001');
  });
});
