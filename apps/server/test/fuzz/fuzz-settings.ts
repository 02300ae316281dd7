import fc from 'fast-check';
import { expect } from 'vitest';
import { countsOfThisFile } from './fuzz-counts.ts';

/**
 * One seed for every property, so a run is reproducible: a failure prints
 * `{ seed: …, path: "…" }`; run it again with `FUZZ_SEED=<seed>` (and `FUZZ_PATH=<path>` with
 * `-t '<test name>'` to go straight to the shrunk case). `FUZZ_RUNS` scales every property's
 * number of cases (e.g. `FUZZ_RUNS=10` for a deep run); `FUZZ_SEED=random` picks a new seed.
 * `FUZZ_COLLECT=1` is for exploring only: failing cases are listed at the end instead of
 * failing the test, so every distinct failure shows, not just the first of each property.
 */
const DEFAULT_SEED = 20_260_517;

function seedFromEnvironment(): number {
  const given = process.env.FUZZ_SEED;
  if (given === 'random') return Math.floor(Math.random() * 2 ** 31);
  if (given && /^-?\d+$/.test(given)) return Number(given);
  return DEFAULT_SEED;
}

export const FUZZ_SEED = seedFromEnvironment();
const RUNS_FACTOR = Number(process.env.FUZZ_RUNS) > 0 ? Number(process.env.FUZZ_RUNS) : 1;

const COLLECT = process.env.FUZZ_COLLECT === '1';
/** FUZZ_COLLECT's findings: by test and message, how often, and the first case. */
const collected = new Map<string, { count: number; example: string }>();

function collecting<T>(check: (value: T) => Promise<void>): (value: T) => Promise<void> {
  return async (value) => {
    try {
      await check(value);
    } catch (error) {
      const message = String((error as Error).message)
        .split('\n')[0]
        ?.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<id>')
        .slice(0, 160);
      const key = `${expect.getState().currentTestName} :: ${message}`;
      const seen = collected.get(key);
      if (seen) seen.count++;
      else collected.set(key, { count: 1, example: JSON.stringify(value).slice(0, 400) });
    }
  };
}

/** Checks the property on `runs` generated cases (times FUZZ_RUNS) from the suite's seed. */
export async function fuzz<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  runs: number,
): Promise<void> {
  const numRuns = Math.max(1, Math.round(runs * RUNS_FACTOR));
  const counts = countsOfThisFile();
  counts.properties++;
  counts.cases += numRuns;
  await fc.assert(fc.asyncProperty(arbitrary, COLLECT ? collecting(check) : check), {
    seed: FUZZ_SEED,
    numRuns,
    ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
  });
}

/** The closing line each suite prints: how much it tried. */
export function fuzzSummary(suite: string, walked: string): string {
  const findings = [...collected].map(
    ([key, { count, example }]) => `\n  ${count}× ${key}\n     e.g. ${example}`,
  );
  const counts = countsOfThisFile();
  const checks = `data unchanged after each: ${counts.hashed} hashed, ${counts.byLogPosition} by the log's position`;
  return `fuzz ${suite}: ${walked}; ${counts.properties} properties, ${counts.cases} cases (seed ${FUZZ_SEED}); ${checks}${findings.join('')}`;
}
