import type { Identity } from '@grocer/domain/identity/identity';
import type { WorkflowStep } from '@grocer/domain/workflow/workflow-runner';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MoneyWorkflowsRepository } from './money-workflows.repository.ts';
import type { PlacementOutcome, PlacementSources } from './orders.contract.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { PlaceOrderService } from './orders.service.ts';
import type {
  PlacementRecoveryRepository,
  StalePlacement,
} from './placement-recovery.repository.ts';
import { recoveryIdentity } from './recovery-identity.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The placement recovery sweep (decision 0045), for tests and tools that run it. */
    placementRecovery: PlacementRecovery;
  }
}

/**
 * Placement that survives a killed process (decision 0045). Each placement records on its
 * `order_placements` row the step it is starting; a placement still IN_PROGRESS a lease after its
 * last step is taken as dead and the sweep settles it from what was recorded:
 * - its order PLACED (killed after the payment, before the answer was kept): the answer is kept;
 * - its order waiting for the card challenge: the answer (security needed) is kept, the order left;
 * - killed in the payment step: the step runs again with the same provider key (roll forward);
 * - killed earlier: every step up to the one it had started is undone (roll back) and the key is
 *   released, so the same Idempotency-Key may be tried again.
 * PENDING orders whose card challenge was not completed within the expiry are undone as a
 * failed challenge is: the payment voided, gift cards given back, slot unconfirmed, trolley open.
 */

/**
 * The steps whose start is recorded, one per phase (decision 0045): 'create-order' opens the
 * database phase (create-order, confirm-slot, redeem-tenders: each undo is safe whether or not its
 * step ran, so one record covers the three), 'authorise-payment' the provider's. Two writes per
 * placement instead of four; the bench measured each round trip (decision 0045).
 */
export const RECORDED_STEPS = ['create-order', 'authorise-payment'] as const;

export interface PlacementProgress {
  /** The placement is starting `step` (recorded before it runs). */
  started(placementId: number, step: string): Promise<void>;
  /** Test-only pause point: called when a step has run (see `pauseAfterStep`). */
  afterStep?(step: string): Promise<void>;
}

/** The workflow's steps, each recording its start on the placement's row first. */
export function withProgress<C, F, S>(
  steps: readonly WorkflowStep<C, F, S>[],
  progress: PlacementProgress,
  placementId: number,
): WorkflowStep<C, F, S>[] {
  const recorded: readonly string[] = RECORDED_STEPS;
  return steps.map((step) => ({
    ...step,
    async run(context: C) {
      if (recorded.includes(step.name)) await progress.started(placementId, step.name);
      const outcome = await step.run(context);
      await progress.afterStep?.(step.name);
      return outcome;
    },
  }));
}

/**
 * The kill test's pause point (PLACEMENT_TEST_PAUSE_AFTER, honoured only with E2E_TEST_HOOKS):
 * after the named step the placement says so on stderr and waits for ever, so a SIGKILL lands
 * between two steps deterministically.
 */
export function pauseAfterStep(name: string): (step: string) => Promise<void> {
  return async (step) => {
    if (step !== name) return;
    process.stderr.write(`PLACEMENT_PAUSED ${step}\n`);
    for (const listener of [...pauseListeners]) listener(step);
    await new Promise(() => {});
  };
}

const pauseListeners = new Set<(step: string) => void>();

/** In-process tests: resolves when a placement in this process next stops at its pause point. */
export function nextPlacementPause(): Promise<string> {
  return new Promise((resolve) => {
    const listener = (step: string) => {
      pauseListeners.delete(listener);
      resolve(step);
    };
    pauseListeners.add(listener);
  });
}

export interface PlacementRecoveryConfig {
  /** A placement that has not started a step for this long is taken as dead. */
  leaseMs: number;
  /** A card challenge not completed for this long is given up. */
  challengeExpiryMs: number;
}

export interface SweepResult {
  /** Placements whose answer was kept as it stood (placed, or waiting for the challenge). */
  settled: number;
  /** Killed in the payment step and run again from it. */
  rolledForward: number;
  /** Undone, the key released. */
  rolledBack: number;
  /** Left for a later sweep (another live placement of the trolley may own the closed trolley). */
  deferred: number;
  /** PENDING orders whose card challenge expired, undone. */
  challengesExpired: number;
  /** Open authorisations no order owns nor may still claim, voided (decision 0056). */
  orphansVoided: number;
  /** Rows whose settling threw (logged); taken again a lease later. */
  failed: number;
}

