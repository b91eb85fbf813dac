import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { TOAST_TIMEOUT_MS } from '@portal/contract';
import { AbilityProvider, buildAbility } from '../../shared/ability/ability.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useLayoutSettings } from '../../shared/settings/layout-settings.ts';
import { notifyError } from '../../shared/ui/toast.ts';
import { useAbilityRefresh } from './use-ability-refresh.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toasts' container (and its transitions) loads once a toast is queued or a user is signed in, not with the
// login screen (decision 0087); a toast raised before it arrives waits in the store and shows when it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));
function NotificationsSlot({ eager }: { eager: boolean }) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const needed = eager || notifications.length > 0 || queue.length > 0;
  // Once mounted it stays: toasts on their way out still animate after sign-out.
  if (needed && !wanted) setWanted(true);
  if (!needed && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_TIMEOUT_MS} />
    </Suspense>
  );
}

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
  const { skin } = useLayoutSettings();
  useAbilityRefresh(session.isSignedIn);

  // CSS hooks for the bordered and semi-dark skins (see app.css).
  useEffect(() => {
    document.documentElement.dataset.skin = skin;
  }, [skin]);

  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={skin === 'dark' ? 'dark' : 'light'}>
        <NotificationsSlot eager={session.isSignedIn} />
        <QueryClientProvider client={queryClient}>
          <AbilityProvider value={ability}>{children}</AbilityProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
