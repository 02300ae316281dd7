import type { Identity } from '@grocer/domain/identity/identity';
import { CANCELLABLE_STATUSES } from '@grocer/domain/orders/order-links';
import {
  done,
  fail,
  runWorkflow,
  type WorkflowStep,
} from '@grocer/domain/workflow/workflow-runner';
import type { CancelFailureCode, OrderHistorySources } from './order-history.contract.ts';
import type { OrderHistoryRepository } from './order-history.repository.ts';

/**
 * Cancelling a placed order (decision 0041): one workflow of named steps.
 *
 * claim → void-payment → release-slot → release-tenders
 *
 * The claim is a conditional update (PLACED → CANCELLED), so a second cancel, at once or later,
 * stops there and does nothing twice. The payment's void comes next because it is the only step
 * another party can refuse (a payment already captured): refused, the claim is undone and the
 * order is PLACED again with nothing released. The releases after it cannot be refused and are
 * idempotent (a reservation already cancelled, a redemption already given back change nothing),
 * so they need no compensation; were one to throw, the order stays CANCELLED with its payment
 * voided and the error is raised (a retry of the release is left to operations, decision 0041).
 */

export const CANCEL_STEPS = ['claim', 'void-payment', 'release-slot', 'release-tenders'] as const;

export interface CancelContext {
  identity: Identity;
  customerOrderId: string;
  /** The provider's authorisation; null when gift cards and vouchers paid it all. */
  paymentId: string | null;
  voided: boolean;
}

export type CancelResult =
  | { outcome: 'cancelled' }
  | { outcome: 'refused'; code: CancelFailureCode };

export async function runCancelWorkflow(
  deps: { repository: OrderHistoryRepository; sources: OrderHistorySources },
  context: CancelContext,
): Promise<CancelResult> {
  const { repository, sources } = deps;
  const customerId = context.identity.customerId;
  const steps: WorkflowStep<CancelContext, CancelFailureCode>[] = [
    {
      name: 'claim',
      async run(c) {
        const claimed = await repository.moveStatus({
          customerOrderId: c.customerOrderId,
          customerId,
          from: CANCELLABLE_STATUSES,
          to: 'CANCELLED',
        });
        return claimed ? done : fail('ORDER_NOT_CANCELLABLE');
      },
      async compensate(c) {
        // A voided payment cannot authorise the order again: it stays cancelled.
        if (c.voided) return;
        await repository.moveStatus({
          customerOrderId: c.customerOrderId,
          customerId,
          from: ['CANCELLED'],
          to: 'PLACED',
        });
      },
    },
    {
      name: 'void-payment',
      async run(c) {
        if (c.paymentId === null) return done;
        const voided = await sources.payments.void({
          paymentId: c.paymentId,
          idempotencyKey: `cancel-${c.customerOrderId}`,
        });
        if (voided.outcome !== 'ok') return fail('PAYMENT_VOID_REFUSED');
        c.voided = true;
        return done;
      },
    },
    {
      name: 'release-slot',
      async run(c) {
        await sources.slots.releaseOrderReservation(c.identity, c.customerOrderId);
        return done;
      },
    },
    {
      name: 'release-tenders',
      async run(c) {
        await sources.tenders.releaseRedemption(customerId, c.customerOrderId);
        return done;
      },
    },
  ];
  const result = await runWorkflow(steps, context);
  if (result.status === 'completed') return { outcome: 'cancelled' };
  if (result.status === 'suspended') throw new Error('The cancel workflow never suspends');
  if (result.thrown) throw result.failure;
  return { outcome: 'refused', code: result.failure as CancelFailureCode };
}
