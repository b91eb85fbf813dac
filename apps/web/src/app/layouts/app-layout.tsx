import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ActionIcon, AppShell, Box, Container, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { IconLayoutSidebarLeftCollapse, IconMenu2, IconSettings, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UnreadBulletinsButton } from '../../features/bulletins/components/unread-bulletins-button.tsx';
import { NavigationContext } from '../../shared/navigation/navigation-context.ts';
import { updateLayoutSettings, useLayoutSettings } from '../../shared/settings/layout-settings.ts';
import { HorizontalMenu } from '../menu/horizontal-menu.tsx';
import { toNavAreas, useMenu } from '../menu/use-menu.ts';
import { VerticalMenu } from '../menu/vertical-menu.tsx';
import { LanguageSwitch } from '../shell/language-switch.tsx';
import { SkinSwitch } from '../shell/skin-switch.tsx';
import { PageHeader } from './page-header.tsx';
import { UserMenu } from './user-menu.tsx';
import classes from './app-layout.module.css';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell.tsx';
import { IncidentBanner } from '../../features/helpdesk/components/incident-banner.tsx';
import { GlobalSearch } from '../../features/search/components/global-search.tsx';
import { DownloadManagerButton } from '../../shared/downloads/download-manager-button.tsx';
import { setUserNotificationsPanel } from '../../features/users/components/notifications-slot.tsx';
import { useAfterFirstPaint } from '../../shared/ui/after-first-paint.ts';

// Not needed for a screen's first paint (issue 19): their code loads and they mount once it is painted.
const Customizer = lazy(() => import('./customizer.tsx').then((module) => ({ default: module.Customizer })));
const RealtimeNotifier = lazy(() =>
  import('../../features/notifications/components/realtime-notifier.tsx').then((module) => ({ default: module.RealtimeNotifier })),
);
const SurveyWatcher = lazy(() =>
  import('../../features/helpdesk/components/survey-watcher.tsx').then((module) => ({ default: module.SurveyWatcher })),
);
const ChannelPreferencesForm = lazy(() =>
  import('../../features/notifications/components/channel-preferences-form.tsx').then((module) => ({
    default: module.ChannelPreferencesForm,
  })),
);

// The users screen's Notifications tab shows the notifications area's channel form (features never import each other).
setUserNotificationsPanel(function ChannelPreferencesPanel({ userName }) {
  return (
    <Suspense fallback={null}>
      <ChannelPreferencesForm userName={userName} />
    </Suspense>
  );
});

/** The customizer's drawer, the realtime notices and the survey prompt: mounted after the screen's first paint. */
function AfterFirstPaint({ isCustomizerOpen, onCloseCustomizer }: { isCustomizerOpen: boolean; onCloseCustomizer: () => void }) {
  if (!useAfterFirstPaint()) return null;
  return (
    <Suspense fallback={null}>
      <Customizer opened={isCustomizerOpen} onClose={onCloseCustomizer} />
      <RealtimeNotifier />
      <SurveyWatcher />
    </Suspense>
  );
}

const HEADER_HEIGHT = 60;
const HORIZONTAL_MENU_HEIGHT = 48;
const FLOATING_GAP = 12;
const FOOTER_HEIGHT = 40;
const NAVBAR_WIDTH = 260;
const NAVBAR_COLLAPSED_WIDTH = 72;

/** The portal's mark and name at the header's left. */
function Brand() {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      {/* On a phone the header's room goes to its tools (the menu's button stands at the left instead). */}
      <Box visibleFrom="sm" lh={0}>
        <IconShieldCheck size={26} aria-hidden color="var(--mantine-primary-color-filled)" />
      </Box>
      <Text fw={700} visibleFrom="sm" className={classes.brand}>
        {t('app.name')}
      </Text>
    </Group>
  );
}

/**
 * The header's right: search, downloads, language, skin, bulletins, notifications, the customizer and the user. On a
 * phone the customizer moves into the user's menu, so that the user's menu (and its sign-out) is never pushed past the
 * screen's edge.
 */
function HeaderTools({ onCustomize }: { onCustomize: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <GlobalSearch />
      <DownloadManagerButton />
      <LanguageSwitch />
      <SkinSwitch />
      <UnreadBulletinsButton />
      <NotificationsBell />
      <Tooltip label={t('nav.customizer')}>
        <ActionIcon
          visibleFrom="sm"
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onCustomize}
          aria-label={t('nav.customizer')}
          data-testid="customizer-toggle"
        >
          <IconSettings size={20} />
        </ActionIcon>
      </Tooltip>
      <UserMenu onCustomize={onCustomize} />
    </Group>
  );
}

