import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import { isSignedIn } from '@grocer/domain/identity/identity';
import { amendRefusal, isPastAmendCutoff } from '@grocer/domain/orders/order-amend';
import {
  done,
  fail,
  runWorkflow,
  type WorkflowStep,
} from '@grocer/domain/workflow/workflow-runner';
import type { BookSlotInput, CurrentSlot, SlotFailure } from '../slots/slots.contract.ts';
import { runMoneyWorkflow } from './money-workflow.ts';
import type { MoneyWorkflowRow, MoneyWorkflowsRepository } from './money-workflows.repository.ts';
import type {
  AmendFailureCode,
  AmendingOrder,
  AmendOutcome,
  AmendSources,
  OrderAmendService,
} from './order-amend.contract.ts';
import {
  type AmendSnapshot,
  type OrderAmendRepository,
  snapshotOf,
} from './order-amend.repository.ts';
import type { OrderLineRow, OrderRow, OrdersRepository } from './orders.repository.ts';
import { orderView } from './orders.service.ts';
import { recoveryIdentity } from './recovery-identity.ts';

/**
 * Changing an order's slot (decisions 0042, 0058): the order is made AMENDING, its trolley opened
 * again for it, and the new slot booked for it (the booking gives back the old reservation in the
 * same transaction, so an order never holds two). A recorded money workflow of kind
 * `change-slot`.
 */
export const CHANGE_SLOT_STEPS = ['mark-amending', 'reopen-trolley', 'book-slot'] as const;

/** The slot's amend cut-off as the order snapshotted it (a `CurrentSlot`). */
export function amendCutoffOf(slot: unknown): string | null {
  const cutoff = (slot as Partial<CurrentSlot> | null)?.amendOrderCutOff;
  return typeof cutoff === 'string' ? cutoff : null;
}

export function reservationIdOf(slot: unknown): string | null {
  const id = (slot as Partial<CurrentSlot> | null)?.slotReservationId;
  return typeof id === 'string' ? id : null;
}

interface Amend {
  identity: Identity;
  order: OrderRow;
  lines: OrderLineRow[];
  snapshot: AmendSnapshot | null;
  /** The order was AMENDING already: the start only opens its trolley again. */
  amending?: boolean;
  /** change-slot: the slot asked for, and the booking's refusal. */
  slot?: BookSlotInput;
  slotRefusal?: SlotFailure | null;
}

const refused = (code: AmendFailureCode): AmendOutcome => ({ outcome: 'refused', code });

/** The order's lines as the amend's trolley holds them. */
const amendLinesOf = (lines: readonly OrderLineRow[]) =>
  lines.map((line) => ({
    lineNumber: line.line_number,
    productId: line.product_id,
    quantity: line.quantity as Quantity,
    canSubstitute: line.can_substitute,
    noteToShopper: line.note_to_shopper,
    personalisedMessage: line.personalised_message,
  }));

/**
 * Starting, cancelling and changing the slot of an amend (decision 0042). Each is a workflow of
 * named steps with their undo; the re-checkout is order-amend.workflow.ts.
 */
export class OrderAmendServiceImpl implements OrderAmendService {
  readonly #orders: OrdersRepository;
  readonly #amends: OrderAmendRepository;
  readonly #sources: AmendSources;

  readonly #workflows: MoneyWorkflowsRepository | null;

  constructor(
    orders: OrdersRepository,
    amends: OrderAmendRepository,
    sources: AmendSources & { workflows?: MoneyWorkflowsRepository | null },
  ) {
    this.#orders = orders;
    this.#amends = amends;
    this.#sources = sources;
    this.#workflows = sources.workflows ?? null;
  }

