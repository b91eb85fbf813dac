import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export type MailOutcome = 'sent' | 'not-configured' | 'failed';

export interface Mailer {
  readonly isConfigured: boolean;
  /**
   * Sends, or reports that email is not configured or that sending failed (logged): it never pretends
   * to have sent, and a mail server being down never undoes the work that asked for the email.
   */
  send(message: MailMessage): Promise<MailOutcome>;
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
      try {
        await transport.sendMail({ from, ...message });
        return 'sent';
      } catch (err) {
        log.error({ err, to: message.to, subject: message.subject }, 'email could not be sent');
        return 'failed';
      }
    },
  };
}
