import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import { moneyOfPence } from '@grocer/domain/money/money';
import { isPastAmendCutoff } from '@grocer/domain/orders/order-amend';
import { placedTotalPence } from '@grocer/domain/orders/order-totals';
import { paymentAttemptAllowed } from '@grocer/domain/orders/order-transitions';
import {
  actualTotals,
  type LinePick,
  type PickableLine,
  pickAsOrdered,
  pickedPricingLines,
  pickingProblem,
} from '@grocer/domain/orders/picking';
import type { JobHandler, JobQueue } from '../jobs/jobs.contract.ts';
import type {
  AmendCutOffRecord,
  FulfilmentOutcome,
  FulfilmentService,
  FulfilmentSources,
  PaymentResolution,
  ResolutionOutcome,
  StaffOrderSummary,
  StaffOrderView,
} from './fulfilment.contract.ts';
import type { FulfilmentOrderRow, FulfilmentRepository } from './fulfilment.repository.ts';
import { fulfilmentMoney, owedPence, type ResolveResult } from './fulfilment-money.workflow.ts';
import type { MoneyWorkflowsRepository } from './money-workflows.repository.ts';
import { staffNoteOf } from './order-amend-at-cutoff.ts';
import type { OrderLineRow } from './orders.repository.ts';

/** The job kinds fulfilment runs on the queue (decision 0043). */
export const FULFILMENT_JOBS = {
  start: 'order.start-fulfilment',
  autoPick: 'order.auto-pick',
  capture: 'order.capture',
  complete: 'order.complete',
} as const;

/** How many placed orders one scheduler tick queues at most. */
const DUE_BATCH = 200;

function summaryOf(order: FulfilmentOrderRow, record?: AmendCutOffRecord): StaffOrderSummary {
  return {
    customerOrderId: order.customer_order_id,
    customerId: order.customer_id,
    status: order.status,
    slotStart: order.slot?.startDateTime ?? null,
    amendOrderCutOff: order.slot?.amendOrderCutOff ?? null,
    // What the order costs as placed (the money rule's total price, after its promo code).
    totalEstimatedCost: ((total) => (total === null ? null : moneyOfPence(total)))(
      placedTotalPence(order.totals),
    ),
    createdAt: new Date(order.created_at).toISOString(),
    amendCutOff: staffNoteOf(record, order.status),
  };
}

function pickableLines(lines: readonly OrderLineRow[]): PickableLine[] {
  return lines.map((line) => ({
    position: line.position,
    productId: line.product_id,
    lineNumber: line.line_number,
    quantity: line.quantity as Quantity,
    canSubstitute: line.can_substitute,
  }));
}

function viewOf(
  order: FulfilmentOrderRow,
  lines: readonly OrderLineRow[],
  record?: AmendCutOffRecord,
): StaffOrderView {
  return {
    ...summaryOf(order, record),
    lines: lines.map((line) => ({
      position: line.position,
      lineNumber: line.line_number,
      productId: line.product_id,
      quantity: line.quantity as Quantity,
      canSubstitute: line.can_substitute,
      noteToShopper: line.note_to_shopper,
      pricePence: line.price_pence,
      totalPricePence: line.total_price_pence,
      estimated: line.estimated,
    })),
    redeemedPence: order.redeemed_pence,
    authorisedPence: order.payment_id ? order.amount_to_pay_pence : 0,
    picking: order.picking,
    actualTotals: order.actual_totals,
    capturedPence: order.captured_pence,
    uncoveredPence: order.uncovered_pence,
    captureFailure: order.capture_failure,
  };
}

