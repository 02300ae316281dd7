/**
 * Counts each money invariant's violations (decision 0055).
 *
 *   npm run check:invariants -- [--grace-seconds N] [--lease-seconds N] [--examples]
 *
 * Opens the database the server uses: DATABASE_URL when set, else the embedded PGlite in
 * PGLITE_DIR (./data/pglite). PGlite serves one process: stop `npm start` first, or use
 * PostgreSQL. Reads only; exits 1 when any invariant is violated.
 */
import { openDatabase } from '@grocer/db/client';
import { loadConfigOrExit } from '../config.ts';
import { runCheckInvariantsCli } from './check-invariants.command.ts';

const config = loadConfigOrExit();
process.exitCode = await runCheckInvariantsCli(process.argv.slice(2), {
  async openDatabase() {
    const database = await openDatabase(
      config.database.kind === 'postgres'
        ? { url: config.database.url }
        : { dataDir: config.database.dataDir },
    );
    await database.migrate();
    return database;
  },
  leaseMs: config.orderRecovery.leaseMs,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
