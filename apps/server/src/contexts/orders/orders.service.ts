import { createHash } from 'node:crypto';
import type { Identity } from '@grocer/domain/identity/identity';
import type { OrderTotals } from '@grocer/domain/orders/order-totals';
import { amountLeftToPay } from '@grocer/domain/orders/placement-checks';
import {
  done,
  fail,
  runWorkflow,
  suspend,
  type WorkflowStep,
} from '@grocer/domain/workflow/workflow-runner';
import { withCrashPoints } from '../../faults/crash-point.ts';
import type { Trolley } from '../trolley/trolley.contract.ts';
import type { AmendPlacement } from './order-amend.workflow.ts';
import type {
  OrdersService,
  OrderView,
  PlacementFailureCode,
  PlacementOutcome,
  PlacementSources,
  PlaceOrderInput,
} from './orders.contract.ts';
import type { OrderLineRow, OrderRow, OrdersRepository } from './orders.repository.ts';
import { type PlacementProgress, withProgress } from './placement-recovery.ts';
import {
  authorisationRefusal,
  authoriseCharge,
  orderLinesOf,
  planCharge,
  providerKey,
  trolleyBlocker,
} from './placement-steps.ts';
import { redeemTenders } from './redeem-tenders.ts';

/** A refusal a step gives: the outcome's code and any detail. */
interface Refusal {
  code: PlacementFailureCode;
  detail?: Record<string, unknown>;
}

/** What the steps share while one placement runs. */
interface Placement {
  identity: Identity;
  input: PlaceOrderInput;
  trolley: Trolley | null;
  cardToken: string | null;
  slotSnapshot: unknown;
  /** What the order costs after promo codes: the money rule's totalPrice (issue 21). */
  totalPence: number;
  /** The money rule's totals at validate: what the order records and is charged. */
  totals: OrderTotals | null;
  /** The partner discount card on the trolley's order, kept on the order (issue 21). */
  partnerDiscountCardNumber: string | null;
  /** The gift cards' planned amounts, by serial number, that redemption must give exactly. */
  plannedCards: { serialNumber: string; amount: number }[];
  redeemedPence: number;
  /** Set when resuming after the card challenge. */
  pendingPaymentId: string | null;
  /** The order_placements row, whose progress is recorded per step (decision 0045). */
  placementId: number | null;
}

export const PLACEMENT_STEPS = [
  'validate',
  'create-order',
  'confirm-slot',
  'redeem-tenders',
  'authorise-payment',
] as const;

const isInProgress = (outcome: PlacementOutcome) =>
  outcome.outcome === 'refused' && outcome.code === 'PLACEMENT_IN_PROGRESS';

const isCatalogued = (error: unknown): error is { code: string } =>
  typeof error === 'object' && error !== null && 'code' in error;

export function placementRequestHash(input: PlaceOrderInput): string {
  const { idempotencyKey: _key, ...request } = input;
  return createHash('sha256')
    .update(
      JSON.stringify({
        customerOrderId: request.customerOrderId,
        paymentCardId: request.paymentCardId,
        contactNumber: request.contactNumber ?? null,
        deliveryNote: request.deliveryNote ?? null,
        paperStatement: request.paperStatement ?? false,
        expectedTotals: request.expectedTotals ?? null,
      }),
    )
    .digest('hex');
}

export function orderView(order: OrderRow, lines: OrderLineRow[]): OrderView {
  return {
    customerOrderId: order.customer_order_id,
    status: order.status,
    totals: order.totals,
    slot: order.slot,
    redeemedPence: order.redeemed_pence,
    amountToPayPence: order.amount_to_pay_pence,
    paymentId: order.payment_id,
    contactNumber: order.contact_number,
    deliveryNote: order.delivery_note,
    subPreference: order.sub_preference,
    paperStatement: order.paper_statement,
    createdAt: new Date(order.created_at).toISOString(),
    lines: lines.map((line) => ({
      lineNumber: line.line_number,
      productId: line.product_id,
      quantity: line.quantity,
      canSubstitute: line.can_substitute,
      noteToShopper: line.note_to_shopper,
      personalisedMessage: line.personalised_message,
      pricePence: line.price_pence,
      totalPricePence: line.total_price_pence,
      estimated: line.estimated,
    })),
  };
}

export class PlaceOrderService implements OrdersService {
  readonly #repository: OrdersRepository;
  readonly #sources: PlacementSources;
  /** Checking out an AMENDING order again (decision 0042). */
  readonly #amend: AmendPlacement | null;
  readonly #progress: PlacementProgress | null;

