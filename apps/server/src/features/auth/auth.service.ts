import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { LoginRequest, RegisterRequest, SignInResult } from '@portal/contract';
import { emailConfirmations, signInLog, users } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { sendEmailConfirmation } from '../../platform/auth/email-confirmation.ts';
import type { MailOutcome } from '../../platform/mailer.ts';
import type { IssuedSession } from '../../platform/auth/sessions.ts';

export interface ClientContext {
  ip: string;
  userAgent: string | null;
}

export async function recordSignIn(
  deps: AppDeps,
  entry: { userId: number | null; login: string; result: SignInResult },
  client: ClientContext,
): Promise<void> {
  await deps.db.insert(signInLog).values({ ...entry, login: entry.login.slice(0, 254), ip: client.ip, userAgent: client.userAgent });
}

function findByLogin(deps: AppDeps, login: string) {
  const l = login.trim().toLowerCase();
  return deps.db
    .select()
    .from(users)
    .where(and(or(eq(sql`lower(${users.userName})`, l), eq(sql`lower(${users.email})`, l)), isNull(users.deletedAt)))
    .limit(1);
}

const KNOWN_ADDRESS_DAYS = 30;

/** Whether the account signed in successfully from this address lately. */
async function hasSignedInFrom(deps: AppDeps, userId: number, ip: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: signInLog.signInLogId })
    .from(signInLog)
    .where(
      and(
        eq(signInLog.userId, userId),
        eq(signInLog.ip, ip),
        eq(signInLog.result, 'success'),
        gt(signInLog.at, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function login(deps: AppDeps, input: LoginRequest, client: ClientContext): Promise<IssuedSession> {
  const [user] = await findByLogin(deps, input.email);
  // Counted per account, whether it was named by user name or email; unknown names count as typed.
  const account = user ? `user:${user.userId}` : input.email;
  const isKnownAddress = user ? await hasSignedInFrom(deps, user.userId, client.ip) : false;
  const retryAfter = await deps.throttle.registerAttempt(account, client.ip, { isKnownAddress });
  if (retryAfter > 0) {
    // Attributed when the account exists, so its owner sees the attempts in their sign-in history.
    await recordSignIn(deps, { userId: user?.userId ?? null, login: input.email, result: 'throttled' }, client);
    throw problems.tooManyRequests(retryAfter);
  }
  const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !passwordOk) {
    await recordSignIn(deps, { userId: user?.userId ?? null, login: input.email, result: 'invalid' }, client);
    // An unknown user and a wrong password answer the same.
    throw new ProblemError({ status: 400, detailKey: 'auth.invalidCredentials', errors: { password: ['auth.invalidCredentials'] } });
  }
  await deps.throttle.recordSuccess(account, client.ip, { isKnownAddress });
  // Told why only once the password proved who is asking.
  if (user.status === 'pending' || user.status === 'inactive') {
    await recordSignIn(deps, { userId: user.userId, login: input.email, result: user.status }, client);
    throw new ProblemError({
      status: 403,
      titleKey: 'problem.forbidden',
      detailKey: user.status === 'pending' ? 'auth.userPending' : 'auth.userInactive',
    });
  }
  if (!user.emailConfirmed) {
    await recordSignIn(deps, { userId: user.userId, login: input.email, result: 'pending' }, client);
    throw new ProblemError({ status: 403, titleKey: 'problem.forbidden', detailKey: 'auth.emailNotConfirmed' });
  }
  const session = await deps.sessions.start(user.userId);
  await recordSignIn(deps, { userId: user.userId, login: input.email, result: 'success' }, client);
  return session;
}

export async function register(deps: AppDeps, input: RegisterRequest, client: ClientContext) {
  const wait = await deps.throttle.hit(`register:${client.ip}`, 10, 3600);
  if (wait > 0) throw problems.tooManyRequests(wait, 'problem.tooManyRequests');
  const errors: Record<string, string[]> = {};
  const [byEmail] = await deps.db
    .select({ id: users.userId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .limit(1);
  if (byEmail) errors.email = ['auth.emailInUse'];
  const [byName] = await deps.db
    .select({ id: users.userId })
    .from(users)
    .where(eq(sql`lower(${users.userName})`, input.username.toLowerCase()))
    .limit(1);
  if (byName) errors.username = ['auth.usernameInUse'];
  if (Object.keys(errors).length > 0) {
    const first = errors.email ? 'auth.emailInUse' : 'auth.usernameInUse';
    throw new ProblemError({ status: 400, detailKey: first, errors });
  }
  const passwordHash = await hashPassword(input.password);
  const [created] = await deps.db
    .insert(users)
    .values({ userName: input.username, email: input.email, fullName: input.fullName ?? '', passwordHash, status: 'pending' })
    .onConflictDoNothing()
    .returning({ userId: users.userId });
  // A concurrent registration of the same name or email lost the race to the unique index.
  if (!created) throw new ProblemError({ status: 400, detailKey: 'auth.usernameInUse', errors: { username: ['auth.usernameInUse'] } });
  await sendEmailConfirmation(deps, created.userId, input.email);
  return { username: input.username, email: input.email, status: 'pending' as const };
}

/** Always answers the same for unknown, confirmed or unconfirmed accounts: it reveals nothing. */
export async function resendConfirmation(deps: AppDeps, email: string, client: ClientContext): Promise<MailOutcome> {
  const wait = Math.max(
    await deps.throttle.hit(`resend:${email.trim().toLowerCase()}`, 1, 60),
    await deps.throttle.hit(`resend-ip:${client.ip}`, 10, 3600),
  );
  if (wait > 0) throw problems.tooManyRequests(wait);
  if (!deps.mailer.isConfigured) return 'not-configured';
  const [user] = await findByLogin(deps, email);
  if (user && !user.emailConfirmed) await sendEmailConfirmation(deps, user.userId, user.email);
  return 'sent';
}

export async function confirmEmail(deps: AppDeps, token: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailConfirmations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailConfirmations.tokenHash, hashToken(token)),
          isNull(emailConfirmations.usedAt),
          sql`${emailConfirmations.expiresAt} > now()`,
        ),
      )
      .returning({ userId: emailConfirmations.userId });
    if (!row) return false;
    await tx
      .update(users)
      .set({ emailConfirmed: true, updatedAt: sql`now()` })
      .where(eq(users.userId, row.userId));
    return true;
  });
}