  async #find(identity: Identity, customerOrderId: string) {
    if (!isSignedIn(identity) || !/^[1-9]\d{0,17}$/.test(customerOrderId)) return null;
    return this.#orders.findOrder(customerOrderId, identity.customerId);
  }

  async #answer(identity: Identity, customerOrderId: string): Promise<AmendOutcome> {
    const found = await this.#find(identity, customerOrderId);
    if (!found) return refused('NOT_FOUND');
    return { outcome: 'ok', order: orderView(found.order, found.lines) };
  }

  /** The start of an amend: mark-amending → reopen-trolley (each a no-op for what stands). */
  #startSteps(): WorkflowStep<Amend, AmendFailureCode>[] {
    const { trolley } = this.#sources;
    const amends = this.#amends;
    return [
      {
        name: 'mark-amending',
        async run(a) {
          if (a.amending) return done;
          a.snapshot = snapshotOf(a.order, a.lines);
          const started = await amends.startAmend(
            a.order.customer_order_id,
            a.identity.customerId,
            a.snapshot,
          );
          return started ? done : fail('ORDER_NOT_AMENDABLE');
        },
        async compensate(a) {
          if (a.amending) return;
          await amends.abandonAmend(a.order.customer_order_id, a.identity.customerId);
        },
      },
      {
        name: 'reopen-trolley',
        async run(a) {
          // Again: the trolley is made the open one again (another tab may have opened one).
          const reopened = await trolley.reopenForAmend(
            a.identity.customerId,
            a.order.customer_order_id,
            a.amending ? null : amendLinesOf(a.lines),
          );
          return reopened || a.amending ? done : fail('ORDER_NOT_AMENDABLE');
        },
        async compensate(a) {
          if (a.amending) return;
          await trolley.closeAfterAmend(a.identity.customerId, a.order.customer_order_id);
        },
      },
    ];
  }

  /** Whether the order may be amended now; a refusal when not. */
  #amendRefusal(order: OrderRow): AmendFailureCode | null {
    const cutoff = amendCutoffOf(order.slot);
    const now = this.#sources.now();
    if (order.status === 'AMENDING')
      return isPastAmendCutoff(cutoff, now) ? 'AMEND_CUTOFF_PASSED' : null;
    return amendRefusal({ status: order.status, amendOrderCutoffDateTime: cutoff }, now);
  }

  async amendOrder(identity: Identity, customerOrderId: string): Promise<AmendOutcome> {
    const found = await this.#find(identity, customerOrderId);
    if (!found) return refused('NOT_FOUND');
    const { order, lines } = found;
    const refusal = this.#amendRefusal(order);
    if (refusal) return refused(refusal);
    const amending = order.status === 'AMENDING';
    const result = await runWorkflow(this.#startSteps(), {
      identity,
      order,
      lines,
      snapshot: null,
      amending,
    });
    if (result.status === 'completed') return this.#answer(identity, customerOrderId);
    if (result.status === 'failed' && !result.thrown && result.fullyCompensated)
      return refused(result.failure as AmendFailureCode);
    throw new Error(`Amending order ${customerOrderId} failed and could not be undone`, {
      cause: result.status === 'failed' ? result.failure : undefined,
    });
  }

  async cancelAmendOrder(identity: Identity, customerOrderId: string): Promise<AmendOutcome> {
    const found = await this.#find(identity, customerOrderId);
    if (!found) return refused('NOT_FOUND');
    if (found.order.status !== 'AMENDING') return refused('ORDER_NOT_AMENDING');
    const snapshot = await this.#amends.snapshot(customerOrderId, identity.customerId);
    const { trolley, slots, tenders, payments } = this.#sources;
    const amends = this.#amends;
    const steps: WorkflowStep<Amend, AmendFailureCode>[] = [
      {
        // A checkout of the amend that did not finish (a card challenge abandoned, a process
        // that died) may have replaced the lines, redeemed the new total and authorised it: the
        // original comes back with its gift card and voucher amounts and the waiting payment is
        // voided, so the order is never PLACED with the amended lines on the old authorisation
        // (decision 0055). Each part is safe when nothing had changed.
        name: 'restore-order',
        async run(a) {
          const original = a.snapshot;
          if (!original) return done;
          const pending = await amends.pendingPayment(customerOrderId, a.identity.customerId);
          if (pending !== null && pending !== original.paymentId) {
            await payments.void({ paymentId: pending, idempotencyKey: `void-${pending}` });
            await amends.recordPendingPayment(customerOrderId, a.identity.customerId, null);
          }
          if (
            a.order.redeemed_pence !== original.redeemedPence ||
            a.order.amount_to_pay_pence !== original.amountToPayPence
          ) {
            await tenders.releaseRedemption(a.identity.customerId, customerOrderId);
            await tenders.redeem(
              a.identity.customerId,
              customerOrderId,
              original.redeemedPence + original.amountToPayPence,
            );
          }
          await amends.restoreOriginal(customerOrderId, a.identity.customerId);
          return done;
        },
      },
      {
        // A slot booked while amending is given back for the one the order had.
        name: 'restore-slot',
        async run(a) {
          const original = reservationIdOf(a.snapshot?.slot ?? a.order.slot);
          if (original === null) return done;
          const current = await slots.currentSlotOfOrder(a.identity, customerOrderId);
          const live = current.outcome === 'ok' ? current.value : null;
          if (live?.slotReservationId === original && live.status === 'CONFIRMED') return done;
          if (!(await slots.restoreReservation(a.identity, customerOrderId, original)))
            return fail('ORIGINAL_SLOT_TAKEN');
          const restored = await slots.currentSlotOfOrder(a.identity, customerOrderId);
          if (restored.outcome === 'ok' && restored.value) {
            await amends.recordSlot(customerOrderId, a.identity.customerId, restored.value);
          }
          return done;
        },
      },
      {
        name: 'close-trolley',
        async run(a) {
          await trolley.closeAfterAmend(a.identity.customerId, customerOrderId);
          return done;
        },
        async compensate(a) {
          await trolley.reopenForAmend(a.identity.customerId, customerOrderId, null);
        },
      },
      {
        name: 'mark-placed',
        async run(a) {
          const ended = await amends.endAmend(
            customerOrderId,
            a.identity.customerId,
            a.snapshot?.paymentId ?? a.order.payment_id,
          );
          return ended ? done : fail('ORDER_NOT_AMENDING');
        },
      },
    ];
    const result = await runWorkflow(steps, {
      identity,
      order: found.order,
      lines: found.lines,
      snapshot,
    });
    if (result.status === 'completed') return this.#answer(identity, customerOrderId);
    if (result.status === 'failed' && !result.thrown && result.fullyCompensated)
      return refused(result.failure as AmendFailureCode);
    throw new Error(`Cancelling the amend of order ${customerOrderId} failed`, {
      cause: result.status === 'failed' ? result.failure : undefined,
    });
  }

  async changeSlotAmend(
    identity: Identity,
    customerOrderId: string,
    slot?: BookSlotInput,
  ): Promise<AmendOutcome> {
    if (slot === undefined) return this.amendOrder(identity, customerOrderId);
    if (!isSignedIn(identity)) return refused('NOT_FOUND');
    // A change of slot that died is settled before another starts (decision 0058).
    if (this.#workflows && /^[1-9]\d{0,17}$/.test(customerOrderId)) {
      const dead = await this.#workflows.unfinished(
        'change-slot',
        customerOrderId,
        identity.customerId,
      );
      for (const run of dead) await this.recoverChangeSlot(run);
    }
    const found = await this.#find(identity, customerOrderId);
    if (!found) return refused('NOT_FOUND');
    const { order, lines } = found;
    const refusal = this.#amendRefusal(order);
    if (refusal) return refused(refusal);
    const { slots } = this.#sources;
    const steps: WorkflowStep<Amend, AmendFailureCode>[] = [
      ...this.#startSteps(),
      {
        // The amend's trolley is the open one, so the usual booking books for this order: the
        // order's old reservation is cancelled and its place given back in the same transaction
        // (decision 0042). A refused booking leaves the amend started, as before.
        name: 'book-slot',
        async run(a) {
          const booked = await slots.bookSlot(a.identity, a.slot as BookSlotInput);
          a.slotRefusal = booked.outcome === 'refused' ? booked.failure : null;
          return done;
        },
      },
    ];
    const amending = order.status === 'AMENDING';
    const context: Amend = { identity, order, lines, snapshot: null, amending, slot };
    const result = await runMoneyWorkflow({
      workflows: this.#workflows,
      kind: 'change-slot',
      customerOrderId,
      customerId: identity.customerId,
      steps,
      context,
      dataOf: (a) => ({ wasAmending: a.amending === true, slotId: a.slot?.slotId ?? null }),
    });
    if (result.status === 'completed') {
      if (context.slotRefusal) return { outcome: 'slot-refused', failure: context.slotRefusal };
      return this.#answer(identity, customerOrderId);
    }
    if (result.status === 'failed' && !result.thrown && result.fullyCompensated)
      return refused(result.failure as AmendFailureCode);
    throw new Error(`Changing the slot of order ${customerOrderId} failed`, {
      cause: result.status === 'failed' ? result.failure : undefined,
    });
  }

  /**
   * The recovery sweep's rule for a change of slot that died (decision 0058), and a shopper's
   * retry's: the order PLACED ⇒ the amend never stood, the original slot is still held ⇒
   * 'rolled-back'. AMENDING ⇒ forward to a usable amend: its trolley open (with the order's
   * lines when it was not open yet; as it stands when it is, so edits are kept) ⇒
   * 'rolled-forward'. The booking is not made again: whichever reservation stands (the old one,
   * or the new one that replaced it in one transaction) is the order's one; the shopper picks
   * again if they wish.
   */
  async recoverChangeSlot(run: MoneyWorkflowRow): Promise<'rolled-forward' | 'rolled-back'> {
    const finish = async (how: 'rolled-forward' | 'rolled-back') => {
      await this.#workflows?.finish(run.id, how);
      return how;
    };
    const found = await this.#orders.findOrder(run.customer_order_id, run.customer_id);
    if (found?.order.status !== 'AMENDING') return finish('rolled-back');
    const { trolley } = this.#sources;
    const identity = recoveryIdentity(run.customer_id);
    const open = (await trolley.openOrderId(identity)) === run.customer_order_id;
    await trolley.reopenForAmend(
      run.customer_id,
      run.customer_order_id,
      open ? null : amendLinesOf(found.lines),
    );
    return finish('rolled-forward');
  }

  async amendingOrder(identity: Identity): Promise<AmendingOrder | null> {
    if (!isSignedIn(identity)) return null;
    const openId = await this.#sources.trolley.openOrderId(identity);
    if (openId === null) return null;
    const id = await this.#amends.amendingOrderId(openId, identity.customerId);
    if (id === null) return null;
    const found = await this.#orders.findOrder(id, identity.customerId);
    const cutoff = found ? amendCutoffOf(found.order.slot) : null;
    if (!found || cutoff === null) return null;
    const current = await this.#sources.slots.currentSlotOfOrder(identity, id);
    return {
      customerOrderId: id,
      amendOrderCutoffDateTime: cutoff,
      slot: current.outcome === 'ok' ? current.value : null,
    };
  }
}
