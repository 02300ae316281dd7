import { randomBytes } from 'node:crypto';
import type { Identity } from '@grocer/domain/identity/identity';
import { changedPersonalisedLines, mayContinueAmend } from '@grocer/domain/orders/order-amend';
import { amountLeftToPay } from '@grocer/domain/orders/placement-checks';
import { done, fail, suspend, type WorkflowStep } from '@grocer/domain/workflow/workflow-runner';
import type { CurrentSlot } from '../slots/slots.contract.ts';
import type { Trolley, TrolleyAmending } from '../trolley/trolley.contract.ts';
import { runMoneyWorkflow } from './money-workflow.ts';
import type { MoneyWorkflowRow, MoneyWorkflowsRepository } from './money-workflows.repository.ts';
import type { AmendSnapshot, OrderAmendRepository } from './order-amend.repository.ts';
import { amendCutoffOf } from './order-amend.service.ts';
import type {
  PlacementFailureCode,
  PlacementOutcome,
  PlacementSources,
  PlaceOrderInput,
} from './orders.contract.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { orderView } from './orders.service.ts';
import {
  authorisationRefusal,
  authoriseCharge,
  type ChargePlan,
  orderLinesOf,
  planCharge,
  providerKey,
  trolleyBlocker,
} from './placement-steps.ts';
import { recoveryIdentity } from './recovery-identity.ts';
import { redeemTenders } from './redeem-tenders.ts';

/**
 * Checking out an AMENDING order again (decision 0042): the same placement call
 * (`OrdersService.placeOrder`, Idempotency-Key) runs these steps instead of placement's when the
 * order is being amended. The order's row and lines are replaced, not inserted; the original is
 * kept in order_amendments until the new authorisation has succeeded, and every step has its
 * undo, so a refusal leaves the order as it was, still AMENDING, with its trolley open.
 */
export const AMEND_PLACEMENT_STEPS = [
  'validate-amend',
  'replace-order',
  'confirm-slot',
  'redeem-tenders-again',
  'authorise-new-amount',
  'mark-placed',
  'void-old-authorisation',
] as const;

interface Refusal {
  code: PlacementFailureCode;
  detail?: Record<string, unknown>;
}

interface Replacement {
  identity: Identity;
  input: PlaceOrderInput;
  /**
   * This run's own provider key (recorded for the recovery). Each run gets a new one: a run
   * rolled back has its authorisation voided, and the provider replays a voided key as declined
   * (decision 0056), so the shopper's retry with the same Idempotency-Key must authorise afresh.
   */
  providerKey: string;
  snapshot: AmendSnapshot;
  trolley: Trolley | null;
  slot: CurrentSlot | null;
  /** The slot was CONFIRMED before this call (unchanged): its undo leaves it so. */
  slotWasConfirmed: boolean;
  cardToken: string | null;
  /** The money rule's plan at validate (issue 21). */
  plan: ChargePlan | null;
  totalPence: number;
  redeemedPence: number;
  newPaymentId: string | null;
  /** The new amount is authorised (newPaymentId null when nothing was left to pay). */
  authorised: boolean;
  /** Set when resuming after the card challenge. */
  pendingPaymentId: string | null;
  /** The order_placements row of the key (decision 0055: the recovery settles its answer). */
  placementId: number | null;
}

/** The provider key of an amend's new authorisation: known to the recovery from the record. */
const amendKey = (customerOrderId: string, idempotencyKey: string) =>
  providerKey('amend', customerOrderId, idempotencyKey);

const isCatalogued = (error: unknown): error is { code: string } =>
  typeof error === 'object' && error !== null && 'code' in error;

const totalOf = (snapshot: AmendSnapshot) => snapshot.redeemedPence + snapshot.amountToPayPence;

export interface AmendPlacementDeps {
  orders: OrdersRepository;
  amends: OrderAmendRepository;
  sources: PlacementSources;
  trolleyAmending: TrolleyAmending;
  /** The progress record (decision 0055); null: not recorded. */
  workflows?: MoneyWorkflowsRepository | null;
}

export class AmendPlacement {
  readonly #deps: AmendPlacementDeps;

  constructor(deps: AmendPlacementDeps) {
    this.#deps = deps;
  }

