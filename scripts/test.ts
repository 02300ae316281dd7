/**
 * `npm test`: every test level in order, stopping at the first failing stage.
 *   setup (Chromium) → typecheck → lint → storefront build → unit, component, integration and
 *   fuzz (Vitest; the fuzz suite is fast-check on every route, against the build)
 *   → end-to-end (Playwright in Debian Chromium, with axe).
 * Integration tests use the embedded PGlite database, or PostgreSQL when DATABASE_URL is set.
 * Ends with one summary line: "N passed, N failed, N skipped".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = mkdtempSync(join(tmpdir(), 'grocer-test-'));
// The stages' JSON reports are read for the summary line, then go with the run.
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));
let passed = 0;
let failed = 0;
let skipped = 0;

function run(
  title: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): boolean {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${title} (${seconds}s)`);
  return ok;
}

function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
}

function finish(ok: boolean): never {
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

const only = process.argv[2];
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const stages: Array<[string, () => boolean]> = [
  [
    'setup: Debian Chromium',
    () => run('setup: Debian Chromium', 'bash', ['scripts/ensure-chromium.sh']),
  ],
  ['typecheck', () => run('typecheck (React Router typegen + tsc)', 'npm', ['run', 'typecheck'])],
  ['lint', () => run('lint (Biome)', 'npx', ['biome', 'ci', '.'])],
  // The fuzz suite mounts the storefront build, so the build comes first; then one Vitest run
  // takes every project, fuzz included, so both workers stay busy to its end (decision 0073).
  ['build', () => run('storefront build', 'npm', ['run', 'build'])],
  [
    'vitest',
    () => {
      const ok = run(
        'unit, component, integration and fuzz tests (Vitest, fast-check on every route)',
        'npx',
        [
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${vitestReport}`,
        ],
      );
      countVitest(vitestReport);
      return ok;
    },
  ],
  [
    'e2e',
    () => {
      const ok = run('end-to-end tests (Playwright, Chromium, axe)', 'npm', ['run', 'test:e2e'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
        // Playwright keeps its compiled test files in the temporary directory unless told
        // otherwise; a run leaves nothing there, so they go beside the other tools' caches.
        PLAYWRIGHT_TRANSFORM_CACHE_DIR:
          process.env.PLAYWRIGHT_TRANSFORM_CACHE_DIR ??
          join(root, 'node_modules', '.cache', 'playwright-transform'),
      });
      countPlaywright(playwrightReport);
      return ok;
    },
  ],
];

for (const [name, stage] of stages) {
  if (only && only !== name) continue;
  if (!stage()) finish(false);
}
finish(true);
