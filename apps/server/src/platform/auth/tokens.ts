import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface AccessClaims {
  userId: number;
  /** Refresh-token family (the session); revoking it ends the access token too. */
  familyId: string;
}

/** Verified tokens by their text, until they expire: verifying an HMAC through WebCrypto costs more than the rest of a request. */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setIssuer('portal')
      .setAudience('portal')
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtlSeconds)
      .sign(this.key);
  }

  /**
   * The claims of a token this process has already verified, without waiting: null once it has expired, undefined
   * when it has not been seen (verify it with `verifyAccess`).
   */
  knownClaims(token: string): AccessClaims | null | undefined {
    const hit = this.verified.get(token);
    if (!hit) return undefined;
    if (hit.expiresAtMs > Date.now()) return hit.claims;
    this.verified.delete(token);
    return null;
  }

  /** Returns the claims of a valid, unexpired token, or null. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const known = this.knownClaims(token);
    if (known !== undefined) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'portal', audience: 'portal', algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      const claims = { userId, familyId: payload.sid };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}

/** Opaque random token for refresh and confirmation links; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
