import type { AppRouteRecord } from './route.types.ts';

const crumbs = ['nav.home', 'menu.groups.settings', 'users.title'];

/** Users administration (resource Usuarios, spec point 2): the list, a new user, and one user's screen. */
export const usersRoutes: AppRouteRecord[] = [
  {
    path: '/apps/users/list',
    component: () => import('../../features/users/pages/users-list.page.tsx'),
    resource: 'Usuarios',
    action: 'read',
    layout: 'vertical',
    titleKey: 'users.title',
    breadcrumbKeys: ['nav.home', 'menu.groups.settings'],
    menu: { group: 'settings', icon: 'users', order: 10 },
  },
  {
    path: '/apps/users/add',
    component: () => import('../../features/users/pages/user-edit.page.tsx'),
    resource: 'Usuarios',
    action: 'create',
    layout: 'vertical',
    titleKey: 'users.new',
    breadcrumbKeys: crumbs,
  },
  {
    path: '/apps/users/edit/:userName',
    component: () => import('../../features/users/pages/user-edit.page.tsx'),
    resource: 'Usuarios',
    action: 'write',
    layout: 'vertical',
    titleKey: 'users.edit',
    breadcrumbKeys: crumbs,
  },
];
