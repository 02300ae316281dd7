import {
  deliveryPassStatusOf,
  isPassActive,
  passCoversSlot,
  renewalRunAt,
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
import type { PaymentCardTokens } from '../payments/payments.contract.ts';
import type {
  DeliveryPassPlanView,
  DeliveryPassService,
  DeliveryPassSlots,
  DeliveryPassView,
} from './delivery-pass.contract.ts';
import type { DeliveryPassRepository, PassRow } from './delivery-pass.repository.ts';
import {
  alreadyActive,
  deliveryPassPayments,
  type PassPaymentDeps,
  type PassPaymentResult,
  refusalOf,
} from './delivery-pass-payment.workflow.ts';
import type { DeliveryPassPaymentsRepository } from './delivery-pass-payments.repository.ts';

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
  payments: DeliveryPassPaymentsRepository;
  prices: DeliveryPassPrices;
  provider: PassPaymentDeps['provider'];
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

export function createDeliveryPassService(deps: DeliveryPassDeps): {
  service: DeliveryPassService;
  slots: DeliveryPassSlots;
  handlers: ReadonlyMap<string, JobHandler>;
  /** The money recovery sweep's rule for this context's payment runs (decision 0094). */
  recovery: ReturnType<typeof deliveryPassPayments>['sweep'];
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

  const money = deliveryPassPayments({
    passes: repository,
    payments: deps.payments,
    provider: deps.provider,
    cardTokens: deps.cardTokens,
    queueRenewal,
    now,
    log: deps.log,
  });

  /** The pass a run took, or its refusal or the bank's check as the shopper is told. */
  async function answer(result: PassPaymentResult, resumed: boolean): Promise<DeliveryPassView> {
    if (result.outcome === 'taken') return viewOf(result.pass, now());
    if (result.outcome === 'refused') throw result.error;
    if (resumed) throw refusalOf('challenge_required');
    throw new AppError('SECURITY_NEEDED', 'Your bank needs to check it is you.', {
      detail: { challengeUrl: result.challengeUrl, paymentId: result.paymentId },
    });
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
      const purchases = existing?.purchases ?? 0;
      // The caller's key names the buy on its own: the same key again answers the pass it took.
      const key = input.idempotencyKey
        ? `delivery-pass-${customerId}-key-${input.idempotencyKey}`
        : ['delivery-pass', customerId, purchases + 1, input.plan, input.cardId].join('-');
      const earlier = input.idempotencyKey ? await deps.payments.find(customerId, key) : null;
      if (earlier?.status === 'TAKEN' && existing?.purchases === earlier.purchases + 1)
        return viewOf(existing, at);
      if (existing && isPassActive(existing, at)) throw alreadyActive();
      const token = await cardToken(customerId, input.cardId);
      const run = await deps.payments.begin({
        customerId,
        kind: 'BUY',
        key,
        plan: input.plan,
        cardId: input.cardId,
        pricePence: deps.prices[input.plan],
        purchases,
        passId: null,
        fromExpiry: null,
      });
      return answer(await money.execute(run, { token }), false);
    },

    async completeBuy(identity, paymentId) {
      const customerId = signedIn(identity);
      const run = await deps.payments.takeChallenge(customerId, paymentId);
      if (!run) throw new AppError('NOT_FOUND', 'No such delivery pass payment.');
      return answer(await money.execute(run, { token: null, resume: true }), true);
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
    const run = await deps.payments.begin({
      customerId: row.customerId,
      kind: 'RENEWAL',
      key: `delivery-pass-renewal-${row.id}-${expiresAt}`,
      plan: row.plan,
      cardId: row.cardId,
      pricePence: deps.prices[row.plan],
      purchases: row.purchases,
      passId: row.id,
      fromExpiry: row.expiresAt,
    });
    if (run.status === 'TAKEN') return;
    let result: PassPaymentResult;
    try {
      result = await money.execute(run, { token });
    } catch (error) {
      // The provider did not answer: the queue tries again; the last try tells the shopper (the
      // run stays for the sweep, which gives back anything taken once the renewal has failed).
      if (job.attempt >= RENEWAL_MAX_ATTEMPTS) return renewalFailed(row, String(error));
      throw error;
    }
    if (result.outcome === 'refused') return renewalFailed(row, result.error.code);
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

  return {
    service,
    slots,
    handlers: new Map([[DELIVERY_PASS_RENEWAL_JOB, renew]]),
    recovery: money.sweep,
  };
}
