import type { FastifyBaseLogger } from 'fastify';
import type {
  MoneyWorkflowKind,
  MoneyWorkflowRow,
  MoneyWorkflowsRepository,
} from './money-workflows.repository.ts';
import type {
  PlacementRecovery,
  PlacementRecoveryConfig,
  SweepResult,
} from './placement-recovery.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one recovery sweep of every money workflow (decision 0055), for tests and tools. */
    moneyRecovery: MoneyRecovery;
  }
}

/** How a dead run was settled: finished from where it stood, undone, or left for later. */
export type RecoveryHow = 'rolled-forward' | 'rolled-back' | 'deferred';

/** Each kind's rule (decision 0055): settles one dead run and finishes its row (unless deferred). */
export type Recoverer = (run: MoneyWorkflowRow) => Promise<RecoveryHow>;

export interface MoneySweepResult {
  placement: SweepResult;
  /** Per kind: how many dead runs were rolled forward, back, deferred or failed (logged). */
  workflows: Record<string, Record<RecoveryHow | 'failed', number>>;
  /** Per other context (the delivery pass's payments, decision 0094): the same counts. */
  others: Record<string, Record<RecoveryHow | 'failed', number>>;
}

/**
 * Another context's sweep of its own money runs (decision 0094): it keeps its own record and
 * rule, and the one sweep calls it with the lease and the customers it is limited to.
 */
export type OtherMoneyRecovery = (options: {
  leaseMs: number;
  customerIds?: readonly number[] | undefined;
}) => Promise<Record<RecoveryHow | 'failed', number>>;

/** At most this many rows per sweep, so one sweep never runs unbounded. */
const MAX_PER_SWEEP = 200;

/**
 * The one sweep entry point (decision 0055): placements (their own record, decision 0045), then
 * every `money_workflows` run left IN_PROGRESS past its lease, each settled by its kind's rule,
 * then other contexts' own money runs (the delivery pass's payments, decision 0094).
 * A rule that throws leaves its row to be taken again a lease later (logged).
 */
export class MoneyRecovery {
  readonly #placement: PlacementRecovery;
  readonly #workflows: MoneyWorkflowsRepository;
  readonly #recoverers: Partial<Record<MoneyWorkflowKind, Recoverer>>;
  readonly #others: Record<string, OtherMoneyRecovery>;
  readonly #leaseMs: number;
  readonly #log: FastifyBaseLogger | undefined;

  constructor(options: {
    placement: PlacementRecovery;
    workflows: MoneyWorkflowsRepository;
    recoverers: Partial<Record<MoneyWorkflowKind, Recoverer>>;
    others?: Record<string, OtherMoneyRecovery>;
    leaseMs: number;
    log?: FastifyBaseLogger;
  }) {
    this.#others = options.others ?? {};
    this.#placement = options.placement;
    this.#workflows = options.workflows;
    this.#recoverers = options.recoverers;
    this.#leaseMs = options.leaseMs;
    this.#log = options.log;
  }

  /** `leaseMs` overrides the configured lease; `customerIds` limits the sweep (tests). */
  async sweep(
    options: Partial<PlacementRecoveryConfig> & { customerIds?: readonly number[] } = {},
  ): Promise<MoneySweepResult> {
    const leaseMs = options.leaseMs ?? this.#leaseMs;
    // The money workflows first: an amend's checkout owns its placement row until it is settled.
    const workflows: MoneySweepResult['workflows'] = {};
    for (let i = 0; i < MAX_PER_SWEEP; i += 1) {
      const run = await this.#workflows.takeStale(leaseMs, options.customerIds);
      if (!run) break;
      const counts = workflows[run.kind] ?? {
        'rolled-forward': 0,
        'rolled-back': 0,
        deferred: 0,
        failed: 0,
      };
      workflows[run.kind] = counts;
      counts[await this.#settle(run)] += 1;
    }
    const placement = await this.#placement.sweep(options);
    const others: MoneySweepResult['others'] = {};
    for (const [name, sweep] of Object.entries(this.#others)) {
      try {
        others[name] = await sweep({ leaseMs, customerIds: options.customerIds });
      } catch (error) {
        this.#log?.error({ err: error, name }, 'money sweep of another context failed');
      }
    }
    return { placement, workflows, others };
  }

  /**
   * Settles one run left in progress past the lease now (the staff console's "run recovery",
   * decision 0058), by its kind's rule. Null when the run is unknown, finished, still within its
   * lease or being settled by another process.
   */
  async recoverOne(
    runId: number,
    options: { leaseMs?: number } = {},
  ): Promise<{ run: MoneyWorkflowRow; how: RecoveryHow | 'failed' } | null> {
    const run = await this.#workflows.takeOne(runId, options.leaseMs ?? this.#leaseMs);
    if (!run) return null;
    return { run, how: await this.#settle(run) };
  }

  /** One run by its kind's rule; 'failed' (logged) leaves it for a lease later. */
  async #settle(run: MoneyWorkflowRow): Promise<RecoveryHow | 'failed'> {
    try {
      const recoverer = this.#recoverers[run.kind];
      if (!recoverer) throw new Error(`No recovery rule for ${run.kind}`);
      const how = await recoverer(run);
      this.#log?.warn(
        {
          runId: run.id,
          kind: run.kind,
          customerOrderId: run.customer_order_id,
          step: run.step,
          how,
        },
        'dead money workflow recovered',
      );
      return how;
    } catch (error) {
      this.#log?.error(
        { err: error, runId: run.id, kind: run.kind, customerOrderId: run.customer_order_id },
        'dead money workflow could not be recovered; trying again after the lease',
      );
      return 'failed';
    }
  }
}
