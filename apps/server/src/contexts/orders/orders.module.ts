import type { Db } from '@grocer/db/client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OrderRecoveryConfig } from '../../config.ts';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { AddressBookService } from '../addresses/addresses.contract.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import type { JobHandler, JobQueue, JobTick } from '../jobs/jobs.contract.ts';
import type { LoyaltyPoints } from '../loyalty/loyalty.contract.ts';
import type {
  PaymentCardsService,
  PaymentCardTokens,
  PaymentProvider,
} from '../payments/payments.contract.ts';
import type { SlotAmending, SlotsService } from '../slots/slots.contract.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import type { TenderRedemption } from '../tenders/tenders.contract.ts';
import type {
  TrolleyAmending,
  TrolleyOrdering,
  TrolleyService,
} from '../trolley/trolley.contract.ts';
import { AmendCutOffRepository } from './amend-cut-off.repository.ts';
import type { FulfilmentService, FulfilmentSources } from './fulfilment.contract.ts';
import { FulfilmentRepository } from './fulfilment.repository.ts';
import { fulfilmentRoutes } from './fulfilment.routes.ts';
import { createFulfilmentService } from './fulfilment.service.ts';
import { moneyRecoveryTestHookRoutes } from './money-recovery.test-hooks.routes.ts';
import { MoneyRecovery, type OtherMoneyRecovery } from './money-recovery.ts';
import { MoneyWorkflowsRepository } from './money-workflows.repository.ts';
import type { OrderAmendService } from './order-amend.contract.ts';
import { OrderAmendRepository } from './order-amend.repository.ts';
import { orderAmendRoutes } from './order-amend.routes.ts';
import { OrderAmendServiceImpl } from './order-amend.service.ts';
import { AmendPlacement } from './order-amend.workflow.ts';
import { type AmendCutOffMailer, amendsAtCutOff } from './order-amend-at-cutoff.ts';
import { finishCancel } from './order-cancel.workflow.ts';
import type { OrderHistoryService, OrderHistorySources } from './order-history.contract.ts';
import { OrderHistoryRepository } from './order-history.repository.ts';
import { orderHistoryRoutes } from './order-history.routes.ts';
import { createOrderHistoryService } from './order-history.service.ts';
import {
  type OrderConfirmationMailer,
  type OrderCustomerLookup,
  orderConfirmationMailHook,
} from './order-placed-mail.ts';
import type { OrdersService, PlacementSources } from './orders.contract.ts';
import { OrdersRepository } from './orders.repository.ts';
import { ordersRoutes } from './orders.routes.ts';
import { PlaceOrderService } from './orders.service.ts';
import { orderTestHookRoutes } from './orders.test-hooks.routes.ts';
import { PlacementRecoveryRepository } from './placement-recovery.repository.ts';
import {
  type PlacementProgress,
  PlacementRecovery,
  pauseAfterStep,
  registerPlacementRecoveryWorker,
} from './placement-recovery.ts';
import type { CustomerPurchases, SimilarTrolleys } from './sales.contract.ts';
import { createSalesService } from './sales.service.ts';

export interface OrdersServices {
  orders: OrdersService;
  orderAmend: OrderAmendService;
  fulfilment: FulfilmentService;
  orderHistory: OrderHistoryService;
  /** Dead placements and expired card challenges settled by a sweep (decision 0045). */
  placementRecovery: PlacementRecovery;
  /** Every money workflow's dead runs, placement's included, by one sweep (decision 0055). */
  moneyRecovery: MoneyRecovery;
  /** What a customer bought online, for their favourites (decision 0079). */
  customerPurchases: CustomerPurchases;
  /** What other shoppers' orders held beside a trolley's products (decision 0095). */
  similarTrolleys: SimilarTrolleys;
}

export interface OrdersModule extends ContextModule<OrdersServices> {
  /** The money recovery sweep, on the app's ready and close (ORDER_RECOVERY_WORKER). */
  registerWorkers(app: FastifyInstance): void;
}

/**
 * Orders: placement as one workflow of named steps with their undo (decision 0040), amending
 * until the cut-off (0042), fulfilment and payment resolution on the job queue (0043), order
 * history, view and cancel (0041), and the recovery sweep (0045). It reaches the trolley, slots,
 * tenders, payments, the address book, the catalogue, staff's audit and mail through what it is
 * given here.
 */
