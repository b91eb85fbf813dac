import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AuthNavigationContext, useAuthNavigation, type AuthLinkProps, type AuthNavigation } from '../../features/auth/auth-navigation.tsx';
import { clearSession, getSession } from '../../shared/session/session-store.ts';
import { ErrorStatus } from '../../shared/ui/error-status.tsx';
import { FullFrame } from '../layouts/full-frame.tsx';
import { BaseProviders } from '../providers/base-providers.tsx';
import { isChunkLoadError, loadChunk } from '../router/load-chunk.ts';
import { decideNavigation, type GuardDecision } from '../router/route-guard.ts';
import { authRoutes } from '../routes/auth.routes.ts';
import { isScreenRoute, type ScreenRouteRecord } from '../routes/route.types.ts';
import { PageLoader } from '../shell/page-loader.tsx';

/**
 * The small sign-in page (decision 0087): what a first load of /login, /register, /forgot-password or
 * /reset-password runs (the server sends `sign-in.html` for them). It knows only those four screens (the app's own
 * records, auth.routes.ts) and moves between them with the History API; any other path, the app after sign-in
 * above all, is a full navigation, so the app's route table, queries and ability never load here.
 */
interface Screen {
  record: ScreenRouteRecord;
  Page: LazyExoticComponent<ComponentType>;
}
const screens = new Map<string, Screen>(
  authRoutes.filter(isScreenRoute).map((record) => [record.path, { record, Page: lazy(() => loadChunk(record.component)) }]),
);

/** Starts downloading the screen of this path while the texts load (the first paint waits for both). */
export function preloadScreen(path: string): void {
  void screens
    .get(path)
    ?.record.component()
    .catch(() => undefined);
}

interface Place {
  path: string;
  search: string;
}
const currentPlace = (): Place => ({ path: window.location.pathname, search: window.location.search });

/** The app's guard for these screens: a signed-in user goes to their landing place (Auth is open to everyone). */
function guardOf(screen: Screen | undefined, place: Place): GuardDecision {
  if (!screen) return { kind: 'redirect', to: '/login' };
  const session = getSession();
  return decideNavigation({
    route: screen.record,
    requestedPath: `${place.path}${place.search}`,
    isSignedIn: session.isSignedIn,
    roles: session.userData?.roles ?? [],
    can: () => true,
  });
}

function go(to: string, replace: boolean, setPlace: (place: Place) => void): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin || !screens.has(url.pathname)) {
    // Into the app (after sign-in, or a link out): its own page, with its router.
    if (replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  window.history[replace ? 'replaceState' : 'pushState'](null, '', `${url.pathname}${url.search}${url.hash}`);
  setPlace(currentPlace());
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** A link between the sign-in screens: a real address (opens in a new tab too), followed in place on a plain click. */
function HistoryLink({ to, onClick, ...rest }: AuthLinkProps) {
  const { navigate } = useAuthNavigation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (rest.target && rest.target !== '_self')) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}

/** Render errors and a screen whose code failed to download: the error page with a retry, never a blank screen. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorStatus isChunkError={isChunkLoadError(this.state.error)} onRetry={() => window.location.reload()} homeHref="/" />;
  }
}

function SignInScreens() {
  const { t, i18n } = useTranslation();
  const [place, setPlace] = useState(currentPlace);
  const screen = screens.get(place.path);
  const decision = guardOf(screen, place);

  useEffect(() => {
    const onPopState = () => setPlace(currentPlace());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // A signed-in user (or an unknown path) does not stay: as the app's guard would send them.
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const signOutFirst = decision.kind === 'redirect' && decision.clearSession === true;
  useLayoutEffect(() => {
    if (redirectTo === null) return;
    if (signOutFirst) clearSession();
    go(redirectTo, true, setPlace);
  }, [redirectTo, signOutFirst]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [place.path]);

  useEffect(() => {
    const appName = t('app.name');
    document.title = screen ? `${t(screen.record.titleKey)} · ${appName}` : appName;
  }, [screen, t, i18n.language]);

  const navigation = useMemo<AuthNavigation>(
    () => ({
      searchParams: new URLSearchParams(place.search),
      navigate: (to, options) => go(to, options?.replace ?? false, setPlace),
      Link: HistoryLink,
    }),
    [place.search],
  );

  if (redirectTo !== null || !screen) return <PageLoader />;
  const { Page } = screen;
  return (
    <AuthNavigationContext.Provider value={navigation}>
      <ScreenErrorBoundary key={place.path}>
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      </ScreenErrorBoundary>
    </AuthNavigationContext.Provider>
  );
}

export function SignInApp() {
  return (
    <BaseProviders>
      <FullFrame>
        <SignInScreens />
      </FullFrame>
    </BaseProviders>
  );
}
