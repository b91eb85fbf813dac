import { startTransition, useEffect, useState } from 'react';

/** Runs `task` once the browser is idle after the current work (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Resolves in a new task, after the browser has had the chance to paint and to handle input: work split by it is
 * several short tasks instead of one long one (Total Blocking Time counts what each task takes past 50 ms; issue 19).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * False for a component's first render, true once the page has painted and the browser is idle: what is not needed for
 * the first paint (background watchers, closed drawers) mounts then, as a transition React can pause (issue 19).
 */
export function useAfterFirstPaint(): boolean {
  const [isReady, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true))), []);
  return isReady;
}
