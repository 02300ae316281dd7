import { join } from 'node:path';
import type { Database } from '@grocer/db/client';
import { sharedPageExperimentsKey } from '@grocer/domain/experiments/experiment-catalogue';
import { sharedPageFlagsKey } from '@grocer/domain/flags/flag-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { type AppConfig, REPO_ROOT } from './config.ts';
import { builtLater, type ContextModule, runWorkers } from './context-module.ts';
import type { AddressUsageSource } from './contexts/addresses/addresses.contract.ts';
import { createAddressesModule } from './contexts/addresses/addresses.module.ts';
import { createAnalyticsModule } from './contexts/analytics/analytics.module.ts';
import { createBasketBuilderModule } from './contexts/basket-builder/basket-builder.module.ts';
import { createBranchPurchasesModule } from './contexts/branch-purchases/branch-purchases.module.ts';
import { createCatalogueModule } from './contexts/catalogue/catalogue.module.ts';
import { createContentModule } from './contexts/content/content.module.ts';
import { createCustomerCareModule } from './contexts/customer-care/customer-care.module.ts';
import type { DeliveryPassSlots } from './contexts/delivery-pass/delivery-pass.contract.ts';
import { createDeliveryPassModule } from './contexts/delivery-pass/delivery-pass.module.ts';
import { createExperimentsModule } from './contexts/experiments/experiments.module.ts';
import {
  previewCookieOf,
  storefrontExperiments,
} from './contexts/experiments/request-experiments.ts';
import { createFavouritesModule } from './contexts/favourites/favourites.module.ts';
import { createFlagsModule } from './contexts/flags/flags.module.ts';
import { storefrontFlags, stubsCookieOf } from './contexts/flags/request-flags.ts';
import { createIdentityModule } from './contexts/identity/identity.module.ts';
import { sharedSecret } from './contexts/identity/server-secret.ts';
import type { IncentivesSource } from './contexts/incentives/incentives.contract.ts';
import { createIncentivesModule } from './contexts/incentives/incentives.module.ts';
import { incentivesWithDeadline } from './contexts/incentives/incentives-deadline.ts';
import type { InterstitialSources } from './contexts/interstitials/interstitials.contract.ts';
import { createInterstitialsModule } from './contexts/interstitials/interstitials.module.ts';
import { createJobsModule } from './contexts/jobs/jobs.module.ts';
import type { LoyaltyService } from './contexts/loyalty/loyalty.contract.ts';
import { createLoyaltyModule } from './contexts/loyalty/loyalty.module.ts';
import { createMailModule } from './contexts/mail/mail.module.ts';
import { createMarketingModule } from './contexts/marketing/marketing.module.ts';
import { createMealPlansModule } from './contexts/meal-plans/meal-plans.module.ts';
import { createOffersModule } from './contexts/offers/offers.module.ts';
import { createOperationsModule } from './contexts/operations/operations.module.ts';
import { createOrdersModule } from './contexts/orders/orders.module.ts';
import { createPaymentsModule } from './contexts/payments/payments.module.ts';
import type { HttpSend } from './contexts/payments/sandbox-provider.ts';
import {
  createQuickShopModule,
  usualProductsSource,
} from './contexts/quick-shop/quick-shop.module.ts';
import { createRecipesModule } from './contexts/recipes/recipes.module.ts';
import { createSearchModule } from './contexts/search/search.module.ts';
import { createShoppingListsModule } from './contexts/shopping-lists/shopping-lists.module.ts';
import { createSlotsModule, type SlotsServices } from './contexts/slots/slots.module.ts';
import type { SponsoredService } from './contexts/sponsored/sponsored.contract.ts';
import { createSponsoredModule } from './contexts/sponsored/sponsored.module.ts';
import type { StaffService } from './contexts/staff/staff.contract.ts';
import { createStaffModule } from './contexts/staff/staff.module.ts';
import { createTendersModule } from './contexts/tenders/tenders.module.ts';
import { createTrolleyModule } from './contexts/trolley/trolley.module.ts';
import { createViewerModule } from './contexts/viewer/viewer.module.ts';
import { createHttpServer, registerApi, registerResponsePipeline } from './http/http-server.ts';
import { schedulePopularityRebuild } from './popularity-rebuild.ts';
import { createPspModule, inProcessSend } from './psp/psp.module.ts';
import type { AppServices } from './web/app-services.ts';
import { registerRobots } from './web/robots.ts';
import { registerStorefront, STOREFRONT_BASE } from './web/storefront.plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The services the storefront and GraphQL call (what loaders get), for tests and tools that
     * need a service no route exposes (the trolley summary, staff trolley save).
     */
    services: AppServices;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Injected clock (promotions are live between their start and expiry). */
  now?: () => Date;
  /** Defaults to apps/web/build. */
  webBuildDirectory?: string;
  /** Where JSON log lines go (tests capture them); stdout by default. */
  logDestination?: DestinationStream;
  /** Who else knows an address is in use, besides booked slots (decision 0027). Tests pass theirs. */
  addressUsage?: readonly AddressUsageSource[];
  /**
   * The incentives as the trolley and checkout read them (decision 0088): tests pass a slow or
   * failing source in place of the real one, and a shorter deadline than the spec's 8000 ms.
   */
  incentives?: {
    source?: (real: IncentivesSource) => IncentivesSource;
    deadlineMs?: number;
  };
  /**
   * The interstitials' sources and times (decision 0093): tests pass a slow or failing source
   * and shorter times than the spec's response 2 s and deadline 4 s.
   */
  interstitials?: {
    sources?: (real: InterstitialSources) => InterstitialSources;
    responseMs?: number;
    deadlineMs?: number;
  };
  /**
   * The way to the payment provider (decision 0094): tests wrap the real one to take the
   * provider away for a while (every call fails as a network error would) and bring it back.
   */
  paymentTransport?: (real: HttpSend) => HttpSend;
}

