import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startPortal, type Portal } from './portal.ts';

/**
 * One portal and one browser for the test file that calls it (in its top level): started before its
 * tests, stopped after them. Read `.portal` and `.browser` inside the tests.
 */
export function usePortalAndBrowser(options: Parameters<typeof startPortal>[0] = {}) {
  const state = {} as { portal: Portal; browser: Browser };
  beforeAll(async () => {
    state.portal = await startPortal(options);
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.portal?.stop();
  });
  return state;
}
