/** What global-setup hands to each test file through Vitest's provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Set when the suite runs against PostgreSQL (already migrated and seeded). */
    databaseUrl: string | undefined;
    /** Gzipped PGlite data directory, migrated and seeded, that each test file restores. */
    pgliteDumpPath: string | undefined;
    /**
     * On PGlite, the run's own directory: the search files' demo catalogue is dumped there once,
     * by the first file that needs it (demo-catalogue-app.fixture.ts).
     */
    testRunDirectory: string | undefined;
    /** A React Router build (server/ and client/) of test/fixtures/storefront. */
    storefrontBuildDir: string;
  }
}

export {};