/**
 * The shop: each context's module built from what it needs (decision 0057), with one clock, then
 * their routes under /api, their workers, the sandbox provider and the storefront.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const app = createHttpServer(config, options.logDestination);
  const log = app.log;
  // The one clock every context reads: injected by tests, the wall clock otherwise.
  const now = options.now ?? (() => new Date());

  const mailModule = createMailModule({
    db,
    config: config.mail,
    site: config.site,
    production: config.env === 'production',
    now,
    log,
  });
  const { mail } = mailModule.services;
  // Identity records to staff's audit log; staff is built from identity's services.
  const staffLater = builtLater<StaffService>('staff');
  const identityModule = await createIdentityModule({
    db,
    now,
    log,
    mail,
    publicOrigin: config.site.publicOrigin,
    audit: () => staffLater.get().audit,
    processWrites: database.processWrites,
  });
  const { identity, customers, staffSignIn } = identityModule.services;
  identityModule.registerHooks(app);
  const pipeline = await registerResponsePipeline(app, config);

  const flagsModule = await createFlagsModule({
    database,
    customers,
    now,
    log,
    allowOverrides: config.flagOverrides,
  });
  const experimentsModule = await createExperimentsModule({ database, customers, now, log });
  // Ad banner impressions and clicks the collector accepts go on to their vendors (0096).
  const sponsoredLater = builtLater<SponsoredService>('sponsored');
  const analyticsModule = createAnalyticsModule({
    db,
    now,
    log,
    retentionDays: config.analyticsRetentionDays,
    sweep: config.analyticsSweepWorker,
    partnerUrls: config.analyticsPartnerUrls,
    allowStubs: config.flagOverrides,
    adTracking: {
      trackBanner: (kind, bannerId) => sponsoredLater.get().trackBanner(kind, bannerId),
    },
  });
  const catalogueModule = createCatalogueModule({ db, now });
  const { catalogue } = catalogueModule.services;
  // Sponsored products and mega-menu ad banners (decision 0096): placements marked on the
  // catalogue's product rows, banners per category, both managed by staff and audited.
  const sponsoredModule = createSponsoredModule({
    db,
    now,
    log,
    catalogue,
    sponsorship: catalogueModule.services.catalogueSponsorship,
    customers,
  });
  sponsoredLater.set(sponsoredModule.services.sponsored);
  const { allowClientNoCache } = config;
  const searchModule = createSearchModule({ db, catalogue, allowClientNoCache, now });
  const offersModule = createOffersModule({ catalogue, now });
  // A publish shows on this process at once; other processes follow within their caches' times.
  const contentModule = createContentModule({
    db,
    now,
    customers,
    onPublished: () => pipeline.clearPageCache(),
  });
  // Staff manage a customer's loyalty membership (decision 0091); loyalty records to staff's log.
  const loyaltyLater = builtLater<LoyaltyService>('loyalty');
  const staffModule = createStaffModule({
    db,
    now,
    identity,
    customers,
    staffSignIn,
    loyalty: () => loyaltyLater.get(),
    catalogue,
  });
  const staff = staffLater.set(staffModule.services.staff);
  // The slots context is built last (it asks the address book and the trolley), but both ask it
  // back (decision 0034).
  const slotsLater = builtLater<SlotsServices>('slots');
  const addressesModule = createAddressesModule({
    db,
    now,
    log,
    postcodeLookup: config.postcodeLookup,
    usage: [
      ...(options.addressUsage ?? []),
      {
        inUseAddressIds: (customerId) => slotsLater.get().addressUsage.inUseAddressIds(customerId),
      },
    ],
    audit: staff.audit,
  });
  const { addresses } = addressesModule.services;
  const { marketingSchemeNames: schemeNames } = config.site;
  // The loyalty scheme (decision 0086): member status, the one source every pricing asks.
  const loyaltyModule = createLoyaltyModule({
    db,
    now,
    audit: staff.audit,
    config: config.loyalty,
    addresses,
  });
  const loyalty = loyaltyLater.set(loyaltyModule.services.loyalty);
  const marketingModule = createMarketingModule({
    db,
    now,
    schemeNames,
    audit: staff.audit,
    loyalty,
  });
  // Personal offers (decision 0088): members' only; the trolley reads the loaded ones within the
  // deadline, an error or a late answer counting as none.
  const incentivesModule = createIncentivesModule({ db, now, membership: loyalty, catalogue });
  const { incentives } = incentivesModule.services;
  const trolleyModule = createTrolleyModule({
    incentives: incentivesWithDeadline(options.incentives?.source?.(incentives) ?? incentives, {
      ...(options.incentives?.deadlineMs ? { deadlineMs: options.incentives.deadlineMs } : {}),
      onIgnored: (reason, error) => log.warn({ reason, err: error }, 'incentives ignored'),
    }),
    db,
    now,
    catalogue,
    staff,
    identity,
    slots: {
      bookedSlot: (customer, order) => slotsLater.get().bookedSlots.bookedSlot(customer, order),
    },
    loyalty,
    flagsFrom: {
      orderAmend: () => ordersModule.services.orderAmend,
      slots: () => slotsLater.get().slots,
      paymentCards: () => paymentsModule.services.paymentCards,
      tenders: () => tendersModule.services.tenders,
    },
    minimumOrderValues: config.minimumOrderValues,
  });
  const { trolley } = trolleyModule.services;
  // The delivery pass (decision 0087) is built after the job queue; slots ask it when pricing.
  const passLater = builtLater<DeliveryPassSlots>('deliveryPass');
  const slotsModule = createSlotsModule({
    database,
    now,
    log,
    config: config.slots,
    catalogue,
    addresses,
    trolley,
    deliveryPass: {
      cover: (customerId, at) => passLater.get().cover(customerId, at),
      recordBooking: (...args) => passLater.get().recordBooking(...args),
    },
  });
  slotsLater.set(slotsModule.services);
  const tendersModule = createTendersModule({ db, now, trolley });
  const pspApiKey = (await sharedSecret(db, 'psp-api-key')).toString('hex');
  const paymentsModule = createPaymentsModule({
    db,
    now,
    addresses,
    provider: {
      apiKey: pspApiKey,
      send: (options.paymentTransport ?? ((real: HttpSend) => real))(
        inProcessSend(app, config.site.publicOrigin),
      ),
    },
    shopOrigin: config.site.publicOrigin,
  });
  const jobsModule = createJobsModule({ db, config: config.jobs, now, log });
  const { jobs } = jobsModule.services;
  const deliveryPassModule = createDeliveryPassModule({
    db,
    now,
    log,
    prices: config.deliveryPassPrices,
    provider: paymentsModule.services.paymentProvider,
    cardTokens: paymentsModule.services.cardTokens,
    jobs,
    mail,
    customers,
    publicOrigin: config.site.publicOrigin,
  });
  passLater.set(deliveryPassModule.services.deliveryPassSlots);
  const ordersModule = createOrdersModule({
    db,
    now,
    log,
    config: {
      orderRecovery: config.orderRecovery,
      autoPickMinutes: config.jobs.autoPickMinutes,
      publicOrigin: config.site.publicOrigin,
    },
    ...trolleyModule.services,
    ...slotsModule.services,
    tenders: tendersModule.services.redemption,
    ...paymentsModule.services,
    addresses,
    catalogue,
    audit: staff.audit,
    mail,
    customers,
    jobs,
    moneyRecoveries: { 'delivery-pass': deliveryPassModule.services.deliveryPassRecovery },
    loyaltyPoints: loyaltyModule.services.loyaltyPoints,
  });
  // What shoppers bought in our branches (decision 0079), and the heart and the favourites page,
  // made of what they chose and bought online and in branches.
  const branchPurchasesModule = createBranchPurchasesModule({ db, now, catalogue });
  const favouritesModule = createFavouritesModule({
    db,
    now,
    catalogue,
    trolley,
    sales: ordersModule.services.customerPurchases,
    branchPurchases: branchPurchasesModule.services.branchPurchases,
  });
  // The interstitials between the trolley and checkout (decision 0093): a late or failing source
  // counts as empty, a late gather as none, each logged.
  const interstitialsModule = createInterstitialsModule({
    now,
    trolley,
    catalogue,
    favourites: favouritesModule.services.favourites,
    ...options.interstitials,
    onIgnored: (source, reason, error) =>
      log.warn({ source, reason, err: error }, 'interstitials source ignored'),
  });
  // Shopping lists (decision 0081): filled from search and orders, added to the trolley in one
  // batch.
  const shoppingListsModule = createShoppingListsModule({
    db,
    now,
    audit: staff.audit,
    catalogue,
    search: searchModule.services.search,
    orders: ordersModule.services.orderHistory,
    trolley,
  });
  // Contact us and the replacement card form, and staff's inbox (decision 0076).
  const customerCareModule = createCustomerCareModule({
    db,
    now,
    log,
    mail,
    customers,
    myDetails: identityModule.services.myDetails,
    orderHistory: ordersModule.services.orderHistory,
    audit: staff.audit,
    site: config.site,
  });
  // Quick shop and shop from previous (decision 0082): the usual products from the favourites
  // and what the shopper bought online and in branches, orders with recommendations, one press.
  const quickShopModule = createQuickShopModule({
    now,
    catalogue,
    trolley,
    orderHistory: ordersModule.services.orderHistory,
    usual: usualProductsSource({ favourites: favouritesModule.services.favourites }),
  });
  // Recipes (decision 0083): ingredients priced by the trolley's pricing with today's catalogue,
  // a recipe's selection to the trolley through the quick shop's one batch.
  const recipesModule = createRecipesModule({
    db,
    now,
    catalogue,
    pricing: trolleyModule.services.pricing,
    trolleyAdditions: quickShopModule.services.quickShop,
  });
  // Meal plans (decision 0085): weeks of recipes, their combined list priced by the trolley's
  // pricing, filled into the trolley through the quick shop's one batch.
  const mealPlansModule = createMealPlansModule({
    db,
    now,
    recipes: recipesModule.services.recipes,
    trolley,
    pricing: trolleyModule.services.pricing,
    trolleyAdditions: quickShopModule.services.quickShop,
  });
  // The basket builder (decision 0095): suggestions for a trolley with a slot, from the shopper's
  // history and similar trolleys, priced by the trolley's pricing, added by the quick shop's batch.
  const basketBuilderModule = createBasketBuilderModule({
    trolley,
    bookedSlot: (customerId, orderId) =>
      slotsModule.services.bookedSlots.bookedSlot(customerId, orderId),
    favourites: favouritesModule.services.favourites,
    similarTrolleys: ordersModule.services.similarTrolleys,
    catalogue,
    pricing: trolleyModule.services.pricing,
    trolleyAdditions: quickShopModule.services.quickShop,
    now,
  });
  const operationsModule = createOperationsModule({
    db,
    sources: { recovery: ordersModule.services.moneyRecovery, audit: staff.audit },
    leaseMs: config.orderRecovery.leaseMs,
  });
  schedulePopularityRebuild(jobs, { db, now, hour: config.jobs.popularityRebuildHour, log });

  // Tests reach these through the app: the mail outbox, the jobs worker, tender redemption and
  // the placement recovery sweep.
  app.decorate('mail', mail);
  app.decorate('jobs', jobs);
  app.decorate('tenderRedemption', tendersModule.services.redemption);
  app.decorate('placementRecovery', ordersModule.services.placementRecovery);
  app.decorate('moneyRecovery', ordersModule.services.moneyRecovery);
  for (const module of [
    mailModule,
    slotsModule,
    jobsModule,
    flagsModule,
    experimentsModule,
    analyticsModule,
  ]) {
    runWorkers(app, module.workers);
  }
  ordersModule.registerWorkers(app);

  // The development mail viewer, for staff only (decision 0019), and the sandbox provider.
  await mailModule.viewerRoutes(app, staff);
  const shopOrigin = config.site.publicOrigin;
  await createPspModule({ db, now, apiKey: pspApiKey, shopOrigin }).registerRoutes(app);
  const viewerModule = createViewerModule({
    identity: identityModule.services.identity,
    trolley: trolleyModule.services.trolley,
    slots: slotsModule.services.slots,
    favourites: favouritesModule.services.favourites,
    loyalty,
    deliveryPass: deliveryPassModule.services.deliveryPass,
    ...(database.writeEpoch ? { writeEpoch: database.writeEpoch } : {}),
    now,
  });
  const services: AppServices = {
    ...catalogueModule.services,
    ...searchModule.services,
    ...offersModule.services,
    ...favouritesModule.services,
    ...interstitialsModule.services,
    ...sponsoredModule.services,
    ...basketBuilderModule.services,
    ...branchPurchasesModule.services,
    ...contentModule.services,
    ...customerCareModule.services,
    ...identityModule.services,
    ...staffModule.services,
    ...addressesModule.services,
    ...marketingModule.services,
    ...loyaltyModule.services,
    ...trolleyModule.services,
    ...slotsModule.services,
    ...tendersModule.services,
    ...paymentsModule.services,
    ...ordersModule.services,
    ...quickShopModule.services,
    ...shoppingListsModule.services,
    ...incentivesModule.services,
    ...recipesModule.services,
    ...mealPlansModule.services,
    ...operationsModule.services,
    deliveryPass: deliveryPassModule.services.deliveryPass,
    ...viewerModule.services,
    ...flagsModule.services,
    ...experimentsModule.services,
    ...analyticsModule.services,
    site: config.site,
    testHooks: config.testHooks,
  };
  app.decorate('services', services);
  app.get('/', async (_request, reply) => reply.redirect(STOREFRONT_BASE, 302));
  registerRobots(app, { publicOrigin: config.site.publicOrigin });
  staffModule.registerPages(app);
  // Their routes under /api, in this order.
  const modules: readonly ContextModule<unknown>[] = [
    catalogueModule,
    searchModule,
    offersModule,
    favouritesModule,
    interstitialsModule,
    sponsoredModule,
    basketBuilderModule,
    branchPurchasesModule,
    contentModule,
    customerCareModule,
    identityModule,
    addressesModule,
    marketingModule,
    loyaltyModule,
    staffModule,
    slotsModule,
    tendersModule,
    paymentsModule,
    ordersModule,
    quickShopModule,
    shoppingListsModule,
    incentivesModule,
    recipesModule,
    mealPlansModule,
    operationsModule,
    deliveryPassModule,
    flagsModule,
    experimentsModule,
    analyticsModule,
  ];
  await registerApi(app, { config, database, services, modules });

  const pageFlags = (request: FastifyRequest) =>
    storefrontFlags(request, flagsModule.services.flags, config.flagOverrides);
  const pageExperiments = (request: FastifyRequest) =>
    storefrontExperiments(request, experimentsModule.services.experiments);
  // A staff preview link keeps its variations for the pages that follow, and the stubs query
  // flag (where allowed) its stub mocking (decision 0072).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(STOREFRONT_BASE)) return;
    const preview = previewCookieOf(request);
    if (preview !== null) reply.header('set-cookie', preview);
    const stubs = config.flagOverrides ? stubsCookieOf(request) : null;
    if (stubs !== null) reply.header('set-cookie', stubs);
  });
  // The page frame's viewer, served beside the storefront (decision 0060).
  await viewerModule.storefrontRoutes(app);
  const storefront = await registerStorefront(app, {
    services,
    buildDirectory: options.webBuildDirectory ?? join(REPO_ROOT, 'apps', 'web', 'build'),
    mode: config.env === 'production' ? 'production' : 'development',
    publicOrigin: config.site.publicOrigin,
    allowedHosts: config.allowedHosts,
    pageFlags,
    pageExperiments,
  });
  pipeline.setSharedPage(storefront.sharedPage);
  pipeline.setPageVariant(
    (request) =>
      `${sharedPageFlagsKey(pageFlags(request))}${sharedPageExperimentsKey(pageExperiments(request))}`,
  );
  return app;
}
