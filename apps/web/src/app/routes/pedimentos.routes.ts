import type { AppRouteRecord } from './route.types.ts';

const operations = ['nav.home', 'menu.groups.operations'];

/**
 * Pedimentos and SAAI M3 files (resource Pedimentos; paths are ours, docs/decisions/0065-pedimentos.md) and the
 * transfers screens of spec point 2 (their paths are the spec's; the resource is ours, 0067-transfers.md).
 */
export const pedimentoRoutes: AppRouteRecord[] = [
  {
    path: '/apps/operations/pedimento/list',
    component: () => import('../../features/pedimentos/pages/pedimento-list.page.tsx'),
    resource: 'Pedimentos',
    action: 'read',
    layout: 'vertical',
    titleKey: 'pedimentosPage.listTitle',
    breadcrumbKeys: operations,
    menu: { group: 'operations', icon: 'file', order: 10 },
  },
  {
    path: '/apps/operations/pedimento/:pedimentoId',
    component: () => import('../../features/pedimentos/pages/pedimento.page.tsx'),
    resource: 'Pedimentos',
    action: 'read',
    layout: 'vertical',
    titleKey: 'pedimentosPage.pageTitle',
    breadcrumbKeys: [...operations, 'pedimentosPage.listTitle'],
  },
  {
    path: '/apps/operations/m3/list',
    component: () => import('../../features/pedimentos/pages/m3-list.page.tsx'),
    resource: 'Pedimentos',
    action: 'create',
    layout: 'vertical',
    titleKey: 'pedimentosPage.m3Title',
    breadcrumbKeys: operations,
    menu: { group: 'operations', icon: 'package', order: 11 },
  },
  {
    path: '/apps/operations/m3/:archivoId',
    component: () => import('../../features/pedimentos/pages/m3-file.page.tsx'),
    resource: 'Pedimentos',
    action: 'create',
    layout: 'vertical',
    titleKey: 'pedimentosPage.m3FileTitle',
    breadcrumbKeys: [...operations, 'pedimentosPage.m3Title'],
  },
  {
    path: '/apps/transfers/mbge/pedimento/list',
    component: () => import('../../features/pedimentos/pages/pending-list.page.tsx'),
    resource: 'Pedimentos',
    action: 'read',
    layout: 'vertical',
    titleKey: 'pedimentosPage.pendingTitle',
    breadcrumbKeys: [...operations, 'pedimentosPage.transfers'],
    menu: { group: 'operations', icon: 'plane', order: 12 },
  },
  {
    path: '/apps/transfers/mbge/pedimento/loaddocument',
    component: () => import('../../features/pedimentos/pages/load-documents.page.tsx'),
    resource: 'Pedimentos',
    action: 'write',
    layout: 'vertical',
    titleKey: 'pedimentosPage.loadTitle',
    breadcrumbKeys: [...operations, 'pedimentosPage.transfers'],
    menu: { group: 'operations', icon: 'cash', order: 13 },
  },
];
