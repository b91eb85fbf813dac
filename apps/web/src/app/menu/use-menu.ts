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

/** `/apps/receivers/list` → `/apps/receivers/`: the area an item's screens share (none for a top-level path). */
function areaOf(path: string): string | undefined {
  const area = path.slice(0, path.lastIndexOf('/') + 1);
  return area.split('/').length > 3 ? area : undefined;
}

/**
 * The menu item the current screen belongs to: its own path or one below it (the longest), or else an item of the
 * same area, so that an edit, detail or check screen (`/apps/receivers/edit/5`) keeps its list highlighted.
 */
export function activeMenuPath(current: string, paths: string[]): string | undefined {
  const longestFirst = (a: string, b: string) => b.length - a.length;
  const direct = paths.filter((path) => isActivePath(current, path)).sort(longestFirst)[0];
  if (direct) return direct;
  return paths
    .filter((path) => {
      const area = areaOf(path);
      return area !== undefined && current.startsWith(area);
    })
    .sort(longestFirst)[0];
}
