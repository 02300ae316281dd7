import {
  passPeriodEnd,
  renewedPeriod,
} from '@grocer/domain/delivery-pass/delivery-pass-eligibility';
import { DELIVERY_PASS_PLANS } from '@grocer/domain/delivery-pass/delivery-pass-plans';
import {
  done,
  fail,
  runWorkflow,
  suspend,
  type WorkflowStep,
} from '@grocer/domain/workflow/workflow-runner';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { withCrashPoints } from '../../faults/crash-point.ts';
import type { PaymentCardTokens, PaymentProvider } from '../payments/payments.contract.ts';
import type { DeliveryPassRepository, PassRow } from './delivery-pass.repository.ts';
import type {
  DeliveryPassPaymentsRepository,
  PassPaymentRow,
} from './delivery-pass-payments.repository.ts';

/**
 * Buying and renewing a delivery pass as recorded workflows of named steps (decision 0094), like
 * the orders' money workflows (decision 0055):
 *
 * - **Buy:** authorise-card → capture-payment → start-pass → queue-renewal.
 * - **Renewal:** authorise-card → capture-payment → renew-pass → queue-renewal.
 *
 * A `delivery_pass_payments` row is written before the provider is asked and records each step's
 * start; every provider call carries a key derived from the run's, so asking again answers the
 * first answer. A refusal undoes what was done (a capture is refunded, an authorisation voided).
 * A run that died (or whose provider did not answer) is left IN_PROGRESS, and the sweep runs it
 * again from the first step a lease later: the shopper asked to buy, so a payment the provider
 * took is always either a pass started (TAKEN) or given back (REFUNDED), never money kept with
 * no pass. A run that never reached the provider is ABANDONED. A 3-D Secure check nobody came
 * back to is voided after `challengeMs`.
 *
 * Crash points `delivery-pass-buy:<before|after>:<step>` and `delivery-pass-renewal:…` let the
 * crash matrix end a process at each step.
 */

export const BUY_STEPS = [
  'authorise-card',
  'capture-payment',
  'start-pass',
  'queue-renewal',
] as const;
export const RENEWAL_STEPS = [
  'authorise-card',
  'capture-payment',
  'renew-pass',
  'queue-renewal',
] as const;

/** A 3-D Secure check unanswered for this long is voided by the sweep. */
export const CHALLENGE_TIMEOUT_MS = 60 * 60_000;

/** The refusal of an authorisation that did not go through. */
export function refusalOf(outcome: string): AppError {
  if (outcome === 'challenge_required') {
    return new AppError(
      'DELIVERY_PASS_AUTHENTICATION_REQUIRED',
      'Your bank needs to check it is you before this card can pay for a delivery pass. Please choose another card.',
    );
  }
  if (outcome === 'unknown_token') {
    return new AppError('PAYMENT_CARD_NOT_FOUND', 'No such payment card.');
  }
  return new AppError(
    'PAYMENT_DECLINED',
    'Your card was declined. Please choose another card or contact your bank.',
  );
}

/** A pass already runs: a second one is refused. */
export const alreadyActive = () =>
  new AppError('DELIVERY_PASS_ALREADY_ACTIVE', 'You already have a delivery pass.');

interface Take {
  run: PassPaymentRow;
  /** The card's provider token; null when resuming a 3-D Secure check. */
  token: string | null;
  /** Resuming the buy after the shopper's 3-D Secure check on `paymentId`. */
  resume: boolean;
  paymentId: string | null;
  pass: PassRow | null;
  at: Date;
}

/** How a run ended for its caller. */
export type PassPaymentResult =
  | { outcome: 'taken'; pass: PassRow }
  | { outcome: 'challenge'; challengeUrl: string; paymentId: string }
  | { outcome: 'refused'; error: AppError };

export interface PassPaymentDeps {
  passes: DeliveryPassRepository;
  payments: DeliveryPassPaymentsRepository;
  provider: Pick<
    PaymentProvider,
    'authorise' | 'capture' | 'void' | 'refund' | 'completeChallenge' | 'openAuthorisations'
  >;
  cardTokens: PaymentCardTokens;
  /** Queues the renewal of a pass before it runs out (idempotent by its key). */
  queueRenewal(pass: PassRow, at: Date): Promise<void>;
  now(): Date;
  log: FastifyBaseLogger;
}

