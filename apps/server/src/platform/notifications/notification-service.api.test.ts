import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { notificationDeliveries, notificationPreferences } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { JobQueue } from '../jobs.ts';

interface Mail {
  to: string;
  raw: string;
}

let smtp: SMTPServer;
const inbox: Mail[] = [];
let refuseNext = 0;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // Undo quoted-printable soft line breaks, so tests read the text as written.
        raw = raw.replace(/=\r\n/g, '');
        if (refuseNext > 0) {
          refuseNext -= 1;
          const err = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          callback(err);
          return;
        }
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const deliveriesOf = (notificacionId: number) =>
  t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificacionId, notificacionId));

describe('notifyUsers', () => {
  it('pushes the catalogue keys and values with the text, so the receiving screen tells it in its reader’s language', async () => {
    const user = await t.createUser();
    const pushed: unknown[] = [];
    const realtime = t.deps.realtime;
    const original = realtime.sendToUsers.bind(realtime);
    realtime.sendToUsers = (_ids, message) => void pushed.push(message);
    try {
      await t.deps.notifications.notifyUsers([user.userId], {
        text: { titleKey: 'helpdesk.notify.solvedTitle', bodyKey: 'helpdesk.notify.solvedBody', params: { ticketId: 7, title: 'Red' } },
        route: '/apps/tickets/edit/7',
        origin: 'helpdesk.ticket',
      });
      await t.deps.notifications.notifyUsers([user.userId], { text: { title: 'Hola', body: 'Texto' }, route: '/', origin: 'x' });
    } finally {
      realtime.sendToUsers = original;
    }
    expect(pushed[0]).toMatchObject({
      title: 'Ticket 7 resuelto',
      text: { titleKey: 'helpdesk.notify.solvedTitle', bodyKey: 'helpdesk.notify.solvedBody', params: { ticketId: 7, title: 'Red' } },
    });
    expect(pushed[1]).not.toHaveProperty('text');
  });

  it('keeps the keys and values of any text from the catalogue, so the list reads it in its reader’s language of now', async () => {
    const user = await t.createUser();
    await t.deps.notifications.notifyUsers([user.userId], {
      text: {
        titleKey: 'audits.notifications.requestedTitle',
        bodyKey: 'audits.notifications.requestedBody',
        params: { usuario: 'Luis Ortega', folio: 3, pedimento: '26  47  3210  6000116' },
      },
      route: '/dashboard/auditoria-molex/details/46',
      origin: 'auditoria.hallazgo',
    });
    const token = (await t.login(user.userName, user.password)).accessToken;
    const read = async (language: string) =>
      (await t.call(token, 'GET', '/api/Perfil/Notificaciones', undefined, { 'accept-language': language })).json().items[0];
    expect(await read('en-US')).toMatchObject({
      titulo: 'Authorization requested',
      cuerpo: 'Luis Ortega asks to authorize finding 3 of pedimento 26  47  3210  6000116',
    });
    expect((await read('es-MX')).titulo).toBe('Autorización solicitada');
  });

  it('stores, and emails through SMTP in a background job, in the user’s language', async () => {
    const user = await t.createUser({ email: 'ana@aduana.example.mx' });
    await t.db.insert(notificationPreferences).values({ userId: user.userId, portal: true, email: true, sms: false, whatsapp: false });
    const [result] = await t.deps.notifications.notifyUsers([user.userId], {
      text: { titleKey: 'helpdesk.notify.solvedTitle', bodyKey: 'helpdesk.notify.solvedBody', params: { ticketId: 12, title: 'Sin red' } },
      route: '/apps/tickets/edit/12',
      parameters: { ticketId: 12 },
      origin: 'helpdesk.ticket',
    });
    expect(result).toMatchObject({ pushed: true, queued: ['email'] });
    const mail = await until(() => inbox.find((m) => m.to === 'ana@aduana.example.mx'));
    expect(mail.raw).toContain('Ticket 12 resuelto');
    expect(mail.raw).toContain('/apps/tickets/edit/12');
    const [delivery] = await until(async () => {
      const rows = await deliveriesOf(result!.notificacionId!);
      return rows[0]?.estado === 'sent' ? rows : undefined;
    });
    expect(delivery).toMatchObject({ canal: 'email', estado: 'sent', intentos: 1 });
  });

  it('reports SMS and WhatsApp as not configured, never as sent', async () => {
    const user = await t.createUser();
    await t.db.insert(notificationPreferences).values({ userId: user.userId, portal: false, email: false, sms: true, whatsapp: true });
    const [result] = await t.deps.notifications.notifyUsers([user.userId], {
      text: { title: 'x', body: 'y' },
      route: '/Home',
      origin: 'test',
    });
    // Portal off: nothing pushed, nothing to read, but the outside channels still get their text.
    expect(result).toMatchObject({ pushed: false, queued: ['sms', 'whatsapp'] });
    const rows = await until(async () => {
      const all = await deliveriesOf(result!.notificacionId!);
      return all.every((d) => d.estado !== 'queued') ? all : undefined;
    });
    expect(rows.map((d) => `${d.canal}:${d.estado}`).sort()).toEqual(['sms:not-configured', 'whatsapp:not-configured']);
    const unread = await t.call((await t.login(user.userName, user.password)).accessToken, 'GET', '/api/Perfil/Notificaciones/SinLeer');
    expect(unread.json()).toEqual({ total: 0 });
  });

  it('a mail server that refuses is retried by the job until it takes the message', async () => {
    const user = await t.createUser({ email: 'reintento@aduana.example.mx' });
    refuseNext = 1;
    const [result] = await t.deps.notifications.notifyUsers([user.userId], {
      text: { title: 'Reintento', body: 'z' },
      route: '/Home',
      origin: 'test',
    });
    const rows = await until(async () => {
      const all = await deliveriesOf(result!.notificacionId!);
      return all[0]?.estado === 'sent' ? all : undefined;
    }, 40_000);
    expect(rows[0]!.intentos).toBe(2);
    expect(inbox.filter((m) => m.to === 'reintento@aduana.example.mx')).toHaveLength(1);
  }, 60_000);
});

describe('the job queue', () => {
  it('keeps a job queued while no worker runs and hands it to the next one (a restart)', async () => {
    const log = { error: () => undefined, warn: () => undefined, info: () => undefined };
    const first = new JobQueue(t.database, log, { pollingIntervalSeconds: 0.5 });
    await first.send('restart-probe', { n: 1 });
    await first.stop();
    const seen: number[] = [];
    const second = new JobQueue(t.database, log, { pollingIntervalSeconds: 0.5 });
    let failures = 1;
    await second.work<{ n: number }>('restart-probe', async (data) => {
      if (failures-- > 0) throw new Error('first attempt fails');
      seen.push(data.n);
    });
    await second.start();
    await until(() => (seen.length > 0 ? seen : undefined), 40_000);
    expect(seen).toEqual([1]);
    await second.stop();
  }, 60_000);
});
