/**
 * `npm run bench -- lighthouse`: Lighthouse (desktop preset, performance only) on /login, a list (customers) and a
 * form (a customer's edit screen) of the built portal, signed in through the login screen for the last two.
 * Lighthouse is not a dependency of the project (about 200 packages for one figure): install it beside the project
 * without saving (`npm i --no-save lighthouse`) or point LIGHTHOUSE_PATH at a folder whose node_modules has it.
 * Measures only; on a machine busy with other work the scores say more about the machine than the pages.
 * `--runs=N` measures each page N times and prints the medians too; `LIGHTHOUSE_REPORT_DIR=<folder>` keeps each run's
 * JSON report there (the LCP element and its phases, the request chain, long tasks: what the scores come from).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function benchLighthouse(url: string, login: string, password: string, runs = 1): Promise<void> {
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
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) mkdirSync(reportDir, { recursive: true });
    const line = (label: string, score: number, lcp: number, fcp: number, tbt: number, cls: number) =>
      `  ${label.padEnd(28)} ${String(Math.round(score * 100)).padStart(5)}   LCP ${(lcp / 1000).toFixed(2)} s   FCP ${(fcp / 1000).toFixed(2)} s   TBT ${(tbt / 1000).toFixed(2)} s   CLS ${cls.toFixed(3)}`;
    const measure = async (label: string, path: string) => {
      const figures: { score: number; lcp: number; fcp: number; tbt: number; cls: number }[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse.run(
          `${url}${path}`,
          { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          lighthouse.desktop,
        );
        if (!result) throw new Error(`lighthouse gave no result for ${path}`);
        const { lhr } = result;
        if (reportDir) writeFileSync(join(reportDir, `${label.split(' ')[0]!.replace(/\W/g, '')}-${run}.json`), JSON.stringify(lhr));
        const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
        const figure = {
          score: lhr.categories.performance.score ?? 0,
          lcp: value('largest-contentful-paint'),
          fcp: value('first-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
        };
        figures.push(figure);
        const flagged = Object.entries(lhr.audits)
          .filter(
            ([, a]) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'metricSavings',
          )
          .map(([id]) => id);
        console.log(line(runs > 1 ? `${label} #${run}` : label, figure.score, figure.lcp, figure.fcp, figure.tbt, figure.cls));
        if (flagged.length > 0) console.log(`      flagged: ${flagged.join(', ')}`);
      }
      if (runs > 1) {
        const of = (key: keyof (typeof figures)[number]) => median(figures.map((f) => f[key]));
        console.log(line(`${label} median`, of('score'), of('lcp'), of('fcp'), of('tbt'), of('cls')));
      }
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
