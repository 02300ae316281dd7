import {
  deliveryPassStatusOf,
  isPassActive,
  passCoversSlot,
  passPeriodEnd,
  renewalRunAt,
  renewedPeriod,
} from '@grocer/domain/delivery-pass/delivery-pass-eligibility';
import {
  DELIVERY_PASS_PLANS,
  type DeliveryPassPlanId,
  type DeliveryPassPrices,
  pricedPlans,
} from '@grocer/domain/delivery-pass/delivery-pass-plans';
import { type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import { moneyOfPence } from '@grocer/domain/money/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../context-module.ts';
import { AppError } from '../../errors/app-error.ts';
import type { JobHandler, JobQueue } from '../jobs/jobs.contract.ts';
import type { PaymentCardTokens, PaymentProvider } from '../payments/payments.contract.ts';
import type {
  DeliveryPassPlanView,
  DeliveryPassService,
  DeliveryPassSlots,
  DeliveryPassView,
} from './delivery-pass.contract.ts';
import type { DeliveryPassRepository, PassRow } from './delivery-pass.repository.ts';

/** The job that renews a pass before it runs out (decision 0087). */
export const DELIVERY_PASS_RENEWAL_JOB = 'delivery-pass-renewal';
/** Attempts of a renewal whose provider did not answer; a refusal is final at once. */
export const RENEWAL_MAX_ATTEMPTS = 4;

/** The renewal-failed email, as the mail context takes it. */
export interface DeliveryPassMailer {
  enqueue(request: {
    to: string;
    template: 'delivery-pass-renewal-failed';
    data: { firstName?: string; planName: string; expires: string; passUrl: string };
  }): Promise<unknown>;
}

export interface DeliveryPassDeps {
  repository: DeliveryPassRepository;
  prices: DeliveryPassPrices;
  provider: Pick<PaymentProvider, 'authorise' | 'capture' | 'void' | 'completeChallenge'>;
  cardTokens: PaymentCardTokens;
  jobs: JobQueue;
  mail: DeliveryPassMailer;
  customers: { get(customerId: number): Promise<{ email: string; firstName: string } | null> };
  publicOrigin: string;
  now: Clock;
  log: FastifyBaseLogger;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function signedIn(identity: Identity): number {
  if (!isSignedIn(identity)) {
    throw new AppError('UNAUTHENTICATED', 'Sign in to see your delivery pass.');
  }
  return identity.customerId;
}

/** The refusal of an authorisation that did not go through. */
function refusalOf(outcome: string): AppError {
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

export function createDeliveryPassService(deps: DeliveryPassDeps): {
  service: DeliveryPassService;
  slots: DeliveryPassSlots;
  handlers: ReadonlyMap<string, JobHandler>;
} {
  const { repository, now } = deps;

  const planView = (id: DeliveryPassPlanId): DeliveryPassPlanView => {
    const plan = DELIVERY_PASS_PLANS[id];
    return { ...plan, price: moneyOfPence(deps.prices[id]) };
  };

  async function viewOf(row: PassRow, at: Date): Promise<DeliveryPassView> {
    const uses = await repository.uses(row.id);
    const active = isPassActive(row, at);
    return {
      status: active ? 'active' : 'available',
      plan: { ...planView(row.plan), price: moneyOfPence(row.pricePence) },
      startsAt: row.startsAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      autoRenew: row.autoRenew,
      renewsAt: active && row.autoRenew ? renewalRunAt(row.expiresAt, at).toISOString() : null,
      cardId: row.cardId,
      renewalFailed: row.renewalFailedAt !== null,
      orders: uses.map((use) => ({
        customerOrderId: use.customerOrderId,
        slotStart: use.slotStart.toISOString(),
        saved: moneyOfPence(use.savedPence),
      })),
      moneySaved: moneyOfPence(uses.reduce((sum, use) => sum + use.savedPence, 0)),
    };
  }

  async function queueRenewal(row: PassRow, at: Date): Promise<void> {
    await deps.jobs.enqueue({
      kind: DELIVERY_PASS_RENEWAL_JOB,
      key: `delivery-pass-renewal-${row.id}-${row.expiresAt.toISOString()}`,
      payload: { passId: row.id, expiresAt: row.expiresAt.toISOString() },
      runAt: renewalRunAt(row.expiresAt, at),
      maxAttempts: RENEWAL_MAX_ATTEMPTS,
    });
  }

  async function cardToken(customerId: number, cardId: number): Promise<string> {
    const token = await deps.cardTokens.cardToken(customerId, cardId);
    if (token === null) throw new AppError('PAYMENT_CARD_NOT_FOUND', 'No such payment card.');
    return token;
  }

  /** Authorises and captures `amountPence`; answers the payment id or throws the refusal. */
  async function take(token: string, amountPence: number, key: string): Promise<string> {
    const authorised = await deps.provider.authorise({ token, amountPence, idempotencyKey: key });
    if (authorised.outcome !== 'authorised') throw refusalOf(authorised.outcome);
    return captureOrVoid(authorised.paymentId, amountPence, key);
  }

  /** Captures an authorised payment; a refused capture is voided and the buy refused. */
  async function captureOrVoid(paymentId: string, amountPence: number, key: string) {
    const captured = await deps.provider.capture({
      paymentId,
      amountPence,
      idempotencyKey: `${key}-capture`,
    });
    if (captured.outcome !== 'ok') {
      await deps.provider.void({ paymentId, idempotencyKey: `${key}-void` });
      throw refusalOf('declined');
    }
    return paymentId;
  }

  /** Starts the pass a payment bought; a pass already begun by another buy voids this one. */
  async function startBought(input: {
    customerId: number;
    plan: DeliveryPassPlanId;
    cardId: number;
    pricePence: number;
    paymentId: string;
    purchases: number;
    key: string;
    at: Date;
  }): Promise<DeliveryPassView> {
    const { at } = input;
    const started = await repository.start({
      customerId: input.customerId,
      plan: input.plan,
      pricePence: input.pricePence,
      cardId: input.cardId,
      startsAt: at,
      expiresAt: passPeriodEnd(at, DELIVERY_PASS_PLANS[input.plan].months),
      paymentId: input.paymentId,
      purchases: input.purchases,
      now: at,
    });
    if (!started) {
      const winner = await repository.passOf(input.customerId);
      // The same buy twice at once: one payment (one key), one pass; answer it.
      if (winner && winner.paymentId === input.paymentId) return viewOf(winner, at);
      await deps.provider
        .void({ paymentId: input.paymentId, idempotencyKey: `${input.key}-void` })
        .catch(() => {});
      throw new AppError('DELIVERY_PASS_ALREADY_ACTIVE', 'You already have a delivery pass.');
    }
    await queueRenewal(started, at);
    return viewOf(started, at);
  }

  const service: DeliveryPassService = {
    plans: () => pricedPlans(deps.prices).map((plan) => planView(plan.id)),

    async status(identity) {
      if (!isSignedIn(identity)) return 'unknown';
      return deliveryPassStatusOf(await repository.passOf(identity.customerId), true, now());
    },

    async pass(identity) {
      if (!isSignedIn(identity)) return null;
      const row = await repository.passOf(identity.customerId);
      return row ? viewOf(row, now()) : null;
    },

    async buy(identity, input) {
      const customerId = signedIn(identity);
      const at = now();
      const existing = await repository.passOf(customerId);
      if (existing && isPassActive(existing, at)) {
        throw new AppError('DELIVERY_PASS_ALREADY_ACTIVE', 'You already have a delivery pass.');
      }
      const token = await cardToken(customerId, input.cardId);
      const purchases = existing?.purchases ?? 0;
      const pricePence = deps.prices[input.plan];
      const key = [
        'delivery-pass',
        customerId,
        purchases + 1,
        input.plan,
        input.cardId,
        ...(input.idempotencyKey ? [input.idempotencyKey] : []),
      ].join('-');
      const authorised = await deps.provider.authorise({
        token,
        amountPence: pricePence,
        idempotencyKey: key,
      });
      if (authorised.outcome === 'challenge_required') {
        // The bank asks the shopper to confirm: the buy waits on the provider's check page.
        await repository.addPending({
          paymentId: authorised.paymentId,
          customerId,
          plan: input.plan,
          cardId: input.cardId,
          pricePence,
          purchases,
          at,
        });
        throw new AppError('SECURITY_NEEDED', 'Your bank needs to check it is you.', {
          detail: { challengeUrl: authorised.challengeUrl, paymentId: authorised.paymentId },
        });
      }
      if (authorised.outcome !== 'authorised') throw refusalOf(authorised.outcome);
      const paymentId = await captureOrVoid(authorised.paymentId, pricePence, key);
      return startBought({
        customerId,
        plan: input.plan,
        cardId: input.cardId,
        pricePence,
        paymentId,
        purchases,
        key,
        at,
      });
    },

    async completeBuy(identity, paymentId) {
      const customerId = signedIn(identity);
      const pending = await repository.pending(customerId, paymentId);
      if (!pending) throw new AppError('NOT_FOUND', 'No such delivery pass payment.');
      const result = await deps.provider.completeChallenge(paymentId);
      if (result.outcome === 'challenge_required') throw refusalOf(result.outcome);
      await repository.forgetPending(paymentId);
      if (result.outcome !== 'authorised') throw refusalOf(result.outcome);
      const key = `delivery-pass-3ds-${paymentId}`;
      await captureOrVoid(paymentId, pending.pricePence, key);
      return startBought({ customerId, ...pending, paymentId, key, at: now() });
    },

    async update(identity, input) {
      const customerId = signedIn(identity);
      if (input.cardId !== undefined) await cardToken(customerId, input.cardId);
      const row = await repository.update(customerId, input);
      if (!row) throw new AppError('DELIVERY_PASS_NOT_FOUND', 'You do not have a delivery pass.');
      const at = now();
      if (row.autoRenew && isPassActive(row, at)) await queueRenewal(row, at);
      return viewOf(row, at);
    },
  };

  async function renewalFailed(row: PassRow, reason: string): Promise<void> {
    const at = now();
    if (!(await repository.renewalFailed(row.id, row.expiresAt, at))) return;
    deps.log.warn({ passId: row.id, reason }, 'delivery pass renewal refused');
    const customer = await deps.customers.get(row.customerId);
    if (!customer) return;
    await deps.mail.enqueue({
      to: customer.email,
      template: 'delivery-pass-renewal-failed',
      data: {
        ...(customer.firstName ? { firstName: customer.firstName } : {}),
        planName: DELIVERY_PASS_PLANS[row.plan].name,
        expires: longDate.format(row.expiresAt),
        passUrl: `${deps.publicOrigin}/ecom/myaccount/delivery-pass`,
      },
    });
  }

  const renew: JobHandler = async (job) => {
    const passId = Number(job.payload.passId);
    const expiresAt = String(job.payload.expiresAt);
    const row = Number.isSafeInteger(passId) ? await repository.passById(passId) : null;
    // Moved on (renewed, bought again) or switched off since it was queued: nothing to do.
    if (!row || row.expiresAt.toISOString() !== expiresAt || !row.autoRenew) return;
    if (row.renewalFailedAt !== null) return;
    const token = await deps.cardTokens.cardToken(row.customerId, row.cardId);
    if (token === null) return renewalFailed(row, 'card gone or expired');
    const pricePence = deps.prices[row.plan];
    const key = `delivery-pass-renewal-${row.id}-${expiresAt}`;
    let paymentId: string;
    try {
      paymentId = await take(token, pricePence, key);
    } catch (error) {
      if (error instanceof AppError) return renewalFailed(row, error.code);
      // The provider did not answer: the queue tries again; the last try tells the shopper.
      if (job.attempt >= RENEWAL_MAX_ATTEMPTS) return renewalFailed(row, String(error));
      throw error;
    }
    const next = renewedPeriod(row);
    const renewed = await repository.renew({
      id: row.id,
      fromExpiry: row.expiresAt,
      expiresAt: next.expiresAt,
      paymentId,
    });
    if (renewed) await queueRenewal(renewed, now());
  };

  const slots: DeliveryPassSlots = {
    async cover(customerId, at) {
      const row = await repository.passOf(customerId);
      return {
        active: isPassActive(row, at),
        covers: (slot) => passCoversSlot(row, slot, at),
      };
    },
    async recordBooking(customerId, customerOrderId, booking) {
      if (booking.savedPence <= 0) return repository.forgetUse(customerId, customerOrderId);
      const row = await repository.passOf(customerId);
      if (!row) return;
      await repository.recordUse({
        customerId,
        passId: row.id,
        customerOrderId,
        savedPence: booking.savedPence,
        slotStart: booking.slotStart,
        at: now(),
      });
    },
  };

  return { service, slots, handlers: new Map([[DELIVERY_PASS_RENEWAL_JOB, renew]]) };
}
