import type { AppRouteRecord } from './route.types.ts';

const desk = ['routes.helpdesk'];
const ticketsCrumb = [...desk, 'routes.tickets'];
const categoriesCrumb = [...desk, 'routes.categories'];
const guardCrumb = [...desk, 'routes.guardUsers'];
const incidentsCrumb = [...desk, 'routes.incidents'];

/** Spec point 2, Help desk: MesaAyuda, Categories, Users (users on guard), Incidencias. */
export const helpdeskRoutes: AppRouteRecord[] = [
  {
    path: '/apps/tickets/list',
    component: () => import('../../features/helpdesk/pages/tickets-list.page.tsx'),
    resource: 'MesaAyuda',
    layout: 'vertical',
    titleKey: 'routes.tickets',
    breadcrumbKeys: desk,
    menu: { group: 'helpDesk', icon: 'lifebuoy', order: 0 },
  },
  {
    path: '/apps/tickets/log/:ticketId',
    component: () => import('../../features/helpdesk/pages/ticket-log.page.tsx'),
    resource: 'MesaAyuda',
    layout: 'vertical',
    titleKey: 'routes.ticketLog',
    breadcrumbKeys: ticketsCrumb,
  },
  {
    path: '/apps/tickets/add',
    component: () => import('../../features/helpdesk/pages/ticket-form.page.tsx'),
    resource: 'MesaAyuda',
    layout: 'vertical',
    titleKey: 'routes.ticketAdd',
    breadcrumbKeys: ticketsCrumb,
  },
  {
    path: '/apps/tickets/edit/:ticketId',
    component: () => import('../../features/helpdesk/pages/ticket-form.page.tsx'),
    resource: 'MesaAyuda',
    layout: 'vertical',
    titleKey: 'routes.ticketEdit',
    breadcrumbKeys: ticketsCrumb,
  },
  {
    path: '/apps/category/list',
    component: () => import('../../features/helpdesk/pages/categories-list.page.tsx'),
    resource: 'Categories',
    layout: 'vertical',
    titleKey: 'routes.categories',
    breadcrumbKeys: desk,
    menu: { group: 'helpDesk', icon: 'checklist', order: 1 },
  },
  {
    path: '/apps/category/edit/:ticketCategoriaId',
    component: () => import('../../features/helpdesk/pages/category-form.page.tsx'),
    resource: 'Categories',
    action: 'write',
    layout: 'vertical',
    titleKey: 'routes.categoryEdit',
    breadcrumbKeys: categoriesCrumb,
  },
  {
    path: '/apps/category/new',
    component: () => import('../../features/helpdesk/pages/category-form.page.tsx'),
    resource: 'Categories',
    action: 'create',
    layout: 'vertical',
    titleKey: 'routes.categoryNew',
    breadcrumbKeys: categoriesCrumb,
  },
  {
    path: '/apps/category/users/:ticketCategoriaId',
    component: () => import('../../features/helpdesk/pages/category-users.page.tsx'),
    resource: 'Categories',
    action: 'create',
    layout: 'vertical',
    titleKey: 'routes.categoryUsers',
    breadcrumbKeys: categoriesCrumb,
  },
  {
    path: '/apps/tickets/users/list',
    component: () => import('../../features/helpdesk/pages/active-users-list.page.tsx'),
    resource: 'Users',
    layout: 'vertical',
    titleKey: 'routes.guardUsers',
    breadcrumbKeys: desk,
    menu: { group: 'helpDesk', icon: 'users', order: 2 },
  },
  {
    path: '/apps/tickets/users/list/add',
    component: () => import('../../features/helpdesk/pages/active-user-form.page.tsx'),
    resource: 'Users',
    layout: 'vertical',
    titleKey: 'routes.guardUserAdd',
    breadcrumbKeys: guardCrumb,
  },
  {
    path: '/apps/tickets/users/list/edit/:usuarioActivoId',
    component: () => import('../../features/helpdesk/pages/active-user-form.page.tsx'),
    resource: 'Users',
    layout: 'vertical',
    titleKey: 'routes.guardUserEdit',
    breadcrumbKeys: guardCrumb,
  },
  {
    path: '/apps/tickets/users/list/contact/:usuarioActivoId',
    component: () => import('../../features/helpdesk/pages/active-user-contact.page.tsx'),
    resource: 'Users',
    layout: 'vertical',
    titleKey: 'routes.guardUserContact',
    breadcrumbKeys: guardCrumb,
  },
  {
    path: '/apps/tickets/incidents/list',
    component: () => import('../../features/helpdesk/pages/incidents-list.page.tsx'),
    resource: 'Incidencias',
    layout: 'vertical',
    titleKey: 'routes.incidents',
    breadcrumbKeys: desk,
    menu: { group: 'helpDesk', icon: 'settings', order: 3 },
  },
  {
    path: '/apps/tickets/incidents/list/add',
    component: () => import('../../features/helpdesk/pages/incident-form.page.tsx'),
    resource: 'Incidencias',
    action: 'write',
    layout: 'vertical',
    titleKey: 'routes.incidentAdd',
    breadcrumbKeys: incidentsCrumb,
  },
  {
    path: '/apps/tickets/incidents/list/edit/:incidenciaId',
    component: () => import('../../features/helpdesk/pages/incident-form.page.tsx'),
    resource: 'Incidencias',
    action: 'write',
    layout: 'vertical',
    titleKey: 'routes.incidentEdit',
    breadcrumbKeys: incidentsCrumb,
  },
];

/** The notifications page (resource profile: every signed-in user). */
export const notificationRoutes: AppRouteRecord[] = [
  {
    path: '/pages/miscellaneous/notifications',
    component: () => import('../../features/notifications/pages/notifications.page.tsx'),
    resource: 'profile',
    layout: 'vertical',
    titleKey: 'routes.notifications',
    breadcrumbKeys: ['nav.home'],
  },
];
