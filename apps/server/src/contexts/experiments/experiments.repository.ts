import type { Db } from '@grocer/db/client';
import { experiments, experimentVisitors } from '@grocer/db/schema/experiments';
import type { ExperimentSettings } from '@grocer/domain/experiments/experiment-catalogue';
import { and, desc, eq, ne, sql } from 'drizzle-orm';

/** The channel a change to an experiment is announced on, to every server process. */
export const EXPERIMENTS_CHANNEL = 'experiments';

export type ExperimentRow = typeof experiments.$inferSelect;

/** The experiments and experiment_visitors tables, for the experiments context only. */
export class ExperimentsRepository {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** Every run, newest first. */
  runs(): Promise<ExperimentRow[]> {
    return this.#db
      .select()
      .from(experiments)
      .orderBy(desc(experiments.createdAt), desc(experiments.id));
  }

  /** A draft; null when another run of the experiment is still open. */
  async create(
    input: { key: string; name: string; hypothesis: string } & ExperimentSettings,
    staffId: number,
    now: Date,
  ): Promise<ExperimentRow | null> {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .insert(experiments)
        .values({ ...input, status: 'draft', createdAt: now, createdBy: staffId })
        .onConflictDoNothing()
        .returning();
      if (row) await tx.execute(sql`SELECT pg_notify(${EXPERIMENTS_CHANNEL}, ${input.key})`);
      return row ?? null;
    });
  }

  /** Starts a draft, stamping who and when; null when it is not a draft (any more). */
  async start(id: number, staffId: number, now: Date): Promise<ExperimentRow | null> {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .update(experiments)
        .set({ status: 'running', startedAt: now, startedBy: staffId })
        .where(and(eq(experiments.id, id), eq(experiments.status, 'draft')))
        .returning();
      if (row) await tx.execute(sql`SELECT pg_notify(${EXPERIMENTS_CHANNEL}, ${row.key})`);
      return row ?? null;
    });
  }

  /** Stops a run, running or still a draft; null when it is already stopped. */
  async stop(id: number, staffId: number, now: Date): Promise<ExperimentRow | null> {
    const [row] = await this.#db
      .update(experiments)
      .set({ status: 'stopped', stoppedAt: now, stoppedBy: staffId })
      .where(and(eq(experiments.id, id), ne(experiments.status, 'stopped')))
      .returning();
    if (row) await this.#db.execute(sql`SELECT pg_notify(${EXPERIMENTS_CHANNEL}, ${row.key})`);
    return row ?? null;
  }

  /** The customer's adopted visitor id, adopting `visitorId` when they have none yet. */
  async adoptVisitor(customerId: number, visitorId: string, now: Date): Promise<string> {
    await this.#db
      .insert(experimentVisitors)
      .values({ customerId, visitorId, createdAt: now })
      .onConflictDoNothing();
    const [row] = await this.#db
      .select({ visitorId: experimentVisitors.visitorId })
      .from(experimentVisitors)
      .where(eq(experimentVisitors.customerId, customerId));
    return row?.visitorId ?? visitorId;
  }
}
