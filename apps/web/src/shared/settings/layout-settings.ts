import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@portal/contract';

export const SKINS = ['light', 'bordered', 'semi-dark', 'dark'] as const;
export type Skin = (typeof SKINS)[number];
export const LAYOUT_TYPES = ['vertical', 'horizontal'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export const NAVBAR_TYPES = ['sticky', 'static', 'floating', 'hidden'] as const;
export type NavbarType = (typeof NAVBAR_TYPES)[number];
export const FOOTER_TYPES = ['sticky', 'static', 'hidden'] as const;
export type FooterType = (typeof FOOTER_TYPES)[number];
export const ROUTER_TRANSITIONS = ['fade', 'slide', 'zoom', 'none'] as const;
export type RouterTransition = (typeof ROUTER_TRANSITIONS)[number];

/** Everything the customizer changes. `skin` is stored under its own key, the rest as one JSON. */
export interface LayoutSettings {
  skin: Skin;
  layoutType: LayoutType;
  menuCollapsed: boolean;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  footerType: FooterType;
  routerTransition: RouterTransition;
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  skin: 'light',
  layoutType: 'vertical',
  menuCollapsed: false,
  contentWidth: 'full',
  navbarType: 'sticky',
  footerType: 'static',
  routerTransition: 'fade',
};

function pick<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads stored settings, ignoring anything unknown so a stale or edited value cannot break the app. */
export function parseLayoutSettings(skinRaw: string | null, layoutRaw: string | null): LayoutSettings {
  let layout: Record<string, unknown> = {};
  try {
    const parsed: unknown = layoutRaw ? JSON.parse(layoutRaw) : {};
    if (parsed && typeof parsed === 'object') layout = parsed as Record<string, unknown>;
  } catch {
    layout = {};
  }
  const d = DEFAULT_LAYOUT_SETTINGS;
  return {
    skin: pick(SKINS, skinRaw, d.skin),
    layoutType: pick(LAYOUT_TYPES, layout.layoutType, d.layoutType),
    menuCollapsed: typeof layout.menuCollapsed === 'boolean' ? layout.menuCollapsed : d.menuCollapsed,
    contentWidth: pick(CONTENT_WIDTHS, layout.contentWidth, d.contentWidth),
    navbarType: pick(NAVBAR_TYPES, layout.navbarType, d.navbarType),
    footerType: pick(FOOTER_TYPES, layout.footerType, d.footerType),
    routerTransition: pick(ROUTER_TRANSITIONS, layout.routerTransition, d.routerTransition),
  };
}

/** Spec point 9: choosing the horizontal layout resets a semi-dark skin to light. */
export function applySettingsChange(current: LayoutSettings, change: Partial<LayoutSettings>): LayoutSettings {
  const next = { ...current, ...change };
  if (next.layoutType === 'horizontal' && next.skin === 'semi-dark') next.skin = 'light';
  return next;
}

const listeners = new Set<() => void>();
let cachedKey: string | null = null;
let cached: LayoutSettings = DEFAULT_LAYOUT_SETTINGS;

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getLayoutSettings(): LayoutSettings {
  if (typeof localStorage === 'undefined') return cached;
  const skin = readRaw(STORAGE_KEYS.skin);
  const layout = readRaw(STORAGE_KEYS.layout);
  const key = `${skin}\u0000${layout}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cached = parseLayoutSettings(skin, layout);
  }
  return cached;
}

export function updateLayoutSettings(change: Partial<LayoutSettings>): void {
  const { skin, ...layout } = applySettingsChange(getLayoutSettings(), change);
  try {
    localStorage.setItem(STORAGE_KEYS.skin, skin);
    localStorage.setItem(STORAGE_KEYS.layout, JSON.stringify(layout));
  } catch {
    // Blocked storage: nothing to persist to, and nothing to show either.
  }
  for (const listener of listeners) listener();
}

export function resetLayoutSettings(): void {
  updateLayoutSettings(DEFAULT_LAYOUT_SETTINGS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.skin || event.key === STORAGE_KEYS.layout) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(subscribe, getLayoutSettings, getLayoutSettings);
}
