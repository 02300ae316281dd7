import type { Identity } from '@grocer/domain/identity/identity';
import type { StaffAudit } from '../staff/staff.contract.ts';

/**
 * The operations context's contract (decisions 0055, 0058): what the staff console's home shows
 * of the money's health, and running the recovery of one money workflow left in progress.
 * Operations only reads; the recovery itself is the orders context's, reached through
 * `OperationsSources.recovery`.
 */

export interface InvariantSummary {
  name: string;
  rule: string;
  violations: number;
}

/** A money workflow run left IN_PROGRESS past its lease. */
export interface StuckWorkflow {
  runId: number;
  kind: string;
  customerOrderId: string;
  customerId: number;
  /** The step it last started; null when it died before its first. */
  step: string | null;
  progressedAt: string;
}

export interface MoneyHealth {
  invariants: InvariantSummary[];
  stuck: StuckWorkflow[];
  /** The lease after which a workflow is counted as left in progress. */
  leaseSeconds: number;
}

export type RecoveryHow = 'rolled-forward' | 'rolled-back' | 'deferred' | 'failed';

export type RecoverWorkflowResult =
  | { outcome: 'recovered'; how: RecoveryHow; workflow: StuckWorkflow }
  /** Unknown, finished, within its lease, or being settled by another process. */
  | { outcome: 'not-found' };

export interface OperationsService {
  /** The money invariants' counts and the workflows left in progress (staff only). */
  moneyHealth(staff: Identity): Promise<MoneyHealth>;
  /** Settles one workflow left in progress now, by its kind's rule, audited (staff only). */
  recoverWorkflow(staff: Identity, runId: number): Promise<RecoverWorkflowResult>;
}

/** What operations needs from other contexts; app.ts fills each from its owner. */
export interface OperationsSources {
  recovery: {
    recoverOne(
      runId: number,
      options?: { leaseMs?: number },
    ): Promise<{
      run: {
        id: number;
        kind: string;
        customer_order_id: string;
        customer_id: number;
        step: string | null;
        progressed_at: Date;
      };
      how: RecoveryHow;
    } | null>;
  };
  audit: Pick<StaffAudit, 'record'>;
}
