import { and, eq, isNull } from 'drizzle-orm';
import { emailConfirmations, type Database } from '@portal/db';
import type { AppConfig } from '../config.ts';
import type { MailOutcome, Mailer } from '../mailer.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

const CONFIRMATION_TTL_MS = 48 * 3600 * 1000;

export interface ConfirmationDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
}

/** Emails a single-use link that confirms `email` for the user (after sign-up or an email change). */
export async function sendEmailConfirmation(deps: ConfirmationDeps, userId: number, email: string): Promise<MailOutcome> {
  const token = newOpaqueToken();
  await deps.db
    .insert(emailConfirmations)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS) });
  const link = `${deps.config.publicUrl}/jwt/confirm-email?token=${encodeURIComponent(token)}`;
  return deps.mailer.send({
    to: email,
    subject: 'Confirma tu correo / Confirm your email',
    text: `Abre este enlace para confirmar tu correo / Open this link to confirm your email:\n${link}\n`,
  });
}

/** Links sent to a previous address must not confirm the new one. */
export async function cancelEmailConfirmations(db: Database, userId: number): Promise<void> {
  await db.delete(emailConfirmations).where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
}
