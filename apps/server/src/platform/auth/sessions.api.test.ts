import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { refreshTokenFamilies, refreshTokens, signInLog } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashToken, TokenService } from './tokens.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from './sessions.ts';

let t: TestApp;
let user: { userId: number; userName: string; password: string };
beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser();
});
afterAll(async () => {
  await t.close();
});

const refresh = (refreshToken: string, language = 'en-US') =>
  t.call(null, 'POST', '/jwt/refresh-token', { refreshToken }, { 'accept-language': language });
const profile = (accessToken: string) => t.call(accessToken, 'GET', '/accounts/profile');
const familyOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;

/** Moves a used token's rotation out of the grace window, as if that many seconds had passed. */
async function ageRotation(refreshToken: string, seconds = REFRESH_REUSE_GRACE_SECONDS + 1) {
  await t.db
    .update(refreshTokens)
    .set({ usedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
}

async function family(familyId: string) {
  const [row] = await t.db.select().from(refreshTokenFamilies).where(eq(refreshTokenFamilies.familyId, familyId));
  return row!;
}

describe('POST /jwt/refresh-token', () => {
  it('rotates: a new pair, same session, and the new access token works', async () => {
    const first = await t.login(user.userName, user.password);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next.userData.username).toBe(user.userName);
    expect(familyOf(next.accessToken)).toBe(familyOf(first.accessToken));
    expect((await profile(next.accessToken)).statusCode).toBe(200);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back', async () => {
    const session = await t.login(user.userName, user.password);
    const rotated = (await refresh(session.refreshToken)).json();
    await ageRotation(session.refreshToken);
    const reused = await refresh(session.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ status: 401, code: 'auth.invalidRefreshToken', detail: 'Invalid refresh token' });
    expect(reused.headers['content-type']).toContain('application/problem+json');
    // The legitimate holder's newer tokens die with the family, at once.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await profile(rotated.accessToken)).statusCode).toBe(401);
    expect((await profile(session.accessToken)).statusCode).toBe(401);
    expect(await family(familyOf(session.accessToken))).toMatchObject({ revokedReason: 'reuse' });
  });

  it('answers simultaneous refreshes with one token (tabs racing) each with a pair of its own, and keeps the session', async () => {
    const session = await t.login(user.userName, user.password);
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refreshToken)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const pairs = results.map((r) => r.json() as { accessToken: string; refreshToken: string });
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(20);
    expect(await family(familyOf(session.accessToken))).toMatchObject({ revokedAt: null });
    for (const pair of pairs.slice(0, 3)) {
      expect((await profile(pair.accessToken)).statusCode).toBe(200);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    }
  });

  it('still treats a used token presented after the grace window as stolen', async () => {
    const session = await t.login(user.userName, user.password);
    const rotated = (await refresh(session.refreshToken)).json();
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    await ageRotation(session.refreshToken);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await profile(rotated.accessToken)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const a = await t.login(user.userName, user.password);
    const b = await t.login(user.userName, user.password);
    await refresh(a.refreshToken);
    await ageRotation(a.refreshToken);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await profile(b.accessToken)).statusCode).toBe(200);
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  it('has an absolute lifetime that rotation does not extend', async () => {
    const session = await t.login(user.userName, user.password);
    const familyId = familyOf(session.accessToken);
    const { expiresAt } = await family(familyId);
    const rotated = (await refresh(session.refreshToken)).json();
    expect((await family(familyId)).expiresAt.getTime()).toBe(expiresAt.getTime());
    await t.db
      .update(refreshTokenFamilies)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokenFamilies.familyId, familyId));
    const expired = await refresh(rotated.refreshToken, 'es-MX');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toBe('Token de actualización inválido');
  });

  it('answers an unknown token with 401 and a malformed body with 400', async () => {
    expect((await refresh('not-a-token-we-issued')).statusCode).toBe(401);
    const missing = await t.call(null, 'POST', '/jwt/refresh-token', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['refreshToken']);
  });

  it('refuses and revokes when the user was deactivated meanwhile', async () => {
    const other = await t.createUser();
    const session = await t.login(other.userName, other.password);
    await t.db.execute(sql`update users set status = 'inactive' where user_id = ${other.userId}`);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await family(familyOf(session.accessToken))).revokedAt).not.toBeNull();
  });
});

describe('access tokens', () => {
  it('refuses an expired token at once with 401', async () => {
    const session = await t.login(user.userName, user.password);
    // Same secret, issued with a lifetime that already ended.
    const expired = await new TokenService(t.deps.config.jwtSecret, -60).signAccess({
      userId: user.userId,
      familyId: familyOf(session.accessToken),
    });
    const res = await profile(expired);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect((await profile(session.accessToken)).statusCode).toBe(200);
  });

  it('follow the configured lifetimes (ACCESS_TOKEN_TTL and REFRESH_TOKEN_TTL)', async () => {
    const short = await createTestApp({ accessTokenTtlSeconds: 0, refreshTokenTtlSeconds: 0 });
    try {
      const u = await short.createUser();
      const session = await short.login(u.userName, u.password);
      expect((await short.call(session.accessToken, 'GET', '/accounts/profile')).statusCode).toBe(401);
      expect((await short.call(null, 'POST', '/jwt/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('POST /jwt/logout', () => {
  it('revokes the session: its refresh token and its access token stop at once', async () => {
    const session = await t.login(user.userName, user.password);
    const other = await t.login(user.userName, user.password);
    const res = await t.call(session.accessToken, 'POST', '/jwt/logout', { refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await profile(session.accessToken)).statusCode).toBe(401);
    expect(await family(familyOf(session.accessToken))).toMatchObject({ revokedReason: 'logout' });
    expect((await profile(other.accessToken)).statusCode).toBe(200);
    const [last] = await t.db
      .select()
      .from(signInLog)
      .where(eq(signInLog.userId, user.userId))
      .orderBy(sql`${signInLog.signInLogId} desc`)
      .limit(1);
    expect(last!.result).toBe('logout');
  });

  it('revokes with the access token alone, and with the refresh token alone', async () => {
    const byAccess = await t.login(user.userName, user.password);
    expect((await t.call(byAccess.accessToken, 'POST', '/jwt/logout')).statusCode).toBe(204);
    expect((await refresh(byAccess.refreshToken)).statusCode).toBe(401);

    const byRefresh = await t.login(user.userName, user.password);
    expect((await t.call(null, 'POST', '/jwt/logout', { refreshToken: byRefresh.refreshToken })).statusCode).toBe(204);
    expect((await profile(byRefresh.accessToken)).statusCode).toBe(401);
  });

  it('answers 204 for an unknown or already revoked session', async () => {
    expect((await t.call(null, 'POST', '/jwt/logout', { refreshToken: 'unknown-token' })).statusCode).toBe(204);
  });
});