/**
 * The idempotency keys the shop authorises with (decision 0056): placement
 * `order-{id}-{Idempotency-Key}`, payment resolution `order-{id}-resolve-{cardId}`, amend
 * checkout `amend-{id}-{Idempotency-Key}`.
 */
export const AUTHORISATION_KEY_PREFIXES = ['order-', 'amend-'] as const;

/** The order an authorisation key was made for, and whether it is a payment resolution's. */
export function orderOfAuthorisationKey(
  key: string,
): { customerOrderId: string; resolution: boolean } | null {
  const match = /^(order|amend)-(\d+)-(.*)$/s.exec(key);
  if (!match) return null;
  return {
    customerOrderId: match[2] as string,
    resolution: match[1] === 'order' && (match[3] as string).startsWith('resolve-'),
  };
}

/** Pages of open authorisations looked at per sweep, so one sweep never runs unbounded. */
const ORPHAN_PAGES = 10;

/** What a refused placement keeps as its answer when a challenge expires (decision 0045). */
export const EXPIRED_CHALLENGE_ANSWER: PlacementOutcome = {
  outcome: 'refused',
  code: 'PAYMENT_DECLINED',
};

/** At most this many rows per sweep of each kind, so one sweep never runs unbounded. */
const MAX_PER_SWEEP = 200;

export class PlacementRecovery {
  readonly #recovery: PlacementRecoveryRepository;
  readonly #orders: OrdersRepository;
  readonly #service: Pick<PlaceOrderService, 'getOrder' | 'continueAtPayment'>;
  readonly #sources: PlacementSources;
  readonly #config: PlacementRecoveryConfig;
  readonly #log: FastifyBaseLogger | undefined;
  readonly #workflows: MoneyWorkflowsRepository | undefined;

  constructor(options: {
    /** The money workflows' record: an amend checkout's key is its recovery's (decision 0055). */
    workflows?: MoneyWorkflowsRepository;
    recovery: PlacementRecoveryRepository;
    orders: OrdersRepository;
    service: Pick<PlaceOrderService, 'getOrder' | 'continueAtPayment'>;
    sources: PlacementSources;
    config: PlacementRecoveryConfig;
    log?: FastifyBaseLogger;
  }) {
    this.#recovery = options.recovery;
    this.#orders = options.orders;
    this.#service = options.service;
    this.#sources = options.sources;
    this.#config = options.config;
    this.#log = options.log;
    this.#workflows = options.workflows;
  }

