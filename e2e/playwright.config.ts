import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys against the built server on its own port and its own fresh embedded
 * database (created, migrated and seeded by the server at start-up), in Debian Chromium.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_PGLITE_DIR ?? freshDataDir();
const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // How long a check waits for the page to get there. On a 2-core machine where two journeys,
  // their browsers and the one server process share both cores, a fresh page of 48 products
  // behind another journey's burst has taken more than 10 s (Load more in three journeys of one
  // run): 20 s waits that out. It changes no check, only how long a failing one takes to say so.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'off',
    // Journeys start with their cookie choices made (all declined), so the cookie banner does not
    // sit over the page; the cookie consent journeys clear them (decision 0069).
    storageState: {
      cookies: ['functional', 'analytics', 'advertising', 'experimental'].map((category) => ({
        name: `consent-${category}`,
        value: 'false',
        domain: '127.0.0.1',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      })),
      origins: [],
    },
    launchOptions: {
      // Debian's headless shell of the same Chromium (decision 0101): Blink and V8 as in
      // /usr/bin/chromium, without the desktop browser around them, as Playwright runs headless
      // journeys by default. The same journeys take about a quarter less CPU.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // *.desktop.spec.ts runs at desktop width only, *.mobile.spec.ts at phone width only,
    // other specs at both.
    {
      name: 'desktop',
      testIgnore: [/\.mobile\.spec\.ts$/, /\.global\.spec\.ts$/],
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      testIgnore: [/\.desktop\.spec\.ts$/, /\.global\.spec\.ts$/],
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
    // *.global.spec.ts change what every visitor sees (a feature flag for everyone, a running
    // experiment), so they run at desktop width once every other journey has finished.
    {
      name: 'global',
      testMatch: /\.global\.spec\.ts$/,
      dependencies: ['desktop', 'mobile'],
      use: { viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: `node ${join(root, 'apps/server/src/main.ts')}`,
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Journeys sign in through a test route and shorten the session time-out timer.
      E2E_TEST_HOOKS: 'true',
      // Every browser connects from 127.0.0.1, so per-IP limits (30 sign-ins a minute) are shared
      // by all specs. Trusting X-Forwarded-For lets a spec that signs in often claim an address
      // of its own (`extraHTTPHeaders`); specs that send none are unaffected.
      TRUST_PROXY: 'true',
      // Journeys turn a flag off for their own requests with the features header (decision 0068)
      // rather than for every parallel journey at once.
      FLAG_OVERRIDES: 'true',
    },
  },
});

/**
 * The run's own database directory, removed (about 170 MB) when the run ends: by then Playwright
 * has stopped the server. Every worker loads this file too, and finds the directory in the
 * environment it inherits rather than making an empty one of its own. A directory given in
 * E2E_PGLITE_DIR is kept.
 */
function freshDataDir(): string {
  const directory = mkdtempSync(join(tmpdir(), 'grocer-e2e-'));
  process.env.E2E_PGLITE_DIR = directory;
  process.on('exit', () => rmSync(directory, { recursive: true, force: true }));
  return directory;
}
