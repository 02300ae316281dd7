import cluster from 'node:cluster';
import { type Database, openDatabase } from '@grocer/db/client';
import type { DemoAccount } from '@grocer/db/demo/demo-accounts';
import { demoLoyaltyLines } from '@grocer/db/demo/demo-loyalty';
import { demoTenderLines } from '@grocer/db/demo/demo-tenders';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfigOrExit } from './config.ts';
import { seedIfEmpty } from './demo-seed.ts';

/** How long the workers have to finish their requests once asked to stop. */
const WORKER_STOP_MS = 20_000;

/**
 * Start-up: config → database → migrate → seed when empty → listen; graceful stop on signals.
 * With SERVER_PROCESSES above one (decision 0067) this process prepares the database, then runs
 * that many workers sharing the port, each the same server without the preparing.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (cluster.isWorker) return serve(config, { prepare: false });
  if (config.processes > 1) return superviseWorkers(config);
  return serve(config, { prepare: true });
}

/** One server: its database handle and app, listening until a signal stops it. */
async function serve(config: AppConfig, options: { prepare: boolean }): Promise<void> {
  let logIdleError = (error: Error) => console.warn('database connection lost:', error.message);
  const database = await openConfiguredDatabase(config, (error) => logIdleError(error));
  if (options.prepare) await database.migrate();

  const app = await buildApp({ config, database });
  logIdleError = (error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool opens a new one');
  const accounts = options.prepare ? await prepareData(database, app.log, config.site) : null;

  // close() stops accepting, waits for in-flight requests, then runs onClose (database).
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      // A worker hears the terminal's Ctrl-C and its supervisor's request both: one is enough.
      if (cluster.isWorker) return;
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
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
  if (accounts === null) return;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(banner(config, database.kind, port, accounts, 1));
}

/**
 * The supervisor of SERVER_PROCESSES workers (node:cluster; they share the port and the
 * connections are dealt among them). It migrates and seeds once, starts the workers, starts
 * another when one ends unexpectedly, and on a signal asks each to stop and waits for them.
 */
async function superviseWorkers(config: AppConfig): Promise<void> {
  const log = pino({ level: config.logLevel }) as unknown as FastifyBaseLogger;
  const database = await openConfiguredDatabase(config, (error) =>
    log.warn({ err: error }, 'database connection lost'),
  );
  let accounts: readonly DemoAccount[];
  try {
    await database.migrate();
    accounts = await prepareData(database, log, config.site);
  } finally {
    await database.close();
  }

  let started = false;
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!started) {
      log.error({ pid: worker.process.pid, code, signal }, 'a server process failed to start');
      process.exit(1);
    }
    log.error(
      { pid: worker.process.pid, code, signal },
      'a server process ended; starting another',
    );
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'stopping the server processes');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('server processes still running: ending them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, WORKER_STOP_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const port = await new Promise<number>((resolve) => {
    let listening = 0;
    cluster.on('listening', (_worker, address) => {
      listening += 1;
      if (listening === config.processes) resolve(address.port);
    });
    for (let index = 0; index < config.processes; index++) cluster.fork();
  });
  started = true;
  console.log(banner(config, 'postgres', port, accounts, config.processes));
}

function openConfiguredDatabase(
  config: AppConfig,
  onIdleError: (error: Error) => void,
): Promise<Database> {
  return openDatabase(
    config.database.kind === 'postgres'
      ? { url: config.database.url, onIdleError }
      : { dataDir: config.database.dataDir },
  );
}

/** The demo data on a first start; the demo accounts for the banner. */
async function prepareData(
  database: Database,
  log: FastifyBaseLogger,
  site: AppConfig['site'],
): Promise<readonly DemoAccount[]> {
  const seeded = await seedIfEmpty(database, log, site);
  if (database.kind === 'pglite' && !seeded.seeded) {
    // PGlite has no autovacuum: refresh the planner's statistics once per start (well under a
    // second for the demo catalogue), so product lookups are planned on indexes.
    await database.db.execute(sql.raw('ANALYZE'));
  }
  return seeded.accounts;
}

function banner(
  config: AppConfig,
  kind: Database['kind'],
  port: number,
  accounts: readonly DemoAccount[],
  processes: number,
): string {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  ${config.site.brandName} is running at http://${shownHost}:${port}/ecom`,
    `  Database: ${kind}${config.database.kind === 'pglite' ? ` (${config.database.dataDir})` : ''}`,
  ];
  if (processes > 1) lines.push(`  Server processes: ${processes}`);
  if (accounts.length > 0) {
    lines.push('  Demo accounts:');
    for (const account of accounts) {
      lines.push(`    ${account.role.padEnd(9)} ${account.email} / ${account.password}`);
    }
  }
  if (accounts.length > 0) lines.push(...demoLoyaltyLines(config.site.loyaltySchemeName));
  lines.push(...demoTenderLines());
  lines.push(`  Staff console: http://${shownHost}:${port}/admin`);
  if (config.mail.smtpUrl === undefined) {
    lines.push(
      `  Emails (held, no SMTP_URL; staff sign-in): http://${shownHost}:${port}/ecom/admin/mail`,
    );
  }
  return `${lines.join('\n')}\n`;
}

await main();
