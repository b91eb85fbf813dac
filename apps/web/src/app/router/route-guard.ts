import { landingPathFor, normaliseAction, type Action, type Subject } from '@portal/contract';
import { loginPath } from '../../shared/session/safe-redirect.ts';
import type { RouteAction } from '../routes/route.types.ts';

export const NOT_AUTHORIZED_PATH = '/pages/miscellaneous/not-authorized';

export interface GuardInput {
  route: { resource: Subject; action?: RouteAction; redirectIfLoggedIn?: boolean };
  /** Path and query the user asked for, remembered for after sign-in. */
  requestedPath: string;
  isSignedIn: boolean;
  roles: readonly string[];
  can: (action: Action, subject: Subject) => boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; clearSession?: boolean };

/**
 * Spec points 2, 4 and 6, before each navigation: (1) no access → not-authorized when signed in,
 * login (remembering the path) when not; (2) a login-like route while signed in → the role's
 * landing place; a user without any role is signed out and stays on the login screen.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { route, isSignedIn } = input;
  if (!input.can(normaliseAction(route.action), route.resource)) {
    return isSignedIn
      ? { kind: 'redirect', to: NOT_AUTHORIZED_PATH }
      : { kind: 'redirect', to: loginPath({ redirect: input.requestedPath }) };
  }
  if (route.redirectIfLoggedIn && isSignedIn) {
    const landing = landingPathFor(input.roles);
    if (landing === null) return { kind: 'redirect', to: loginPath({ reason: 'noRole' }), clearSession: true };
    return { kind: 'redirect', to: landing };
  }
  return { kind: 'allow' };
}
