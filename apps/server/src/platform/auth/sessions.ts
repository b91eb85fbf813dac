import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { primaryRole, type UserData } from '@portal/contract';
import { refreshTokenFamilies, refreshTokens, users, type Database } from '@portal/db';
import type { AccessCache } from '../access.ts';
import { hashToken, newOpaqueToken, type TokenService } from './tokens.ts';

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  userData: UserData;
}

/**
 * A refresh token presented again this soon after its rotation is a second tab (or a retried request) racing
 * the first, not a thief: it gets a successor of its own in the same session instead of ending it.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export type RefreshOutcome =
  | { ok: true; session: IssuedSession; userId: number }
  | { ok: false; reason: 'unknown' | 'reused' | 'revoked' | 'expired' | 'inactive'; userId?: number };

export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly cache: AccessCache,
    private readonly refreshTtlSeconds: number,
  ) {}

  async userData(userId: number): Promise<UserData> {
    const [user] = await this.db.select().from(users).where(eq(users.userId, userId)).limit(1);
    if (!user) throw new Error(`user ${userId} vanished`);
    const access = await this.cache.get(this.db, userId, user.securityStamp);
    return {
      userId,
      username: user.userName,
      fullName: user.fullName,
      email: user.email,
      role: primaryRole(access.roles),
      roles: access.roles,
      aduanas: access.aduanas,
      avatar: user.avatarFileId ? `/accounts/profile/picture/${user.avatarFileId}` : null,
      ability: access.rules,
    };
  }

  /** Starts a new session (a refresh-token family) after a successful sign-in. */
  async start(userId: number): Promise<IssuedSession> {
    const familyId = randomUUID();
    const refreshToken = newOpaqueToken();
    await this.db.transaction(async (tx) => {
      await tx.insert(refreshTokenFamilies).values({
        familyId,
        userId,
        expiresAt: new Date(Date.now() + this.refreshTtlSeconds * 1000),
      });
      await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), familyId });
    });
    return { accessToken: await this.tokens.signAccess({ userId, familyId }), refreshToken, userData: await this.userData(userId) };
  }

  /**
   * Rotates a refresh token: each one is single-use. Presenting one that was already used means it
   * leaked, so the whole family is revoked and both holders must sign in again.
   */
  async refresh(presented: string): Promise<RefreshOutcome> {
    const tokenHash = hashToken(presented);
    const [row] = await this.db
      .select({
        familyId: refreshTokens.familyId,
        usedAt: refreshTokens.usedAt,
        usedJustNow: sql<boolean>`coalesce(${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS}), false)`,
        userId: refreshTokenFamilies.userId,
        expiresAt: refreshTokenFamilies.expiresAt,
        revokedAt: refreshTokenFamilies.revokedAt,
        status: users.status,
        deletedAt: users.deletedAt,
      })
      .from(refreshTokens)
      .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.familyId, refreshTokens.familyId))
      .innerJoin(users, eq(users.userId, refreshTokenFamilies.userId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked', userId: row.userId };
    if (row.usedAt && !row.usedJustNow) {
      await this.revokeFamily(row.familyId, 'reuse');
      return { ok: false, reason: 'reused', userId: row.userId };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired', userId: row.userId };
    if (row.status !== 'active' || row.deletedAt) {
      await this.revokeFamily(row.familyId, 'inactive');
      return { ok: false, reason: 'inactive', userId: row.userId };
    }
    const next = newOpaqueToken();
    if (row.usedAt) {
      // Within the grace window: a successor of its own, without consuming anything again.
      await this.db.insert(refreshTokens).values({ tokenHash: hashToken(next), familyId: row.familyId });
      return this.issued(row.userId, row.familyId, next);
    }
    await this.db.transaction(async (tx) => {
      // Marks it used; a concurrent refresh may have done so a moment ago, which is the grace case above.
      await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)));
      await tx.insert(refreshTokens).values({ tokenHash: hashToken(next), familyId: row.familyId });
    });
    return this.issued(row.userId, row.familyId, next);
  }

  private async issued(userId: number, familyId: string, refreshToken: string): Promise<RefreshOutcome> {
    return {
      ok: true,
      userId,
      session: {
        accessToken: await this.tokens.signAccess({ userId, familyId }),
        refreshToken,
        userData: await this.userData(userId),
      },
    };
  }

  async revokeFamily(familyId: string, reason: string): Promise<void> {
    await this.db
      .update(refreshTokenFamilies)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(refreshTokenFamilies.familyId, familyId), isNull(refreshTokenFamilies.revokedAt)));
  }

  /** The family a refresh token belongs to, if any. */
  async familyOf(presented: string): Promise<{ familyId: string; userId: number } | null> {
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokenFamilies.userId })
      .from(refreshTokens)
      .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.familyId, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .limit(1);
    return row ?? null;
  }

  /** Ends every session of a user, optionally keeping one (the caller's, after a password change). */
  async revokeAllOf(userId: number, reason: string, keepFamilyId?: string): Promise<void> {
    const conditions = [eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)];
    if (keepFamilyId) conditions.push(ne(refreshTokenFamilies.familyId, keepFamilyId));
    await this.db
      .update(refreshTokenFamilies)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(...conditions));
  }
}
