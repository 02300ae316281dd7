import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, inject, it } from 'vitest';
import { freePort, SERVER_PROCESS_ARGS } from '../test/two-servers.ts';

/**
 * SERVER_PROCESSES (decision 0067): on PostgreSQL, `npm start` runs that many workers sharing
 * the port. A shopper's requests are answered whichever worker takes them; a worker that dies is
 * replaced; a stop signal ends them all cleanly. Needs PostgreSQL (real processes).
 */
const databaseUrl = inject('databaseUrl');

/** The worker processes of `parent`, by process id. */
function workersOf(parent: ChildProcess): number[] {
  try {
    const out = execFileSync('pgrep', ['-P', String(parent.pid)], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean).map(Number).sort();
  } catch {
    return [];
  }
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!databaseUrl)('SERVER_PROCESSES=2 on PostgreSQL', () => {
  it('proves two workers answer the shop, a worker that dies is replaced, and SIGTERM stops them all', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const supervisor = spawn(process.execPath, SERVER_PROCESS_ARGS, {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl as string,
        SERVER_PROCESSES: '2',
      },
    });
    let printed = '';
    supervisor.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    try {
      await until('the banner', () => (printed.includes('is running at') ? true : undefined));
      expect(printed).toContain('Server processes: 2');
      const first = workersOf(supervisor);
      expect(first).toHaveLength(2);

      // Pages and the API, many times over: every answer is the shop's, whichever worker took it.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          fetch(index % 2 ? `${origin}/api/health` : `${origin}/ecom/shop/trolley`, {
            redirect: 'manual',
          }).then((response) => response.status),
        ),
      );
      expect(new Set(answers)).toEqual(new Set([200, 302]));

      // One worker dies: another takes its place and the shop keeps answering.
      process.kill(first[0] as number, 'SIGKILL');
      const second = await until('a replacement worker', () => {
        const now = workersOf(supervisor);
        return now.length === 2 && !now.includes(first[0] as number) ? now : undefined;
      });
      expect(second).toContain(first[1]);
      await until('the shop answering again', async () => {
        const response = await fetch(`${origin}/api/health`).catch(() => null);
        return response?.ok ? true : undefined;
      });

      // A stop signal ends the workers and then the supervisor, cleanly.
      const exited = once(supervisor, 'exit');
      supervisor.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      for (const pid of second) {
        expect(() => process.kill(pid, 0)).toThrow();
      }
    } finally {
      if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
      for (const pid of workersOf(supervisor)) process.kill(pid, 'SIGKILL');
    }
  });
});
