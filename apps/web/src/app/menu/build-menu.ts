import { normaliseAction, type Action, type Subject } from '@portal/contract';
import { isScreenRoute, type AppRouteRecord } from '../routes/route.types.ts';
import { MENU_GROUPS, type MenuGroupKey } from './menu-groups.ts';
import type { MenuIconName } from './menu-icons.ts';

export interface MenuItem {
  path: string;
  titleKey: string;
  icon: MenuIconName;
}

export interface MenuSection {
  key: MenuGroupKey;
  labelKey: string;
  icon: MenuIconName;
  items: MenuItem[];
}

export type CanFn = (action: Action, subject: Subject) => boolean;

/** The menu this user sees: routes with a menu entry that the ability allows, empty groups dropped. */
export function buildMenu(routes: readonly AppRouteRecord[], can: CanFn): MenuSection[] {
  const visible = routes.filter(isScreenRoute).filter((r) => r.menu && can(normaliseAction(r.action), r.resource));
  return MENU_GROUPS.map((group) => ({
    key: group.key,
    labelKey: group.labelKey,
    icon: group.icon,
    items: visible
      .filter((r) => r.menu?.group === group.key)
      .sort((a, b) => (a.menu?.order ?? 100) - (b.menu?.order ?? 100))
      .map((r) => ({ path: r.path, titleKey: r.titleKey, icon: r.menu?.icon ?? group.icon })),
  })).filter((section) => section.items.length > 0);
}
