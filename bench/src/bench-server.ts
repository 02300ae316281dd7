/**
 * Starts the built grocer server as a child process on its own port, against the embedded
 * database in bench/.data (seeded once and reused) or DATABASE_URL when set.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

export async function waitForHealth(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${origin} did not become healthy in ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

export async function startGrocer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: extra node flags for the servers (e.g. `--cpu-prof --cpu-prof-dir=…`).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The fresh rows send Cache-Control: no-cache, which production ignores unless allowed.
      ALLOW_CLIENT_NO_CACHE: 'true',
      EXPOSE_CACHE_STATUS: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DIR: process.env.PGLITE_DIR ?? join(repoRoot, 'bench/.data/pglite'),
      ...env,
    },
  });
  await waitForHealth(origin, 600_000);
  return { origin, stop: () => stopChild(child) };
}
