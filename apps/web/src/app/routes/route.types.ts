import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Subject } from '@portal/contract';
import type { MenuGroupKey } from '../menu/menu-groups.ts';
import type { MenuIconName } from '../menu/menu-icons.ts';

/** 'vertical' and 'horizontal' both mean "the app layout, whichever the user chose". */
export type RouteLayout = 'full' | 'vertical' | 'horizontal';

/** The spec's route actions; none means read, 'edit' means 'write'. */
export type RouteAction = 'read' | 'create' | 'write' | 'edit' | 'delete';

export interface RouteMenuEntry {
  group: MenuGroupKey;
  icon: MenuIconName;
  /** Position inside the group; lower first. */
  order?: number;
}

interface RouteRecordBase {
  /** React Router path, e.g. '/apps/receivers/edit/:destinatarioId'. */
  path: string;
  resource: Subject;
  action?: RouteAction;
  layout: RouteLayout;
}

/** A screen: one record per route (spec point 2). */
export interface ScreenRouteRecord extends RouteRecordBase {
  /** Lazy import of the page module; its default export is the screen. */
  component: () => Promise<{ default: ComponentType }>;
  /** Catalogue key of the page title (also document.title). */
  titleKey: string;
  /** Catalogue keys of the breadcrumb before the title; the title closes it. */
  breadcrumbKeys?: string[];
  /** Present when the screen appears in the menu. */
  menu?: RouteMenuEntry;
  /** Signed-in users are sent to their role's landing place instead (the login screen). */
  redirectIfLoggedIn?: boolean;
  /**
   * Starts the screen's first data requests into the query cache while its code downloads, with the queries the
   * screen itself makes (same keys), so the screen finds them answered or under way instead of asking after its
   * first render. Run once the guard let the user in; a failure here only means the screen asks itself.
   */
  prefetch?: (context: RoutePrefetchContext) => Promise<unknown>;
}

export interface RoutePrefetchContext {
  queryClient: QueryClient;
  /** The path's parameters (`:clienteId`...). */
  params: Params;
  /** The address's query. */
  search: URLSearchParams;
}

/** A path that only forwards to another one ('/' → '/Home', unknown → '/error-404'). */
export interface RedirectRouteRecord {
  path: string;
  /** A path, or a function deciding it when the path is visited (e.g. by the user's role). */
  redirectTo: string | (() => string);
}

export type AppRouteRecord = ScreenRouteRecord | RedirectRouteRecord;

export function isScreenRoute(record: AppRouteRecord): record is ScreenRouteRecord {
  return 'component' in record;
}
