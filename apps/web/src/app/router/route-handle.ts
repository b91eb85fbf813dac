import type { UIMatch } from 'react-router';
import type { ScreenRouteRecord } from '../routes/route.types.ts';

/** What every screen route carries in React Router's `handle`: its record from the table. */
export interface RouteHandle {
  record: ScreenRouteRecord;
}

export function currentRouteRecord(matches: UIMatch[]): ScreenRouteRecord | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.record) return handle.record;
  }
  return null;
}
