/**
 * Rebuilds product popularity from sales (decision 0048).
 *
 *   npm run popularity:rebuild -- [--days N]
 *
 * Opens the database the server uses: DATABASE_URL when set, else the embedded PGlite in
 * PGLITE_DIR (./data/pglite). PGlite serves one process: stop `npm start` first, or use
 * PostgreSQL. Searches show the new order within 30 s of the rebuild (the result cache).
 */
import { openDatabase } from '@grocer/db/client';
import { loadConfigOrExit } from '../config.ts';
import { runPopularityRebuildCli } from './popularity-rebuild.command.ts';

process.exitCode = await runPopularityRebuildCli(process.argv.slice(2), {
  async openDatabase() {
    const config = loadConfigOrExit();
    const database = await openDatabase(
      config.database.kind === 'postgres'
        ? { url: config.database.url }
        : { dataDir: config.database.dataDir },
    );
    await database.migrate();
    return database;
  },
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
