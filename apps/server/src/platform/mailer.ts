import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly isConfigured: boolean;
  /** Sends, or reports that email is not configured: it never pretends to have sent. */
  send(message: MailMessage): Promise<'sent' | 'not-configured'>;
}

export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      isConfigured: false,
      async send(message) {
        log.warn({ to: message.to, subject: message.subject }, 'email not sent: SMTP_URL is not configured');
        return 'not-configured';
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    isConfigured: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
      return 'sent';
    },
  };
}
