import { useMemo, useState, type ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AbilityProvider, buildAbility } from '../../shared/ability/ability.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { notifyError } from '../../shared/ui/toast.ts';
import { BaseProviders } from './base-providers.tsx';
import { useAbilityRefresh } from './use-ability-refresh.ts';

/** Failed queries and mutations toast by default; pass `meta: { silent: true }` to handle them inline. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => !query.meta?.silent && notifyError(error) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => !mutation.meta?.silent && notifyError(error) }),
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
