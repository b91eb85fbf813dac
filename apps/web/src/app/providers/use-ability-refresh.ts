import { useEffect } from 'react';
import { isAbilityRule, type AbilityRule } from '@portal/contract';
import { api } from '../../shared/api/api.ts';
import { saveAbility } from '../../shared/session/session-store.ts';

/** The rules answer, checked as `z.array(abilityRuleSchema)` would, without zod (this runs on the login screen too). */
function asRules(value: unknown): AbilityRule[] {
  if (!Array.isArray(value) || !value.every(isAbilityRule)) throw new Error('unexpected ReglasAcceso answer');
  return value.map(({ action, subject }) => ({ action, subject }));
}

/** On app start (and each sign-in), refresh the stored ability from the server's current rules. */
export function useAbilityRefresh(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn) return;
    const controller = new AbortController();
    api
      .get('/api/Perfil/ReglasAcceso', { signal: controller.signal })
      .then((rules) => saveAbility(asRules(rules)))
      // The stored rules stay in force; a 401 that cannot be refreshed already signs the user out.
      .catch(() => undefined);
    return () => controller.abort();
  }, [isSignedIn]);
}
