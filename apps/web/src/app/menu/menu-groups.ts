import type { MenuIconName } from './menu-icons.ts';

/** Menu areas in display order (ui.md). 'general' holds the start pages, shown without a heading. */
export const MENU_GROUPS = [
  { key: 'general', labelKey: 'menu.groups.general', icon: 'home' },
  { key: 'operations', labelKey: 'menu.groups.operations', icon: 'truck' },
  { key: 'customsData', labelKey: 'menu.groups.customsData', icon: 'building' },
  { key: 'helpDesk', labelKey: 'menu.groups.helpDesk', icon: 'lifebuoy' },
  { key: 'humanResources', labelKey: 'menu.groups.humanResources', icon: 'users' },
  { key: 'it', labelKey: 'menu.groups.it', icon: 'device' },
  { key: 'quality', labelKey: 'menu.groups.quality', icon: 'certificate' },
  { key: 'audits', labelKey: 'menu.groups.audits', icon: 'checklist' },
  { key: 'settings', labelKey: 'menu.groups.settings', icon: 'settings' },
] as const satisfies readonly { key: string; labelKey: string; icon: MenuIconName }[];

export type MenuGroupKey = (typeof MENU_GROUPS)[number]['key'];
