import type { AppRouteRecord } from './route.types.ts';

const breadcrumb = ['bulletinsPage.breadcrumb'];

/** Bulletins (resource Boletines), each user's bulletins (profile) and the customers' public page (Auth). */
export const bulletinRoutes: AppRouteRecord[] = [
  {
    path: '/apps/bulletin/list',
    component: () => import('../../features/bulletins/pages/bulletin-list.page.tsx'),
    resource: 'Boletines',
    layout: 'vertical',
    titleKey: 'bulletinsPage.listTitle',
    breadcrumbKeys: breadcrumb,
    menu: { group: 'operations', icon: 'checklist', order: 40 },
  },
  {
    path: '/apps/bulletin/details',
    component: () => import('../../features/bulletins/pages/bulletin-details.page.tsx'),
    resource: 'Boletines',
    layout: 'vertical',
    titleKey: 'bulletinsPage.detailsTitle',
    breadcrumbKeys: [...breadcrumb, 'bulletinsPage.listTitle'],
  },
  {
    path: '/pages/miscellaneous/bulletins',
    component: () => import('../../features/bulletins/pages/my-bulletins.page.tsx'),
    resource: 'profile',
    layout: 'vertical',
    titleKey: 'bulletinsPage.myTitle',
    breadcrumbKeys: ['nav.home'],
  },
  {
    path: '/pages/bulletins/customers',
    component: () => import('../../features/bulletins/pages/public-bulletins.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'bulletinsPage.publicTitle',
  },
];
