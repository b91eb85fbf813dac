import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { mergeThemeOverrides, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { I18nextProvider, useTranslation } from 'react-i18next';
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
 * The theme in the user's language: every close button (modals, drawers, alerts, toasts) is named "Close", and the
 * button that empties a field (a select's or a filter's "x") "Clear", unless its screen names it otherwise; Mantine's
 * have no name, which axe and screen readers report as a nameless button.
 */
function ThemeProvider({ skin, children }: { skin: string; children: ReactNode }) {
  const { t } = useTranslation();
  const close = t('common.close');
  const clear = t('common.clear');
  const named = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          CloseButton: { defaultProps: { 'aria-label': close } },
          InputClearButton: { defaultProps: { 'aria-label': clear } },
        },
      }),
    [close, clear],
  );
  return (
    <MantineProvider theme={named} cssVariablesResolver={cssVariablesResolver} forceColorScheme={skin === 'dark' ? 'dark' : 'light'}>
      {children}
    </MantineProvider>
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
      <ThemeProvider skin={skin}>
        <NotificationsSlot eager={session.isSignedIn} />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
