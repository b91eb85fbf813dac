import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from '../support/use-portal.ts';
import { DEMO, newContext, signInThroughScreen } from '../support/browser.ts';
import { freePort } from '../support/portal.ts';
import { text } from '../support/locales.ts';

const inbox: { to: string; raw: string }[] = [];
const smtpPort = await freePort();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: raw.replace(/=\r\n/g, '').replace(/=3D/g, '=') });
      callback();
    });
  },
});
beforeAll(() => new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const env = usePortalAndBrowser({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`, MAIL_FROM: 'portal@demo.portal.mx' } });

describe('a forgotten password', () => {
  it('is reset from the emailed link, and the new password signs in (Spanish)', async () => {
    const page = await (await newContext(env.browser, env.portal.baseURL, { locale: 'es-MX' })).newPage();
    await page.goto('/login');
    await page.getByTestId('forgot-link').click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByTestId('forgot-email').fill(DEMO.vendor.login);
    await page.getByTestId('forgot-submit').click();
    await expect.poll(() => page.getByTestId('forgot-outcome').textContent()).toBe(text('es-MX', 'auth.resetSent'));

    // Other mail may reach the inbox too (the portal's notifications go out by mail when SMTP is set), so the link is
    // read from the message that carries one.
    const resetLink = () => inbox.map((mail) => /(\/reset-password\?token=[\w-]+)/.exec(mail.raw)?.[1]).find(Boolean);
    await expect.poll(resetLink, { timeout: 20_000 }).toBeTruthy();
    const link = resetLink()!;
    await page.goto(link);
    await page.getByTestId('reset-password').fill('Nuev4Clave!');
    await page.getByTestId('reset-confirm').fill('Otra4Clave!');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('reset-form').textContent()).toContain(text('es-MX', 'passwordReset.mismatch'));
    await page.getByTestId('reset-confirm').fill('Nuev4Clave!');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('reset-outcome').textContent()).toBe(text('es-MX', 'auth.passwordReset'));

    // The same link a second time is refused.
    await page.goto(link);
    await page.getByTestId('reset-password').fill('Tercera9Clave');
    await page.getByTestId('reset-confirm').fill('Tercera9Clave');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('reset-outcome').textContent()).toBe(text('es-MX', 'auth.resetLinkInvalid'));

    await signInThroughScreen(page, DEMO.vendor.login, 'Nuev4Clave!');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');
  });
});
