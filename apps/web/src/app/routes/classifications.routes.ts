import type { AppRouteRecord } from './route.types.ts';

const operations = ['nav.home', 'menu.groups.operations'];

/**
 * Classification requests (spec point 2, resource Clasificaciones; the new path is ours, docs/decisions/0110-classifications.md)
 * and the vendor shipments that feed them (resource Proveedores, write as the spec says, 0111-vendor-shipments.md).
 */
export const classificationRoutes: AppRouteRecord[] = [
  {
    path: '/apps/classification/list',
    component: () => import('../../features/classifications/pages/classification-list.page.tsx'),
    resource: 'Clasificaciones',
    action: 'read',
    layout: 'vertical',
    titleKey: 'clasificacionesPage.listTitle',
    breadcrumbKeys: operations,
    menu: { group: 'operations', icon: 'checklist', order: 20 },
  },
  {
    path: '/apps/classification/new',
    component: () => import('../../features/classifications/pages/classification-edit.page.tsx'),
    resource: 'Clasificaciones',
    action: 'create',
    layout: 'vertical',
    titleKey: 'clasificacionesPage.newTitle',
    breadcrumbKeys: [...operations, 'clasificacionesPage.listTitle'],
  },
  {
    path: '/apps/classification/edit/:solicitudId',
    component: () => import('../../features/classifications/pages/classification-edit.page.tsx'),
    resource: 'Clasificaciones',
    action: 'read',
    layout: 'vertical',
    titleKey: 'clasificacionesPage.editTitle',
    breadcrumbKeys: [...operations, 'clasificacionesPage.listTitle'],
  },
  {
    path: '/apps/classification/tariff-alerts',
    component: () => import('../../features/classifications/pages/tariff-alerts.page.tsx'),
    resource: 'Clasificaciones',
    action: 'read',
    layout: 'vertical',
    titleKey: 'alertasTarifa.title',
    breadcrumbKeys: [...operations, 'clasificacionesPage.listTitle'],
    menu: { group: 'operations', icon: 'alert', order: 22 },
  },
  {
    path: '/apps/parts/sync',
    component: () => import('../../features/classifications/pages/part-sync.page.tsx'),
    resource: 'Partes',
    action: 'read',
    layout: 'vertical',
    titleKey: 'partSyncPage.title',
    breadcrumbKeys: operations,
    menu: { group: 'operations', icon: 'package', order: 23 },
  },
  {
    path: '/apps/vendors/ship/list',
    component: () => import('../../features/vendor-shipments/pages/shipment-list.page.tsx'),
    resource: 'Proveedores',
    action: 'write',
    layout: 'vertical',
    titleKey: 'embarquesPage.listTitle',
    breadcrumbKeys: operations,
    menu: { group: 'operations', icon: 'truck', order: 21 },
  },
  {
    path: '/apps/quality/soc',
    component: () => import('../../features/vendor-shipments/pages/soc-list.page.tsx'),
    resource: 'Proveedores',
    action: 'write',
    layout: 'vertical',
    titleKey: 'socPage.listTitle',
    breadcrumbKeys: ['nav.home', 'menu.groups.quality'],
    menu: { group: 'quality', icon: 'certificate', order: 30 },
  },
];
