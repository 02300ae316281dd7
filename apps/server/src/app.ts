import { join } from 'node:path';
import type { Database } from '@grocer/db/client';
import { priceTrolley } from '@grocer/domain/pricing/price-trolley';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type AppConfig, REPO_ROOT } from './config.ts';
import { AddressBookRepository } from './contexts/addresses/address-book.repository.ts';
import { createAddressBookService } from './contexts/addresses/address-book.service.ts';
import type { AddressUsageSource } from './contexts/addresses/addresses.contract.ts';
import { addressesRoutes } from './contexts/addresses/addresses.routes.ts';
import {
  createPostcodeLookupService,
  postcodeLookupProviderFor,
} from './contexts/addresses/postcode-lookup.service.ts';
import { catalogueRoutes } from './contexts/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './contexts/catalogue/catalogue.service.ts';
import { AccountRepository } from './contexts/identity/account.repository.ts';
import { AccountLookupRepository } from './contexts/identity/account-lookup.repository.ts';
import { AccountSettingsRepository } from './contexts/identity/account-settings.repository.ts';
import { authRoutes } from './contexts/identity/auth.routes.ts';
import { createAuthService } from './contexts/identity/auth.service.ts';
import { registerCsrfProtection } from './contexts/identity/csrf.plugin.ts';
import { createCustomerDirectory } from './contexts/identity/customer-directory.ts';
import { createIdentityService } from './contexts/identity/identity.service.ts';
import { myDetailsRoutes } from './contexts/identity/my-details.routes.ts';
import { createMyDetailsService } from './contexts/identity/my-details.service.ts';
import { PasswordResetRepository } from './contexts/identity/password-reset.repository.ts';
import { passwordResetRoutes } from './contexts/identity/password-reset.routes.ts';
import { createPasswordResetService } from './contexts/identity/password-reset.service.ts';
import { registerRequestIdentity } from './contexts/identity/request-identity.plugin.ts';
import { sharedSecret } from './contexts/identity/server-secret.ts';
import { SessionRepository } from './contexts/identity/session.repository.ts';
import { createStaffSignIn } from './contexts/identity/staff-sign-in.ts';
import { testSessionRoutes } from './contexts/identity/test-session.routes.ts';
import { ThrottleRepository } from './contexts/identity/throttle.repository.ts';
import { type Jobs, registerJobs } from './contexts/jobs/jobs.plugin.ts';
import { registerMail } from './contexts/mail/mail.plugin.ts';
import { mailViewerRoutes } from './contexts/mail/mail-viewer.routes.ts';
import { MarketingPreferencesRepository } from './contexts/marketing/marketing.repository.ts';
import { marketingRoutes } from './contexts/marketing/marketing.routes.ts';
import { createMarketingService } from './contexts/marketing/marketing.service.ts';
import { offersRoutes } from './contexts/offers/offers.routes.ts';
import { createOffersService } from './contexts/offers/offers.service.ts';
import { operationsRoutes } from './contexts/operations/operations.routes.ts';
import { createOperationsService } from './contexts/operations/operations.service.ts';
import { AmendCutOffRepository } from './contexts/orders/amend-cut-off.repository.ts';
import { FulfilmentRepository } from './contexts/orders/fulfilment.repository.ts';
import { fulfilmentRoutes } from './contexts/orders/fulfilment.routes.ts';
import { createFulfilmentService } from './contexts/orders/fulfilment.service.ts';
import { moneyRecoveryTestHookRoutes } from './contexts/orders/money-recovery.test-hooks.routes.ts';
import { MoneyRecovery } from './contexts/orders/money-recovery.ts';
import { MoneyWorkflowsRepository } from './contexts/orders/money-workflows.repository.ts';
import { OrderAmendRepository } from './contexts/orders/order-amend.repository.ts';
import { orderAmendRoutes } from './contexts/orders/order-amend.routes.ts';
import { OrderAmendServiceImpl } from './contexts/orders/order-amend.service.ts';
import { AmendPlacement } from './contexts/orders/order-amend.workflow.ts';
import { amendsAtCutOff } from './contexts/orders/order-amend-at-cutoff.ts';
import { finishCancel } from './contexts/orders/order-cancel.workflow.ts';
import { OrderHistoryRepository } from './contexts/orders/order-history.repository.ts';
import { orderHistoryRoutes } from './contexts/orders/order-history.routes.ts';
import { createOrderHistoryService } from './contexts/orders/order-history.service.ts';
import { orderConfirmationMailHook } from './contexts/orders/order-placed-mail.ts';
import type { PlacementSources } from './contexts/orders/orders.contract.ts';
import { OrdersRepository } from './contexts/orders/orders.repository.ts';
import { ordersRoutes } from './contexts/orders/orders.routes.ts';
import { PlaceOrderService } from './contexts/orders/orders.service.ts';
import { orderTestHookRoutes } from './contexts/orders/orders.test-hooks.routes.ts';
import { PlacementRecoveryRepository } from './contexts/orders/placement-recovery.repository.ts';
import {
  type PlacementProgress,
  PlacementRecovery,
  pauseAfterStep,
  registerPlacementRecoveryWorker,
} from './contexts/orders/placement-recovery.ts';
import { createPaymentCardTokens } from './contexts/payments/payment-card-tokens.ts';
import { PaymentCardsRepository } from './contexts/payments/payment-cards.repository.ts';
import { createPaymentCardsService } from './contexts/payments/payment-cards.service.ts';
import { paymentsRoutes } from './contexts/payments/payments.routes.ts';
import { createSandboxProvider } from './contexts/payments/sandbox-provider.ts';
import { createSearchRepository } from './contexts/search/search.repository.ts';
import { searchRoutes } from './contexts/search/search.routes.ts';
import { createSearchService } from './contexts/search/search.service.ts';
import { createSlotAmending } from './contexts/slots/slot-amending.ts';
import { SlotEvents } from './contexts/slots/slot-events.ts';
import { SlotsRepository } from './contexts/slots/slots.repository.ts';
import { slotsRoutes } from './contexts/slots/slots.routes.ts';
import { createSlotsService, type SlotsModule } from './contexts/slots/slots.service.ts';
import { registerSlotsWorker } from './contexts/slots/slots.worker.ts';
import { staffRoutes } from './contexts/staff/staff.routes.ts';
import { createStaffService } from './contexts/staff/staff.service.ts';
import { StaffAuditRepository } from './contexts/staff/staff-audit.repository.ts';
import { registerStaffConsoleRedirect } from './contexts/staff/staff-console-redirect.ts';
import { PartnerDiscountCardRepository } from './contexts/tenders/partner-discount-card.repository.ts';
import { partnerDiscountCardRoutes } from './contexts/tenders/partner-discount-card.routes.ts';
import { createPartnerDiscountCardService } from './contexts/tenders/partner-discount-card.service.ts';
import { TendersRepository } from './contexts/tenders/tenders.repository.ts';
import { tendersRoutes } from './contexts/tenders/tenders.routes.ts';
import { createTendersService } from './contexts/tenders/tenders.service.ts';
import { tenderTestHookRoutes } from './contexts/tenders/tenders.test-hooks.routes.ts';
import { pricingProductOf } from './contexts/trolley/trolley.mappers.ts';
import { TrolleyRepository } from './contexts/trolley/trolley.repository.ts';
import { createTrolleyService } from './contexts/trolley/trolley.service.ts';
import { TrolleyAmendRepository } from './contexts/trolley/trolley-amend.repository.ts';
import { createTrolleyOrdering } from './contexts/trolley/trolley-ordering.ts';
import {
  answerFrameworkError,
  registerErrorHandling,
  registerJsonBodyParser,
  sendError,
} from './errors/error-handler.ts';
import { armCrashPoint } from './faults/crash-point.ts';
import { graphqlPlugin } from './graphql/graphql.plugin.ts';
import { healthRoutes } from './health/health.routes.ts';
import { registerHostCheck } from './http/host-header.ts';
import { openApiRoutes } from './http/openapi.routes.ts';
import { registerRouteTable } from './http/route-table.ts';
import { createLogger, generateRequestId, REQUEST_ID_HEADER } from './logging/logger.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerMethodGuard } from './plugins/method-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import {
  createPopularityRebuild,
  POPULARITY_REBUILD_JOB,
  popularityRebuildJob,
} from './popularity-rebuild.ts';
import { PspRepository } from './psp/psp.repository.ts';
import { pspRoutes } from './psp/psp.routes.ts';
import { createPspService } from './psp/psp.service.ts';
import type { AppServices } from './web/app-services.ts';
import { registerPageCache } from './web/page-cache.ts';
import { registerStorefront, STOREFRONT_BASE } from './web/storefront.plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The services the storefront and GraphQL call (what loaders get), for tests and tools that
     * need a service no route exposes (the trolley summary, staff trolley save).
     */
    services: AppServices;
    /** The job queue and its worker (decision 0043): tests run due jobs with `jobs.worker.runOnce()`. */
    jobs: Jobs;
  }
}