export function createFulfilmentService(deps: {
  repository: FulfilmentRepository;
  queue: JobQueue;
  sources: FulfilmentSources;
  /** Minutes after fulfilment starts at which the automatic picker picks; null: never. */
  autoPickMinutes: number | null;
  /** The money workflows' progress record (decision 0055); null in unit tests. */
  workflows?: MoneyWorkflowsRepository | null;
}): FulfilmentService & {
  handlers: ReadonlyMap<string, JobHandler>;
  recovery: Pick<ReturnType<typeof fulfilmentMoney>, 'recoverCapture' | 'recoverResolution'>;
} {
  const { repository, queue, sources } = deps;
  const { payments, now } = sources;
  const money = fulfilmentMoney({
    repository,
    queue,
    payments,
    now,
    workflows: deps.workflows ?? null,
  });

  async function view(customerOrderId: string): Promise<StaffOrderView | null> {
    const found = await repository.findOrder(customerOrderId);
    if (!found) return null;
    const records = await sources.amends.outcomes([customerOrderId]);
    return viewOf(found.order, found.lines, records.get(customerOrderId));
  }

  async function summaries(orders: readonly FulfilmentOrderRow[]) {
    const records = await sources.amends.outcomes(orders.map((o) => o.customer_order_id));
    return orders.map((order) => summaryOf(order, records.get(order.customer_order_id)));
  }

  async function settled(customerOrderId: string): Promise<FulfilmentOutcome> {
    const order = await view(customerOrderId);
    return order ? { outcome: 'ok', order } : { outcome: 'refused', code: 'NOT_FOUND' };
  }

  async function conflict(customerOrderId: string): Promise<FulfilmentOutcome> {
    const order = await view(customerOrderId);
    return order
      ? { outcome: 'refused', code: 'ORDER_STATUS_CONFLICT', status: order.status }
      : { outcome: 'refused', code: 'NOT_FOUND' };
  }

  async function audit(
    staff: Identity | undefined,
    customerId: number,
    action: 'order-fulfilment-started' | 'order-picked' | 'order-completed',
    customerOrderId: string,
  ) {
    if (!staff) return;
    await sources.audit.record({
      staffId: staff.principalId,
      customerId,
      action,
      detail: { customerOrderId },
    });
  }

  /**
   * Decision 0059: an order whose amend the cut-off ended without its original slot is not
   * started by a job when it was set aside (staff start it), nor before the cut-off of the slot
   * it kept: that slot's start is queued for its own cut-off (keyed by its reservation, since the
   * scheduler's key for the order is spent). True when the job must leave the order as it is.
   */
  async function waitsAfterCutOff(customerOrderId: string): Promise<boolean> {
    const record = (await sources.amends.outcomes([customerOrderId])).get(customerOrderId);
    if (!record) return false;
    if (record.outcome === 'set-aside') return true;
    const order = (await repository.findOrder(customerOrderId))?.order;
    const cutOff = order?.slot?.amendOrderCutOff;
    if (order?.status !== 'PLACED' || !cutOff || isPastAmendCutoff(cutOff, now())) return false;
    await queue.enqueue({
      kind: FULFILMENT_JOBS.start,
      key: `order-${customerOrderId}-fulfil-${order.slot?.slotReservationId ?? cutOff}`,
      payload: { customerOrderId },
      runAt: new Date(cutOff),
    });
    return true;
  }

  async function startFulfilment(
    customerOrderId: string,
    staff?: Identity,
  ): Promise<FulfilmentOutcome> {
    const found = await repository.findOrder(customerOrderId);
    if (!found) return { outcome: 'refused', code: 'NOT_FOUND' };
    if (found.order.status === 'AMENDING') {
      // Still amending at the cut-off: the amend cannot be checked out any more, so it is
      // cancelled (original lines kept, trolley closed) and the order fulfilled as placed; if its
      // original slot filled meanwhile, in the slot held while amending or set aside (0059).
      const cutOff = found.order.slot?.amendOrderCutOff;
      if (!cutOff || !isPastAmendCutoff(cutOff, now())) return conflict(customerOrderId);
      const ended = await sources.amends.endAmend(found.order.customer_id, customerOrderId);
      if (ended.outcome === 'still-amending') return conflict(customerOrderId);
      // Set aside: left PLACED with its flag, even when staff asked (they see why first).
      if (ended.outcome === 'set-aside') return settled(customerOrderId);
    }
    if (!staff && (await waitsAfterCutOff(customerOrderId))) return settled(customerOrderId);
    if (!(await repository.move(customerOrderId, 'PLACED', 'FULFIL')))
      return conflict(customerOrderId);
    await audit(staff, found.order.customer_id, 'order-fulfilment-started', customerOrderId);
    if (deps.autoPickMinutes !== null) {
      await queue.enqueue({
        kind: FULFILMENT_JOBS.autoPick,
        key: `order-${customerOrderId}-auto-pick`,
        payload: { customerOrderId },
        runAt: new Date(now().getTime() + deps.autoPickMinutes * 60_000),
      });
    }
    return settled(customerOrderId);
  }

  /**
   * Takes the actual amount: the authorised card gives up to what it authorised. All of it taken:
   * the order completes at its slot's end (a job). Picking cost more than was authorised: the
   * authorised amount is taken and the order is PAYMENT_FAILED owing the rest, which the customer
   * pays on the resolve page (decision 0043). Refused by the provider: PAYMENT_FAILED. A provider
   * that cannot be reached throws, and the capture job tries again (its idempotency key makes a
   * repeat harmless). A recorded money workflow (decision 0058): a run that died is finished by
   * the recovery sweep.
   */
  async function capture(customerOrderId: string): Promise<void> {
    await money.capturePicked(customerOrderId);
  }

  async function completePicking(
    customerOrderId: string,
    picks: readonly LinePick[],
    staff?: Identity,
  ): Promise<FulfilmentOutcome> {
    const found = await repository.findOrder(customerOrderId);
    if (!found) return { outcome: 'refused', code: 'NOT_FOUND' };
    if (found.order.status !== 'FULFIL') return conflict(customerOrderId);
    const lines = pickableLines(found.lines);
    const problem = pickingProblem(lines, picks);
    if (problem) return { outcome: 'refused', code: 'PICKING_INVALID', problem };
    // Priced as for the order's customer: a member keeps member prices at capture (0086).
    const priced = await sources.pricing.price(
      pickedPricingLines(lines, picks),
      found.order.slot?.startDateTime ?? null,
      found.order.customer_id,
    );
    const unpriced = priced.lines.find((line) => !line.priced);
    if (unpriced) {
      return {
        outcome: 'refused',
        code: 'PICKING_INVALID',
        problem: { position: unpriced.trolleyItemId, problem: 'unknown-substitute' },
      };
    }
    const totals = actualTotals({
      priced,
      deliveryChargePence: found.order.totals?.deliveryCharge?.amount ?? 0,
      orderLevelSavingsPence: found.order.totals?.estimated?.orderLevelSavings ?? 0,
    });
    let picked: 'captured' | 'conflict' | 'unreachable';
    try {
      // Recording the picking and the capture are one recorded workflow (decision 0058).
      picked = await money.pickAndCapture(found.order, totals, picks);
    } catch {
      picked = 'unreachable';
    }
    if (picked === 'conflict') return conflict(customerOrderId);
    await audit(staff, found.order.customer_id, 'order-picked', customerOrderId);
    if (picked === 'unreachable') {
      // The provider could not be reached: the capture job tries again with backoff.
      await queue.enqueue({
        kind: FULFILMENT_JOBS.capture,
        key: `order-${customerOrderId}-capture`,
        payload: { customerOrderId },
      });
    }
    return settled(customerOrderId);
  }

  async function completeOrder(
    customerOrderId: string,
    staff?: Identity,
  ): Promise<FulfilmentOutcome> {
    const found = await repository.findOrder(customerOrderId);
    if (!found) return { outcome: 'refused', code: 'NOT_FOUND' };
    // Only once the capture has taken the money: a failed one leaves the order PAYMENT_FAILED.
    if (found.order.captured_pence === null) return conflict(customerOrderId);
    // The member's points for what the order was charged, once (an award per order): asked
    // again when completion finds the order completed already, after a run that died between.
    const award = () =>
      sources.loyalty?.awardOrderPoints(
        found.order.customer_id,
        customerOrderId,
        found.order.captured_pence ?? 0,
      );
    if (!(await repository.move(customerOrderId, 'PICKED', 'COMPLETED'))) {
      if (found.order.status === 'COMPLETED') await award();
      return conflict(customerOrderId);
    }
    await award();
    await audit(staff, found.order.customer_id, 'order-completed', customerOrderId);
    return settled(customerOrderId);
  }

  const idOf = (payload: Record<string, unknown>) => String(payload.customerOrderId);

  const handlers = new Map<string, JobHandler>([
    [
      FULFILMENT_JOBS.start,
      async (job) => {
        const started = await startFulfilment(idOf(job.payload));
        // An amend that could not be ended (a refusal other than its original slot filling,
        // which decision 0059 settles): the job fails, is retried, then left FAILED for staff.
        if (started.outcome === 'refused' && 'status' in started && started.status === 'AMENDING')
          throw new Error(`Order ${idOf(job.payload)} is still amending past its cut-off`);
      },
    ],
    [
      FULFILMENT_JOBS.autoPick,
      async (job) => {
        const found = await repository.findOrder(idOf(job.payload));
        if (found?.order.status !== 'FULFIL') return;
        await completePicking(idOf(job.payload), pickAsOrdered(pickableLines(found.lines)));
      },
    ],
    [FULFILMENT_JOBS.capture, async (job) => capture(idOf(job.payload))],
    [FULFILMENT_JOBS.complete, async (job) => void (await completeOrder(idOf(job.payload)))],
  ]);

  // ── Payment resolution (the customer's side) ──

  function resolutionOf(order: FulfilmentOrderRow): PaymentResolution {
    const allowed = paymentAttemptAllowed(order.status);
    return {
      paymentResolutionEnabled: true,
      resolved: order.status === 'PAID' && order.resolution_payment_id !== null,
      paymentAttemptAllowed: allowed,
      totalToPay: moneyOfPence(allowed ? owedPence(order) : 0),
    };
  }

  async function ownFailedOrder(identity: Identity, customerOrderId: string) {
    if (identity.sessionId === null) return null;
    return repository.findOrder(customerOrderId, identity.customerId);
  }

  /** The answer to the shopper for a resolution run (decision 0043). */
  async function answerOf(
    order: FulfilmentOrderRow,
    result: ResolveResult,
  ): Promise<ResolutionOutcome> {
    const id = order.customer_order_id;
    if (result.outcome === 'security-needed')
      return { outcome: 'security-needed', customerOrderId: id, challengeUrl: result.challengeUrl };
    if (result.outcome === 'refused') return result;
    const after = await repository.findOrder(id);
    return { outcome: 'paid', resolution: resolutionOf(after?.order ?? order) };
  }

  /** The shopper's order, with any resolution run that died settled first (decision 0058). */
  async function settledFailedOrder(identity: Identity, customerOrderId: string) {
    const found = await ownFailedOrder(identity, customerOrderId);
    if (!found) return null;
    await money.settleUnfinishedResolutions(found.order);
    return ownFailedOrder(identity, customerOrderId);
  }

  return {
    handlers,
    recovery: { recoverCapture: money.recoverCapture, recoverResolution: money.recoverResolution },
    async listOrders(limit) {
      return summaries(await repository.recentOrders(limit));
    },
    async ordersNeedingAttention(limit) {
      const ids = await sources.amends.setAsideOrderIds(limit);
      const found = await Promise.all(ids.map((id) => repository.findOrder(id)));
      return summaries(found.flatMap((f) => (f ? [f.order] : [])));
    },
    getOrder: view,
    startFulfilment,
    completePicking,
    completeOrder,
    async enqueueDue(at) {
      let queued = 0;
      for (const customerOrderId of await repository.placedOrdersDue(at, DUE_BATCH)) {
        const added = await queue.enqueue({
          kind: FULFILMENT_JOBS.start,
          key: `order-${customerOrderId}-fulfil`,
          payload: { customerOrderId },
        });
        if (added) queued += 1;
      }
      return queued;
    },

    async paymentResolution(identity, customerOrderId) {
      const found = await ownFailedOrder(identity, customerOrderId);
      return found ? resolutionOf(found.order) : null;
    },

    async resolvePayment(identity, customerOrderId, paymentCardId) {
      const found = await settledFailedOrder(identity, customerOrderId);
      if (!found) return { outcome: 'refused', code: 'NOT_FOUND' };
      if (!paymentAttemptAllowed(found.order.status)) {
        return { outcome: 'refused', code: 'PAYMENT_NOT_ALLOWED' };
      }
      const token = await payments.cardToken(identity.customerId, paymentCardId);
      if (token === null) return { outcome: 'refused', code: 'PAYMENT_CARD_NOT_FOUND' };
      const result = await money.resolve({
        order: found.order,
        paymentCardId,
        token,
        pendingPaymentId: null,
      });
      return answerOf(found.order, result);
    },

    async resumeResolution(identity, customerOrderId) {
      const found = await settledFailedOrder(identity, customerOrderId);
      if (!found) return { outcome: 'refused', code: 'NOT_FOUND' };
      const { order } = found;
      if (!paymentAttemptAllowed(order.status) || order.resolution_payment_id === null) {
        return { outcome: 'refused', code: 'PAYMENT_NOT_ALLOWED' };
      }
      const result = await money.resolve({
        order,
        paymentCardId: null,
        token: null,
        pendingPaymentId: order.resolution_payment_id,
      });
      return answerOf(order, result);
    },
  };
}
