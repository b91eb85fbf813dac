/**
 * Traces the first load of a list and a form screen, signed in, and prints the renderer main thread's long tasks
 * (wall and thread-CPU time), their sum over 50 ms (TBT-like) and the LCP candidate time. Thread-CPU time (tdur) is
 * what the page's own work costs; wall time includes waiting for a core on a busy machine.
 * Usage: node --import tsx scripts/trace-first-load.ts [runs] (after `npm run build`).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { startPortal } from '../e2e/support/portal.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

const runs = Number(process.argv[2] ?? 3);
const portal = await startPortal();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
try {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const login = await context.newPage();
  await login.goto(`${portal.baseURL}/login`);
  await login.getByTestId('login-email').fill('admin');
  await login.getByTestId('login-password').fill('Admin123!');
  await login.getByTestId('login-submit').click();
  await login.waitForURL((u) => !u.pathname.startsWith('/login'));
  await login.waitForLoadState('networkidle');
  await login.close();
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  for (const [label, path] of [
    ['list', '/apps/customers/list'],
    ['form', '/apps/customers/edit/1'],
  ] as const) {
    const sums: number[] = [];
    const cpuSums: number[] = [];
    const lcps: number[] = [];
    const totals: number[] = [];
    const maxes: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'loading',
          'blink.user_timing',
          'toplevel',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
      await page.goto(`${portal.baseURL}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const buffer = await browser.stopTracing();
      await page.close();
      const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
      if (process.env.TRACE_DIR) writeFileSync(`${process.env.TRACE_DIR}/${label}-${run}.json`, buffer);
      // The page's renderer is the one that painted its content; its first navigation is the load (another renderer may
      // be the service worker's).
      const painted = traceEvents.find((e) => e.name === 'largestContentfulPaint::Candidate');
      const nav = traceEvents.filter((e) => e.name === 'navigationStart' && e.pid === painted?.pid).sort((a, b) => a.ts - b.ts)[0];
      if (!nav) {
        console.log(`${label} #${run}: no paint found in the trace; run left out`);
        continue;
      }
      const main = { pid: nav.pid, tid: nav.tid };
      const navStart = nav.ts;
      const tasks = traceEvents.filter(
        (e) =>
          e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 50_000 && e.ts >= navStart,
      );
      const lcp =
        traceEvents
          .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid)
          .map((e) => (e.ts - navStart) / 1000)
          .pop() ?? 0;
      const all = traceEvents.filter(
        (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= navStart,
      );
      const totalCpu = all.reduce((s, t) => s + (t.tdur ?? 0), 0) / 1000;
      const maxCpu = Math.max(0, ...all.map((t) => t.tdur ?? 0)) / 1000;
      totals.push(totalCpu);
      maxes.push(maxCpu);
      const sum = tasks.reduce((s, t) => s + (t.dur! - 50_000), 0) / 1000;
      const cpuSum = tasks.reduce((s, t) => s + Math.max(0, (t.tdur ?? 0) - 50_000), 0) / 1000;
      sums.push(sum);
      cpuSums.push(cpuSum);
      lcps.push(lcp);
      console.log(
        `${label} #${run}: LCP ${lcp.toFixed(0)} ms, main-thread cpu ${totalCpu.toFixed(0)} ms (longest task ${maxCpu.toFixed(0)}), blocking ${sum.toFixed(0)} ms (cpu ${cpuSum.toFixed(0)}), tasks ${tasks.map((t) => `${((t.ts - navStart) / 1000).toFixed(0)}:${(t.dur! / 1000).toFixed(0)}/${((t.tdur ?? 0) / 1000).toFixed(0)}`).join(' ')}`,
      );
    }
    console.log(
      `${label} median: LCP ${median(lcps).toFixed(0)} ms, main-thread cpu ${median(totals).toFixed(0)} ms (longest task ${median(maxes).toFixed(0)}), blocking ${median(sums).toFixed(0)} ms, cpu ${median(cpuSums).toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
