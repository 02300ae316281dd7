import { parseArgs } from 'node:util';
import type { Database } from '@grocer/db/client';
import { checkMoneyInvariants } from '../contexts/operations/money-invariants.ts';

export const CHECK_INVARIANTS_USAGE = `Usage: npm run check:invariants -- [--grace-seconds N] [--lease-seconds N] [--examples]

Counts, against the database the server uses, each money invariant's violations (decision 0055):
orders and their slot reservations, slot capacity, redeemed gift cards and vouchers, gift card
balances, open card authorisations, closed trolleys and workflows left in progress. Reads only.
--grace-seconds: leave out work younger than this (in flight on a live shop; default 0).
--lease-seconds: a workflow idle this long is left in progress (default ORDER_PLACEMENT_LEASE_SECONDS).
--examples: print up to 20 offending ids under each violated invariant.
Exit code: 0 all hold, 1 some invariant is violated, 2 bad input.`;

export interface CheckInvariantsIo {
  /** Opened only once the arguments are good. */
  openDatabase(): Promise<Database>;
  /** The configured lease (ms). */
  leaseMs: number;
  out(line: string): void;
  err(line: string): void;
}

const seconds = (value: string | undefined): number | null | undefined => {
  if (value === undefined) return undefined;
  return /^\d{1,6}$/.test(value) ? Number(value) : null;
};

/** `npm run check:invariants`: answers the exit code (0 hold, 1 violated, 2 bad input). */
export async function runCheckInvariantsCli(
  args: string[],
  io: CheckInvariantsIo,
): Promise<number> {
  let values: {
    'grace-seconds'?: string;
    'lease-seconds'?: string;
    examples?: boolean;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        'grace-seconds': { type: 'string' },
        'lease-seconds': { type: 'string' },
        examples: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${CHECK_INVARIANTS_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(CHECK_INVARIANTS_USAGE);
    return 0;
  }
  const grace = seconds(values['grace-seconds']);
  const lease = seconds(values['lease-seconds']);
  if (grace === null || lease === null) {
    io.err(
      `--grace-seconds and --lease-seconds take a whole number of seconds.\n\n${CHECK_INVARIANTS_USAGE}`,
    );
    return 2;
  }
  const database = await io.openDatabase();
  try {
    const counts = await checkMoneyInvariants(database.db, {
      graceMs: (grace ?? 0) * 1000,
      leaseMs: lease === undefined ? io.leaseMs : lease * 1000,
    });
    const width = Math.max(...counts.map((count) => count.name.length));
    for (const count of counts) {
      io.out(`${count.name.padEnd(width)}  ${count.violations}`);
      if (values.examples && count.violations > 0) io.out(`  ${count.examples.join(', ')}`);
    }
    const violated = counts.filter((count) => count.violations > 0).length;
    io.out(
      violated === 0
        ? 'All money invariants hold.'
        : `${violated} invariant(s) violated: see "Checking money invariants" in the README.`,
    );
    return violated === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}