  /** Whether placing this order means checking out its amend. */
  async isAmending(identity: Identity, customerOrderId: string): Promise<boolean> {
    return (await this.#deps.amends.amendingOrderId(customerOrderId, identity.customerId)) !== null;
  }

  async place(
    identity: Identity,
    input: PlaceOrderInput,
    placementId: number | null = null,
  ): Promise<PlacementOutcome> {
    const snapshot = await this.#deps.amends.snapshot(input.customerOrderId, identity.customerId);
    if (!snapshot) return { outcome: 'refused', code: 'ORDER_EXISTS' };
    const placement = this.#fresh(identity, input, snapshot);
    placement.placementId = placementId;
    return this.#run(placement, 'validate-amend');
  }

  /** After the card challenge of a re-authorisation: the rest of the re-checkout. */
  async resume(identity: Identity, customerOrderId: string): Promise<PlacementOutcome> {
    const { amends, orders } = this.#deps;
    const snapshot = await amends.snapshot(customerOrderId, identity.customerId);
    const pending = await amends.pendingPayment(customerOrderId, identity.customerId);
    const found = await orders.findOrder(customerOrderId, identity.customerId);
    if (!snapshot || pending === null || !found)
      return { outcome: 'refused', code: 'PLACEMENT_IN_PROGRESS' };
    const placement = this.#fresh(
      identity,
      {
        customerOrderId,
        paymentCardId: found.order.payment_card_id,
        idempotencyKey: `resume-${customerOrderId}`,
      },
      snapshot,
    );
    placement.totalPence = found.order.redeemed_pence + found.order.amount_to_pay_pence;
    placement.redeemedPence = found.order.redeemed_pence;
    placement.pendingPaymentId = pending;
    const slot = found.order.slot as CurrentSlot | null;
    placement.slotWasConfirmed =
      slot?.slotReservationId === (snapshot.slot as CurrentSlot | null)?.slotReservationId;
    return this.#run(placement, 'authorise-new-amount');
  }

