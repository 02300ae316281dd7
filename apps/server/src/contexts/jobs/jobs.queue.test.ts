import { randomUUID } from 'node:crypto';
import type { Database } from '@grocer/db/client';
import { jobs } from '@grocer/db/schema/jobs';
import { inArray, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { JobHandler } from './jobs.contract.ts';
import { JobsRepository } from './jobs.repository.ts';
import { createJobWorker } from './jobs.worker.ts';

/**
 * The durable job queue on a real database (decision 0043). Every job here runs "in the year
 * 2000", so a worker of this file never takes another file's jobs on a shared PostgreSQL (theirs
 * are not due yet at that time), and theirs never take these (they run long after).
 * On PostgreSQL the two workers have a pool each, as two processes would.
 */

const PREFIX = `test-${randomUUID().slice(0, 8)}`;
const T0 = new Date('2000-01-01T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const silent = pino({ level: process.env.JOBS_TEST_LOG ?? 'silent' });
let first: Database;
let second: Database;

beforeAll(async () => {
  first = await openTestDatabase();
  // PGlite is one process's database: the second worker shares it. PostgreSQL: its own pool.
  second = inject('databaseUrl') ? await openTestDatabase() : first;
});

afterAll(async () => {
  await first.db.delete(jobs).where(like(jobs.kind, `${PREFIX}%`));
  if (second !== first) await second.close();
  await first.close();
});

const kind = (label: string) => `${PREFIX}-${label}`;

describe('the job queue', () => {
  it('runs each of many jobs exactly once with two workers on two connections', async () => {
    const count = kind('count');
    const repositoryA = new JobsRepository(first.db);
    for (let i = 0; i < 30; i++) {
      await repositoryA.enqueue({ kind: count, payload: { n: i }, runAt: T0 }, T0);
    }
    const ran: number[] = [];
    const handler: JobHandler = async (job) => {
      ran.push(job.payload.n as number);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const worker = (db: Database, id: string) =>
      createJobWorker({
        repository: new JobsRepository(db.db),
        handlers: new Map([[count, handler]]),
        now: () => at(60_000),
        pollIntervalMs: 1_000,
        log: silent,
        workerId: id,
      });
    const [a, b] = await Promise.all([worker(first, 'a').runOnce(), worker(second, 'b').runOnce()]);
    expect(a + b).toBe(30);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const rows = await first.db.select().from(jobs).where(like(jobs.kind, count));
    expect(rows.map((row) => row.status)).toEqual(Array(30).fill('DONE'));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it('does not queue a job key twice', async () => {
    const repository = new JobsRepository(first.db);
    const key = `${PREFIX}-order-1-fulfil`;
    expect(await repository.enqueue({ kind: kind('keyed'), key, runAt: T0 }, T0)).toBe(true);
    expect(await repository.enqueue({ kind: kind('keyed'), key, runAt: T0 }, T0)).toBe(false);
    const rows = await first.db
      .select()
      .from(jobs)
      .where(inArray(jobs.jobKey, [key]));
    expect(rows).toHaveLength(1);
  });

  it('takes over a job whose worker died once its lease has lapsed, and not before', async () => {
    const repositoryA = new JobsRepository(first.db);
    const repositoryB = new JobsRepository(second.db);
    const lapsed = kind('lapsed');
    await repositoryA.enqueue({ kind: lapsed, runAt: at(-1), key: `${PREFIX}-lapsed` }, T0);
    // The claims below may meet this file's other due jobs first: skip to ours.
    const claimOurs = async (repository: JobsRepository, now: Date, id: string) => {
      for (;;) {
        const claim = await repository.claimNext(now, 10_000, id);
        if (!claim || claim.kind === lapsed) return claim;
        await repository.finishDone(claim, now);
      }
    };
    const dead = await claimOurs(repositoryA, T0, 'dead');
    expect(dead?.attempt).toBe(1);
    expect(await claimOurs(repositoryB, at(5_000), 'alive')).toBeNull();
    const retaken = await claimOurs(repositoryB, at(10_000), 'alive');
    expect(retaken).toMatchObject({ id: dead?.id, attempt: 2 });
    // The dead worker's late finish changes nothing: the job is the new holder's.
    expect(await repositoryA.finishDone(dead as NonNullable<typeof dead>, at(11_000))).toBe(false);
    expect(await repositoryB.finishDone(retaken as NonNullable<typeof retaken>, at(11_000))).toBe(
      true,
    );
  });

  it('retries a failing job with backoff and gives it up after its last attempt', async () => {
    const failing = kind('failing');
    const repository = new JobsRepository(first.db);
    await repository.enqueue({ kind: failing, runAt: T0, maxAttempts: 2 }, T0);
    let now = at(100_000);
    const worker = createJobWorker({
      repository,
      handlers: new Map([
        [
          failing,
          async () => {
            throw new Error('provider unavailable');
          },
        ],
      ]),
      now: () => now,
      pollIntervalMs: 1_000,
      log: silent,
    });
    expect(await worker.runOnce()).toBe(1);
    let [row] = await first.db.select().from(jobs).where(like(jobs.kind, failing));
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'provider unavailable' });
    expect(row?.runAt.getTime()).toBe(now.getTime() + 15_000);
    expect(await worker.runOnce()).toBe(0);
    now = at(200_000);
    expect(await worker.runOnce()).toBe(1);
    [row] = await first.db.select().from(jobs).where(like(jobs.kind, failing));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2 });
  });
});
