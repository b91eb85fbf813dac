import type { AppRouteRecord } from './route.types.ts';

/** The start pages every signed-in user has. */
export const generalRoutes: AppRouteRecord[] = [
  { path: '/', redirectTo: '/Home' },
  {
    path: '/Home',
    component: () => import('../../features/home/pages/home.page.tsx'),
    resource: 'home',
    layout: 'vertical',
    titleKey: 'routes.home',
    menu: { group: 'general', icon: 'home', order: 0 },
  },
  {
    path: '/access-control',
    component: () => import('../../features/home/pages/access-control.page.tsx'),
    resource: 'home',
    layout: 'vertical',
    titleKey: 'routes.accessControl',
    breadcrumbKeys: ['nav.home'],
  },
];
