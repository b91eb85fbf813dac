import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../../shared/ui/toast.ts';

/**
 * The app's one query client, shared by the screens (AppProviders) and the router, whose loaders start a screen's
 * data requests while its code downloads (`prefetch` of a route record). Failed queries and mutations toast by
 * default; pass `meta: { silent: true }` to handle them inline.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => !query.meta?.silent && notifyError(error) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => !mutation.meta?.silent && notifyError(error) }),
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}
