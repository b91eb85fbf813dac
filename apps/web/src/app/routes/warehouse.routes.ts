import type { AppRouteRecord } from './route.types.ts';

const operations = ['nav.home', 'menu.groups.operations'];
const previos = [...operations, 'previosPage.listTitle'];

/** Previous inspections (resource Previos; spec point 2; API paths in docs/decisions/0100-previos.md). */
export const warehouseRoutes: AppRouteRecord[] = [
  {
    path: '/apps/previous/list',
    component: () => import('../../features/warehouse/pages/previo-list.page.tsx'),
    resource: 'Previos',
    action: 'read',
    layout: 'vertical',
    titleKey: 'previosPage.listTitle',
    breadcrumbKeys: operations,
    menu: { group: 'operations', icon: 'warehouse', order: 20 },
  },
  {
    path: '/apps/previous/list/add',
    component: () => import('../../features/warehouse/pages/previo-form.page.tsx'),
    resource: 'Previos',
    action: 'create',
    layout: 'vertical',
    titleKey: 'previosPage.addTitle',
    breadcrumbKeys: previos,
  },
  {
    path: '/apps/previous/edit/:guid',
    component: () => import('../../features/warehouse/pages/previo-form.page.tsx'),
    resource: 'Previos',
    action: 'write',
    layout: 'vertical',
    titleKey: 'previosPage.editTitle',
    breadcrumbKeys: previos,
  },
  {
    path: '/apps/previous/viewer/:guid',
    component: () => import('../../features/warehouse/pages/previo-viewer.page.tsx'),
    resource: 'Previos',
    action: 'read',
    layout: 'vertical',
    titleKey: 'previosPage.viewerTitle',
    breadcrumbKeys: previos,
  },
  {
    path: '/apps/previous/observations/:previoId',
    component: () => import('../../features/warehouse/pages/previo-observations.page.tsx'),
    resource: 'Previos',
    action: 'read',
    layout: 'vertical',
    titleKey: 'previosPage.observations.title',
    breadcrumbKeys: previos,
  },
  {
    path: '/pages/previous/viewer/:guid',
    component: () => import('../../features/warehouse/pages/public-viewer.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'previosPage.viewerTitle',
  },
];
