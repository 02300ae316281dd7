import { FULFILMENT_MESSAGES } from '@grocer/domain/orders/order-messages';
import { completesAt, paymentAttemptAllowed } from '@grocer/domain/orders/order-transitions';
import { type ActualTotals, captureAmount, type LinePick } from '@grocer/domain/orders/picking';
import { done, fail, suspend, type WorkflowStep } from '@grocer/domain/workflow/workflow-runner';
import type { JobQueue } from '../jobs/jobs.contract.ts';
import type { AuthorisationResult } from '../payments/payments.contract.ts';
import type { FulfilmentSources } from './fulfilment.contract.ts';
import type { FulfilmentOrderRow, FulfilmentRepository } from './fulfilment.repository.ts';
import { runMoneyWorkflow } from './money-workflow.ts';
import type { MoneyWorkflowRow, MoneyWorkflowsRepository } from './money-workflows.repository.ts';

/**
 * Fulfilment's two money workflows, recorded and recovered (decisions 0043, 0055, 0058).
 *
 * **Capture** (complete picking → capture): record-picking → capture-payment → record-capture →
 * schedule-completion. Every step rolls forward: the provider's idempotency key
 * (`order-{id}-capture`) makes a repeated capture answer the first one, so a dead run is finished
 * by the sweep and no order stays picked but uncaptured. A run that died before its picking was
 * recorded changed nothing (the order is still FULFIL) and is closed as rolled back.
 *
 * **Resolve payment** (a PAYMENT_FAILED order paid with a saved card): authorise-card →
 * capture-payment → mark-paid. The shopper asked to pay, so once the authorisation was asked for
 * the sweep asks the provider again with the same key (`order-{id}-resolve-{cardId}`), which
 * names the payment it made (or makes it, if the first call never arrived), captures it with its
 * own key and marks the order PAID: never a second charge, never a payment taken and unrecorded.
 * A refusal on the way (declined, capture refused) voids what was authorised and leaves the order
 * PAYMENT_FAILED. A shopper's retry settles the order's unfinished runs first.
 */

export const CAPTURE_STEPS = [
  'record-picking',
  'capture-payment',
  'record-capture',
  'schedule-completion',
] as const;

export const RESOLVE_PAYMENT_STEPS = ['authorise-card', 'capture-payment', 'mark-paid'] as const;

/** The capture's provider key: the same in every run, the job's and the recovery's. */
export const captureKey = (customerOrderId: string) => `order-${customerOrderId}-capture`;

/** One resolution payment per order and card: a double submit cannot charge twice (0043). */
export const resolveKey = (customerOrderId: string, paymentCardId: number) =>
  `order-${customerOrderId}-resolve-${paymentCardId}`;

const resolveCaptureKey = (customerOrderId: string, paymentId: string) =>
  `order-${customerOrderId}-resolve-capture-${paymentId}`;

/** What a PAYMENT_FAILED order still owes: the actual total less tenders and any capture taken. */
export function owedPence(order: FulfilmentOrderRow): number {
  const paid = order.actual_totals?.paid.amount ?? order.redeemed_pence + order.amount_to_pay_pence;
  return Math.max(0, paid - order.redeemed_pence - (order.captured_pence ?? 0));
}

export interface FulfilmentMoneyDeps {
  repository: FulfilmentRepository;
  queue: JobQueue;
  payments: FulfilmentSources['payments'];
  now(): Date;
  workflows: MoneyWorkflowsRepository | null;
}

interface Capture {
  order: FulfilmentOrderRow;
  picks: readonly LinePick[] | null;
  totals: ActualTotals;
  capturePence: number;
  uncoveredPence: number;
  /** The provider refused the capture: why. */
  refusal: string | null;
  /** The order is PICKED with all of it taken: its completion is due at the slot's end. */
  complete: boolean;
}

type CaptureFailure = 'ORDER_STATUS_CONFLICT';

export type ResolveFailure = 'PAYMENT_DECLINED' | 'INSUFFICIENT_FUNDS' | 'PAYMENT_CARD_NOT_FOUND';

interface Resolve {
  order: FulfilmentOrderRow;
  owedPence: number;
  paymentCardId: number | null;
  token: string | null;
  /** Resuming after the card challenge: the payment that waited for it. */
  pendingPaymentId: string | null;
  authorisation: AuthorisationResult | null;
}

