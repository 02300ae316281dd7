import { type ChildProcess, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, inject, it } from 'vitest';
import { waitFor } from '../test/smtp-test-server.ts';
import { spawnServerProcess, untilAnswering } from '../test/two-servers.ts';

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

describe.skipIf(!databaseUrl)('SERVER_PROCESSES=2 on PostgreSQL', () => {
  it('proves two workers answer the shop, a worker that dies is replaced, and SIGTERM stops them all', async () => {
    const { child: supervisor, origin } = await spawnServerProcess(
      databaseUrl as string,
      { SERVER_PROCESSES: '2' },
      ['ignore', 'pipe', 'inherit'],
    );
    let printed = '';
    supervisor.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    try {
      await waitFor(() => printed.includes('is running at'), 60_000);
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
      const second = await waitFor(() => {
        const now = workersOf(supervisor);
        return now.length === 2 && !now.includes(first[0] as number) && now;
      }, 60_000);
      expect(second).toContain(first[1]);
      await untilAnswering(supervisor, origin, () => 'the shop did not answer again');

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
