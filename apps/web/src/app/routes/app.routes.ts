import { accountRoutes } from './account.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { bulletinRoutes } from './bulletins.routes.ts';
import { generalRoutes } from './general.routes.ts';
import { miscRoutes } from './misc.routes.ts';
import { securityRoutes } from './security.routes.ts';
import { helpdeskRoutes, notificationRoutes } from './helpdesk.routes.ts';
import { usersRoutes } from './users.routes.ts';
import { pedimentoRoutes } from './pedimentos.routes.ts';
import { digitalRecordRoutes } from './digital-records.routes.ts';
import { warehouseRoutes } from './warehouse.routes.ts';
import { auditRoutes } from './audits.routes.ts';
import { classificationRoutes } from './classifications.routes.ts';
import { dashboardRoutes } from './dashboards.routes.ts';
import type { AppRouteRecord } from './route.types.ts';

/**
 * The whole route table. Each area keeps its records in its own `<area>.routes.ts`; add the
 * area's array here. The catch-all of miscRoutes must stay last.
 */
export const appRoutes: AppRouteRecord[] = [
  ...generalRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...bulletinRoutes,
  ...securityRoutes,
  ...catalogueRoutes,
  ...usersRoutes,
  ...pedimentoRoutes,
  ...digitalRecordRoutes,
  ...warehouseRoutes,
  ...auditRoutes,
  ...classificationRoutes,
  ...dashboardRoutes,
  ...helpdeskRoutes,
  ...notificationRoutes,
  ...miscRoutes,
];