/** The OpenAPI document's own version; each call carries its version in its path. */
const API_DOCUMENT_VERSION = '1.0.0';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Injected clock (promotions are live between their start and expiry). */
  now?: () => Date;
  /** Defaults to apps/web/build. */
  webBuildDirectory?: string;
  /** Where JSON log lines go (tests capture them); stdout by default. */
  logDestination?: DestinationStream;
  /**
   * Who else knows an address is in use (orders in progress, booked slots). None yet: the slot
   * and order contexts add theirs here when they arrive (decision 0027). Tests pass their own.
   */
  addressUsage?: readonly AddressUsageSource[];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, options.logDestination),
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    // No API call needs more; larger bodies are refused before they are read. The storefront's
    // forms have a smaller limit of their own.
    bodyLimit: 256 * 1024,
    // A client that stops sending part-way is answered 408 and let go, not waited on for minutes.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      // How often Node looks for requests past their time (its default is 30 s).
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs, 1_000),
    },
    // Line-number lists (up to 100) travel in the path; longer params still reach validation.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: answerFrameworkError,
  });

  registerErrorHandling(app);
  registerHostCheck(app, {
    allowedHosts: config.allowedHosts,
    restrict: config.restrictHosts,
    trustProxy: config.trustProxy,
    anyHostPaths: ['/api/health'],
  });
  registerJsonBodyParser(app);
  // Before any route: the OpenAPI document and the fuzz suite read every route from it.
  registerRouteTable(app);

  const accountLookup = new AccountLookupRepository(database.db);
  const identity = createIdentityService({
    sessions: new SessionRepository(database.db),
    accountNames: accountLookup,
    tokenKey: await sharedSecret(database.db, 'access-token-key'),
    now: options.now ?? (() => new Date()),
  });
  registerRequestIdentity(app, { identity });
  const throttle = new ThrottleRepository(database.db);
  const auth = await createAuthService({
    accounts: new AccountRepository(database.db),
    throttle,
    identity,
    authKey: await sharedSecret(database.db, 'auth-key'),
    now: options.now ?? (() => new Date()),
  });
  registerCsrfProtection(app, { auth });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Order matters: the page cache must see a document before security stamps its nonce, and
  // security's HTML nonce stamping must run on bytes before they are compressed.
  // Known once the storefront build is mounted, below.
  let sharedPage: (pathname: string) => boolean = () => false;
  registerPageCache(app, {
    basePath: STOREFRONT_BASE,
    ttlMs: config.pageCacheSeconds * 1000,
    clientNoCache: config.allowClientNoCache,
    exposeStatus: config.exposeCacheStatus,
    sharedPage: (pathname) => sharedPage(pathname),
  });
  await registerSecurityHeaders(app, { hsts: config.hsts });
  await registerCompression(app);
  registerMethodGuard(app);

  const catalogue = createCatalogueService(database.db, options.now);
  const search = createSearchService({
    repository: createSearchRepository(database.db),
    catalogue,
    now: options.now ?? (() => new Date()),
  });
  const offers = createOffersService({
    liveOffers: catalogue.liveOffers,
    catalogue,
    now: options.now ?? (() => new Date()),
  });
  const mail = await registerMail(app, {
    db: database.db,
    config: config.mail,
    site: config.site,
    production: config.env === 'production',
    now: options.now,
  });
  const staff = createStaffService({
    repository: new StaffAuditRepository(database.db),
    directory: createCustomerDirectory(database.db, options.now ?? (() => new Date())),
    identity,
    staffSignIn: createStaffSignIn({
      db: database.db,
      identity,
      throttle,
      now: options.now ?? (() => new Date()),
    }),
    now: options.now ?? (() => new Date()),
  });
  // The development mail viewer, for staff only (decision 0019).
  await app.register(mailViewerRoutes, { mail, staff });
  // Password reset and My details (decision 0023).
  const accountSettings = new AccountSettingsRepository(database.db);
  const passwordResets = new PasswordResetRepository(database.db);
  const passwordReset = createPasswordResetService({
    accounts: accountSettings,
    resets: passwordResets,
    throttle,
    identity,
    mail,
    publicOrigin: config.site.publicOrigin,
    now: options.now ?? (() => new Date()),
    log: app.log.child({ context: 'password-reset' }),
  });
  const myDetails = createMyDetailsService({
    accounts: accountSettings,
    resets: passwordResets,
    throttle,
    identity,
    audit: staff.audit,
    mail,
    now: options.now ?? (() => new Date()),
    log: app.log.child({ context: 'my-details' }),
  });
  // The slots context is built last (it asks the address book and the trolley), but both ask it
  // back: they get these late-bound seams (decision 0034).
  let slotsModule: SlotsModule | null = null;
  const slotsBuilt = (): SlotsModule => {
    if (!slotsModule) throw new Error('the slots context is not built yet');
    return slotsModule;
  };
  // The address book and its postcode lookup (decision 0027).
  const postcodeLookup = createPostcodeLookupService({
    provider: postcodeLookupProviderFor(config.postcodeLookup),
    timeoutMs: config.postcodeLookup.timeoutMs,
    log: app.log.child({ context: 'postcode-lookup' }),
  });
  const addresses = createAddressBookService({
    repository: new AddressBookRepository(database.db),
    usage: [
      ...(options.addressUsage ?? []),
      { inUseAddressIds: (customerId) => slotsBuilt().addressUsage.inUseAddressIds(customerId) },
    ],
    lookup: postcodeLookup,
    audit: staff.audit,
    now: options.now ?? (() => new Date()),
  });
  // Marketing preferences with the memberships call (decision 0028).
  const marketing = createMarketingService({
    repository: new MarketingPreferencesRepository(database.db),
    schemeNames: config.site.marketingSchemeNames,
    audit: staff.audit,
    now: options.now ?? (() => new Date()),
  });
  const trolleyRepository = new TrolleyRepository(database.db);
  const trolley = createTrolleyService({
    repository: trolleyRepository,
    catalogue,
    staff,
    identity,
    slots: {
      bookedSlot: (customerId, orderId) => slotsBuilt().bookedSlots.bookedSlot(customerId, orderId),
    },
    // The trolley's flags (decision 0056), from contexts built below (called per request).
    flagSources: {
      amendingOrder: async (identity, orderId) => {
        const amending = await orderAmend.amendingOrder(identity);
        return amending?.customerOrderId === orderId ? amending : null;
      },
      slotReservedUntil: async (identity, orderId) => {
        const found = await slots.currentSlotOfOrder(identity, orderId);
        if (found.outcome !== 'ok' || !found.value) return null;
        // A confirmed slot (an amend's) is held until the amend cut-off, as placement counts it.
        const until =
          found.value.status === 'CONFIRMED'
            ? found.value.amendOrderCutOff
            : found.value.slotExpiryTime;
        return until ? new Date(until) : null;
      },
      usableSavedCards: async (identity) =>
        ((await paymentCards.list(identity)) ?? []).filter((card) => !card.expired).length,
      appliedTenders: async (identity, orderId) => {
        const found = await tendersModule.service.orderTenders(identity, orderId);
        return found.outcome === 'ok'
          ? {
              giftCards: found.value.giftCards.length,
              giftVouchers: found.value.giftVouchers.length,
            }
          : { giftCards: 0, giftVouchers: 0 };
      },
    },
    minimumOrderValues: config.minimumOrderValues,
    now: options.now ?? (() => new Date()),
  });
  // Slots: capacity in PostgreSQL, availability changes over LISTEN/NOTIFY (decision 0034).
  const slotEvents = new SlotEvents(
    options.now ?? (() => new Date()),
    app.log.child({ context: 'slots' }),
  );
  slotsModule = createSlotsService({
    repository: new SlotsRepository(database.db),
    catalogue,
    addresses,
    trolley,
    events: slotEvents,
    reservationMinutes: config.slots.reservationMinutes,
    startDateOverride: config.slots.startDateOverride,
    now: options.now ?? (() => new Date()),
  });
  const slots = slotsModule.service;
  app.addHook('onReady', () => slotEvents.start(database));
  app.addHook('onClose', () => slotEvents.stop());
  if (config.slots.worker) {
    registerSlotsWorker(app, slotsModule, { sweepIntervalMs: config.slots.sweepIntervalMs });
  }
  // Gift cards, gift vouchers and promo codes on the trolley's order (decision 0039).
  const partnerDiscountCardRepository = new PartnerDiscountCardRepository(database.db);
  const tendersModule = createTendersService({
    repository: new TendersRepository(database.db),
    trolley,
    now: options.now ?? (() => new Date()),
  });
  app.decorate('tenderRedemption', tendersModule.redemption);
  // The partner discount card on the order (decision 0044).
  const partnerDiscountCards = createPartnerDiscountCardService({
    repository: partnerDiscountCardRepository,
    ownsOrder: (identity, orderId) => tendersModule.service.ownsOrder(identity, orderId),
  });
  // Payments: the built-in sandbox provider under /psp, called over HTTP through this server's
  // own stack with its secret key, as a provider elsewhere would be (decision 0038).
  const pspApiKey = (await sharedSecret(database.db, 'psp-api-key')).toString('hex');
  const publicHost = new URL(config.site.publicOrigin).host;
  const paymentProvider = createSandboxProvider({
    apiKey: pspApiKey,
    send: async (call) => {
      const response = await app.inject({
        method: call.method,
        url: call.path,
        headers: { ...call.headers, host: publicHost },
        ...(call.body === undefined ? {} : { payload: call.body as object }),
      });
      return {
        status: response.statusCode,
        body: response.body ? JSON.parse(response.body) : null,
        replayed: response.headers['idempotent-replayed'] === 'true',
      };
    },
  });
  const paymentCards = createPaymentCardsService({
    repository: new PaymentCardsRepository(database.db),
    provider: paymentProvider,
    addresses,
    now: options.now ?? (() => new Date()),
  });
  // Order placement: one workflow of named steps, each with its undo (decision 0040).
  const paymentCardTokens = createPaymentCardTokens({
    repository: new PaymentCardsRepository(database.db),
    now: options.now ?? (() => new Date()),
  });
  const trolleyOrdering = createTrolleyOrdering(trolleyRepository);
  const ordersRepository = new OrdersRepository(database.db);
  const placementRecoveryRepository = new PlacementRecoveryRepository(database.db);
  const placementProgress: PlacementProgress = {
    started: (placementId, step) => placementRecoveryRepository.recordStep(placementId, step),
    ...(config.orderRecovery.testPauseAfter
      ? { afterStep: pauseAfterStep(config.orderRecovery.testPauseAfter) }
      : {}),
  };
  const placementSources: PlacementSources = {
    trolley: {
      getTrolley: (identity, orderId) => trolley.getTrolley(identity, orderId),
      closeForOrder: (customerId, orderId) => trolleyOrdering.closeForOrder(customerId, orderId),
      reopen: (customerId, orderId) => trolleyOrdering.reopen(customerId, orderId),
    },
    slots,
    tenders: tendersModule.redemption,
    payments: {
      cardToken: (customerId, cardId) => paymentCardTokens.cardToken(customerId, cardId),
      authorise: (input) => paymentProvider.authorise(input),
      completeChallenge: (paymentId) => paymentProvider.completeChallenge(paymentId),
      void: (input) => paymentProvider.void(input),
      openAuthorisations: (input) => paymentProvider.openAuthorisations(input),
    },
    now: options.now ?? (() => new Date()),
    // The order confirmation email through the outbox (decision 0044).
    onPlaced: orderConfirmationMailHook({
      mail,
      customers: createCustomerDirectory(database.db, options.now ?? (() => new Date())),
      publicOrigin: config.site.publicOrigin,
      onError: (error, customerOrderId) =>
        app.log.error({ err: error, customerOrderId }, 'order confirmation email not queued'),
    }),
  };
  // Amending an order until its cut-off (decision 0042): its re-checkout runs inside placement.
  const orderAmendRepository = new OrderAmendRepository(database.db);
  const trolleyAmending = new TrolleyAmendRepository(database.db);
  const moneyWorkflows = new MoneyWorkflowsRepository(database.db);
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
  const slotAmending = createSlotAmending({
    db: database.db,
    repository: new SlotsRepository(database.db),
    reservationMinutes: config.slots.reservationMinutes,
    now: options.now ?? (() => new Date()),
  });
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
        slotAmending.restoreReservation(identity, orderId, reservationId),
      bookSlot: (identity, input) => slots.bookSlot(identity, input),
      currentSlotOfOrder: (identity, orderId) => slots.currentSlotOfOrder(identity, orderId),
    },
    tenders: tendersModule.redemption,
    payments: { void: (input) => paymentProvider.void(input) },
    now: options.now ?? (() => new Date()),
    workflows: moneyWorkflows,
  });
  // Fulfilment on the durable job queue, and payment resolution (decision 0043).
  const jobs = registerJobs(app, { db: database.db, config: config.jobs, now: options.now });
  const amendCutOffRepository = new AmendCutOffRepository(database.db);
  const fulfilment = createFulfilmentService({
    repository: new FulfilmentRepository(database.db),
    queue: jobs.queue,
    autoPickMinutes: config.jobs.autoPickMinutes,
    workflows: moneyWorkflows,
    sources: {
      pricing: {
        async price(lines, slotStart) {
          const facts = await catalogue.getTrolleyFacts(lines.map((line) => line.productId));
          return priceTrolley({
            lines,
            products: facts.products.map(pricingProductOf),
            promotions: facts.promotions,
            now: (options.now ?? (() => new Date()))(),
            slotStart,
            loyaltyMember: false,
          });
        },
      },
      payments: {
        cardToken: (customerId, cardId) => paymentCardTokens.cardToken(customerId, cardId),
        authorise: (input) => paymentProvider.authorise(input),
        completeChallenge: (paymentId) => paymentProvider.completeChallenge(paymentId),
        capture: (input) => paymentProvider.capture(input),
        void: (input) => paymentProvider.void(input),
      },
      audit: staff.audit,
      // The amend still open at the cut-off (decisions 0043 Wiring, 0059).
      amends: amendsAtCutOff({
        orderAmend,
        repository: amendCutOffRepository,
        slots,
        trolley: trolleyAmending,
        mail,
        customers: createCustomerDirectory(database.db, options.now ?? (() => new Date())),
        publicOrigin: config.site.publicOrigin,
        now: options.now ?? (() => new Date()),
        onMailError: (error, customerOrderId) =>
          app.log.error({ err: error, customerOrderId }, 'amend cut-off email not queued'),
      }),
      now: options.now ?? (() => new Date()),
    },
  });
  for (const [kind, handler] of fulfilment.handlers) jobs.handle(kind, handler);
  jobs.tick(async (now) => void (await fulfilment.enqueueDue(now)));
  // Popularity from sales (decision 0048): the job always runs when queued; the daily tick only
  // when POPULARITY_REBUILD_HOUR is set.
  const popularityJob = popularityRebuildJob({
    rebuild: createPopularityRebuild(database.db, options.now),
    queue: jobs.queue,
    hour: config.jobs.popularityRebuildHour ?? 0,
    log: app.log.child({ context: 'popularity' }),
  });
  jobs.handle(POPULARITY_REBUILD_JOB, popularityJob.handler);
  if (config.jobs.popularityRebuildHour !== null) jobs.tick(popularityJob.tick);
  app.decorate('jobs', jobs);
  // Order history, view order, cancel and shop from order (decision 0041).
  const historyRepository = new OrderHistoryRepository(database.db);
  const orderHistory = createOrderHistoryService({
    workflows: moneyWorkflows,
    amendCutOffs: amendCutOffRepository,
    orders: new OrdersRepository(database.db),
    repository: historyRepository,
    sources: {
      paymentCards,
      addresses,
      tenders: tendersModule.redemption,
      slots,
      payments: paymentProvider,
      catalogue,
      trolley,
      now: options.now ?? (() => new Date()),
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
    log: app.log.child({ context: 'placement-recovery' }),
  });
  app.decorate('placementRecovery', placementRecovery);
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
            sources: { payments: paymentProvider, slots, tenders: tendersModule.redemption },
            workflows: moneyWorkflows,
          },
          run,
        ),
    },
    leaseMs: config.orderRecovery.leaseMs,
    log: app.log.child({ context: 'money-recovery' }),
  });
  app.decorate('moneyRecovery', moneyRecovery);
  // The money's health on the staff console's home, and "run recovery" for one (decision 0058).
  const operations = createOperationsService({
    db: database.db,
    sources: { recovery: moneyRecovery, audit: staff.audit },
    leaseMs: config.orderRecovery.leaseMs,
  });
  if (config.orderRecovery.worker) {
    registerPlacementRecoveryWorker(app, moneyRecovery, {
      intervalMs: config.orderRecovery.intervalMs,
    });
  }
  await app.register(pspRoutes, {
    prefix: '/psp',
    apiKey: pspApiKey,
    shopOrigin: config.site.publicOrigin,
    psp: createPspService({
      repository: new PspRepository(database.db),
      now: options.now ?? (() => new Date()),
    }),
  });
  const services: AppServices = {
    catalogue,
    search,
    offers,
    identity,
    auth,
    staff,
    passwordReset,
    myDetails,
    addresses,
    postcodeLookup,
    marketing,
    trolley,
    slots,
    tenders: tendersModule.service,
    partnerDiscountCards,
    paymentCards,
    paymentProvider,
    orders,
    orderAmend,
    fulfilment,
    operations,
    orderHistory,
    site: config.site,
    testHooks: config.testHooks,
  };

  app.decorate('services', services);
  app.get('/', async (_request, reply) => reply.redirect(STOREFRONT_BASE, 302));
  registerStaffConsoleRedirect(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(catalogueRoutes, { catalogue: services.catalogue });
      await api.register(searchRoutes, {
        search,
        allowClientNoCache: config.allowClientNoCache,
      });
      await api.register(offersRoutes, { offers });
      await api.register(authRoutes, { auth });
      await api.register(passwordResetRoutes, { passwordReset });
      await api.register(myDetailsRoutes, { myDetails });
      await api.register(addressesRoutes, { addresses, postcodeLookup });
      await api.register(marketingRoutes, { marketing });
      await api.register(staffRoutes, { staff });
      await api.register(slotsRoutes, { slots });
      await api.register(tendersRoutes, { tenders: tendersModule.service });
      await api.register(partnerDiscountCardRoutes, { partnerDiscountCards });
      await api.register(paymentsRoutes, {
        paymentCards,
        shopOrigin: config.site.publicOrigin,
      });
      await api.register(orderAmendRoutes, { orderAmend });
      await api.register(fulfilmentRoutes, { fulfilment });
      await api.register(operationsRoutes, { operations });
      await api.register(ordersRoutes, { orders, history: orderHistory });
      await api.register(orderHistoryRoutes, { history: orderHistory });
      await api.register(graphqlPlugin, {
        services,
        introspection: config.graphqlIntrospection,
      });
      if (config.testHooks) {
        app.log.warn('E2E_TEST_HOOKS is on: anyone can sign in as any account by email');
        armCrashPoint(config.orderRecovery.crashAt);
        if (config.orderRecovery.crashAt)
          app.log.warn(`CRASH_AT is on: this process ends at ${config.orderRecovery.crashAt}`);
        await api.register(testSessionRoutes, { identity, accounts: accountLookup });
        await api.register(tenderTestHookRoutes, { redemption: tendersModule.redemption });
        await api.register(moneyRecoveryTestHookRoutes, { recovery: moneyRecovery });
        await api.register(orderTestHookRoutes, {
          services: { ...services, publicOrigin: config.site.publicOrigin },
        });
      }
      await api.register(openApiRoutes, {
        info: {
          title: `${config.site.brandName} API`,
          version: API_DOCUMENT_VERSION,
          serverUrl: config.site.publicOrigin,
          // Published beside the SDL only when the SDL itself is.
          ...(config.graphqlIntrospection ? { graphqlSdlPath: '/api/graphql/schema.graphql' } : {}),
        },
      });
      api.all('/*', async (request, reply) =>
        sendError(
          request,
          reply,
          'NOT_FOUND',
          `No API route ${request.method} ${request.url.split('?')[0]}`,
        ),
      );
    },
    { prefix: '/api' },
  );

  ({ sharedPage } = await registerStorefront(app, {
    services,
    buildDirectory: options.webBuildDirectory ?? join(REPO_ROOT, 'apps', 'web', 'build'),
    mode: config.env === 'production' ? 'production' : 'development',
    publicOrigin: config.site.publicOrigin,
    allowedHosts: config.allowedHosts,
  }));

  return app;
}
