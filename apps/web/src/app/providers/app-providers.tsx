import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AbilityProvider, buildAbility } from '../../shared/ability/ability.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { BaseProviders } from './base-providers.tsx';
import { useAbilityRefresh } from './use-ability-refresh.ts';

/** The query client comes from outside (`createQueryClient`): the router's loaders fill the same cache. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const session = useSession();
  const ability = useMemo(() => buildAbility(session), [session]);
  useAbilityRefresh(session.isSignedIn);

  return (
    <BaseProviders>
      <QueryClientProvider client={queryClient}>
        <AbilityProvider value={ability}>{children}</AbilityProvider>
      </QueryClientProvider>
    </BaseProviders>
  );
}