export function createOrdersModule(deps: {
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  config: {
    orderRecovery: OrderRecoveryConfig;
    autoPickMinutes: number | null;
    publicOrigin: string;
  };
  trolley: TrolleyService;
  trolleyOrdering: TrolleyOrdering;
  trolleyAmending: TrolleyAmending;
  pricing: FulfilmentSources['pricing'];
  slots: SlotsService;
  slotAmending: SlotAmending;
  tenders: TenderRedemption;
  paymentCards: PaymentCardsService;
  paymentProvider: PaymentProvider;
  cardTokens: PaymentCardTokens;
  addresses: AddressBookService;
  catalogue: CatalogueService & OrderHistorySources['catalogue'];
  audit: StaffAudit;
  mail: OrderConfirmationMailer & AmendCutOffMailer;
  customers: OrderCustomerLookup;
  jobs: {
    queue: JobQueue;
    handle(kind: string, handler: JobHandler): void;
    tick(tick: JobTick): void;
  };
  /** The loyalty scheme's points, given when an order completes (decision 0099). */
  loyaltyPoints?: LoyaltyPoints;
  /** Other contexts' payment runs the one money sweep also settles (decision 0094), by name. */
  moneyRecoveries?: Record<string, OtherMoneyRecovery>;
}): OrdersModule {
  const { db, now, log, config, trolley, slots, paymentProvider, cardTokens } = deps;
  const ordersRepository = new OrdersRepository(db);
  const placementRecoveryRepository = new PlacementRecoveryRepository(db);
  const placementProgress: PlacementProgress = {
    started: (placementId, step) => placementRecoveryRepository.recordStep(placementId, step),
    ...(config.orderRecovery.testPauseAfter
      ? { afterStep: pauseAfterStep(config.orderRecovery.testPauseAfter) }
      : {}),
  };
  const placementSources: PlacementSources = {
    trolley: {
      getTrolley: (identity, orderId) => trolley.getTrolley(identity, orderId),
      closeForOrder: (customerId, orderId) =>
        deps.trolleyOrdering.closeForOrder(customerId, orderId),
      reopen: (customerId, orderId) => deps.trolleyOrdering.reopen(customerId, orderId),
    },
    slots,
    tenders: deps.tenders,
    payments: {
      cardToken: (customerId, cardId) => cardTokens.cardToken(customerId, cardId),
      authorise: (input) => paymentProvider.authorise(input),
      completeChallenge: (paymentId) => paymentProvider.completeChallenge(paymentId),
      void: (input) => paymentProvider.void(input),
      openAuthorisations: (input) => paymentProvider.openAuthorisations(input),
    },
    now,
    // The order confirmation email through the outbox (decision 0044).
    onPlaced: orderConfirmationMailHook({
      mail: deps.mail,
      customers: deps.customers,
      publicOrigin: config.publicOrigin,
      onError: (error, customerOrderId) =>
        log.error({ err: error, customerOrderId }, 'order confirmation email not queued'),
    }),
  };
  // Amending an order until its cut-off (decision 0042): its re-checkout runs inside placement.
  const orderAmendRepository = new OrderAmendRepository(db);
  const trolleyAmending = deps.trolleyAmending;
  const moneyWorkflows = new MoneyWorkflowsRepository(db);
  const amendPlacement = new AmendPlacement({
    orders: ordersRepository,
    amends: orderAmendRepository,
    sources: placementSources,
    trolleyAmending,
    workflows: moneyWorkflows,
  });
  const orders = new PlaceOrderService(
    ordersRepository,
    placementSources,
    amendPlacement,
    placementProgress,
  );
  const orderAmend = new OrderAmendServiceImpl(ordersRepository, orderAmendRepository, {
    trolley: {
      reopenForAmend: (customerId, orderId, lines) =>
        trolleyAmending.reopenForAmend(customerId, orderId, lines),
      closeAfterAmend: (customerId, orderId) =>
        trolleyAmending.closeAfterAmend(customerId, orderId),
      openOrderId: (identity) => trolley.openOrderId(identity),
    },
    slots: {
      restoreReservation: (identity, orderId, reservationId) =>
        deps.slotAmending.restoreReservation(identity, orderId, reservationId),
      bookSlot: (identity, input) => slots.bookSlot(identity, input),
      currentSlotOfOrder: (identity, orderId) => slots.currentSlotOfOrder(identity, orderId),
    },
    tenders: deps.tenders,
    payments: { void: (input) => paymentProvider.void(input) },
    now,
    workflows: moneyWorkflows,
  });
  // Fulfilment on the durable job queue, and payment resolution (decision 0043).
  const amendCutOffRepository = new AmendCutOffRepository(db);
  const fulfilment = createFulfilmentService({
    repository: new FulfilmentRepository(db),
    queue: deps.jobs.queue,
    autoPickMinutes: config.autoPickMinutes,
    workflows: moneyWorkflows,
    sources: {
      pricing: deps.pricing,
      payments: {
        cardToken: (customerId, cardId) => cardTokens.cardToken(customerId, cardId),
        authorise: (input) => paymentProvider.authorise(input),
        completeChallenge: (paymentId) => paymentProvider.completeChallenge(paymentId),
        capture: (input) => paymentProvider.capture(input),
        void: (input) => paymentProvider.void(input),
      },
      audit: deps.audit,
      // The amend still open at the cut-off (decisions 0043 Wiring, 0059).
      amends: amendsAtCutOff({
        orderAmend,
        repository: amendCutOffRepository,
        slots,
        trolley: trolleyAmending,
        mail: deps.mail,
        customers: deps.customers,
        publicOrigin: config.publicOrigin,
        now,
        onMailError: (error, customerOrderId) =>
          log.error({ err: error, customerOrderId }, 'amend cut-off email not queued'),
      }),
      ...(deps.loyaltyPoints ? { loyalty: deps.loyaltyPoints } : {}),
      now,
    },
  });
  for (const [kind, handler] of fulfilment.handlers) deps.jobs.handle(kind, handler);
  deps.jobs.tick(async (at) => void (await fulfilment.enqueueDue(at)));
  // Order history, view order, cancel and shop from order (decision 0041).
  const historyRepository = new OrderHistoryRepository(db);
  const orderHistory = createOrderHistoryService({
    workflows: moneyWorkflows,
    amendCutOffs: amendCutOffRepository,
    orders: new OrdersRepository(db),
    repository: historyRepository,
    sources: {
      paymentCards: deps.paymentCards,
      addresses: deps.addresses,
      tenders: deps.tenders,
      slots,
      payments: paymentProvider,
      catalogue: deps.catalogue,
      trolley,
      now,
    },
  });
  // Dead placements and expired card challenges are settled by a sweep (decision 0045).
  const placementRecovery = new PlacementRecovery({
    workflows: moneyWorkflows,
    recovery: placementRecoveryRepository,
    orders: ordersRepository,
    service: orders,
    sources: placementSources,
    config: config.orderRecovery,
    log: log.child({ context: 'placement-recovery' }),
  });
  // Every money workflow's dead runs, placement's included, by one sweep (decision 0055).
  const moneyRecovery = new MoneyRecovery({
    placement: placementRecovery,
    workflows: moneyWorkflows,
    recoverers: {
      'amend-checkout': (run) => amendPlacement.recover(run),
      'change-slot': (run) => orderAmend.recoverChangeSlot(run),
      'resolve-payment': (run) => fulfilment.recovery.recoverResolution(run),
      capture: (run) => fulfilment.recovery.recoverCapture(run),
      cancel: (run) =>
        finishCancel(
          {
            repository: historyRepository,
            sources: { payments: paymentProvider, slots, tenders: deps.tenders },
            workflows: moneyWorkflows,
          },
          run,
        ),
    },
    others: deps.moneyRecoveries ?? {},
    leaseMs: config.orderRecovery.leaseMs,
    log: log.child({ context: 'money-recovery' }),
  });
  const sales = createSalesService(deps.db);
  return {
    services: {
      orders,
      orderAmend,
      fulfilment,
      orderHistory,
      placementRecovery,
      moneyRecovery,
      customerPurchases: sales,
      similarTrolleys: sales,
    },
    registerWorkers(app) {
      if (config.orderRecovery.worker) {
        registerPlacementRecoveryWorker(app, moneyRecovery, {
          intervalMs: config.orderRecovery.intervalMs,
        });
      }
    },
    routes: async (api) => {
      await api.register(orderAmendRoutes, { orderAmend });
      await api.register(fulfilmentRoutes, { fulfilment });
      await api.register(ordersRoutes, { orders, history: orderHistory });
      await api.register(orderHistoryRoutes, { history: orderHistory });
    },
    testRoutes: async (api) => {
      await api.register(moneyRecoveryTestHookRoutes, { recovery: moneyRecovery });
      await api.register(orderTestHookRoutes, {
        services: {
          trolley,
          catalogue: deps.catalogue,
          slots,
          paymentCards: deps.paymentCards,
          orders,
          publicOrigin: config.publicOrigin,
          now,
        },
      });
    },
  };
}
