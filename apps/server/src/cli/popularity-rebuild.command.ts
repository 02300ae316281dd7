import { parseArgs } from 'node:util';
import type { Database } from '@grocer/db/client';
import {
  POPULARITY_WINDOW_DAYS,
  popularityWindowSchema,
} from '@grocer/domain/catalogue/popularity-from-sales';
import { createPopularityRebuild } from '../popularity-rebuild.ts';

export const POPULARITY_REBUILD_USAGE = `Usage: npm run popularity:rebuild -- [--days N]

Sets every product's popularity to its units sold per week over the last N days (default ${POPULARITY_WINDOW_DAYS}),
from placed and fulfilled orders; products with no sale in the window get 0. Then rebuilds
the search index. With no sale at all in the window nothing is changed.`;

export interface CliIo {
  /** Opened only once the arguments are good, so bad input never touches the database. */
  openDatabase(): Promise<Database>;
  out(line: string): void;
  err(line: string): void;
  now?: () => Date;
}

/** `npm run popularity:rebuild` (decision 0048); answers the exit code: 0 done, 2 bad input. */
export async function runPopularityRebuildCli(args: string[], io: CliIo): Promise<number> {
  let values: { days?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: { days: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(`${(error as Error).message} Nothing was changed.\n\n${POPULARITY_REBUILD_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(POPULARITY_REBUILD_USAGE);
    return 0;
  }
  const days = popularityWindowSchema.safeParse(values.days ?? String(POPULARITY_WINDOW_DAYS));
  if (!days.success) {
    io.err(`--days: ${days.error.issues[0]?.message}; got "${values.days}". Nothing was changed.`);
    return 2;
  }

  const database = await io.openDatabase();
  try {
    const started = performance.now();
    const result = await createPopularityRebuild(database.db, io.now)(days.data);
    const since = result.since.toISOString();
    if (result.outcome === 'no-sales') {
      io.out(`No sales since ${since} (${result.windowDays} days): popularity left as it was.`);
      return 0;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.out(
      `Popularity rebuilt from ${result.unitsSold} units of ${result.productsSold} products sold since ${since} (${result.windowDays} days); ${result.productsChanged} products changed; search index rebuilt in ${seconds}s.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
