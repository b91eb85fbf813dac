import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BarcodeFormat, QRCodeWriter } from '@zxing/library';
import type { Browser } from 'playwright-core';
import { DEMO, launchBrowser, signIn } from '../support/browser.ts';
import { startPortal, type Portal } from '../support/portal.ts';
import { reportPagesOnFailure } from '../support/failure-report.ts';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video (Chromium's fake camera plays it in a loop) of a QR code holding `text`: black modules on a white
 * frame, 4:2:0 with neutral chroma.
 */
function qrVideo(text: string): Buffer {
  const matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 360, 360, new Map());
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = (WIDTH - matrix.getWidth()) / 2;
  const top = (HEIGHT - matrix.getHeight()) / 2;
  for (let y = 0; y < matrix.getHeight(); y += 1) {
    for (let x = 0; x < matrix.getWidth(); x += 1) if (matrix.get(x, y)) luma[(top + y) * WIDTH + left + x] = 16;
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array.from({ length: 10 }, () => frame),
  ]);
}

let portal: Portal;
let browser: Browser;
const dir = mkdtempSync(join(tmpdir(), 'portal-qr-'));

beforeAll(async () => {
  const video = join(dir, 'qr.y4m');
  writeFileSync(video, qrVideo('BX-7'));
  portal = await startPortal();
  browser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
});
reportPagesOnFailure(() => browser);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('barcode scanning with the camera', () => {
  it('reads a QR code from the (fake) camera and confronts the package it names', async () => {
    const login = await fetch(`${portal.baseURL}/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin.login, password: DEMO.admin.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const created = await fetch(`${portal.baseURL}/api/Confrontas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ numeroControl: 'CTRL-QR', patente: '3210', items: [{ tipo: 'bulto', codigo: 'BX-7' }] }),
    });
    const { confrontaId } = (await created.json()) as { confrontaId: number };

    const context = await browser.newContext({
      baseURL: portal.baseURL,
      locale: 'es-MX',
      viewport: { width: 360, height: 740 },
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await signIn(page, DEMO.admin.login, DEMO.admin.password, { to: `/apps/confronts/warehouse/check?confronta=${confrontaId}` });
    await page.getByTestId('scan-code-camera').click();
    await page.getByTestId('scan-ok').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('scan-ok').textContent()).toContain('BX-7');
    await expect.poll(() => page.getByTestId('count-confronted').textContent()).toContain('1');
  });
});
