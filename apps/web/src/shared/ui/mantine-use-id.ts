import { useId as useReactId } from 'react';

/**
 * Stands in for `@mantine/hooks`' `useId` (vite.config.ts, `mantineUseId`). Mantine's keeps React's id in state and
 * replaces it with a random one in a layout effect on mount: every input, tooltip and popover rendered again at once,
 * synchronously, after the screen's first commit (60+ ms on a form, issue 19). React's own id is unique and stable, so
 * this one returns it from the first render. Same contract: a given id wins.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
