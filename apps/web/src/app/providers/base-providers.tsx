import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import { TOAST_TIMEOUT_MS } from '@portal/contract';
import { i18n } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useLayoutSettings } from '../../shared/settings/layout-settings.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toasts' container (and its transitions) loads once a toast is queued or a user is signed in, not with the
// login screen (decision 0087); a toast raised before it arrives waits in the store and shows when it mounts.
const Notifications = lazy(() => import('./notifications-container.ts').then((module) => ({ default: module.Notifications })));
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

/**
 * Texts, theme, skin and toasts: what every page needs, the small sign-in page (decision 0087) included. The app adds
 * its queries and the user's ability (AppProviders).
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  const session = useSession();
  const { skin } = useLayoutSettings();

  // CSS hooks for the bordered and semi-dark skins (see app.css).
  useEffect(() => {
    document.documentElement.dataset.skin = skin;
  }, [skin]);

  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={skin === 'dark' ? 'dark' : 'light'}>
        <NotificationsSlot eager={session.isSignedIn} />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