/** The app layout of every signed-in screen: vertical or horizontal, as the user chose. */
export function AppLayout() {
  const { t } = useTranslation();
  const settings = useLayoutSettings();
  const sections = useMenu();
  const areas = useMemo(() => toNavAreas(sections), [sections]);
  const { pathname } = useLocation();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const [isCustomizerOpen, customizer] = useDisclosure(false);
  // Phones get the menu as a drawer in both layouts.
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  useEffect(() => drawer.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const isHorizontal = settings.layoutType === 'horizontal' && !isPhone;
  const isCollapsed = settings.menuCollapsed && !isPhone && settings.layoutType === 'vertical';
  const isNavbarHidden = settings.navbarType === 'hidden' && !isPhone;
  const isFloating = settings.navbarType === 'floating';
  const headerHeight = (isHorizontal ? HEADER_HEIGHT + HORIZONTAL_MENU_HEIGHT : HEADER_HEIGHT) + (isFloating ? FLOATING_GAP : 0);

  function toggleMenu() {
    if (isPhone) drawer.toggle();
    else updateLayoutSettings({ menuCollapsed: !settings.menuCollapsed });
  }

  const headerClass = [
    classes.header,
    settings.navbarType === 'static' ? classes.headerStatic : '',
    isFloating ? classes.headerFloating : '',
  ]
    .filter(Boolean)
    .join(' ');

  const footer = (
    <Text size="xs" c="dimmed" ta="center" py={10}>
      {t('app.footer', { year: new Date().getFullYear() })}
    </Text>
  );

  // Confirmation dialogs live with the signed-in screens, so the login screen does not load them.
  return (
    <ModalsProvider>
      <NavigationContext.Provider value={areas}>
        <a className="skip-link" href="#main-content">
          {t('app.skipToContent')}
        </a>
        <AppShell
          header={{ height: headerHeight, collapsed: isNavbarHidden }}
          navbar={{
            width: isCollapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH,
            breakpoint: 'sm',
            collapsed: { mobile: !isDrawerOpen, desktop: isHorizontal },
          }}
          footer={settings.footerType === 'sticky' ? { height: FOOTER_HEIGHT } : undefined}
          padding={{ base: 'sm', sm: 'lg' }}
          data-skin={settings.skin}
          data-layout={isHorizontal ? 'horizontal' : 'vertical'}
        >
          <AppShell.Header className={headerClass} withBorder={!isFloating}>
            <Box className={isFloating ? classes.floatingBar : undefined} h={isFloating ? `calc(100% - ${FLOATING_GAP}px)` : '100%'}>
              <Group h={HEADER_HEIGHT} px={isPhone ? 'xs' : 'md'} justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  {(isPhone || !isHorizontal) && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      onClick={toggleMenu}
                      aria-label={t(isPhone ? 'nav.toggleMenu' : isCollapsed ? 'nav.expandMenu' : 'nav.collapseMenu')}
                      aria-expanded={isPhone ? isDrawerOpen : !isCollapsed}
                      data-testid="menu-toggle"
                    >
                      {isPhone || isCollapsed ? <IconMenu2 size={22} /> : <IconLayoutSidebarLeftCollapse size={22} />}
                    </ActionIcon>
                  )}
                  <Brand />
                </Group>
                <HeaderTools onCustomize={customizer.open} />
              </Group>
              {isHorizontal && (
                <Box h={HORIZONTAL_MENU_HEIGHT} className={classes.horizontalBar}>
                  <HorizontalMenu sections={sections} />
                </Box>
              )}
            </Box>
          </AppShell.Header>

          {!isHorizontal && (
            <AppShell.Navbar className={settings.skin === 'semi-dark' ? classes.semiDark : undefined}>
              <VerticalMenu sections={sections} isCollapsed={isCollapsed} onNavigate={drawer.close} />
            </AppShell.Navbar>
          )}

          <AppShell.Main id="main-content" className={classes.main}>
            <Container fluid={settings.contentWidth === 'full'} size="xl" px={0} className={classes.content}>
              <Box key={pathname} className={classes[`transition-${settings.routerTransition}`]}>
                <IncidentBanner />
                <PageHeader />
                <Outlet />
              </Box>
            </Container>
            {settings.footerType === 'static' && (
              <Box component="footer" mt="xl" className={classes.staticFooter}>
                {footer}
              </Box>
            )}
          </AppShell.Main>

          {settings.footerType === 'sticky' && <AppShell.Footer>{footer}</AppShell.Footer>}
        </AppShell>
        <AfterFirstPaint isCustomizerOpen={isCustomizerOpen} onCloseCustomizer={customizer.close} />
      </NavigationContext.Provider>
    </ModalsProvider>
  );
}
