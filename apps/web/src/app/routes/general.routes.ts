import { landingPathFor } from '@portal/contract';
import { getSession } from '../../shared/session/session-store.ts';
import type { AppRouteRecord } from './route.types.ts';

/** The root leads to the start page of the signed-in user's role (clients have their own). */
function rootTarget(): string {
  const landing = landingPathFor(getSession().userData?.roles ?? []);
  return landing && landing !== '/' ? landing : '/Home';
}

/** The start pages every signed-in user has. */
export const generalRoutes: AppRouteRecord[] = [
  { path: '/', redirectTo: rootTarget },
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
    // Every signed-in user may see what they can reach; it is the clients' landing place.
    resource: 'profile',
    layout: 'vertical',
    titleKey: 'routes.accessControl',
    breadcrumbKeys: ['nav.home'],
  },
];
