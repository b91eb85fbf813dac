import type { AppRouteRecord } from './route.types.ts';

const breadcrumb = ['securityPage.breadcrumb'];

/** Security (resource Seguridad): the spec's permission matrix, and the profile screens (docs/decisions/0020). */
export const securityRoutes: AppRouteRecord[] = [
  {
    path: '/apps/security/matriz-permisos',
    component: () => import('../../features/security/pages/permission-matrix.page.tsx'),
    resource: 'Seguridad',
    layout: 'vertical',
    titleKey: 'securityPage.matrixTitle',
    breadcrumbKeys: breadcrumb,
    menu: { group: 'settings', icon: 'settings', order: 50 },
  },
  {
    path: '/apps/security/profiles/list',
    component: () => import('../../features/security/pages/security-profile-list.page.tsx'),
    resource: 'Seguridad',
    layout: 'vertical',
    titleKey: 'securityPage.profilesTitle',
    breadcrumbKeys: breadcrumb,
    menu: { group: 'settings', icon: 'users', order: 51 },
  },
  {
    path: '/apps/security/profiles/add',
    component: () => import('../../features/security/pages/security-profile-form.page.tsx'),
    resource: 'Seguridad',
    action: 'create',
    layout: 'vertical',
    titleKey: 'securityPage.addTitle',
    breadcrumbKeys: [...breadcrumb, 'securityPage.profilesTitle'],
  },
  {
    path: '/apps/security/profiles/edit/:securityProfileId',
    component: () => import('../../features/security/pages/security-profile-form.page.tsx'),
    resource: 'Seguridad',
    action: 'write',
    layout: 'vertical',
    titleKey: 'securityPage.editTitle',
    breadcrumbKeys: [...breadcrumb, 'securityPage.profilesTitle'],
  },
];
