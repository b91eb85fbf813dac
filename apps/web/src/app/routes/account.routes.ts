import type { AppRouteRecord } from './route.types.ts';

/** The user's own pages (resource profile: every signed-in user). */
export const accountRoutes: AppRouteRecord[] = [
  {
    path: '/pages/account-setting',
    component: () => import('../pages/account-setting.page.tsx'),
    resource: 'profile',
    layout: 'vertical',
    titleKey: 'accountPage.title',
    breadcrumbKeys: ['nav.home'],
  },
];