  constructor(
    repository: OrdersRepository,
    sources: PlacementSources,
    amend: AmendPlacement | null = null,
    progress: PlacementProgress | null = null,
  ) {
    this.#repository = repository;
    this.#sources = sources;
    this.#amend = amend;
    this.#progress = progress;
  }

  async getOrder(identity: Identity, customerOrderId: string): Promise<OrderView | null> {
    if (identity.sessionId === null) return null;
    const found = await this.#repository.findOrder(customerOrderId, identity.customerId);
    return found ? orderView(found.order, found.lines) : null;
  }

  async placeOrder(identity: Identity, input: PlaceOrderInput): Promise<PlacementOutcome> {
    const claim = await this.#repository.claimPlacement({
      customerId: identity.customerId,
      idempotencyKey: input.idempotencyKey,
      customerOrderId: input.customerOrderId,
      requestHash: placementRequestHash(input),
    });
    if (claim.kind === 'mismatch') return { outcome: 'refused', code: 'IDEMPOTENCY_KEY_REUSED' };
    if (claim.kind === 'in-progress') return { outcome: 'refused', code: 'PLACEMENT_IN_PROGRESS' };
    if (claim.kind === 'answered')
      return this.#replay(identity, claim.body as PlacementOutcome, input.customerOrderId);
    try {
      const outcome = (await this.#amend?.isAmending(identity, input.customerOrderId))
        ? await (this.#amend as AmendPlacement).place(identity, input, claim.placementId)
        : await this.#run(
            { ...this.#fresh(identity, input), placementId: claim.placementId },
            'validate',
          );
      // "Another placement is running" is no final answer (decision 0056): the key is let go,
      // so a replay asks again and hears how it ended (ORDER_EXISTS once that order stands).
      if (isInProgress(outcome)) await this.#repository.releasePlacement(claim.placementId);
      else await this.#repository.finishPlacement(claim.placementId, 0, outcome);
      return outcome;
    } catch (error) {
      // Nothing answered: the key may be tried again.
      await this.#repository.releasePlacement(claim.placementId);
      throw error;
    }
  }

  async resumePlacement(identity: Identity, customerOrderId: string): Promise<PlacementOutcome> {
    const found = await this.#repository.findOrder(customerOrderId, identity.customerId);
    if (!found) return { outcome: 'refused', code: 'TROLLEY_NOT_FOUND' };
    const { order } = found;
    if (order.status === 'PLACED')
      return { outcome: 'placed', order: orderView(order, found.lines) };
    if (order.status === 'AMENDING' && this.#amend)
      return this.#amend.resume(identity, customerOrderId);
    // No challenge URL: the recovery sweep is giving up an expired challenge (decision 0045).
    if (order.status !== 'PENDING' || order.payment_id === null || order.challenge_url === null)
      return { outcome: 'refused', code: 'PLACEMENT_IN_PROGRESS' };
    const placement: Placement = {
      ...this.#fresh(identity, {
        customerOrderId,
        paymentCardId: order.payment_card_id,
        idempotencyKey: `resume-${customerOrderId}`,
      }),
      redeemedPence: order.redeemed_pence,
      totalPence: order.redeemed_pence + order.amount_to_pay_pence,
      pendingPaymentId: order.payment_id,
    };
    return this.#run(placement, 'authorise-payment');
  }

  #fresh(identity: Identity, input: PlaceOrderInput): Placement {
    return {
      identity,
      input,
      trolley: null,
      cardToken: null,
      slotSnapshot: null,
      totalPence: 0,
      totals: null,
      partnerDiscountCardNumber: null,
      plannedCards: [],
      redeemedPence: 0,
      pendingPaymentId: null,
      placementId: null,
    };
  }

  /**
   * The recovery sweep's roll-forward (decision 0045): a placement whose process died in its
   * payment step runs that step again with the same provider key, so the provider answers what
   * it answered the dead process (or authorises now); a refusal undoes every step as usual.
   */
  async continueAtPayment(
    identity: Identity,
    recovered: { placementId: number; customerOrderId: string; idempotencyKey: string },
  ): Promise<PlacementOutcome> {
    const found = await this.#repository.findOrder(recovered.customerOrderId, identity.customerId);
    if (!found) throw new Error(`Order ${recovered.customerOrderId} to recover is missing`);
    const { order } = found;
    const placement: Placement = {
      ...this.#fresh(identity, {
        customerOrderId: recovered.customerOrderId,
        paymentCardId: order.payment_card_id,
        idempotencyKey: recovered.idempotencyKey,
      }),
      cardToken: await this.#sources.payments.cardToken(identity.customerId, order.payment_card_id),
      redeemedPence: order.redeemed_pence,
      totalPence: order.redeemed_pence + order.amount_to_pay_pence,
      placementId: recovered.placementId,
    };
    return this.#run(placement, 'authorise-payment');
  }

  /** A replayed security-needed answer says what the order is now (it may have been resumed). */
  async #replay(
    identity: Identity,
    first: PlacementOutcome,
    customerOrderId: string,
  ): Promise<PlacementOutcome> {
    // Kept before decision 0056 let such keys go: once the other placement's order stands, say so.
    if (isInProgress(first)) {
      const found = await this.#repository.findOrder(customerOrderId, identity.customerId);
      return found ? { outcome: 'refused', code: 'ORDER_EXISTS' } : first;
    }
    if (first.outcome !== 'security-needed') return first;
    const found = await this.#repository.findOrder(first.customerOrderId, identity.customerId);
    if (found?.order.status === 'PLACED')
      return { outcome: 'placed', order: orderView(found.order, found.lines) };
    return first;
  }

  async #run(
    placement: Placement,
    from: (typeof PLACEMENT_STEPS)[number],
  ): Promise<PlacementOutcome> {
    const recorded =
      this.#progress && placement.placementId !== null
        ? withProgress(this.#steps(), this.#progress, placement.placementId)
        : this.#steps();
    // Crash points `placement:<before|after>:<step>` for the crash tests (decision 0055).
    const steps = withCrashPoints('placement', recorded) as typeof recorded;
    const result = await runWorkflow(steps, placement, { from });
    const { customerOrderId } = placement.input;
    if (result.status === 'completed') {
      const found = await this.#repository.findOrder(
        customerOrderId,
        placement.identity.customerId,
      );
      if (!found) throw new Error(`Placed order ${customerOrderId} is missing`);
      const order = orderView(found.order, found.lines);
      await this.#sources.onPlaced?.(placement.identity, order);
      return { outcome: 'placed', order };
    }
    if (result.status === 'suspended')
      return { outcome: 'security-needed', customerOrderId, challengeUrl: String(result.reason) };
    if (result.thrown) throw result.failure;
    if (!result.fullyCompensated)
      throw new Error(
        `Placement of order ${customerOrderId} failed at ${result.failedStep} and could not be undone (${result.compensationFailures.map((f) => f.step).join(', ')})`,
      );
    const refusal = result.failure as Refusal;
    return {
      outcome: 'refused',
      code: refusal.code,
      ...(refusal.detail ? { detail: refusal.detail } : {}),
    };
  }

  #steps(): WorkflowStep<Placement, Refusal, string>[] {
    const { trolley, slots, tenders, payments } = this.#sources;
    const repository = this.#repository;
    const customerOf = (p: Placement) => p.identity.customerId;
    const orderOf = (p: Placement) => p.input.customerOrderId;
    const now = () => this.#sources.now();

    return [
      {
        name: 'validate',
        async run(p) {
          // Independent reads at once (decision 0045: round trips are placement's cost).
          const [read, slot, token, held] = await Promise.allSettled([
            trolley.getTrolley(p.identity, orderOf(p)),
            slots.currentSlotOfOrder(p.identity, orderOf(p)),
            payments.cardToken(customerOf(p), p.input.paymentCardId),
            tenders.tenderState(customerOf(p), orderOf(p)),
          ]);
          if (read.status === 'rejected') {
            const error: unknown = read.reason;
            if (isCatalogued(error) && error.code === 'TROLLEY_NOT_FOUND') {
              // The trolley is already the caller's order (another tab placed it): 409, not 404.
              if (await repository.findOrder(orderOf(p), customerOf(p)))
                return fail({ code: 'ORDER_EXISTS' });
              if (await repository.isBeingPlaced(orderOf(p), customerOf(p)))
                return fail({ code: 'PLACEMENT_IN_PROGRESS' });
              return fail({ code: 'TROLLEY_NOT_FOUND' });
            }
            throw error;
          }
          if (slot.status === 'rejected') throw slot.reason;
          if (token.status === 'rejected') throw token.reason;
          if (held.status === 'rejected') throw held.reason;
          p.trolley = read.value;
          const current = slot.value.outcome === 'ok' ? slot.value.value : null;
          const blocker = trolleyBlocker(
            p.trolley,
            {
              heldUntil: current ? new Date(current.slotExpiryTime) : null,
              // Read only when there is no live slot: a hold that ran out is SLOT_EXPIRED.
              holdLapsed: current === null && (await slots.slotHoldLapsed(p.identity, orderOf(p))),
            },
            now(),
          );
          if (blocker) return fail({ code: blocker });
          p.slotSnapshot = current;
          // The money rule (issue 21): what checkout shows is what is redeemed and charged.
          const plan = planCharge(p.trolley.trolleyTotals, held.value, now(), p.input);
          if ('refusal' in plan) return fail(plan.refusal);
          p.totals = plan.totals;
          p.totalPence = plan.totals.totalPrice;
          p.plannedCards = plan.plannedCards;
          p.partnerDiscountCardNumber = held.value.partnerDiscountCardNumber;
          p.cardToken = token.value;
          if (p.cardToken === null) return fail({ code: 'PAYMENT_CARD_NOT_FOUND' });
          return done;
        },
      },
      {
        // Before the slot, so a second placement of the same trolley stops here with nothing
        // of the first one's to undo (decision 0040).
        name: 'create-order',
        async run(p) {
          const t = p.trolley as Trolley;
          if (!(await trolley.closeForOrder(customerOf(p), orderOf(p))))
            return fail({ code: 'ORDER_EXISTS' });
          const created = await repository.createOrder(
            {
              customerOrderId: orderOf(p),
              customerId: customerOf(p),
              status: 'PENDING',
              totals: { ...t.trolleyTotals, estimated: p.totals },
              slot: p.slotSnapshot,
              redeemedPence: 0,
              amountToPayPence: p.totalPence,
              paymentCardId: p.input.paymentCardId,
              contactNumber: p.input.contactNumber ?? null,
              deliveryNote: p.input.deliveryNote ?? null,
              subPreference: t.subPreference,
              paperStatement: p.input.paperStatement ?? false,
              partnerDiscountCardNumber: p.partnerDiscountCardNumber,
              placementId: p.placementId,
            },
            orderLinesOf(t),
          );
          if (created) return done;
          await trolley.reopen(customerOf(p), orderOf(p));
          return fail({ code: 'ORDER_EXISTS' });
        },
        async compensate(p) {
          await repository.deleteOrder(orderOf(p), customerOf(p));
          await trolley.reopen(customerOf(p), orderOf(p));
        },
      },
      {
        name: 'confirm-slot',
        async run(p) {
          const confirmed = await slots.confirmReservation(p.identity, orderOf(p));
          if (confirmed.outcome === 'ok') return done;
          const code = confirmed.failure.code === 'SLOT_EXPIRED' ? 'SLOT_EXPIRED' : 'NO_SLOT';
          return fail({ code });
        },
        async compensate(p) {
          await slots.unconfirmReservation(p.identity, orderOf(p));
        },
      },
      {
        name: 'redeem-tenders',
        async run(p) {
          const redeemed = await redeemTenders(tenders, repository, {
            customerId: customerOf(p),
            customerOrderId: orderOf(p),
            totalPence: p.totalPence,
            plannedCards: p.plannedCards,
          });
          if ('refusal' in redeemed) return fail(redeemed.refusal);
          p.redeemedPence = redeemed.redeemedPence;
          return done;
        },
        async compensate(p) {
          await tenders.releaseRedemption(customerOf(p), orderOf(p));
        },
      },
      {
        name: 'authorise-payment',
        async run(p) {
          const result = await authoriseCharge(payments, {
            pendingPaymentId: p.pendingPaymentId,
            amountPence: amountLeftToPay(p.totalPence, p.redeemedPence),
            token: p.cardToken ?? '',
            providerKey: providerKey('order', orderOf(p), p.input.idempotencyKey),
          });
          const move = {
            customerOrderId: orderOf(p),
            customerId: customerOf(p),
            from: 'PENDING' as const,
          };
          switch (result.outcome) {
            case 'authorised':
              await repository.moveOrder({
                ...move,
                to: 'PLACED',
                paymentId: result.paymentId || null,
                challengeUrl: null,
              });
              return done;
            case 'challenge_required':
              await repository.recordChallenge({
                customerOrderId: orderOf(p),
                customerId: customerOf(p),
                paymentId: result.paymentId,
                challengeUrl: result.challengeUrl,
              });
              return suspend(result.challengeUrl);
            default:
              return fail(authorisationRefusal(result.outcome));
          }
        },
      },
    ];
  }
}
