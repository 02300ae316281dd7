import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The projects that import the server and database code run their workers with a preload that
 * spares each one Node's slow look-ups of drizzle-orm's module format (decision 0064).
 */
const drizzleModuleFormat = [
  '--import',
  new URL('./scripts/drizzle-module-format.ts', import.meta.url).href,
];

export default defineConfig({
  test: {
    // Each worker keeps the modules it has loaded from one test file to the next (decision 0073):
    // importing the server once per worker rather than once per file. Every file still builds its
    // own app (on PGlite, on its worker's one copy of the database, decision 0100); none relies on
    // a module loaded afresh. The web project is the exception (below).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: on a two-core machine, one test file at
    // a time, while most of a server file's time is waiting on its database or its processes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Property tests run thousands of cases: on a loaded two-core machine one can pass 5 s.
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'db',
          include: ['packages/db/src/**/*.test.ts'],
          execArgv: drizzleModuleFormat,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          execArgv: drizzleModuleFormat,
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/server/test/architecture.test.ts',
            'apps/server/test/access-control.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        // Walks every route with generated hostile input; needs `npm run build` first, so
        // `npm test` builds before its Vitest stage (scripts/test.ts).
        test: {
          name: 'fuzz',
          execArgv: drizzleModuleFormat,
          include: ['apps/server/test/fuzz/**/*.fuzz.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          globalSetup: ['apps/server/test/fuzz/fuzz-global-setup.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          // Components keep browser state in module-level stores (search history, analytics
          // queue, consent) and in the page's storage. The workers keep React, React Aria and the
          // testing libraries between files, but the setup file loads our own modules afresh
          // for each file and empties the window, as a page load would (decision 0108).
          isolate: false,
          environment: 'happy-dom',
          testTimeout: 30_000,
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
    ],
  },
});
