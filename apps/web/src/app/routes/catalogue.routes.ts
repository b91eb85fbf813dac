import { CATALOGUES, writeResourceOf, type CatalogueDefinition } from '@portal/contract';
import type { MenuGroupKey } from '../menu/menu-groups.ts';
import type { MenuIconName } from '../menu/menu-icons.ts';
import type { AppRouteRecord, ScreenRouteRecord } from './route.types.ts';

type Screen = 'list' | 'form' | 'log' | 'tree';

function screen(name: string, kind: Screen): ScreenRouteRecord['component'] {
  return () => import('../../catalogues/catalogue-pages.tsx').then((module) => ({ default: module.catalogueScreen(name, kind) }));
}

/** The list's page or the form's record, asked for while the screen's code downloads. */
function prefetch(definition: CatalogueDefinition, kind: 'list' | 'form'): ScreenRouteRecord['prefetch'] {
  return (context) =>
    import('../../catalogues/catalogue-prefetch.ts').then((module) => module.prefetchCatalogueScreen(definition, kind, context));
}

/** The screens of one catalogue, from its definition: list (in the menu), add, edit and history. */
export function catalogueRouteRecords(definition: CatalogueDefinition, order: number): ScreenRouteRecord[] {
  const { name, resource, routes } = definition;
  // Add and edit that need create or write are granted by the write resource (banks: CuentaBancaria).
  const resourceFor = (action: string) => (action === 'read' ? resource : writeResourceOf(definition));
  const title = `catalogues.${name}.title`;
  const records: ScreenRouteRecord[] = [];
  // A catalogue that belongs to another shows its list on the parent's edit screen (a standalone one also has its own).
  if (!definition.parent || definition.parent.standalone) {
    records.push({
      path: routes.list,
      component: screen(name, 'list'),
      prefetch: prefetch(definition, 'list'),
      resource,
      action: 'read',
      layout: 'vertical',
      titleKey: title,
      breadcrumbKeys: ['nav.home', ...(definition.menu ? [`menu.groups.${definition.menu.group}`] : [])],
      ...(definition.menu
        ? { menu: { group: definition.menu.group as MenuGroupKey, icon: definition.menu.icon as MenuIconName, order } }
        : {}),
    });
  }
  const crumbs =
    definition.parent && !definition.parent.standalone
      ? ['nav.home', `catalogues.${definition.parent.catalogue}.title`]
      : ['nav.home', title];
  if (routes.add) {
    records.push({
      path: routes.add,
      component: screen(name, 'form'),
      resource: resourceFor(routes.addAction ?? 'create'),
      action: routes.addAction ?? 'create',
      layout: 'vertical',
      titleKey: `catalogues.${name}.new`,
      breadcrumbKeys: crumbs,
    });
  }
  // Without an add route the spec's edit route adds at `…/edit/new`: its own record, for the "New …" title.
  if (!routes.add && routes.edit.includes(`:${definition.idField}`)) {
    records.push({
      path: routes.edit.replace(`:${definition.idField}`, 'new'),
      component: screen(name, 'form'),
      resource: resourceFor(routes.editAction ?? 'write'),
      action: routes.editAction ?? 'write',
      layout: 'vertical',
      titleKey: `catalogues.${name}.new`,
      breadcrumbKeys: crumbs,
    });
  }
  const editAction = routes.editAction ?? 'write';
  const editPaths = [routes.edit, ...(routes.editAliases ?? [])].map((alias) =>
    typeof alias === 'string' ? { path: alias, action: editAction } : alias,
  );
  for (const { path, action } of editPaths) {
    records.push({
      path,
      component: screen(name, 'form'),
      prefetch: prefetch(definition, 'form'),
      resource: resourceFor(action),
      action,
      layout: 'vertical',
      titleKey: `catalogues.${name}.edit`,
      breadcrumbKeys: crumbs,
    });
  }
  if (routes.log) {
    records.push({
      path: routes.log,
      component: screen(name, 'log'),
      resource,
      action: 'read',
      layout: 'vertical',
      titleKey: `catalogues.${name}.log`,
      breadcrumbKeys: crumbs,
    });
  }
  // A tree catalogue's chart (the organisation chart), in the menu after its list.
  if (definition.tree && routes.tree) {
    records.push({
      path: routes.tree,
      component: screen(name, 'tree'),
      resource,
      action: 'read',
      layout: 'vertical',
      titleKey: `catalogues.${name}.tree`,
      breadcrumbKeys: ['nav.home', ...(definition.menu ? [`menu.groups.${definition.menu.group}`] : [])],
      ...(definition.menu ? { menu: { group: definition.menu.group as MenuGroupKey, icon: 'sitemap' as const, order: order + 0.5 } } : {}),
    });
  }
  return records;
}

/** Every catalogue's screens. */
export const catalogueRoutes: AppRouteRecord[] = CATALOGUES.flatMap((definition, index) => catalogueRouteRecords(definition, 10 + index));
