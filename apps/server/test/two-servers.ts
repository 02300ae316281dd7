import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestApp } from './test-app.ts';
import { createTestApp } from './test-app.ts';

/**
 * Servers on one database for tests that prove a guarantee holds across processes (decision
 * 0034): on PostgreSQL, real processes (`apps/server/src/main.ts` as `npm start` runs it) on
 * their own ports; on PGlite, which one process owns, apps built on the same database in this
 * process. Either way each is reached over HTTP at `origin`.
 */

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * Node's arguments for a server process: `main.ts` as `npm start` runs it, with the preload that
 * spares each start the slow look-ups of drizzle-orm's module format (decision 0064).
 */
export const SERVER_PROCESS_ARGS = [
  '--import',
  new URL('../../../scripts/drizzle-module-format.ts', import.meta.url).href,
  MAIN,
];

export interface TestServer {
  origin: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * `main.ts` as `npm start` runs it, on a free port of 127.0.0.1 against `databaseUrl`, with the
 * tests' environment and `env` over it. Not yet answering: see `untilAnswering`.
 */
export async function spawnServerProcess(
  databaseUrl: string,
  env: Record<string, string>,
  stdio: StdioOptions,
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_PROCESS_ARGS, {
    stdio,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ...env,
    },
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** Waits until `origin` answers its health check; kills `child` and throws if it never does. */
export async function untilAnswering(
  child: ChildProcess,
  origin: string,
  failure: () => string,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(failure());
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A real server process on `databaseUrl`, started as `npm start` starts one. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const { child, origin } = await spawnServerProcess(databaseUrl, env, [
    'ignore',
    'ignore',
    'inherit',
  ]);
  await untilAnswering(child, origin, () => `server process at ${origin} did not start`);
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Another app on `first`'s database in this process, listening on a free port. */
export async function startInProcessServer(first: TestApp): Promise<TestServer> {
  const second = await createTestApp({ database: first.database });
  await second.app.listen({ host: '127.0.0.1', port: 0 });
  const address = second.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, stop: () => second.close() };
}

export interface CrashingServer extends TestServer {
  /** Resolves once the process has ended itself at its crash point (and has exited). */
  crashed: Promise<void>;
}

/**
 * A real server process on `databaseUrl` armed to end itself (SIGKILL) the first time it reaches
 * `point` (CRASH_AT with E2E_TEST_HOOKS, `faults/crash-point.ts`), for the crash tests (issue 21).
 */
export async function startCrashingServer(
  databaseUrl: string,
  point: string,
  env: Record<string, string> = {},
): Promise<CrashingServer> {
  const { child, origin } = await spawnServerProcess(
    databaseUrl,
    { E2E_TEST_HOOKS: 'true', CRASH_AT: point, ...env },
    ['ignore', 'ignore', 'pipe'],
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const crashed = exited.then(() => {
    if (!stderr.includes(`CRASHED_AT ${point}`))
      throw new Error(`the server ended without reaching ${point}: ${stderr}`);
  });
  // Handled by whoever awaits it; a test that fails first must not also leave a stray rejection.
  crashed.catch(() => {});
  await untilAnswering(
    child,
    origin,
    () => `crashing server at ${origin} did not start: ${stderr}`,
  );
  return {
    origin,
    crashed,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