export function deliveryPassPayments(deps: PassPaymentDeps) {
  const { provider, passes, payments } = deps;

  const authorise: WorkflowStep<Take, AppError, string> = {
    name: 'authorise-card',
    async run(c) {
      const result =
        c.resume && c.paymentId !== null
          ? await provider.completeChallenge(c.paymentId)
          : await provider.authorise({
              token: c.token as string,
              amountPence: c.run.pricePence,
              idempotencyKey: c.run.key,
            });
      if ('paymentId' in result) c.paymentId = result.paymentId;
      if (result.outcome === 'authorised') return done;
      // A renewal has no shopper to answer the bank: asked to check, it is refused.
      if (result.outcome === 'challenge_required' && c.run.kind === 'BUY')
        return suspend(result.challengeUrl);
      return fail(refusalOf(result.outcome === 'challenge_required' ? 'declined' : result.outcome));
    },
    async compensate(c) {
      if (c.paymentId === null) return;
      await provider.void({ paymentId: c.paymentId, idempotencyKey: `${c.run.key}-void` });
    },
  };

  const capture: WorkflowStep<Take, AppError, string> = {
    name: 'capture-payment',
    async run(c) {
      const captured = await provider.capture({
        paymentId: c.paymentId as string,
        amountPence: c.run.pricePence,
        idempotencyKey: `${c.run.key}-capture`,
      });
      return captured.outcome === 'ok' ? done : fail(refusalOf('declined'));
    },
    async compensate(c) {
      const refunded = await provider.refund({
        paymentId: c.paymentId as string,
        amountPence: c.run.pricePence,
        idempotencyKey: `${c.run.key}-refund`,
      });
      if (refunded.outcome !== 'ok') throw new Error(`refund refused: ${JSON.stringify(refunded)}`);
    },
  };

  const startPass: WorkflowStep<Take, AppError, string> = {
    name: 'start-pass',
    async run(c) {
      const { run, at } = c;
      const paymentId = c.paymentId as string;
      const started = await passes.start({
        customerId: run.customerId,
        plan: run.plan,
        pricePence: run.pricePence,
        cardId: run.cardId,
        startsAt: at,
        expiresAt: passPeriodEnd(at, DELIVERY_PASS_PLANS[run.plan].months),
        paymentId,
        purchases: run.purchases,
        now: at,
      });
      // Not started: this run started it already (run again), or another buy got there first.
      const pass = started ?? (await passes.passOf(run.customerId));
      if (!pass || pass.paymentId !== paymentId) return fail(alreadyActive());
      c.pass = pass;
      await payments.finish(run.id, 'TAKEN', { paymentId, passId: pass.id });
      return done;
    },
  };

  const renewPass: WorkflowStep<Take, AppError, string> = {
    name: 'renew-pass',
    async run(c) {
      const { run } = c;
      const paymentId = c.paymentId as string;
      const current = await passes.passById(run.passId as number);
      if (!current) return fail(new AppError('DELIVERY_PASS_NOT_FOUND', 'No such delivery pass.'));
      const renewed =
        (await passes.renew({
          id: current.id,
          fromExpiry: run.fromExpiry as Date,
          expiresAt: renewedPeriod({
            ...current,
            expiresAt: run.fromExpiry as Date,
          }).expiresAt,
          paymentId,
        })) ?? current;
      // Moved on by another payment, or its renewal given up (the shopper was told): given back.
      if (renewed.paymentId !== paymentId)
        return fail(new AppError('DELIVERY_PASS_NOT_FOUND', 'The pass has moved on.'));
      c.pass = renewed;
      await payments.finish(run.id, 'TAKEN', { paymentId, passId: renewed.id });
      return done;
    },
  };

  const queue: WorkflowStep<Take, AppError, string> = {
    name: 'queue-renewal',
    async run(c) {
      if (c.pass?.autoRenew) await deps.queueRenewal(c.pass, c.at);
      return done;
    },
  };

  const stepsOf = (kind: PassPaymentRow['kind']) =>
    kind === 'BUY'
      ? [authorise, capture, startPass, queue]
      : [authorise, capture, renewPass, queue];

  /**
   * Runs `run` (IN_PROGRESS) to its end: taken, waiting for the bank's check, or refused (undone).
   * A step that threw (the provider did not answer) leaves the run IN_PROGRESS for the sweep and
   * throws on.
   */
  async function execute(
    run: PassPaymentRow,
    options: { token: string | null; resume?: boolean },
  ): Promise<PassPaymentResult> {
    const context: Take = {
      run,
      token: options.token,
      resume: options.resume ?? false,
      paymentId: run.paymentId,
      pass: null,
      at: deps.now(),
    };
    const recorded = stepsOf(run.kind).map((step) => ({
      ...step,
      async run(c: Take) {
        await payments.started(run.id, step.name, c.paymentId);
        return step.run(c);
      },
    }));
    const kind = run.kind === 'BUY' ? 'delivery-pass-buy' : 'delivery-pass-renewal';
    const result = await runWorkflow(
      withCrashPoints(kind, recorded as never[]) as unknown as WorkflowStep<
        Take,
        AppError,
        string
      >[],
      context,
    );
    if (result.status === 'completed') return { outcome: 'taken', pass: context.pass as PassRow };
    if (result.status === 'suspended') {
      await payments.finish(run.id, 'CHALLENGE', { paymentId: context.paymentId });
      return {
        outcome: 'challenge',
        challengeUrl: result.reason,
        paymentId: context.paymentId as string,
      };
    }
    if (result.thrown || !result.fullyCompensated) {
      // Not settled here: the sweep runs it again a lease later.
      deps.log.warn(
        { runId: run.id, step: result.failedStep, err: result.failure },
        'delivery pass payment left for the recovery sweep',
      );
      throw result.failure;
    }
    const refunded = result.compensated.includes('capture-payment');
    await payments.finish(run.id, refunded ? 'REFUNDED' : 'REFUSED', {
      paymentId: context.paymentId,
    });
    return { outcome: 'refused', error: result.failure as AppError };
  }

  /**
   * The sweep's rule for one run (decision 0094). A CHALLENGE past its time: voided, ABANDONED.
   * IN_PROGRESS and never asked (no step recorded): ABANDONED. Otherwise run again from the first
   * step with the same keys, which finishes it as it would have finished.
   */
  async function recover(run: PassPaymentRow): Promise<'rolled-forward' | 'rolled-back'> {
    if (run.status === 'CHALLENGE') {
      if (run.paymentId !== null)
        await provider.void({ paymentId: run.paymentId, idempotencyKey: `${run.key}-void` });
      await payments.abandonChallenge(run.id);
      return 'rolled-back';
    }
    if (run.step === null) {
      await payments.finish(run.id, 'ABANDONED');
      return 'rolled-back';
    }
    if (run.kind === 'RENEWAL' && run.paymentId === null && !(await renewalWanted(run))) {
      // Given up (the shopper was told) or moved on before an authorisation was seen: whatever
      // the provider may have authorised under the run's key is voided; nothing is asked again.
      await voidOpenUnder(run.key);
      await payments.finish(run.id, 'ABANDONED');
      return 'rolled-back';
    }
    const token = await deps.cardTokens.cardToken(run.customerId, run.cardId);
    if (token === null) {
      // The card is gone: nothing can be asked with its key; what it authorised is given back.
      if (run.paymentId !== null) {
        const voided = await provider.void({
          paymentId: run.paymentId,
          idempotencyKey: `${run.key}-void`,
        });
        if (voided.outcome !== 'ok')
          await provider.refund({
            paymentId: run.paymentId,
            amountPence: run.pricePence,
            idempotencyKey: `${run.key}-refund`,
          });
      }
      await payments.finish(run.id, 'ABANDONED');
      return 'rolled-back';
    }
    const result = await execute(run, { token });
    return result.outcome === 'refused' ? 'rolled-back' : 'rolled-forward';
  }

  /** The renewal `run` is for is still due: the pass at that period, renewing, not given up. */
  async function renewalWanted(run: PassPaymentRow): Promise<boolean> {
    const pass = run.passId === null ? null : await passes.passById(run.passId);
    return (
      pass?.autoRenew === true &&
      pass.renewalFailedAt === null &&
      pass.expiresAt.getTime() === run.fromExpiry?.getTime()
    );
  }

  /** Voids every authorisation still open under `key` (the provider's own list). */
  async function voidOpenUnder(key: string): Promise<void> {
    const open = await provider.openAuthorisations({
      keyPrefixes: [key],
      createdBefore: new Date(Date.now() + 60_000),
      limit: 10,
    });
    for (const hold of open.filter((found) => found.idempotencyKey === key))
      await provider.void({ paymentId: hold.paymentId, idempotencyKey: `${key}-void` });
  }

  /** Settles the runs left behind: the sweep's entry, counted by how each was settled. */
  async function sweep(options: {
    leaseMs: number;
    customerIds?: readonly number[] | undefined;
  }): Promise<Record<'rolled-forward' | 'rolled-back' | 'deferred' | 'failed', number>> {
    const counts = { 'rolled-forward': 0, 'rolled-back': 0, deferred: 0, failed: 0 };
    for (let i = 0; i < 200; i += 1) {
      const run = await payments.takeStale({
        leaseMs: options.leaseMs,
        challengeMs: CHALLENGE_TIMEOUT_MS,
        customerIds: options.customerIds,
      });
      if (!run) break;
      try {
        counts[await recover(run)] += 1;
      } catch (error) {
        deps.log.error({ err: error, runId: run.id }, 'delivery pass payment not recovered yet');
        counts.failed += 1;
      }
    }
    return counts;
  }

  return { execute, recover, sweep };
}
