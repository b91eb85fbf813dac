import { and, eq, getTableColumns, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  applyJsonPatch,
  profilePatchSchema,
  type JsonPatch,
  type PasswordChange,
  type Profile,
  type ProfileUpdate,
  type SignInLog,
  type ListResponse,
  type SignInLogFilter,
  type SignInLogQuery,
  type SignInResult,
} from '@portal/contract';
import { signInLog, users } from '@portal/db';
import { cancelEmailConfirmations, sendEmailConfirmation } from '../../platform/auth/email-confirmation.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { issuesToFieldErrors, ProblemError, problems } from '../../platform/problem.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { describeBrowser } from '../../platform/client-info.ts';
import { listPage, listRows, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';

export async function getProfile(deps: AppDeps, caller: Caller): Promise<Profile> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.userId, caller.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw problems.notFound();
  return {
    userId: user.userId,
    username: user.userName,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    avatar: user.avatarFileId ? `/accounts/profile/picture/${user.avatarFileId}` : null,
    language: user.language,
    emailConfirmed: user.emailConfirmed,
    status: user.status,
    roles: caller.roles,
    rowVersion: user.rowVersion,
  };
}

export async function updateProfile(deps: AppDeps, caller: Caller, input: Partial<ProfileUpdate>): Promise<Profile> {
  if (input.email !== undefined) {
    const [taken] = await deps.db
      .select({ id: users.userId })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), ne(users.userId, caller.userId)))
      .limit(1);
    if (taken) throw problems.validation({ email: ['auth.emailInUse'] });
  }
  const { rowVersion, ...fields } = input;
  const conditions: SQL[] = [eq(users.userId, caller.userId)];
  if (rowVersion !== undefined) conditions.push(eq(users.rowVersion, rowVersion));
  const [current] = await deps.db.select({ email: users.email }).from(users).where(eq(users.userId, caller.userId)).limit(1);
  // A new email address has to be confirmed again.
  const newEmail =
    input.email !== undefined && current && current.email.toLowerCase() !== input.email.toLowerCase() ? input.email : undefined;
  let updated: { id: number }[];
  try {
    updated = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ ...fields, ...(newEmail ? { emailConfirmed: false } : {}), rowVersion: sql`${users.rowVersion} + 1`, updatedAt: sql`now()` })
        .where(and(...conditions))
        .returning({ id: users.userId });
      if (rows.length > 0 && newEmail) await cancelEmailConfirmations(tx, caller.userId);
      return rows;
    });
  } catch (err) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(err)) throw problems.validation({ email: ['auth.emailInUse'] });
    throw err;
  }
  if (updated.length === 0) throw problems.staleVersion();
  if (newEmail) await sendEmailConfirmation(deps, caller.userId, newEmail);
  return getProfile(deps, caller);
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export async function patchProfile(deps: AppDeps, caller: Caller, patch: JsonPatch): Promise<Profile> {
  const current = await getProfile(deps, caller);
  const editable = { fullName: current.fullName, email: current.email, phone: current.phone, language: current.language };
  const next = applyJsonPatch(editable, patch);
  const changed = Object.fromEntries(
    Object.entries(next).filter(([k, v]) => editable[k as keyof typeof editable] !== v || !(k in editable)),
  );
  const parsed = profilePatchSchema.safeParse(changed);
  if (!parsed.success) throw problems.validation(issuesToFieldErrors(parsed.error.issues, changed));
  return updateProfile(deps, caller, parsed.data);
}

const PASSWORD_CHECKS_PER_WINDOW = 5;
const PASSWORD_CHECK_WINDOW_SECONDS = 15 * 60;

export async function changePassword(deps: AppDeps, caller: Caller, input: PasswordChange): Promise<void> {
  // A stolen session must not become a way to guess the password.
  const wait = await deps.throttle.hit(`password:${caller.userId}`, PASSWORD_CHECKS_PER_WINDOW, PASSWORD_CHECK_WINDOW_SECONDS);
  if (wait > 0) throw problems.tooManyRequests(wait);
  const [user] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userId, caller.userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new ProblemError({ status: 400, detailKey: 'auth.incorrectPassword', errors: { currentPassword: ['auth.incorrectPassword'] } });
  }
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: sql`now()` })
    .where(eq(users.userId, caller.userId));
  // Other sessions may belong to whoever knew the old password.
  await deps.sessions.revokeAllOf(caller.userId, 'password', caller.familyId);
}

const SIGN_IN_LIST: ListDefinition = {
  id: signInLog.signInLogId,
  sorts: { at: signInLog.at, signInLogId: signInLog.signInLogId },
  defaultSort: { field: 'at', direction: 'desc' },
};

const signInRows = (deps: AppDeps): ListSource => ({
  columns: getTableColumns(signInLog),
  shape: 'accounts:sign-ins',
  from: (selection) => deps.db.select(selection).from(signInLog).$dynamic(),
});

type SignInRow = typeof signInLog.$inferSelect;

const toSignIn = (r: SignInRow): SignInLog => ({
  signInLogId: r.signInLogId,
  at: r.at.toISOString(),
  ip: r.ip,
  userAgent: r.userAgent,
  browser: describeBrowser(r.userAgent),
  result: r.result as SignInResult,
});

/** Only the caller's own sign-ins, in the date range and with the result asked for. */
function signInWhere(caller: Caller, query: SignInLogFilter): SQL | undefined {
  const day = (text: string) => new Date(`${text}T00:00:00Z`);
  return and(
    eq(signInLog.userId, caller.userId),
    query.from ? gte(signInLog.at, day(query.from)) : undefined,
    query.to ? lt(signInLog.at, new Date(day(query.to).getTime() + 86_400_000)) : undefined,
    query.result ? eq(signInLog.result, query.result) : undefined,
  );
}

export async function listSignIns(deps: AppDeps, caller: Caller, query: SignInLogQuery): Promise<ListResponse<SignInLog>> {
  const page = await listPage<SignInRow>(
    deps.db,
    SIGN_IN_LIST,
    signInRows(deps),
    { ...query, where: signInWhere(caller, query) },
    'signInLogId',
  );
  // The history pages by number (its query takes no cursor).
  return { items: page.items.map(toSignIn), total: page.total, ...(page.estimated ? { estimated: true } : {}) };
}

export async function* streamSignIns(deps: AppDeps, caller: Caller, query: SignInLogFilter) {
  for await (const batch of listRows<SignInRow>(
    deps.db,
    SIGN_IN_LIST,
    signInRows(deps),
    { where: signInWhere(caller, query) },
    'signInLogId',
  ))
    yield batch.map(toSignIn);
}
