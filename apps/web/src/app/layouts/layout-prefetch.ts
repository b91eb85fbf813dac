import type { QueryClient } from '@tanstack/react-query';
import { activeIncidentsQuery } from '../../features/helpdesk/api/helpdesk.api.ts';

/**
 * The layout's data that changes the screen's place: the incidents banner sits above every screen, so when it came
 * after the screen's first paint it pushed the screen down and was the page's largest late paint. The router asks
 * for it while the screen's code downloads (issue 19).
 */
export function prefetchLayoutData(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(activeIncidentsQuery);
}
