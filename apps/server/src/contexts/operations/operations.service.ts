import type { Db } from '@grocer/db/client';
import type { Identity } from '@grocer/domain/identity/identity';
import { isConsoleStaff } from '@grocer/domain/staff/staff-console';
import { AppError } from '../../errors/app-error.ts';
import { checkMoneyInvariants, stuckMoneyWorkflows } from './money-invariants.ts';
import type { OperationsService, OperationsSources } from './operations.contract.ts';

/** At most this many workflows left in progress are listed on the console's home. */
const STUCK_SHOWN = 50;

/**
 * The staff console's money health (decision 0058): the money invariants over the whole shop,
 * with work younger than the lease left out (it is in flight, not broken), the workflows left in
 * progress past the lease, and "run recovery" for one of them, written to the staff audit log
 * against the order's customer.
 */
export function createOperationsService(deps: {
  db: Db;
  sources: OperationsSources;
  leaseMs: number;
}): OperationsService {
  const { db, sources, leaseMs } = deps;

  function requireStaff(staff: Identity): void {
    if (!isConsoleStaff(staff)) throw new AppError('FORBIDDEN', 'This needs a staff account.');
  }

  return {
    async moneyHealth(staff) {
      requireStaff(staff);
      const counts = await checkMoneyInvariants(db, { graceMs: leaseMs, leaseMs });
      return {
        invariants: counts.map(({ name, rule, violations }) => ({ name, rule, violations })),
        stuck: await stuckMoneyWorkflows(db, { leaseMs, limit: STUCK_SHOWN }),
        leaseSeconds: Math.round(leaseMs / 1000),
      };
    },

    async recoverWorkflow(staff, runId) {
      requireStaff(staff);
      const settled = await sources.recovery.recoverOne(runId, { leaseMs });
      if (!settled) return { outcome: 'not-found' };
      const { run, how } = settled;
      const workflow = {
        runId: run.id,
        kind: run.kind,
        customerOrderId: run.customer_order_id,
        customerId: run.customer_id,
        step: run.step,
        progressedAt: new Date(run.progressed_at).toISOString(),
      };
      await sources.audit.record({
        staffId: staff.principalId,
        customerId: run.customer_id,
        action: 'money-workflow-recovered',
        detail: {
          runId: run.id,
          kind: run.kind,
          customerOrderId: run.customer_order_id,
          step: run.step,
          how,
        },
      });
      return { outcome: 'recovered', how, workflow };
    },
  };
}
