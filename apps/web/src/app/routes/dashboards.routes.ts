import type { AppRouteRecord, ScreenRouteRecord } from './route.types.ts';

const dataAccess = ['nav.home', 'menu.groups.settings', 'tableros.titles.dataAccess'];

const settings = (record: Omit<ScreenRouteRecord, 'layout' | 'resource'>): ScreenRouteRecord => ({
  layout: 'vertical',
  resource: 'Tableros',
  ...record,
});

/**
 * Data access settings and dashboards (spec point 2; resource Tableros, decision 0140). The settings lists take
 * Tableros write (they expose credentials' hosts and SQL); the elements list and the user's dashboard take read.
 */
export const dashboardRoutes: AppRouteRecord[] = [
  settings({
    path: '/pages/user/dashboard',
    component: () => import('../../features/dashboards/pages/user-dashboard.page.tsx'),
    action: 'read',
    titleKey: 'tableros.titles.dashboard',
    breadcrumbKeys: ['nav.home'],
    menu: { group: 'general', icon: 'chart', order: 5 },
  }),
  settings({
    path: '/settings/dataaccess/connectionstrings',
    component: () => import('../../features/dashboards/pages/connection-strings.page.tsx'),
    action: 'write',
    titleKey: 'tableros.titles.connections',
    breadcrumbKeys: dataAccess,
    menu: { group: 'settings', icon: 'key', order: 60 },
  }),
  settings({
    path: '/settings/dataaccess/connectionstrings/edit',
    component: () => import('../../features/dashboards/pages/connection-string-edit.page.tsx'),
    action: 'write',
    titleKey: 'tableros.titles.connectionEdit',
    breadcrumbKeys: [...dataAccess, 'tableros.titles.connections'],
  }),
  settings({
    path: '/settings/dataaccess/queryobjects',
    component: () => import('../../features/dashboards/pages/query-objects.page.tsx'),
    action: 'write',
    titleKey: 'tableros.titles.queries',
    breadcrumbKeys: dataAccess,
    menu: { group: 'settings', icon: 'file', order: 61 },
  }),
  settings({
    path: '/settings/dataaccess/queryobjects/QueryObject/edit',
    component: () => import('../../features/dashboards/pages/query-object-edit.page.tsx'),
    action: 'write',
    titleKey: 'tableros.titles.queryEdit',
    breadcrumbKeys: [...dataAccess, 'tableros.titles.queries'],
  }),
  settings({
    path: '/settings/dataaccess/conditionfilters',
    component: () => import('../../features/dashboards/pages/condition-filters.page.tsx'),
    action: 'write',
    titleKey: 'tableros.titles.filters',
    breadcrumbKeys: dataAccess,
    menu: { group: 'settings', icon: 'tags', order: 62 },
  }),
  settings({
    path: '/settings/dataaccess/conditionfilters/add',
    component: () => import('../../features/dashboards/pages/condition-filter-edit.page.tsx'),
    action: 'create',
    titleKey: 'tableros.titles.filterAdd',
    breadcrumbKeys: [...dataAccess, 'tableros.titles.filters'],
  }),
  settings({
    path: '/settings/dataaccess/conditionfilters/edit',
    component: () => import('../../features/dashboards/pages/condition-filter-edit.page.tsx'),
    action: 'write',
    titleKey: 'tableros.titles.filterEdit',
    breadcrumbKeys: [...dataAccess, 'tableros.titles.filters'],
  }),
  settings({
    path: '/settings/dashboards/elements',
    component: () => import('../../features/dashboards/pages/elements.page.tsx'),
    action: 'read',
    titleKey: 'tableros.titles.elements',
    breadcrumbKeys: ['nav.home', 'menu.groups.settings'],
    menu: { group: 'settings', icon: 'chart', order: 63 },
  }),
  settings({
    path: '/settings/dashboards/elements/new',
    component: () => import('../../features/dashboards/pages/element-edit.page.tsx'),
    action: 'write',
    titleKey: 'tableros.titles.elementNew',
    breadcrumbKeys: ['nav.home', 'menu.groups.settings', 'tableros.titles.elements'],
  }),
  settings({
    path: '/settings/dashboards/elements/:elementoId/edit',
    component: () => import('../../features/dashboards/pages/element-edit.page.tsx'),
    action: 'write',
    titleKey: 'tableros.titles.elementEdit',
    breadcrumbKeys: ['nav.home', 'menu.groups.settings', 'tableros.titles.elements'],
  }),
];
