// `npm test`: lint, type checks, unit tests, API tests on a real database, then the end-to-end tests in Chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, ensureDependencies, hasCommand, root, run } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    console.log("Installing Debian's chromium for the end-to-end tests...");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return;
  }
  throw Object.assign(new Error("The end-to-end tests need Debian's chromium at /usr/bin/chromium: sudo apt-get install chromium"), {
    exitCode: 1,
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const reportDir = join(root, '.tmp/test-reports');

function vitest(project, extraEnv = {}) {
  const report = join(reportDir, `${project}.json`);
  rmSync(report, { force: true });
  try {
    run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
      env: { ...process.env, ...extraEnv },
    });
  } finally {
    if (existsSync(report)) {
      const r = JSON.parse(readFileSync(report, 'utf8'));
      totals.passed += r.numPassedTests ?? 0;
      totals.failed += (r.numFailedTests ?? 0) + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0);
      totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    }
  }
}

/** Runs the commands side by side (each is single-threaded; the machine has two cores), then prints each one's output. */
async function together(commands) {
  const results = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => resolve({ name: `${command} ${args.join(' ')}`, code, output }));
        }),
    ),
  );
  for (const r of results) if (r.output.trim()) process.stdout.write(`${r.output.trimEnd()}\n`);
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length > 0) throw Object.assign(new Error(`${failed.map((r) => r.name).join(', ')} failed`), { exitCode: 1 });
}

/** The `typecheck` script's commands (`tsc -p <project>` joined by &&), each to run on its own. */
function typecheckCommands() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return scripts.typecheck.split('&&').map((command) => {
    const [bin, ...args] = command.trim().split(/\s+/);
    return ['npx', [bin, ...args]];
  });
}

const steps = [
  ['install', () => ensureDependencies()],
  // Lint, formatting and each project's type check at once: eslint and prettier end well before the type checks,
  // which one after the other (`npm run typecheck`) left a core idle; as separate processes they fill both.
  [
    'lint',
    () =>
      together([
        ['npx', ['eslint', '.', '--max-warnings', '0']],
        ['npx', ['prettier', '--check', '--log-level', 'warn', '.']],
        ...typecheckCommands(),
      ]),
  ],
  ['unit tests', () => vitest('unit')],
  ['API tests', () => vitest('api')],
  ['build', () => buildIfStale()],
  ['chromium', () => ensureChromium()],
  ['end-to-end tests', () => vitest('e2e')],
];

mkdirSync(reportDir, { recursive: true });
const only = process.argv.slice(2);
let exitCode = 0;
for (const [name, step] of steps) {
  if (only.length > 0 && !only.includes(name.split(' ')[0])) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await step();
    console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (err) {
    console.error(`✘ ${name}: ${err.message}`);
    exitCode = err.exitCode ?? 1;
    break;
  }
}
if (exitCode !== 0 && totals.failed === 0) totals.failed = 1;
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(exitCode);
