import { and, eq, isNull, sql } from 'drizzle-orm';
import { passwordResets, users } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newOpaqueToken } from '../../platform/auth/tokens.ts';
import type { MailOutcome } from '../../platform/mailer.ts';
import type { ClientContext } from './auth.service.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * "Forgot password": the same answer whether or not the account exists (nobody learns who has one); an active,
 * not deleted account with that email or user name gets a single-use link valid for an hour. Throttled per
 * account name and per address, like the confirmation resend.
 */
export async function requestPasswordReset(deps: AppDeps, login: string, client: ClientContext): Promise<MailOutcome> {
  const name = login.trim().toLowerCase();
  const wait = Math.max(await deps.throttle.hit(`reset:${name}`, 3, 3600), await deps.throttle.hit(`reset-ip:${client.ip}`, 10, 3600));
  if (wait > 0) throw problems.tooManyRequests(wait);
  if (!deps.mailer.isConfigured) return 'not-configured';
  const [user] = await deps.db
    .select({ userId: users.userId, email: users.email, status: users.status })
    .from(users)
    .where(and(sql`(lower(${users.userName}) = ${name} or lower(${users.email}) = ${name})`, isNull(users.deletedAt)))
    .limit(1);
  if (!user || user.status !== 'active') return 'sent';
  const token = newOpaqueToken();
  await deps.db
    .insert(passwordResets)
    .values({ tokenHash: hashToken(token), userId: user.userId, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return deps.mailer.send({
    to: user.email,
    subject: 'Restablece tu contraseña / Reset your password',
    text:
      'Abre este enlace en la próxima hora para elegir una contraseña nueva. Si no lo pediste, ignora este correo.\n' +
      'Open this link within the hour to choose a new password. If you did not ask for it, ignore this email.\n' +
      `${link}\n`,
  });
}

/** Sets the new password from a live link, uses the link up, and ends every session of the account. */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const userId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), sql`${passwordResets.expiresAt} > now()`))
      .returning({ userId: passwordResets.userId });
    if (!row) throw new ProblemError({ status: 400, detailKey: 'auth.resetLinkInvalid', code: 'resetLinkInvalid' });
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
      .where(eq(users.userId, row.userId));
    // Older links of the same account stop working too.
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    return row.userId;
  });
  await deps.sessions.revokeAllOf(userId, 'password-reset');
}
