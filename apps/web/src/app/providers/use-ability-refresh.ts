import { useEffect } from 'react';
import { z } from 'zod';
import { abilityRuleSchema } from '@portal/contract';
import { api } from '../../shared/api/api.ts';
import { saveAbility } from '../../shared/session/session-store.ts';

const rulesSchema = z.array(abilityRuleSchema);

/** On app start (and each sign-in), refresh the stored ability from the server's current rules. */
export function useAbilityRefresh(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn) return;
    const controller = new AbortController();
    api
      .get('/api/Perfil/ReglasAcceso', { schema: rulesSchema, signal: controller.signal })
      .then(saveAbility)
      // The stored rules stay in force; a 401 that cannot be refreshed already signs the user out.
      .catch(() => undefined);
    return () => controller.abort();
  }, [isSignedIn]);
}
