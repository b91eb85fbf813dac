import type { AppRouteRecord } from './route.types.ts';

const operations = ['nav.home', 'menu.groups.operations'];
const previos = [...operations, 'previosPage.listTitle'];
const confrontas = [...operations, 'confrontasPage.listTitle'];

/**
 * Previous inspections (resource Previos) and confrontations and loads (resource Confrontas): spec point 2; API
 * paths and the screens the spec does not show in docs/decisions/0100-previos.md and 0101-confrontas.md.
 */
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
  {
    path: '/apps/confronts/warehouse/list',
    component: () => import('../../features/warehouse/pages/confronta-list.page.tsx'),
    resource: 'Confrontas',
    action: 'read',
    layout: 'vertical',
    titleKey: 'confrontasPage.listTitle',
    breadcrumbKeys: operations,
    menu: { group: 'operations', icon: 'checklist', order: 21 },
  },
  {
    path: '/apps/confronts/warehouse/new',
    component: () => import('../../features/warehouse/pages/confronta-new.page.tsx'),
    resource: 'Confrontas',
    action: 'create',
    layout: 'vertical',
    titleKey: 'confrontasPage.new',
    breadcrumbKeys: confrontas,
  },
  {
    path: '/apps/confronts/warehouse/check',
    component: () => import('../../features/warehouse/pages/confronta-check.page.tsx'),
    resource: 'Confrontas',
    action: 'write',
    layout: 'vertical',
    titleKey: 'confrontasPage.checkTitle',
    breadcrumbKeys: confrontas,
  },
  {
    path: '/apps/confronts/load/list',
    component: () => import('../../features/warehouse/pages/carga-list.page.tsx'),
    resource: 'Confrontas',
    action: 'read',
    layout: 'vertical',
    titleKey: 'confrontasPage.load.listTitle',
    breadcrumbKeys: operations,
    menu: { group: 'operations', icon: 'truck', order: 22 },
  },
  {
    path: '/apps/confronts/load/check',
    component: () => import('../../features/warehouse/pages/carga-check.page.tsx'),
    resource: 'Confrontas',
    action: 'write',
    layout: 'vertical',
    titleKey: 'confrontasPage.load.checkTitle',
    breadcrumbKeys: [...operations, 'confrontasPage.load.listTitle'],
  },
  {
    path: '/apps/confronts/drivers/badge/:choferId',
    component: () => import('../../features/warehouse/pages/driver-badge.page.tsx'),
    resource: 'Confrontas',
    action: 'read',
    layout: 'vertical',
    titleKey: 'confrontasPage.badge.heading',
    breadcrumbKeys: ['nav.home', 'catalogues.choferes.title'],
  },
];