export type ResolveResult =
  | { outcome: 'paid' }
  | { outcome: 'security-needed'; challengeUrl: string }
  | { outcome: 'refused'; code: ResolveFailure };

export function fulfilmentMoney(deps: FulfilmentMoneyDeps) {
  const { repository, queue, payments, now } = deps;

  const captureSteps: WorkflowStep<Capture, CaptureFailure>[] = [
    {
      name: 'record-picking',
      async run(c) {
        if (c.picks === null) return done;
        return (await repository.picked(c.order.customer_order_id, c.picks, c.totals))
          ? done
          : fail('ORDER_STATUS_CONFLICT');
      },
    },
    {
      // A provider that cannot be reached throws: the run is left for the sweep (and the
      // capture job), whose repeat with the same key is harmless.
      name: 'capture-payment',
      async run(c) {
        if (c.capturePence <= 0) return done;
        const result = await payments.capture({
          paymentId: c.order.payment_id as string,
          amountPence: c.capturePence,
          idempotencyKey: captureKey(c.order.customer_order_id),
        });
        if (result.outcome !== 'ok')
          c.refusal = result.outcome === 'refused' ? result.reason : 'The payment was not found.';
        return done;
      },
    },
    {
      name: 'record-capture',
      async run(c) {
        const id = c.order.customer_order_id;
        if (c.refusal !== null) await repository.captureFailed(id, c.refusal, 0);
        else if (c.uncoveredPence > 0)
          await repository.capturedShort(
            id,
            c.capturePence,
            c.uncoveredPence,
            FULFILMENT_MESSAGES.CAPTURE_SHORT,
          );
        else c.complete = await repository.captured(id, c.capturePence, 0);
        return done;
      },
    },
    {
      name: 'schedule-completion',
      async run(c) {
        if (!c.complete) return done;
        await queue.enqueue({
          kind: 'order.complete',
          key: `order-${c.order.customer_order_id}-complete`,
          payload: { customerOrderId: c.order.customer_order_id },
          runAt: completesAt(c.order.slot?.endDateTime ?? now().toISOString(), now()),
        });
        return done;
      },
    },
  ];

  function captureOf(
    order: FulfilmentOrderRow,
    totals: ActualTotals,
    picks: readonly LinePick[] | null,
  ): Capture {
    const { capturePence, uncoveredPence } = captureAmount({
      paidPence: totals.paid.amount,
      redeemedPence: order.redeemed_pence,
      authorisedPence: order.payment_id ? order.amount_to_pay_pence : 0,
    });
    return { order, picks, totals, capturePence, uncoveredPence, refusal: null, complete: false };
  }

  /**
   * Records the picking (when `picks` are given) and takes the actual amount. 'conflict' when the
   * order had moved on; throws when the provider could not be reached (the run is the sweep's).
   * `workflows: null` runs unrecorded (the recovery of a run already recorded).
   */
  async function pickAndCapture(
    order: FulfilmentOrderRow,
    totals: ActualTotals,
    picks: readonly LinePick[] | null,
    workflows = deps.workflows,
  ): Promise<'captured' | 'conflict'> {
    const result = await runMoneyWorkflow({
      workflows,
      kind: 'capture',
      customerOrderId: order.customer_order_id,
      customerId: order.customer_id,
      steps: captureSteps,
      context: captureOf(order, totals, picks),
      dataOf: (c) => ({
        paymentId: c.order.payment_id,
        capturePence: c.capturePence,
        uncoveredPence: c.uncoveredPence,
      }),
      run: picks === null ? { from: 'capture-payment' } : {},
    });
    if (result.status === 'completed') return 'captured';
    if (result.status === 'failed' && !result.thrown) return 'conflict';
    throw result.status === 'failed' ? result.failure : new Error('capture suspended');
  }

  /** The capture job's and the sweep's: takes the amount of a PICKED order not yet captured. */
  async function capturePicked(customerOrderId: string, workflows = deps.workflows) {
    const found = await repository.findOrder(customerOrderId);
    const order = found?.order;
    if (order?.status !== 'PICKED' || order.captured_pence !== null || !order.actual_totals)
      return false;
    await pickAndCapture(order, order.actual_totals, null, workflows);
    return true;
  }

  /**
   * The sweep's rule for a capture run that died: the order FULFIL ⇒ its picking was never
   * recorded ⇒ 'rolled-back'. Otherwise forward: a PICKED order not yet captured is captured
   * (same key: the provider answers what it took, or takes it now) and recorded; a capture
   * recorded in full has its completion scheduled (the job's key makes it once).
   */
  async function recoverCapture(run: MoneyWorkflowRow): Promise<'rolled-forward' | 'rolled-back'> {
    const finish = async (how: 'rolled-forward' | 'rolled-back') => {
      await deps.workflows?.finish(run.id, how);
      return how;
    };
    const found = await repository.findOrder(run.customer_order_id);
    if (!found || found.order.status === 'FULFIL') return finish('rolled-back');
    const { order } = found;
    if (!(await capturePicked(order.customer_order_id, null))) {
      if (order.status === 'PICKED' && order.captured_pence !== null && order.uncovered_pence === 0)
        await queue.enqueue({
          kind: 'order.complete',
          key: `order-${order.customer_order_id}-complete`,
          payload: { customerOrderId: order.customer_order_id },
          runAt: completesAt(order.slot?.endDateTime ?? now().toISOString(), now()),
        });
    }
    return finish('rolled-forward');
  }

  // ── Resolve payment ──

  /** What the provider answered for the card: anything but an authorisation ends the run. */
  async function afterAuthorisation(
    r: Resolve,
  ): Promise<typeof done | ReturnType<typeof fail<ResolveFailure>> | 'challenge'> {
    const id = r.order.customer_order_id;
    const result = r.authorisation as AuthorisationResult;
    switch (result.outcome) {
      case 'authorised':
        return done;
      case 'challenge_required':
        await repository.resolutionPending(id, result.paymentId);
        return 'challenge';
      case 'insufficient_funds':
        await repository.resolutionPending(id, null);
        return fail('INSUFFICIENT_FUNDS');
      case 'unknown_token':
        return fail('PAYMENT_CARD_NOT_FOUND');
      default:
        await repository.resolutionPending(id, null);
        return fail('PAYMENT_DECLINED');
    }
  }

  const paymentIdOf = (r: Resolve) =>
    r.authorisation && 'paymentId' in r.authorisation ? r.authorisation.paymentId : null;

  /** Captures what was authorised and marks the order PAID; a refused capture voids it. */
  async function captureResolution(r: Resolve): Promise<boolean> {
    const paymentId = paymentIdOf(r) as string;
    const captured = await payments.capture({
      paymentId,
      amountPence: r.owedPence,
      idempotencyKey: resolveCaptureKey(r.order.customer_order_id, paymentId),
    });
    if (captured.outcome === 'ok') return true;
    // Nothing was taken: the authorisation is given back, never left open with no order.
    await payments.void({ paymentId, idempotencyKey: `void-${paymentId}` });
    await repository.resolutionPending(r.order.customer_order_id, null);
    return false;
  }

  const resolveSteps: WorkflowStep<Resolve, ResolveFailure, string>[] = [
    {
      name: 'authorise-card',
      async run(r) {
        r.authorisation =
          r.pendingPaymentId !== null
            ? await payments.completeChallenge(r.pendingPaymentId)
            : await payments.authorise({
                token: r.token as string,
                amountPence: r.owedPence,
                idempotencyKey: resolveKey(r.order.customer_order_id, r.paymentCardId as number),
              });
        const next = await afterAuthorisation(r);
        if (next === 'challenge') {
          const result = r.authorisation as { challengeUrl: string };
          return suspend(result.challengeUrl);
        }
        return next;
      },
    },
    {
      name: 'capture-payment',
      async run(r) {
        return (await captureResolution(r)) ? done : fail('PAYMENT_DECLINED');
      },
    },
    {
      name: 'mark-paid',
      async run(r) {
        await repository.resolved(r.order.customer_order_id, paymentIdOf(r) as string, r.owedPence);
        return done;
      },
    },
  ];

  /** Pays a PAYMENT_FAILED order's balance with the card (or the challenged payment), recorded. */
  async function resolve(input: {
    order: FulfilmentOrderRow;
    paymentCardId: number | null;
    token: string | null;
    pendingPaymentId: string | null;
  }): Promise<ResolveResult> {
    const result = await runMoneyWorkflow({
      workflows: deps.workflows,
      kind: 'resolve-payment',
      customerOrderId: input.order.customer_order_id,
      customerId: input.order.customer_id,
      steps: resolveSteps,
      context: { ...input, owedPence: owedPence(input.order), authorisation: null },
      dataOf: (r) => ({
        paymentCardId: r.paymentCardId,
        pendingPaymentId: r.pendingPaymentId,
        amountPence: r.owedPence,
        paymentId: paymentIdOf(r),
      }),
    });
    if (result.status === 'completed') return { outcome: 'paid' };
    if (result.status === 'suspended')
      return { outcome: 'security-needed', challengeUrl: result.reason as string };
    if (result.thrown) throw result.failure;
    return { outcome: 'refused', code: result.failure as ResolveFailure };
  }

  /**
   * The sweep's rule for a resolution run that died (and a shopper's retry's): the order PAID ⇒
   * done. Not asked yet (no step recorded) ⇒ nothing happened ⇒ 'rolled-back'. Otherwise the
   * provider is asked again (same key, or the challenged payment's state) and the run finished as
   * it would have: authorised ⇒ captured (same key) and PAID; waiting for the challenge ⇒ left
   * for the shopper; refused ⇒ PAYMENT_FAILED with nothing held. An order that moved on (paid by
   * another run meanwhile) has this run's authorisation voided.
   */
  async function recoverResolution(
    run: MoneyWorkflowRow,
  ): Promise<'rolled-forward' | 'rolled-back'> {
    const finish = async (how: 'rolled-forward' | 'rolled-back') => {
      await deps.workflows?.finish(run.id, how);
      return how;
    };
    const data = run.data as {
      paymentCardId?: number | null;
      pendingPaymentId?: string | null;
      amountPence?: number;
      paymentId?: string | null;
    };
    const found = await repository.findOrder(run.customer_order_id, run.customer_id);
    if (!found || run.step === null) return finish('rolled-back');
    const { order } = found;
    const pending = data.pendingPaymentId ?? null;
    const cardId = data.paymentCardId ?? null;
    const owed = data.amountPence ?? owedPence(order);
    const token = cardId === null ? null : await payments.cardToken(run.customer_id, cardId);
    const ask = async (): Promise<AuthorisationResult | null> => {
      if (pending !== null) return payments.completeChallenge(pending);
      if (token === null || cardId === null) return null;
      return payments.authorise({
        token,
        amountPence: owed,
        idempotencyKey: resolveKey(run.customer_order_id, cardId),
      });
    };
    if (!paymentAttemptAllowed(order.status)) {
      // Paid (by this run or another) or moved on: what this run authorised and nobody took is
      // given back.
      let mine = data.paymentId ?? null;
      if (mine === null) {
        const again = await ask();
        mine = again && 'paymentId' in again ? again.paymentId : null;
      }
      if (mine !== null && mine !== order.resolution_payment_id)
        await payments.void({ paymentId: mine, idempotencyKey: `void-${mine}` });
      return finish(order.status === 'PAID' ? 'rolled-forward' : 'rolled-back');
    }
    const authorisation = await ask();
    if (authorisation === null) {
      // The card was removed: nothing can be asked with its key; a payment recorded is voided.
      if (data.paymentId)
        await payments.void({
          paymentId: data.paymentId,
          idempotencyKey: `void-${data.paymentId}`,
        });
      return finish('rolled-back');
    }
    const r: Resolve = {
      order,
      owedPence: owed,
      paymentCardId: cardId,
      token,
      pendingPaymentId: pending,
      authorisation,
    };
    const next = await afterAuthorisation(r);
    if (next === 'challenge') return finish('rolled-forward');
    if (next !== done) return finish('rolled-back');
    if (!(await captureResolution(r))) return finish('rolled-back');
    await repository.resolved(order.customer_order_id, paymentIdOf(r) as string, owed);
    return finish('rolled-forward');
  }

  /** A shopper's retry first settles the order's unfinished resolution runs (no second charge). */
  async function settleUnfinishedResolutions(order: FulfilmentOrderRow): Promise<void> {
    if (!deps.workflows) return;
    const runs = await deps.workflows.unfinished(
      'resolve-payment',
      order.customer_order_id,
      order.customer_id,
    );
    for (const run of runs) await recoverResolution(run);
  }

  return {
    pickAndCapture,
    capturePicked,
    recoverCapture,
    resolve,
    recoverResolution,
    settleUnfinishedResolutions,
  };
}
