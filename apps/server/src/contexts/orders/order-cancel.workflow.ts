import type { Identity } from '@grocer/domain/identity/identity';
import { CANCELLABLE_STATUSES } from '@grocer/domain/orders/order-links';
import { done, fail, type WorkflowStep } from '@grocer/domain/workflow/workflow-runner';
import { runMoneyWorkflow } from './money-workflow.ts';
import type { MoneyWorkflowRow, MoneyWorkflowsRepository } from './money-workflows.repository.ts';
import type { CancelFailureCode, OrderHistorySources } from './order-history.contract.ts';
import type { OrderHistoryRepository } from './order-history.repository.ts';
import { recoveryIdentity } from './recovery-identity.ts';

/**
 * Cancelling a placed order (decisions 0041, 0055): one workflow of named steps.
 *
 * claim → void-payment → release-slot → release-tenders
 *
 * The claim is a conditional update (PLACED → CANCELLED), so a second cancel, at once or later,
 * stops there and does nothing twice. The payment's void comes next because it is the only step
 * another party can refuse (a payment already captured): refused, the claim is undone and the
 * order is PLACED again with nothing released. The releases after it cannot be refused and are
 * idempotent (a reservation already cancelled, a redemption already given back change nothing).
 *
 * Durable (decision 0055): each run is a `money_workflows` row of kind `cancel`. A run that died
 * (or threw) after its claim is **rolled forward** by the recovery sweep, or at once by the
 * shopper's retry of the cancel (`finishCancel`): void (same key), release the slot, release the
 * tenders, all idempotent. A run that died before its claim changed nothing and is closed.
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

export interface CancelDeps {
  repository: OrderHistoryRepository;
  sources: Pick<OrderHistorySources, 'payments' | 'slots' | 'tenders'>;
  /** The progress record; null in the steps' unit test. */
  workflows?: MoneyWorkflowsRepository | null;
}

/** The provider key of a cancel's void: the same in every run and in the recovery. */
const voidKey = (customerOrderId: string) => `cancel-${customerOrderId}`;

export async function runCancelWorkflow(
  deps: CancelDeps,
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
          idempotencyKey: voidKey(c.customerOrderId),
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
  const result = await runMoneyWorkflow({
    workflows: deps.workflows ?? null,
    kind: 'cancel',
    customerOrderId: context.customerOrderId,
    customerId,
    steps,
    context,
    dataOf: (c) => ({ paymentId: c.paymentId }),
  });
  if (result.status === 'completed') return { outcome: 'cancelled' };
  if (result.status === 'suspended') throw new Error('The cancel workflow never suspends');
  if (result.thrown) throw result.failure;
  return { outcome: 'refused', code: result.failure as CancelFailureCode };
}

/**
 * Settles a cancel run that did not finish (the sweep's rule, and a shopper's retry): the order
 * CANCELLED ⇒ its payment voided (same key), slot and tenders released, all idempotent ⇒
 * 'rolled-forward'; otherwise the claim never stood and nothing else ran ⇒ 'rolled-back'.
 * Throws when the provider refuses the void (the run stays IN_PROGRESS, visible to staff).
 */
export async function finishCancel(
  deps: CancelDeps & { workflows: MoneyWorkflowsRepository },
  run: MoneyWorkflowRow,
): Promise<'rolled-forward' | 'rolled-back'> {
  const { repository, sources, workflows } = deps;
  const status = await repository.statusOf(run.customer_order_id, run.customer_id);
  if (status !== 'CANCELLED') {
    await workflows.finish(run.id, 'rolled-back');
    return 'rolled-back';
  }
  const paymentId = typeof run.data.paymentId === 'string' ? run.data.paymentId : null;
  if (paymentId !== null) {
    const voided = await sources.payments.void({
      paymentId,
      idempotencyKey: voidKey(run.customer_order_id),
    });
    if (voided.outcome !== 'ok' && voided.outcome !== 'not_found')
      throw new Error(`Cancelled order ${run.customer_order_id}: its payment was not voided`);
  }
  await sources.slots.releaseOrderReservation(
    recoveryIdentity(run.customer_id),
    run.customer_order_id,
  );
  await sources.tenders.releaseRedemption(run.customer_id, run.customer_order_id);
  await workflows.finish(run.id, 'rolled-forward');
  return 'rolled-forward';
}
