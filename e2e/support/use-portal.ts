import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startPortal, type Portal } from './portal.ts';
import { reportPagesOnFailure } from './failure-report.ts';

/**
 * The e2e files a worker runs go one after the other in its process (no isolation), so they share its Chromium: launching it
 * costs a second or two of both cores per file. Each file still works in browser contexts of its own (as
 * incognito windows: their own storage, cookies and caches), and the contexts it leaves open are closed after it.
 * A browser that crashed or was closed is launched again.
 */
let shared: Promise<Browser> | undefined;
async function sharedBrowser(): Promise<Browser> {
  const browser = await shared?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  shared = launchBrowser();
  return shared;
}

/**
 * One portal and the browser for the test file that calls it (in its top level): started before its
 * tests, stopped after them. Read `.portal` and `.browser` inside the tests.
 */
export function usePortalAndBrowser(options: Parameters<typeof startPortal>[0] = {}) {
  const state = {} as { portal: Portal; browser: Browser };
  beforeAll(async () => {
    state.portal = await startPortal(options);
    state.browser = await sharedBrowser();
  });
  afterAll(async () => {
    if (state.browser?.isConnected()) await Promise.all(state.browser.contexts().map((context) => context.close()));
    await state.portal?.stop();
  });
  reportPagesOnFailure(() => state.browser);
  return state;
}
