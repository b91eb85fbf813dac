import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { translate, type Language, type RealtimeMessage } from '@portal/contract';
import { notificationDeliveries, notificationPreferences, notifications, users, type Database } from '@portal/db';
import type { JobQueue } from '../jobs.ts';
import type { Realtime } from '../realtime.ts';
import type { ChannelSenders, OutsideChannel } from './senders.ts';

/** The job that sends one notification through one outside channel. */
export const DELIVERY_JOB = 'notification-delivery';

/** The text of a notification: catalogue keys translated per recipient, or text already written. */
export type NotificationText =
  { titleKey: string; bodyKey: string; params?: Record<string, string | number> } | { title: string; body: string };

export interface NotificationInput {
  text: NotificationText;
  /** Web app path opened on click, e.g. `/apps/tickets/edit/12`. */
  route: string;
  parameters?: Record<string, string | number>;
  /** Where it comes from, e.g. `helpdesk.ticket` or `boletines`. */
  origin: string;
  /** Only these channels (each still where the user has it on); all of the user's when absent. */
  channels?: readonly ('portal' | OutsideChannel)[];
}

export interface NotifyResult {
  userId: number;
  /** The stored notification, or null when the user turned the portal channel off. */
  notificacionId: number | null;
  pushed: boolean;
  queued: OutsideChannel[];
}

const DEFAULT_PREFERENCES = { portal: true, email: true, sms: false, whatsapp: false };

export interface NotificationServiceDeps {
  db: Database;
  realtime: Realtime;
  jobs: JobQueue;
  senders: ChannelSenders;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

/**
 * The platform's one way to tell users something: per recipient it stores the notification (portal
 * channel), pushes it on the hub to every open session, and queues email/SMS/WhatsApp per the user's
 * channel preferences as background jobs that survive a restart and retry.
 */
export class NotificationService {
  constructor(private readonly deps: NotificationServiceDeps) {}

  /** The outside channels and whether each is configured. */
  get senders(): ChannelSenders {
    return this.deps.senders;
  }

