import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentRouteRecord } from '../router/route-handle.ts';
import { ScrollTopButton } from './scroll-top-button.tsx';

/** The root route: what happens around every navigation (spec point 2). */
export function AppRoot() {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const record = currentRouteRecord(useMatches());

  // Scroll resets to the top on each navigation.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  // The screen shown, as attributes of the document: what the end-to-end tests wait on after an in-app
  // navigation (the address changes at once; the screen only once its code and data are in). The key changes
  // with every navigation, also one that a route sends back where it was (not authorised, twice).
  useLayoutEffect(() => {
    document.documentElement.dataset.location = location.pathname + location.search;
    document.documentElement.dataset.navigation = location.key;
  }, [location.pathname, location.search, location.key]);

  // document.title follows the route and the language.
  useEffect(() => {
    const appName = t('app.name');
    document.title = record ? `${t(record.titleKey)} · ${appName}` : appName;
  }, [record, t, i18n.language]);

  return (
    <>
      <LoadingOverlay
        visible={navigation.state === 'loading'}
        data-testid="navigation-overlay"
        pos="fixed"
        zIndex={1000}
        overlayProps={{ blur: 1, backgroundOpacity: 0.15 }}
        transitionProps={{ duration: 150, enterDelay: 150 }}
        loaderProps={{ 'aria-label': t('app.loading') }}
      />
      <Outlet />
      <ScrollTopButton />
    </>
  );
}
