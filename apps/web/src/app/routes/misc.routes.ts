import type { AppRouteRecord } from './route.types.ts';

const miscBreadcrumb = ['nav.home'];

/** Full-page status screens, open to everyone (resource Auth). */
export const miscRoutes: AppRouteRecord[] = [
  {
    path: '/error-404',
    component: () => import('../../features/misc/pages/not-found.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'routes.error404',
  },
  {
    path: '/pages/miscellaneous/coming-soon',
    component: () => import('../../features/misc/pages/coming-soon.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'routes.comingSoonTitle',
    breadcrumbKeys: miscBreadcrumb,
  },
  {
    path: '/pages/miscellaneous/not-authorized',
    component: () => import('../../features/misc/pages/not-authorized.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'routes.notAuthorized',
    breadcrumbKeys: miscBreadcrumb,
  },
  {
    path: '/pages/miscellaneous/under-maintenance',
    component: () => import('../../features/misc/pages/under-maintenance.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'routes.underMaintenance',
    breadcrumbKeys: miscBreadcrumb,
  },
  {
    path: '/pages/miscellaneous/error',
    component: () => import('../../features/misc/pages/error.page.tsx'),
    resource: 'Auth',
    layout: 'full',
    titleKey: 'routes.error',
    breadcrumbKeys: miscBreadcrumb,
  },
  // Spec point 2: full layout with a pdfUrl parameter; the files it opens need a session, so it needs one too.
  {
    path: '/pages/pdf-viewer',
    component: () => import('../../features/pdf-viewer/pages/pdf-viewer.page.tsx'),
    resource: 'profile',
    action: 'read',
    layout: 'full',
    titleKey: 'pdfViewer.title',
  },
  // Spec point 2: any unknown path goes to the 404 page. Keep this record last.
  { path: '*', redirectTo: '/error-404' },
];
