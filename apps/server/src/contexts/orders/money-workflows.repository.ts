import type { Db } from '@grocer/db/client';
import { andCustomerIn, sqlRows as rows } from '@grocer/db/sql-rows';
import { sql } from 'drizzle-orm';

/**
 * The progress record of the orders context's money workflows (decision 0055): one
 * `money_workflows` row per run. A run records each step's start (and what its recovery needs, in
 * `data`) before the step runs; the sweep takes a run still IN_PROGRESS a lease after its last
 * record, with FOR UPDATE SKIP LOCKED in an UPDATE that pushes its time on, so two sweeping
 * processes never take one row and a row taken and not finished is taken again a lease later.
 */

export const MONEY_WORKFLOW_KINDS = [
  'cancel',
  'amend-checkout',
  'change-slot',
  'resolve-payment',
  'capture',
] as const;
export type MoneyWorkflowKind = (typeof MONEY_WORKFLOW_KINDS)[number];

export type WorkflowData = Record<string, unknown>;

export interface MoneyWorkflowRow {
  id: number;
  kind: MoneyWorkflowKind;
  customer_order_id: string;
  customer_id: number;
  step: string | null;
  data: WorkflowData;
  progressed_at: Date;
}

const RETURNED = sql`id, kind, customer_order_id::text AS customer_order_id, customer_id, step, data,
  progressed_at`;

export class MoneyWorkflowsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** A new run, IN_PROGRESS before its first step. */
  async begin(input: {
    kind: MoneyWorkflowKind;
    customerOrderId: string;
    customerId: number;
    data: WorkflowData;
  }): Promise<number> {
    const [row] = await rows<{ id: number }>(
      this.#db,
      sql`INSERT INTO money_workflows (kind, customer_order_id, customer_id, data)
          VALUES (${input.kind}, ${input.customerOrderId}::bigint, ${input.customerId},
            ${JSON.stringify(input.data)}::jsonb)
          RETURNING id`,
    );
    if (!row) throw new Error('money workflow not recorded');
    return row.id;
  }

  /** The run is starting `step`, knowing `data` (merged over what it recorded before). */
  async started(id: number, step: string, data: WorkflowData): Promise<void> {
    await this.#db.execute(
      sql`UPDATE money_workflows SET step = ${step}, data = data || ${JSON.stringify(data)}::jsonb,
            progressed_at = now()
          WHERE id = ${id} AND status = 'IN_PROGRESS'`,
    );
  }

  /** The run has answered (or was recovered): it is no longer the sweep's. */
  async finish(id: number, outcome: string): Promise<void> {
    await this.#db.execute(
      sql`UPDATE money_workflows SET status = 'DONE', outcome = ${outcome}
          WHERE id = ${id} AND status = 'IN_PROGRESS'`,
    );
  }

  /** One run IN_PROGRESS that has not recorded a step for `leaseMs`, taken for another lease. */
  async takeStale(
    leaseMs: number,
    customerIds?: readonly number[],
  ): Promise<MoneyWorkflowRow | null> {
    const [taken] = await rows<MoneyWorkflowRow>(
      this.#db,
      sql`UPDATE money_workflows w SET progressed_at = now()
          FROM (
            SELECT id FROM money_workflows
            WHERE status = 'IN_PROGRESS'
              AND progressed_at <= now() - make_interval(secs => ${leaseMs / 1000})
              ${andCustomerIn(customerIds)}
            ORDER BY progressed_at LIMIT 1
            FOR UPDATE SKIP LOCKED
          ) picked
          WHERE w.id = picked.id AND w.status = 'IN_PROGRESS'
          RETURNING w.id, w.kind, w.customer_order_id::text AS customer_order_id, w.customer_id,
            w.step, w.data, w.progressed_at`,
    );
    return taken ?? null;
  }

  /**
   * Run `id` when it is IN_PROGRESS past `leaseMs`, taken for another lease (the staff console's
   * "run recovery" for one row); null when it is unknown, finished or still within its lease.
   */
  async takeOne(id: number, leaseMs: number): Promise<MoneyWorkflowRow | null> {
    const [taken] = await rows<MoneyWorkflowRow>(
      this.#db,
      sql`UPDATE money_workflows w SET progressed_at = now()
          FROM (
            SELECT id FROM money_workflows
            WHERE id = ${id} AND status = 'IN_PROGRESS'
              AND progressed_at <= now() - make_interval(secs => ${leaseMs / 1000})
            FOR UPDATE SKIP LOCKED
          ) picked
          WHERE w.id = picked.id AND w.status = 'IN_PROGRESS'
          RETURNING w.id, w.kind, w.customer_order_id::text AS customer_order_id, w.customer_id,
            w.step, w.data, w.progressed_at`,
    );
    return taken ?? null;
  }

  /** The order's runs of `kind` still IN_PROGRESS (a shopper's retry may finish them). */
  async unfinished(
    kind: MoneyWorkflowKind,
    customerOrderId: string,
    customerId: number,
  ): Promise<MoneyWorkflowRow[]> {
    return rows<MoneyWorkflowRow>(
      this.#db,
      sql`SELECT ${RETURNED} FROM money_workflows
          WHERE kind = ${kind} AND customer_order_id = ${customerOrderId}::bigint
            AND customer_id = ${customerId} AND status = 'IN_PROGRESS'
          ORDER BY id`,
    );
  }

  /** Whether an amend checkout of this placement row is still IN_PROGRESS (its key is its). */
  async amendOwnsPlacement(placementId: number): Promise<boolean> {
    const found = await rows<{ id: number }>(
      this.#db,
      sql`SELECT id FROM money_workflows
          WHERE kind = 'amend-checkout' AND status = 'IN_PROGRESS'
            AND (data->>'placementId')::int = ${placementId}
          LIMIT 1`,
    );
    return found.length > 0;
  }
}
