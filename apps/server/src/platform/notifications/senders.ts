import type { Mailer } from '../mailer.ts';

export type OutsideChannel = 'email' | 'sms' | 'whatsapp';

export interface Recipient {
  userId: number;
  fullName: string;
  email: string;
  phone: string | null;
}

export interface OutgoingMessage {
  title: string;
  body: string;
  /** Absolute link to the portal page, for channels that carry one. */
  link: string;
  footer: string;
}

/**
 * What a send came to: `sent`; `not-configured` (this server has no such channel set up);
 * `no-address` (the user has no email or phone). A failure throws, so the job retries it.
 */
export type SendOutcome = 'sent' | 'not-configured' | 'no-address';

/** One interface for every outside channel. */
export interface ChannelSender {
  readonly channel: OutsideChannel;
  readonly isConfigured: boolean;
  send(to: Recipient, message: OutgoingMessage): Promise<SendOutcome>;
}

export class ChannelSendError extends Error {}

/** Email through the app's mailer (SMTP). */
export class EmailSender implements ChannelSender {
  readonly channel = 'email' as const;
  constructor(private readonly mailer: Mailer) {}
  get isConfigured(): boolean {
    return this.mailer.isConfigured;
  }
  async send(to: Recipient, message: OutgoingMessage): Promise<SendOutcome> {
    if (!this.mailer.isConfigured) return 'not-configured';
    if (!to.email) return 'no-address';
    const outcome = await this.mailer.send({
      to: to.email,
      subject: message.title,
      text: `${message.body}\n\n${message.footer}`,
    });
    if (outcome === 'failed') throw new ChannelSendError('the mail server refused or could not be reached');
    return outcome === 'sent' ? 'sent' : 'not-configured';
  }
}

/**
 * A channel without a provider on this server (SMS, WhatsApp): it says so, and never pretends to have
 * sent. A provider plugs in by implementing ChannelSender for its channel.
 */
export class UnconfiguredSender implements ChannelSender {
  readonly isConfigured = false;
  constructor(readonly channel: OutsideChannel) {}
  async send(): Promise<SendOutcome> {
    return 'not-configured';
  }
}

export type ChannelSenders = Record<OutsideChannel, ChannelSender>;

export function createChannelSenders(mailer: Mailer, overrides: Partial<ChannelSenders> = {}): ChannelSenders {
  return {
    email: overrides.email ?? new EmailSender(mailer),
    sms: overrides.sms ?? new UnconfiguredSender('sms'),
    whatsapp: overrides.whatsapp ?? new UnconfiguredSender('whatsapp'),
  };
}