  /**
   * The recovery sweep's rule for an amend checkout whose process died (decision 0055). Forward
   * where the new authorisation is known to stand (recorded before mark-placed, or the order
   * already PLACED): the order PLACED with it, the old authorisation voided, the key answering
   * the order. Back otherwise, undoing each step up to the one recorded, each undo safe whether
   * or not its step ran: any authorisation made with the run's provider key (asked again with
   * the same key, so the provider names it) or its pending payment voided, the original gift
   * card and voucher amounts taken again, a slot this run confirmed unconfirmed, the original
   * lines and totals back, the trolley open with the edits, the key released. The order stays
   * AMENDING, as a refused checkout leaves it.
   */
  async recover(run: MoneyWorkflowRow): Promise<'rolled-forward' | 'rolled-back'> {
    const { orders, amends, trolleyAmending, sources, workflows } = this.#deps;
    const { payments, tenders, slots } = sources;
    const orderId = run.customer_order_id;
    const customerId = run.customer_id;
    const data = run.data as {
      placementId?: number | null;
      providerKey?: string | null;
      paymentCardId?: number;
      oldPaymentId?: string | null;
      slotWasConfirmed?: boolean;
      pendingPaymentId?: string | null;
      newPaymentId?: string | null;
      authorised?: boolean;
      amountPence?: number;
    };
    const reached = (step: (typeof AMEND_PLACEMENT_STEPS)[number]) =>
      run.step !== null &&
      AMEND_PLACEMENT_STEPS.indexOf(run.step as never) >= AMEND_PLACEMENT_STEPS.indexOf(step);
    const placementId = data.placementId ?? null;
    const finish = async (how: 'rolled-forward' | 'rolled-back') => {
      await workflows?.finish(run.id, how);
      return how;
    };
    /** Voids what this run may have authorised (asking the provider again with its key). */
    const voidRunAuthorisations = async () => {
      const amountPence = data.amountPence ?? 0;
      const made: string[] = [];
      if (data.newPaymentId) made.push(data.newPaymentId);
      if (data.pendingPaymentId) made.push(data.pendingPaymentId);
      if (data.providerKey && data.paymentCardId !== undefined && amountPence > 0) {
        const token = await payments.cardToken(customerId, data.paymentCardId);
        if (token !== null) {
          const again = await payments.authorise({
            token,
            amountPence,
            idempotencyKey: data.providerKey,
          });
          if ('paymentId' in again && again.paymentId) made.push(again.paymentId);
        }
      }
      for (const paymentId of new Set(made)) {
        if (paymentId === data.oldPaymentId) continue;
        await payments.void({ paymentId, idempotencyKey: `void-${paymentId}` });
      }
    };
    const found = await orders.findOrder(orderId, customerId);
    if (!found) return finish('rolled-back');
    const { order } = found;
    const newPaymentId = data.newPaymentId ?? null;
    const forward =
      data.authorised === true &&
      reached('mark-placed') &&
      (order.status === 'AMENDING' ||
        (order.status === 'PLACED' && order.payment_id === newPaymentId));
    if (forward) {
      if (order.status === 'AMENDING') await amends.endAmend(orderId, customerId, newPaymentId);
      const old = data.oldPaymentId ?? null;
      if (old !== null && old !== newPaymentId)
        await payments.void({ paymentId: old, idempotencyKey: `void-${old}` });
      if (placementId !== null) {
        const after = await orders.findOrder(orderId, customerId);
        if (after)
          await orders.finishPlacement(placementId, 0, {
            outcome: 'placed',
            order: orderView(after.order, after.lines),
          });
      }
      return finish('rolled-forward');
    }
    if (order.status !== 'AMENDING') {
      // The amend ended otherwise (cancelled, or the order moved on): only what this run may
      // have authorised is left to undo.
      if (reached('authorise-new-amount')) await voidRunAuthorisations();
      if (placementId !== null) await orders.releasePlacement(placementId);
      return finish('rolled-back');
    }
    const snapshot = await amends.snapshot(orderId, customerId);
    if (reached('authorise-new-amount')) {
      await voidRunAuthorisations();
      await amends.recordPendingPayment(orderId, customerId, null);
    }
    if (reached('redeem-tenders-again') && snapshot) {
      await tenders.releaseRedemption(customerId, orderId);
      await tenders.redeem(customerId, orderId, totalOf(snapshot));
    }
    if (reached('confirm-slot') && data.slotWasConfirmed === false)
      await slots.unconfirmReservation(recoveryIdentity(customerId), orderId);
    if (reached('replace-order')) {
      await amends.restoreOriginal(orderId, customerId);
      await trolleyAmending.reopenForAmend(customerId, orderId, null);
    }
    if (placementId !== null) await orders.releasePlacement(placementId);
    return finish('rolled-back');
  }

