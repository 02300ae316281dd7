import { openDatabase } from '@grocer/db/client';
import { demoTenderLines } from '@grocer/db/demo/demo-tenders';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { seedIfEmpty } from './demo-seed.ts';

/** Start-up: config → database → migrate → seed when empty → listen; graceful stop on signals. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();

  let logIdleError = (error: Error) => console.warn('database connection lost:', error.message);
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { url: config.database.url, onIdleError: (error) => logIdleError(error) }
      : { dataDir: config.database.dataDir },
  );
  await database.migrate();

  const app = await buildApp({ config, database });
  logIdleError = (error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool opens a new one');
  const seeded = await seedIfEmpty(database, app.log);
  if (database.kind === 'pglite' && !seeded.seeded) {
    // PGlite has no autovacuum: refresh the planner's statistics once per start (well under a
    // second for the demo catalogue), so product lookups are planned on indexes.
    await database.db.execute(sql.raw('ANALYZE'));
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    // close() stops accepting, waits for in-flight requests, then runs onClose (database).
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while stopping');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  ${config.site.brandName} is running at http://${shownHost}:${port}/ecom`,
    `  Database: ${database.kind}${database.kind === 'pglite' && config.database.kind === 'pglite' ? ` (${config.database.dataDir})` : ''}`,
  ];
  if (seeded.accounts.length > 0) {
    lines.push('  Demo accounts:');
    for (const account of seeded.accounts) {
      lines.push(`    ${account.role.padEnd(9)} ${account.email} / ${account.password}`);
    }
  }
  lines.push(...demoTenderLines());
  lines.push(`  Staff console: http://${shownHost}:${port}/admin`);
  if (config.mail.smtpUrl === undefined) {
    lines.push(
      `  Emails (held, no SMTP_URL; staff sign-in): http://${shownHost}:${port}/ecom/admin/mail`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

await main();