  /**
   * Settles dead placements and expired challenges. `leaseMs`/`challengeExpiryMs` override the
   * configured ones and `customerIds` limits the sweep to those customers' rows (tests).
   */
  async sweep(
    options: Partial<PlacementRecoveryConfig> & {
      customerIds?: readonly number[];
      /**
       * Only these orders' authorisations are looked at for owners (tests). A sweep limited to
       * `customerIds` without them leaves every authorisation alone.
       */
      customerOrderIds?: readonly string[];
    } = {},
  ): Promise<SweepResult> {
    const leaseMs = options.leaseMs ?? this.#config.leaseMs;
    const expiryMs = options.challengeExpiryMs ?? this.#config.challengeExpiryMs;
    const result: SweepResult = {
      settled: 0,
      rolledForward: 0,
      rolledBack: 0,
      deferred: 0,
      challengesExpired: 0,
      orphansVoided: 0,
      failed: 0,
    };
    for (let i = 0; i < MAX_PER_SWEEP; i += 1) {
      const taken = await this.#recovery.takeStalePlacement(leaseMs, options.customerIds);
      if (!taken) break;
      let how: Exclude<keyof SweepResult, 'challengesExpired' | 'failed'>;
      try {
        how = await this.#recover(taken, leaseMs);
      } catch (error) {
        // Taken for a lease: tried again then; the other rows are not held up meanwhile.
        this.#log?.error(
          { err: error, placementId: taken.id, customerOrderId: taken.customer_order_id },
          'dead order placement could not be recovered; trying again after the lease',
        );
        result.failed += 1;
        continue;
      }
      result[how] += 1;
      this.#log?.warn(
        { placementId: taken.id, customerOrderId: taken.customer_order_id, step: taken.step, how },
        'dead order placement recovered',
      );
    }
    for (let i = 0; i < MAX_PER_SWEEP; i += 1) {
      const taken = await this.#recovery.takeExpiredChallenge(
        expiryMs,
        leaseMs,
        options.customerIds,
      );
      if (!taken) break;
      try {
        await this.#expireChallenge(taken);
      } catch (error) {
        this.#log?.error(
          { err: error, customerOrderId: taken.customer_order_id },
          'expired card challenge could not be undone; trying again after the lease',
        );
        result.failed += 1;
        continue;
      }
      result.challengesExpired += 1;
      this.#log?.info(
        { customerOrderId: taken.customer_order_id },
        'card challenge not completed in time: order undone',
      );
    }
    if (options.customerOrderIds !== undefined || options.customerIds === undefined) {
      const keyPrefixes = options.customerOrderIds
        ? options.customerOrderIds.flatMap((id) =>
            AUTHORISATION_KEY_PREFIXES.map((prefix) => `${prefix}${id}-`),
          )
        : AUTHORISATION_KEY_PREFIXES;
      await this.#voidOrphans(keyPrefixes, leaseMs, result);
    }
    return result;
  }

  /**
   * Voids the open authorisations older than the lease that no order owns and no running
   * placement or amend checkout may still claim (decision 0056). The provider is asked, under
   * the shop's key prefixes; the orders context decides from its own tables.
   */
  async #voidOrphans(
    keyPrefixes: readonly string[],
    leaseMs: number,
    result: SweepResult,
  ): Promise<void> {
    const { payments } = this.#sources;
    const createdBefore = new Date(this.#sources.now().getTime() - leaseMs);
    let startingAfter: string | undefined;
    for (let page = 0; page < ORPHAN_PAGES; page += 1) {
      let open: Awaited<ReturnType<typeof payments.openAuthorisations>>;
      try {
        open = await payments.openAuthorisations({
          keyPrefixes,
          createdBefore,
          limit: MAX_PER_SWEEP,
          ...(startingAfter === undefined ? {} : { startingAfter }),
        });
      } catch (error) {
        // The provider cannot be asked now (or the app is closing): the next sweep asks again.
        this.#log?.warn({ err: error }, 'open authorisations could not be listed');
        result.failed += 1;
        return;
      }
      if (open.length === 0) return;
      startingAfter = open[open.length - 1]?.paymentId;
      const keyed = open.map((hold) => ({
        hold,
        of: orderOfAuthorisationKey(hold.idempotencyKey),
      }));
      const claims = await this.#recovery.authorisationClaims(
        open.map((hold) => hold.paymentId),
        keyed.flatMap(({ of }) => (of ? [of.customerOrderId] : [])),
      );
      for (const { hold, of } of keyed) {
        if (of === null || claims.held.has(hold.paymentId)) continue;
        if (claims.placing.has(of.customerOrderId)) continue;
        if (of.resolution && claims.resolving.has(of.customerOrderId)) continue;
        try {
          const voided = await payments.void({
            paymentId: hold.paymentId,
            idempotencyKey: `void-orphan-${hold.paymentId}`,
          });
          // Refused: it was captured or voided since it was listed; nothing is left to do.
          if ((voided as { outcome?: string } | null)?.outcome !== 'ok') continue;
          result.orphansVoided += 1;
          this.#log?.warn(
            { paymentId: hold.paymentId, customerOrderId: of.customerOrderId },
            'authorisation no order owns voided',
          );
        } catch (error) {
          this.#log?.error(
            { err: error, paymentId: hold.paymentId },
            'authorisation no order owns could not be voided; trying again next sweep',
          );
          result.failed += 1;
        }
      }
      if (open.length < MAX_PER_SWEEP) return;
    }
  }

  async #recover(
    placement: StalePlacement,
    leaseMs: number,
  ): Promise<Exclude<keyof SweepResult, 'challengesExpired' | 'failed'>> {
    const customerId = placement.customer_id;
    const orderId = placement.customer_order_id;
    const identity = recoveryIdentity(customerId);
    const order = await this.#recovery.orderState(orderId, customerId);
    const owned = order !== null && order.placement_id === placement.id;

    if (owned && order.status !== 'PENDING') {
      const view = await this.#service.getOrder(identity, orderId);
      await this.#orders.finishPlacement(placement.id, 0, { outcome: 'placed', order: view });
      return 'settled';
    }
    if (owned && order.challenge_url !== null) {
      await this.#orders.finishPlacement(placement.id, 0, {
        outcome: 'security-needed',
        customerOrderId: orderId,
        challengeUrl: order.challenge_url,
      });
      return 'settled';
    }
    if (owned && placement.step === 'authorise-payment') {
      const outcome = await this.#service.continueAtPayment(identity, {
        placementId: placement.id,
        customerOrderId: orderId,
        idempotencyKey: placement.idempotency_key,
      });
      await this.#orders.finishPlacement(placement.id, 0, outcome);
      return 'rolledForward';
    }
    if (order !== null && !owned && (await this.#workflows?.amendOwnsPlacement(placement.id))) {
      // An amend's checkout (decision 0055): its own recovery settles the key's answer.
      return 'deferred';
    }
    if (order !== null && !owned) {
      // Another placement's order (another tab won): this one changed nothing that stands.
      await this.#orders.releasePlacement(placement.id);
      return 'rolledBack';
    }
    if (owned) {
      // Its order stands PENDING: undo the database phase, each undo safe if its step never ran.
      const { trolley, slots, tenders } = this.#sources;
      await tenders.releaseRedemption(customerId, orderId);
      await slots.unconfirmReservation(identity, orderId);
      await this.#recovery.deleteOwnPendingOrder(orderId, placement.id);
      await trolley.reopen(customerId, orderId);
    } else if (placement.step !== null) {
      // No order: it never wrote one, or its own undo had already deleted it (undos run in
      // reverse, so its gift cards and slot were given back first). Only the trolley may still
      // be closed, by it or by a live placement between closing the trolley and writing its
      // order: then wait for that one. A trolley still open is left alone, so a placement
      // starting now (which may close it) is never disturbed.
      if (await this.#recovery.otherLivePlacementAt(placement.id, orderId, 'create-order', leaseMs))
        return 'deferred';
      if (!(await this.#trolleyIsOpen(identity, orderId))) {
        await this.#sources.trolley.reopen(customerId, orderId);
      }
    }
    await this.#orders.releasePlacement(placement.id);
    return 'rolledBack';
  }

  async #trolleyIsOpen(identity: Identity, orderId: string): Promise<boolean> {
    try {
      await this.#sources.trolley.getTrolley(identity, orderId);
      return true;
    } catch (error) {
      if (typeof error === 'object' && error !== null && 'code' in error) {
        if (error.code === 'TROLLEY_NOT_FOUND') return false;
      }
      throw error;
    }
  }

  /** Undone as a failed challenge is; the order goes last, so a death midway is retried. */
  async #expireChallenge(order: {
    customer_order_id: string;
    customer_id: number;
    payment_id: string;
  }): Promise<void> {
    const orderId = order.customer_order_id;
    const identity = recoveryIdentity(order.customer_id);
    const { trolley, slots, tenders, payments } = this.#sources;
    await payments.void({
      paymentId: order.payment_id,
      idempotencyKey: `void-order-${orderId}-${order.payment_id}`,
    });
    await tenders.releaseRedemption(order.customer_id, orderId);
    await slots.unconfirmReservation(identity, orderId);
    await trolley.reopen(order.customer_id, orderId);
    if (await this.#recovery.deletePendingOrder(orderId, order.customer_id)) {
      await this.#recovery.replaceSecurityNeededAnswers(orderId, EXPIRED_CHALLENGE_ANSWER);
    }
  }
}

/**
 * Runs the sweep (since decision 0055 the one of every money workflow, `MoneyRecovery`) at
 * start-up and every `intervalMs` in this process (ORDER_RECOVERY_WORKER; off
 * when NODE_ENV=test, where tests sweep their own rows). Stopped when the app closes.
 */
export function registerPlacementRecoveryWorker(
  app: FastifyInstance,
  recovery: { sweep(): Promise<unknown> },
  options: { intervalMs: number },
): void {
  const log = app.log.child({ context: 'placement-recovery' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  const run = () => {
    if (closing) return running;
    running = running
      .then(() => recovery.sweep())
      .catch((error: unknown) => log.error({ err: error }, 'placement recovery sweep failed'));
    return running;
  };
  app.addHook('onReady', async () => {
    // Not awaited: the sweep calls the payment provider, which for the built-in sandbox is this
    // app's own HTTP stack, ready only once this hook has returned (decision 0056). Closing waits.
    void run();
    timer = setInterval(() => void run(), options.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
