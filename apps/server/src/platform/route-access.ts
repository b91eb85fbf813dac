import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { GrantAction, Resource } from '@portal/contract';
import { RESOURCES } from '@portal/contract';
import { users, refreshTokenFamilies, type Database } from '@portal/db';
import { AccessCache, type UserAccess } from './access.ts';
import { problems } from './problem.ts';
import type { AccessClaims, TokenService } from './auth/tokens.ts';

/** What a route declares about who may call it. */
export type RouteAccess =
  | { public: true }
  /** Any signed-in user acting on their own account (the /accounts area). */
  | { self: true }
  | { resource: Resource; action: GrantAction }
  /** Allowed when the caller has any one of these (options of a catalogue used by others). */
  | { anyOf: { resource: Resource; action: GrantAction }[] };

export interface Caller extends UserAccess {
  userId: number;
  familyId: string;
  userName: string;
  /** The user's permission stamp: moves with any change of roles, profiles or data scope. */
  stamp: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Paths served by plugins that are public by nature (the API reference). */
const UNDECLARED_PUBLIC_PREFIXES = ['/api/docs'];
const GUARDED_PREFIXES = ['/api', '/accounts', '/jwt'];

export class RouteDeclarationError extends Error {}

/** Verifies that every API route declares its access; the app refuses to start otherwise. */
export function checkRouteDeclaration(route: RouteOptions): void {
  const url = route.url;
  if (!GUARDED_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`))) return;
  if (UNDECLARED_PUBLIC_PREFIXES.some((p) => url.startsWith(p))) return;
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  if (!access) throw new RouteDeclarationError(`Route ${methods} ${url} does not declare its access (resource and action)`);
  const declared = 'resource' in access ? [access] : 'anyOf' in access ? access.anyOf : [];
  for (const { resource } of declared) {
    if (!(RESOURCES as readonly string[]).includes(resource)) {
      throw new RouteDeclarationError(`Route ${methods} ${url} declares an unknown resource "${resource}"`);
    }
  }
  if ('anyOf' in access && access.anyOf.length === 0) throw new RouteDeclarationError(`Route ${methods} ${url} declares an empty anyOf`);
  if (url.startsWith('/api') && declared.length === 0 && !('public' in access)) {
    throw new RouteDeclarationError(`Route ${methods} ${url} must declare a resource and an action`);
  }
  // The API reference shows open routes without the bearer lock.
  if ('public' in access) route.schema = { ...route.schema, security: [] };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export interface AuthenticatorDeps {
  db: Database;
  tokens: TokenService;
  cache?: AccessCache;
  /** Sign-in state kept between requests while the database's change notifications are heard. */
  authState?: AuthStateCache;
}

interface AuthState {
  userName: string;
  status: string;
  deletedAt: Date | null;
  stamp: number;
  revokedAt: Date | null;
}

/**
 * Sign-in state per session, dropped by the `portal_auth` notifications the database triggers send on
 * any change of status, deletion, permission stamp or session revocation (`auth-state-listener.ts`). It
 * serves only while those notifications are heard (`enable`/`disable`). A generation per user, and one for
 * everything, stops a read that raced a change from storing what it saw.
 */
export class AuthStateCache {
  /** userId → familyId → state: a change evicts one user's sessions without scanning the others. */
  private readonly states = new Map<number, Map<string, AuthState>>();
  private readonly generations = new Map<number, number>();
  private epoch = 0;
  private size = 0;
  private enabled = false;
  constructor(private readonly maxEntries = 20_000) {}

  /** Opaque: changes whenever what a read saw may no longer be stored. */
  generation(userId: number): string {
    return `${this.epoch}:${this.generations.get(userId) ?? 0}`;
  }
  get(userId: number, familyId: string): AuthState | undefined {
    return this.enabled ? this.states.get(userId)?.get(familyId) : undefined;
  }
  set(userId: number, familyId: string, state: AuthState, generation: string): void {
    if (!this.enabled || this.generation(userId) !== generation) return;
    if (this.size >= this.maxEntries) this.clear();
    let sessions = this.states.get(userId);
    if (!sessions) this.states.set(userId, (sessions = new Map()));
    if (!sessions.has(familyId)) this.size += 1;
    sessions.set(familyId, state);
  }
  evictUser(userId: number): void {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    this.size -= this.states.get(userId)?.size ?? 0;
    this.states.delete(userId);
  }
  /** Forgets everything, including what reads in flight are about to store. */
  invalidateAll(): void {
    this.epoch += 1;
    this.clear();
  }
  enable(): void {
    this.invalidateAll();
    this.enabled = true;
  }
  disable(): void {
    this.enabled = false;
    this.invalidateAll();
  }
  private clear(): void {
    this.states.clear();
    this.size = 0;
  }
}

/**
 * Resolves the caller of a token: `null` when it is not valid or its session or account is no longer live. `known`
 * answers at once when everything it needs is already in this process's caches (the token verified, the session's
 * state heard, the abilities loaded), and `undefined` when the asynchronous path must run.
 */
export type Authenticate = ((token: string) => Promise<Caller | null>) & { known?: (token: string) => Caller | null | undefined };

const isLive = (row: AuthState) => row.status === 'active' && !row.deletedAt && !row.revokedAt;

/** Resolves the caller of a request from its bearer token, checking the account and session are still live. */
export function createAuthenticator({ db, tokens, cache = new AccessCache(), authState }: AuthenticatorDeps): Authenticate {
  // One caller per session state and abilities: a new state (a change heard) or new abilities make a new one.
  const callers = new WeakMap<AuthState, { access: UserAccess; caller: Caller }>();
  const callerFor = (claims: AccessClaims, row: AuthState, access: UserAccess): Caller => {
    const kept = callers.get(row);
    if (kept?.access === access) return kept.caller;
    const caller = { ...access, userId: claims.userId, familyId: claims.familyId, userName: row.userName, stamp: row.stamp };
    callers.set(row, { access, caller });
    return caller;
  };

  async function readState(userId: number, familyId: string): Promise<AuthState | undefined> {
    const cached = authState?.get(userId, familyId);
    if (cached) return cached;
    const generation = authState?.generation(userId) ?? '';
    const [row] = await db
      .select({
        userName: users.userName,
        status: users.status,
        deletedAt: users.deletedAt,
        stamp: users.securityStamp,
        revokedAt: refreshTokenFamilies.revokedAt,
      })
      .from(users)
      .innerJoin(
        refreshTokenFamilies,
        sql`${refreshTokenFamilies.familyId} = ${familyId} and ${refreshTokenFamilies.userId} = ${users.userId}`,
      )
      .where(eq(users.userId, userId))
      .limit(1);
    if (row && authState) authState.set(userId, familyId, row, generation);
    return row;
  }

  async function authenticate(token: string): Promise<Caller | null> {
    const claims = await tokens.verifyAccess(token);
    if (!claims) return null;
    const row = await readState(claims.userId, claims.familyId);
    // Deactivation, deletion and sign-out take effect on the very next request, not at token expiry.
    if (!row || !isLive(row)) return null;
    const access = await cache.get(db, claims.userId, row.stamp);
    return callerFor(claims, row, access);
  }
  // The same checks on what is already known; the session's state only while its changes are heard (authState).
  function known(token: string): Caller | null | undefined {
    const claims = tokens.knownClaims(token);
    if (!claims) return claims;
    const row = authState?.get(claims.userId, claims.familyId);
    if (!row) return undefined;
    if (!isLive(row)) return null;
    const access = cache.peek(claims.userId, row.stamp);
    return access && callerFor(claims, row, access);
  }
  return Object.assign(authenticate, { known });
}

export function registerRouteAccess(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('caller', null);
  app.addHook('onRoute', checkRouteDeclaration);
  // A callback hook with an immediate path: most requests come from a session whose state this process already
  // holds, and then no promise is made (issue 19: the cheap routes' cost per request).
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    const token = bearerToken(request);
    const isPublic = !access || 'public' in access;
    // Public routes still learn who calls them when a valid token is sent (e.g. sign-out).
    if (!token || (isPublic && !access)) return void done(isPublic ? undefined : problems.unauthorized());
    const admit = (caller: Caller | null) => {
      let refusal: Error | undefined;
      try {
        admitCaller(request, access, caller);
      } catch (error) {
        refusal = error as Error;
      }
      done(refusal);
    };
    const known = authenticate.known?.(token);
    if (known !== undefined) return admit(known);
    authenticate(token).then(admit, done);
  });
}

/** Sets the request's caller, or refuses it: signed out (401) or without the route's permission (403). */
function admitCaller(request: FastifyRequest, access: RouteAccess | undefined, caller: Caller | null): void {
  if (!access || 'public' in access) {
    request.caller = caller;
    return;
  }
  if (!caller) throw problems.unauthorized();
  request.caller = caller;
  if ('resource' in access && !caller.ability.can(access.action, access.resource)) {
    throw problems.forbidden(access.action, access.resource);
  }
  if ('anyOf' in access && !access.anyOf.some(({ action, resource }) => caller.ability.can(action, resource))) {
    throw problems.forbidden(access.anyOf[0]!.action, access.anyOf[0]!.resource);
  }
}

/** The signed-in caller of a guarded route (the hook guarantees it). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw problems.unauthorized();
  return request.caller;
}
