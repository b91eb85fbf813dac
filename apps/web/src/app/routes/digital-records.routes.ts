import type { AppRouteRecord } from './route.types.ts';

const breadcrumb = ['nav.home', 'menu.groups.operations', 'digitalRecordsPage.breadcrumb'];

/** Digital records (resource ExpedientesDigitales, spec point 2) and the open download link (Auth). */
export const digitalRecordRoutes: AppRouteRecord[] = [
  {
    path: '/apps/digitalrecord/query',
    component: () => import('../../features/digital-records/pages/record-query.page.tsx'),
    resource: 'ExpedientesDigitales',
    action: 'read',
    layout: 'vertical',
    titleKey: 'digitalRecordsPage.queryTitle',
    breadcrumbKeys: breadcrumb,
    menu: { group: 'operations', icon: 'briefcase', order: 20 },
  },
  {
    path: '/apps/digitalrecord/downloads',
    component: () => import('../../features/digital-records/pages/downloads.page.tsx'),
    resource: 'ExpedientesDigitales',
    action: 'read',
    layout: 'vertical',
    titleKey: 'digitalRecordsPage.downloadsTitle',
    breadcrumbKeys: breadcrumb,
    menu: { group: 'operations', icon: 'package', order: 21 },
  },
  {
    path: '/apps/digitalrecord/management',
    component: () => import('../../features/digital-records/pages/management.page.tsx'),
    resource: 'ExpedientesDigitales',
    action: 'write',
    layout: 'vertical',
    titleKey: 'digitalRecordsPage.managementTitle',
    breadcrumbKeys: breadcrumb,
    menu: { group: 'operations', icon: 'tags', order: 22 },
  },
  {
    path: '/apps/digitalrecord/management/AddEddit',
    component: () => import('../../features/digital-records/pages/nomenclature-edit.page.tsx'),
    resource: 'ExpedientesDigitales',
    action: 'write',
    layout: 'vertical',
    titleKey: 'digitalRecordsPage.managementEditTitle',
    breadcrumbKeys: [...breadcrumb, 'digitalRecordsPage.managementTitle'],
  },
  {
    path: '/apps/digitalrecord/settings',
    component: () => import('../../features/digital-records/pages/settings.page.tsx'),
    resource: 'ExpedientesDigitales',
    action: 'write',
    layout: 'vertical',
    titleKey: 'digitalRecordsPage.settingsTitle',
    breadcrumbKeys: breadcrumb,
    menu: { group: 'operations', icon: 'settings', order: 23 },
  },
  {
    path: '/archivo/digitalrecorddownload/:uuid/:nombre',
    component: () => import('../../features/digital-records/pages/open-download.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'digitalRecordsPage.openDownloadTitle',
  },
];
