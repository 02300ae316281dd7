import fc from 'fast-check';

/**
 * One seed for every property, so a run is reproducible: a failure prints
 * `{ seed: …, path: "…" }`; run it again with `FUZZ_SEED=<seed>` (and `FUZZ_PATH=<path>` with
 * `-t '<test name>'` to go straight to the shrunk case). `FUZZ_RUNS` scales every property's
 * number of cases (e.g. `FUZZ_RUNS=10` for a deep run); `FUZZ_SEED=random` picks a new seed.
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

/** Cases run so far in this file, for the closing size line. */
export const fuzzCount = { properties: 0, cases: 0 };

/** Checks the property on `runs` generated cases (times FUZZ_RUNS) from the suite's seed. */
export async function fuzz<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  runs: number,
): Promise<void> {
  const numRuns = Math.max(1, Math.round(runs * RUNS_FACTOR));
  fuzzCount.properties++;
  fuzzCount.cases += numRuns;
  await fc.assert(fc.asyncProperty(arbitrary, check), {
    seed: FUZZ_SEED,
    numRuns,
    ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
  });
}

/** The closing line each suite prints: how much it tried. */
export function fuzzSummary(suite: string, walked: string): string {
  return `fuzz ${suite}: ${walked}; ${fuzzCount.properties} properties, ${fuzzCount.cases} cases (seed ${FUZZ_SEED})`;
}
