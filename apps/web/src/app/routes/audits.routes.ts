import type { AppRouteRecord } from './route.types.ts';

const audits = ['nav.home', 'menu.groups.audits'];
const base = { resource: 'AuditoriaMolex', action: 'read', layout: 'vertical' } as const;

/** The audit screens of spec point 2 (AuditoriaMolex, read); their API in docs/decisions/0120-audits.md. */
export const auditRoutes: AppRouteRecord[] = [
  {
    ...base,
    path: '/dashboard/auditoria-molex',
    component: () => import('../../features/audits/pages/audit-list.page.tsx'),
    titleKey: 'auditsPage.listTitle',
    breadcrumbKeys: audits,
    menu: { group: 'audits', icon: 'checklist', order: 10 },
  },
  {
    ...base,
    path: '/dashboard/auditoria-molex/details/:auditoriaBitacoraEventoID',
    component: () => import('../../features/audits/pages/audit-details.page.tsx'),
    titleKey: 'auditsPage.detailsTitle',
    breadcrumbKeys: [...audits, 'auditsPage.listTitle'],
  },
  {
    ...base,
    path: '/dashboard/auditoria-seguimiento-molex',
    component: () => import('../../features/audits/pages/audit-follow-up.page.tsx'),
    titleKey: 'auditsPage.followUpTitle',
    breadcrumbKeys: audits,
    menu: { group: 'audits', icon: 'clock', order: 11 },
  },
  {
    ...base,
    path: '/dashboard/auditoria-saai-m3',
    component: () => import('../../features/audits/pages/audit-saai-m3.page.tsx'),
    titleKey: 'auditsPage.saaiTitle',
    breadcrumbKeys: audits,
    menu: { group: 'audits', icon: 'file', order: 12 },
  },
  {
    ...base,
    path: '/dashboard/auditoria-previa',
    component: () => import('../../features/audits/pages/audit-pre.page.tsx'),
    titleKey: 'auditsPage.preTitle',
    breadcrumbKeys: audits,
    menu: { group: 'audits', icon: 'alert', order: 13 },
  },
];
