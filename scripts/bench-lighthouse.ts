/**
 * `npm run bench -- lighthouse`: Lighthouse (desktop preset, performance only) on /login, a list (customers) and a
 * form (a customer's edit screen) of the built portal, signed in through the login screen for the last two.
 * Lighthouse is not a dependency of the project (about 200 packages for one figure): install it beside the project
 * without saving (`npm i --no-save lighthouse`) or point LIGHTHOUSE_PATH at a folder whose node_modules has it.
 * Measures only; on a machine busy with other work the scores say more about the machine than the pages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { freePort, repoRoot } from '../e2e/support/portal.ts';

type RunLighthouse = (url: string, flags: Record<string, unknown>, config: unknown) => Promise<{ lhr: Lhr } | undefined>;
interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, { score: number | null; numericValue?: number; displayValue?: string; scoreDisplayMode?: string; title: string }>;
}

async function loadLighthouse(): Promise<{ run: RunLighthouse; desktop: unknown } | null> {
  for (const base of [
    join(repoRoot, 'package.json'),
    ...(process.env.LIGHTHOUSE_PATH ? [join(process.env.LIGHTHOUSE_PATH, 'package.json')] : []),
  ]) {
    try {
      const require = createRequire(base);
      const main = require.resolve('lighthouse');
      const desktopPath = join(main.slice(0, main.lastIndexOf('/core/')), 'core/config/desktop-config.js');
      const [{ default: run }, { default: desktop }] = await Promise.all([
        import(pathToFileURL(main).href),
        import(pathToFileURL(desktopPath).href),
      ]);
      return { run: run as RunLighthouse, desktop };
    } catch {
      // not installed there
    }
  }
  return null;
}

export async function benchLighthouse(url: string, login: string, password: string): Promise<void> {
  const lighthouse = await loadLighthouse();
  if (!lighthouse) {
    console.log('lighthouse: not installed (npm i --no-save lighthouse, or LIGHTHOUSE_PATH=<folder with it>); skipped');
    return;
  }
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'portal-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  try {
    const page = await context.newPage();
    const measure = async (label: string, path: string) => {
      const result = await lighthouse.run(
        `${url}${path}`,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
        lighthouse.desktop,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      const { lhr } = result;
      const ms = (id: string) => `${((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
      const flagged = Object.entries(lhr.audits)
        .filter(
          ([, a]) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'metricSavings',
        )
        .map(([id]) => id);
      console.log(
        `  ${label.padEnd(28)} ${String(Math.round((lhr.categories.performance.score ?? 0) * 100)).padStart(5)}   LCP ${ms('largest-contentful-paint')}   FCP ${ms('first-contentful-paint')}   TBT ${ms('total-blocking-time')}   CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
      );
      if (flagged.length > 0) console.log(`      flagged: ${flagged.join(', ')}`);
    };
    console.log('Lighthouse, desktop preset     score');
    await measure('/login', '/login');
    await page.goto(`${url}/login`);
    await page.getByTestId('login-email').fill(login);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.close();
    await measure('list (/apps/customers/list)', '/apps/customers/list');
    await measure('form (customer edit)', '/apps/customers/edit/1');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
