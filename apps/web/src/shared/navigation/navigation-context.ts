import { createContext, useContext, type ComponentType } from 'react';

/** One screen the user may open, as the menu and the start pages show it. */
export interface NavItem {
  path: string;
  titleKey: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

/** A menu group (area) with the screens of it this user may open; never empty. */
export interface NavArea {
  key: string;
  labelKey: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  items: NavItem[];
}

/**
 * The areas the signed-in user can reach. `app/` builds them from the route table and the
 * ability; features read them here, so they never import the route table.
 */
export const NavigationContext = createContext<NavArea[]>([]);

export function useReachableAreas(): NavArea[] {
  return useContext(NavigationContext);
}
