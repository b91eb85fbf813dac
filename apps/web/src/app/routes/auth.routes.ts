import type { AppRouteRecord } from './route.types.ts';

/** Sign-in and registration: open to everyone (resource Auth), away when signed in. */
export const authRoutes: AppRouteRecord[] = [
  {
    path: '/login',
    component: () => import('../../features/auth/pages/login.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'routes.login',
    redirectIfLoggedIn: true,
  },
  {
    path: '/register',
    component: () => import('../../features/auth/pages/register.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'routes.register',
    redirectIfLoggedIn: true,
  },
  // Not in the spec: the password reset by email (issue 21), open to everyone, away when signed in.
  {
    path: '/forgot-password',
    component: () => import('../../features/auth/pages/forgot-password.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'passwordReset.forgotRoute',
    redirectIfLoggedIn: true,
  },
  {
    path: '/reset-password',
    component: () => import('../../features/auth/pages/reset-password.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'passwordReset.resetRoute',
    redirectIfLoggedIn: true,
  },
];
