import { afterEach } from 'vitest';
import type { Browser } from 'playwright-core';

/** How much of a screen's visible text a failure prints (enough to see an error screen, a login form or a spinner). */
const TEXT_CHARS = 1200;
const LAST_MESSAGES = 8;

/**
 * After a failed test, prints what each page still open in the browser shows: its address, the start of its visible
 * text (its `main`), its last errors and warnings. CI keeps only the test log, and a timeout ("waiting for … to be visible")
 * says nothing of what the screen showed instead. Registered by the file's top level; `browser` is read then.
 */
export function reportPagesOnFailure(browser: () => Browser | undefined): void {
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const pages = (browser()?.contexts() ?? []).flatMap((context) => context.pages());
    for (const [index, page] of pages.entries()) {
      const lines = [`── page ${index + 1}/${pages.length}: ${page.url()}`];
      const shown = await page
        // The screen's own content (the menu's labels would fill the excerpt), or the whole page where it has none.
        .evaluate(() => (document.querySelector('main') ?? document.body)?.innerText ?? '')
        .catch((error: unknown) => `(not readable: ${String(error)})`);
      lines.push(`   text: ${shown.replace(/\s+/g, ' ').trim().slice(0, TEXT_CHARS)}`);
      const messages = await page.consoleMessages().catch(() => []);
      for (const message of messages.filter((m) => m.type() === 'error' || m.type() === 'warning').slice(-LAST_MESSAGES)) {
        const where = message.location().url;
        lines.push(`   console.${message.type()}: ${message.text().slice(0, 300)}${where ? ` (${where})` : ''}`);
      }
      for (const error of (await page.pageErrors().catch(() => [])).slice(-LAST_MESSAGES)) {
        lines.push(`   page error: ${String(error.stack ?? error).slice(0, 300)}`);
      }
      console.error(lines.join('\n'));
    }
  });
}
