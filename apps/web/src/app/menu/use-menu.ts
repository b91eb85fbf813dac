import { useMemo } from 'react';
import { useAbility } from '../../shared/ability/ability.ts';
import type { NavArea } from '../../shared/navigation/navigation-context.ts';
import { appRoutes } from '../routes/app.routes.ts';
import { buildMenu, type MenuSection } from './build-menu.ts';
import { MENU_ICONS } from './menu-icons.ts';

/** The signed-in user's menu, recomputed when the ability changes (sign-in, refresh). */
export function useMenu(): MenuSection[] {
  const ability = useAbility();
  return useMemo(() => buildMenu(appRoutes, (action, subject) => ability.can(action, subject)), [ability]);
}

export function toNavAreas(sections: MenuSection[]): NavArea[] {
  return sections.map((section) => ({
    key: section.key,
    labelKey: section.labelKey,
    icon: MENU_ICONS[section.icon],
    items: section.items.map((item) => ({ path: item.path, titleKey: item.titleKey, icon: MENU_ICONS[item.icon] })),
  }));
}

export function isActivePath(current: string, path: string): boolean {
  return current === path || current.startsWith(`${path}/`);
}
