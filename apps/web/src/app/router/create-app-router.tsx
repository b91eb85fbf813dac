import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isSignInPath, type AppAbility } from '@portal/contract';
import { buildAbility } from '../../shared/ability/ability.ts';
import { setSessionExpiredHandler } from '../../shared/api/api.ts';
import { loadAllTexts } from '../../shared/i18n/i18n.ts';
import { nextTask } from '../../shared/ui/after-first-paint.ts';
import { clearSession, getSession, loginPath, subscribeSession, type Session } from '../../shared/session/index.ts';
import { FullLayout } from '../layouts/full-layout.tsx';
import { appRoutes } from '../routes/app.routes.ts';
import { isScreenRoute, type AppRouteRecord, type RedirectRouteRecord, type ScreenRouteRecord } from '../routes/route.types.ts';
import { AppRoot } from '../shell/app-root.tsx';
import { PageLoader } from '../shell/page-loader.tsx';
import { RouteErrorBoundary } from '../shell/route-error-boundary.tsx';
import { loadChunk } from './load-chunk.ts';
import type { RouteHandle } from './route-handle.ts';
import { decideNavigation } from './route-guard.ts';

const abilities = new WeakMap<Session, AppAbility>();
function abilityOf(session: Session): AppAbility {
  let ability = abilities.get(session);
  if (!ability) {
    ability = buildAbility(session);
    abilities.set(session, ability);
  }
  return ability;
}

/** Runs the guard; throws the redirect React Router follows. */
function guard(record: ScreenRouteRecord, request: Request): void {
  const url = new URL(request.url);
  const session = getSession();
  const ability = abilityOf(session);
  const decision = decideNavigation({
    route: record,
    requestedPath: `${url.pathname}${url.search}`,
    isSignedIn: session.isSignedIn,
    roles: session.userData?.roles ?? [],
    can: (action, subject) => ability.can(action, subject),
  });
  if (decision.kind === 'redirect') {
    if (decision.clearSession) clearSession();
    throw redirect(decision.to);
  }
}

// Screens are downloaded only after the guard lets the user in, so a refused visit costs nothing.
const loadedScreens = new Map<ScreenRouteRecord, ComponentType>();

function toScreenRoute(record: ScreenRouteRecord, queryClient: QueryClient): RouteObject {
  return {
    path: record.path,
    handle: { record } satisfies RouteHandle,
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      guard(record, request);
      // The screen's data, its code and the texts download side by side, not one after the other.
      record.prefetch?.({ queryClient, params, search: new URL(request.url).searchParams }).catch(() => undefined);
      await Promise.all([
        // The sign-in screens (SIGN_IN_PATHS) have their texts already (i18n.ts); any other, open ones included (public
        // bulletins, the previo viewer, status pages), waits for the rest of them.
        isSignInPath(record.path) ? undefined : loadAllTexts(),
        loadedScreens.has(record) ? undefined : loadChunk(record.component).then((module) => loadedScreens.set(record, module.default)),
      ]);
      return null;
    },
    Component: function Screen() {
      const Page = loadedScreens.get(record);
      return Page ? <Page /> : <PageLoader />;
    },
  };
}

function toRedirectRoute(record: RedirectRouteRecord): RouteObject {
  return { path: record.path, loader: () => redirect(typeof record.redirectTo === 'function' ? record.redirectTo() : record.redirectTo) };
}

// The app layout (AppShell, menu, customizer) is its own chunk, kept out of the login screen.
type AppLayoutModule = typeof import('../layouts/app-layout.tsx'); // eslint-disable-line @typescript-eslint/consistent-type-imports -- type of a lazily loaded chunk
let appLayoutModule: Promise<AppLayoutModule> | null = null;
function loadAppLayout() {
  appLayoutModule ??= loadChunk(() => import('../layouts/app-layout.tsx')).catch((error: unknown) => {
    appLayoutModule = null;
    throw error;
  });
  return appLayoutModule;
}
const LazyAppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));

// What the layout shows above every screen (the incidents banner) is asked for with the screen's code (the same).
function prefetchLayoutData(queryClient: QueryClient): void {
  import('../layouts/layout-prefetch.ts').then((module) => module.prefetchLayoutData(queryClient)).catch(() => undefined);
}

export function buildRouteObjects(records: readonly AppRouteRecord[], queryClient: QueryClient): RouteObject[] {
  const screens = records.filter(isScreenRoute);
  const redirects = records.filter((r): r is RedirectRouteRecord => !isScreenRoute(r));
  return [
    {
      id: 'root',
      element: <AppRoot />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          id: 'layout-full',
          element: <FullLayout />,
          children: screens.filter((r) => r.layout === 'full').map((r) => toScreenRoute(r, queryClient)),
        },
        {
          id: 'layout-app',
          loader: async () => {
            if (!getSession().isSignedIn) return null;
            // The first time, the layout's modules (in the chunk already loaded) run their code as they are imported:
            // each in a task of its own, not in the router's start (the incidents' schemas and the layout were one
            // 100-300 ms task with it; issue 19). Later runs (a list's address changing) wait for no task.
            const firstRun = appLayoutModule === null;
            if (firstRun) await nextTask();
            prefetchLayoutData(queryClient);
            if (firstRun) await nextTask();
            await Promise.all([loadAppLayout(), loadAllTexts()]);
            return null;
          },
          element: (
            <Suspense fallback={<PageLoader />}>
              <LazyAppLayout />
            </Suspense>
          ),
          children: screens.filter((r) => r.layout !== 'full').map((r) => toScreenRoute(r, queryClient)),
        },
        ...redirects.map(toRedirectRoute),
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(buildRouteObjects(appRoutes, queryClient));

  setSessionExpiredHandler(() => {
    const { pathname, search } = router.state.location;
    void router.navigate(loginPath({ reason: 'sessionExpired', redirect: `${pathname}${search}` }), { replace: true });
  });

  // Re-run the guards when a signed-in session ends or its ability changes (refresh, other tab).
  let previous = getSession();
  subscribeSession(() => {
    const next = getSession();
    const wasSignedIn = previous.isSignedIn;
    const ended = wasSignedIn && !next.isSignedIn;
    const abilityChanged =
      wasSignedIn && next.isSignedIn && JSON.stringify(previous.userData?.ability) !== JSON.stringify(next.userData?.ability);
    previous = next;
    if (!ended && !abilityChanged) return;
    setTimeout(() => {
      // A navigation already under way (sign-out, sign-in) decides for itself.
      if (router.state.navigation.state === 'idle') void router.revalidate();
    }, 0);
  });

  return router;
}
