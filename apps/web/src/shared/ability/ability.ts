import { useAbility as useCaslAbility } from '@casl/react';
import { ANONYMOUS_RULES, createAppAbility, DEFAULT_SESSION_RULES, type AppAbility } from '@portal/contract';
import type { Session } from '../session/session-storage.ts';

/** Signed in: the default session rules plus the stored ones; signed out: read on Auth only. */
export function buildAbility(session: Pick<Session, 'isSignedIn' | 'userData'>): AppAbility {
  if (!session.isSignedIn || !session.userData) return createAppAbility(ANONYMOUS_RULES);
  return createAppAbility([...DEFAULT_SESSION_RULES, ...session.userData.ability]);
}

/** The current user's ability (provided by app/ through @casl/react's AbilityProvider). */
export function useAbility(): AppAbility {
  return useCaslAbility<AppAbility>();
}

export { AbilityProvider, Can } from '@casl/react';