  #fresh(identity: Identity, input: PlaceOrderInput, snapshot: AmendSnapshot): Replacement {
    return {
      identity,
      input,
      providerKey: amendKey(
        input.customerOrderId,
        `${input.idempotencyKey}-${randomBytes(6).toString('hex')}`,
      ),
      snapshot,
      trolley: null,
      slot: null,
      slotWasConfirmed: true,
      cardToken: null,
      plan: null,
      totalPence: 0,
      redeemedPence: 0,
      newPaymentId: null,
      authorised: false,
      pendingPaymentId: null,
      placementId: null,
    };
  }

  async #run(
    placement: Replacement,
    from: (typeof AMEND_PLACEMENT_STEPS)[number],
  ): Promise<PlacementOutcome> {
    const { customerOrderId } = placement.input;
    const result = await runMoneyWorkflow({
      workflows: this.#deps.workflows ?? null,
      kind: 'amend-checkout',
      customerOrderId,
      customerId: placement.identity.customerId,
      steps: this.#steps(),
      context: placement,
      // What the recovery needs beyond the order and its order_amendments row (decision 0055).
      dataOf: (p) => ({
        placementId: p.placementId,
        // A resumed challenge authorised nothing with a key: its payment is the pending one.
        providerKey: p.pendingPaymentId === null ? p.providerKey : null,
        paymentCardId: p.input.paymentCardId,
        oldPaymentId: p.snapshot.paymentId,
        slotWasConfirmed: p.slotWasConfirmed,
        pendingPaymentId: p.pendingPaymentId,
        newPaymentId: p.newPaymentId,
        authorised: p.authorised,
        // What the key authorises (the provider refuses the key again with another amount).
        amountPence: amountLeftToPay(p.totalPence, p.redeemedPence),
      }),
      run: { from },
    });
    if (result.status === 'completed') {
      const found = await this.#deps.orders.findOrder(
        customerOrderId,
        placement.identity.customerId,
      );
      if (!found) throw new Error(`Amended order ${customerOrderId} is missing`);
      return { outcome: 'placed', order: orderView(found.order, found.lines) };
    }
    if (result.status === 'suspended')
      return { outcome: 'security-needed', customerOrderId, challengeUrl: String(result.reason) };
    if (result.thrown) throw result.failure;
    if (!result.fullyCompensated)
      throw new Error(
        `Checking out the amend of order ${customerOrderId} failed at ${result.failedStep} and could not be undone (${result.compensationFailures.map((f) => f.step).join(', ')})`,
      );
    const refusal = result.failure as Refusal;
    return {
      outcome: 'refused',
      code: refusal.code,
      ...(refusal.detail ? { detail: refusal.detail } : {}),
    };
  }

  #steps(): WorkflowStep<Replacement, Refusal, string>[] {
    const { orders, amends, trolleyAmending, sources } = this.#deps;
    const { trolley, slots, tenders, payments } = sources;
    const customerOf = (p: Replacement) => p.identity.customerId;
    const orderOf = (p: Replacement) => p.input.customerOrderId;

    return [
      {
        name: 'validate-amend',
        async run(p) {
          const now = sources.now();
          const cutoff = amendCutoffOf(p.snapshot.slot);
          if (!mayContinueAmend({ status: 'AMENDING', amendOrderCutoffDateTime: cutoff }, now))
            return fail({ code: 'AMEND_CUTOFF_PASSED' });
          try {
            p.trolley = await trolley.getTrolley(p.identity, orderOf(p));
          } catch (error) {
            if (isCatalogued(error) && error.code === 'TROLLEY_NOT_FOUND')
              return fail({ code: 'TROLLEY_NOT_FOUND' });
            throw error;
          }
          const locked = changedPersonalisedLines(p.snapshot.lines, p.trolley.trolleyItems);
          if (locked.length > 0)
            return fail({ code: 'PERSONALISED_MESSAGE_LOCKED', detail: { lineNumbers: locked } });
          const slot = await slots.currentSlotOfOrder(p.identity, orderOf(p));
          p.slot = slot.outcome === 'ok' ? slot.value : null;
          p.slotWasConfirmed = p.slot?.status === 'CONFIRMED';
          // A confirmed slot does not lapse: it holds until the amend cut-off.
          const heldUntil = p.slot
            ? new Date(
                p.slotWasConfirmed ? (cutoff ?? p.slot.slotExpiryTime) : p.slot.slotExpiryTime,
              )
            : null;
          const blocker = trolleyBlocker(p.trolley, { heldUntil }, now);
          if (blocker) return fail({ code: blocker });
          const held = await tenders.tenderState(customerOf(p), orderOf(p));
          const plan = planCharge(p.trolley.trolleyTotals, held, now, p.input);
          if ('refusal' in plan) return fail(plan.refusal);
          p.plan = plan;
          p.totalPence = plan.totals.totalPrice;
          p.cardToken = await payments.cardToken(customerOf(p), p.input.paymentCardId);
          if (p.cardToken === null) return fail({ code: 'PAYMENT_CARD_NOT_FOUND' });
          return done;
        },
      },
      {
        // The trolley closes (a parked trolley opens again) and the order takes its lines; the
        // original stays in order_amendments for the undo.
        name: 'replace-order',
        async run(p) {
          const t = p.trolley as Trolley;
          if (!(await trolleyAmending.closeAfterAmend(customerOf(p), orderOf(p))))
            return fail({ code: 'PLACEMENT_IN_PROGRESS' });
          const replaced = await amends.replaceOrder(
            orderOf(p),
            customerOf(p),
            {
              totals: { ...t.trolleyTotals, estimated: p.plan?.totals ?? null },
              slot: p.slot,
              redeemedPence: 0,
              amountToPayPence: p.totalPence,
              paymentCardId: p.input.paymentCardId,
              contactNumber: p.input.contactNumber ?? p.snapshot.contactNumber,
              deliveryNote: p.input.deliveryNote ?? p.snapshot.deliveryNote,
              subPreference: t.subPreference,
              paperStatement: p.input.paperStatement ?? p.snapshot.paperStatement,
            },
            orderLinesOf(t),
          );
          if (replaced) return done;
          await trolleyAmending.reopenForAmend(customerOf(p), orderOf(p), null);
          return fail({ code: 'PLACEMENT_IN_PROGRESS' });
        },
        async compensate(p) {
          await amends.restoreOriginal(orderOf(p), customerOf(p));
          await trolleyAmending.reopenForAmend(customerOf(p), orderOf(p), null);
        },
      },
      {
        // An unchanged slot is CONFIRMED already; a slot booked while amending is confirmed now
        // (its booking gave the old slot's place back).
        name: 'confirm-slot',
        async run(p) {
          const confirmed = await slots.confirmReservation(p.identity, orderOf(p));
          if (confirmed.outcome === 'ok') return done;
          const code = confirmed.failure.code === 'SLOT_EXPIRED' ? 'SLOT_EXPIRED' : 'NO_SLOT';
          return fail({ code });
        },
        async compensate(p) {
          if (!p.slotWasConfirmed) await slots.unconfirmReservation(p.identity, orderOf(p));
        },
      },
      {
        // Gift cards and vouchers: what the original took is given back, then taken again for
        // the new total; a refusal takes the original amount again before answering.
        name: 'redeem-tenders-again',
        async run(p) {
          await tenders.releaseRedemption(customerOf(p), orderOf(p));
          const redeemed = await redeemTenders(tenders, orders, {
            customerId: customerOf(p),
            customerOrderId: orderOf(p),
            totalPence: p.totalPence,
            plannedCards: p.plan?.plannedCards ?? [],
          });
          if ('refusal' in redeemed) {
            await tenders.redeem(customerOf(p), orderOf(p), totalOf(p.snapshot));
            return fail(redeemed.refusal);
          }
          p.redeemedPence = redeemed.redeemedPence;
          return done;
        },
        async compensate(p) {
          await tenders.releaseRedemption(customerOf(p), orderOf(p));
          await tenders.redeem(customerOf(p), orderOf(p), totalOf(p.snapshot));
        },
      },
      {
        name: 'authorise-new-amount',
        async run(p) {
          const result = await authoriseCharge(payments, {
            pendingPaymentId: p.pendingPaymentId,
            amountPence: amountLeftToPay(p.totalPence, p.redeemedPence),
            token: p.cardToken ?? '',
            providerKey: p.providerKey,
          });
          if (p.pendingPaymentId !== null)
            await amends.recordPendingPayment(orderOf(p), customerOf(p), null);
          switch (result.outcome) {
            case 'authorised':
              p.newPaymentId = result.paymentId || null;
              p.authorised = true;
              return done;
            case 'challenge_required':
              await amends.recordPendingPayment(orderOf(p), customerOf(p), result.paymentId);
              return suspend(result.challengeUrl);
            default:
              return fail(authorisationRefusal(result.outcome));
          }
        },
        async compensate(p) {
          if (p.newPaymentId === null) return;
          await payments.void({
            paymentId: p.newPaymentId,
            idempotencyKey: `void-${p.newPaymentId}`,
          });
        },
      },
      {
        name: 'mark-placed',
        async run(p) {
          const ended = await amends.endAmend(orderOf(p), customerOf(p), p.newPaymentId);
          return ended ? done : fail({ code: 'PLACEMENT_IN_PROGRESS' });
        },
        async compensate(p) {
          await amends.resumeAmend(orderOf(p), customerOf(p), p.snapshot);
        },
      },
      {
        // Only once the new authorisation stands: the old one is given back.
        name: 'void-old-authorisation',
        async run(p) {
          const old = p.snapshot.paymentId;
          if (old === null || old === p.newPaymentId) return done;
          const voided = await payments.void({ paymentId: old, idempotencyKey: `void-${old}` });
          const outcome = (voided as { outcome?: string } | null)?.outcome;
          if (outcome === 'ok' || outcome === 'not_found') return done;
          throw new Error(`The old authorisation ${old} could not be voided (${outcome})`);
        },
      },
    ];
  }
}