  async notifyUsers(userIds: readonly number[], input: NotificationInput): Promise<NotifyResult[]> {
    const ids = [...new Set(userIds)].filter((id) => Number.isInteger(id) && id > 0);
    if (ids.length === 0) return [];
    const { db } = this.deps;
    const recipients = await db
      .select({
        userId: users.userId,
        language: users.language,
        portal: notificationPreferences.portal,
        email: notificationPreferences.email,
        sms: notificationPreferences.sms,
        whatsapp: notificationPreferences.whatsapp,
      })
      .from(users)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.userId))
      .where(and(inArray(users.userId, ids), isNull(users.deletedAt), eq(users.status, 'active')));
    const parameters = input.parameters ?? {};
    // A text from catalogue keys is stored with its keys and values too (`tituloClave`, `cuerpoClave`): the list reads
    // it in its reader's language of the moment (notifications.service.ts), whatever the recipient's was when sent.
    const stored =
      'titleKey' in input.text
        ? { ...input.text.params, ...parameters, tituloClave: input.text.titleKey, cuerpoClave: input.text.bodyKey }
        : parameters;
    const results: NotifyResult[] = [];
    for (const r of recipients) {
      const allowed = (channel: 'portal' | OutsideChannel) => !input.channels || input.channels.includes(channel);
      const prefs = {
        portal: (r.portal ?? DEFAULT_PREFERENCES.portal) && allowed('portal'),
        email: (r.email ?? DEFAULT_PREFERENCES.email) && allowed('email'),
        sms: (r.sms ?? DEFAULT_PREFERENCES.sms) && allowed('sms'),
        whatsapp: (r.whatsapp ?? DEFAULT_PREFERENCES.whatsapp) && allowed('whatsapp'),
      };
      const language = (r.language === 'en-US' ? 'en-US' : 'es-MX') as Language;
      const title = 'title' in input.text ? input.text.title : translate(language, input.text.titleKey, input.text.params);
      const body = 'body' in input.text ? input.text.body : translate(language, input.text.bodyKey, input.text.params);
      const channels = (['email', 'sms', 'whatsapp'] as const).filter((c) => prefs[c]);
      // The row is kept even with the portal channel off when an outside channel needs its text.
      let notificacionId: number | null = null;
      if (prefs.portal || channels.length > 0) {
        const [row] = await db
          .insert(notifications)
          .values({
            userId: r.userId,
            titulo: title.slice(0, 200),
            cuerpo: body.slice(0, 1000),
            ruta: input.route.slice(0, 300),
            parametros: stored,
            origen: input.origin.slice(0, 50),
            // Nothing to read in the portal when the user does not want it there.
            leida: !prefs.portal,
          })
          .returning({ id: notifications.notificacionId });
        notificacionId = row!.id;
      }
      let pushed = false;
      if (prefs.portal && notificacionId !== null) {
        const message: RealtimeMessage = { title, body, route: input.route, parameters, notificacionId };
        // The keys travel too: the screen that shows the toast tells it in its reader's language of the moment.
        if ('titleKey' in input.text)
          message.text = { titleKey: input.text.titleKey, bodyKey: input.text.bodyKey, params: input.text.params ?? {} };
        this.deps.realtime.sendToUsers([r.userId], message);
        pushed = true;
      }
      const queued: OutsideChannel[] = [];
      if (notificacionId !== null) {
        for (const canal of channels) {
          const [delivery] = await db
            .insert(notificationDeliveries)
            .values({ notificacionId, canal })
            .returning({ id: notificationDeliveries.entregaId });
          try {
            await this.deps.jobs.send(DELIVERY_JOB, { entregaId: delivery!.id });
            queued.push(canal);
          } catch (err) {
            this.deps.log.error({ err, canal }, 'could not queue a notification delivery');
            await db
              .update(notificationDeliveries)
              .set({ estado: 'failed', ultimoError: 'queue unavailable', updatedAt: sql`now()` })
              .where(eq(notificationDeliveries.entregaId, delivery!.id));
          }
        }
      }
      results.push({ userId: r.userId, notificacionId, pushed, queued });
    }
    return results;
  }

  /** The job handler: sends one delivery; throwing makes pg-boss retry it with backoff. */
  async deliver(entregaId: number): Promise<void> {
    const { db, senders } = this.deps;
    const [row] = await db
      .select({
        estado: notificationDeliveries.estado,
        canal: notificationDeliveries.canal,
        titulo: notifications.titulo,
        cuerpo: notifications.cuerpo,
        ruta: notifications.ruta,
        userId: users.userId,
        fullName: users.fullName,
        email: users.email,
        phone: users.phone,
        language: users.language,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.notificacionId, notificationDeliveries.notificacionId))
      .innerJoin(users, eq(users.userId, notifications.userId))
      .where(eq(notificationDeliveries.entregaId, entregaId))
      .limit(1);
    if (!row || row.estado === 'sent') return;
    const sender = senders[row.canal as OutsideChannel];
    if (!sender) return;
    const link = `${this.deps.publicUrl}${row.ruta}`;
    const language = (row.language === 'en-US' ? 'en-US' : 'es-MX') as Language;
    const mark = (estado: string, ultimoError: string | null) =>
      db
        .update(notificationDeliveries)
        .set({ estado, ultimoError, intentos: sql`${notificationDeliveries.intentos} + 1`, updatedAt: sql`now()` })
        .where(eq(notificationDeliveries.entregaId, entregaId));
    try {
      const outcome = await sender.send(
        { userId: row.userId, fullName: row.fullName, email: row.email, phone: row.phone },
        { title: row.titulo, body: row.cuerpo, link, footer: translate(language, 'notifications.emailFooter', { url: link }) },
      );
      await mark(outcome, null);
    } catch (err) {
      await mark('failed', err instanceof Error ? err.message.slice(0, 500) : 'failed');
      throw err;
    }
  }

  /** Starts taking delivery jobs. */
  async startWorker(): Promise<void> {
    await this.deps.jobs.work<{ entregaId: number }>(DELIVERY_JOB, (data) => this.deliver(data.entregaId));
  }
}
