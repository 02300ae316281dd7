import { join } from 'node:path';
import type { Database } from '@grocer/db/client';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type AppConfig, REPO_ROOT } from './config.ts';
import { catalogueRoutes } from './contexts/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './contexts/catalogue/catalogue.service.ts';
import { OffersRepository } from './contexts/offers/offers.repository.ts';
import { offersRoutes } from './contexts/offers/offers.routes.ts';
import { createOffersService } from './contexts/offers/offers.service.ts';
import { createSearchRepository } from './contexts/search/search.repository.ts';
import { searchRoutes } from './contexts/search/search.routes.ts';
import { createSearchService } from './contexts/search/search.service.ts';
import {
  answerFrameworkError,
  registerErrorHandling,
  registerJsonBodyParser,
  sendError,
} from './errors/error-handler.ts';
import { graphqlPlugin } from './graphql/graphql.plugin.ts';
import { healthRoutes } from './health/health.routes.ts';
import { openApiRoutes } from './http/openapi.routes.ts';
import { registerRouteTable } from './http/route-table.ts';
import { createLogger, generateRequestId, REQUEST_ID_HEADER } from './logging/logger.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerMethodGuard } from './plugins/method-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import type { AppServices } from './web/app-services.ts';
import { registerPageCache } from './web/page-cache.ts';
import { registerStorefront, STOREFRONT_BASE } from './web/storefront.plugin.ts';

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
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, options.logDestination),
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    // No API call needs more; larger bodies are refused before they are read.
    bodyLimit: 256 * 1024,
    // Line-number lists (up to 100) travel in the path; longer params still reach validation.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: answerFrameworkError,
  });

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  // Before any route: the OpenAPI document and the fuzz suite read every route from it.
  registerRouteTable(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Order matters: the page cache must see a document before security stamps its nonce, and
  // security's HTML nonce stamping must run on bytes before they are compressed.
  registerPageCache(app, { basePath: STOREFRONT_BASE, ttlMs: config.pageCacheSeconds * 1000 });
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
    repository: new OffersRepository(database.db),
    catalogue,
    now: options.now ?? (() => new Date()),
  });
  const services: AppServices = { catalogue, search, offers, site: config.site };

  app.get('/', async (_request, reply) => reply.redirect(STOREFRONT_BASE, 302));

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(catalogueRoutes, { catalogue: services.catalogue });
      await api.register(searchRoutes, { search });
      await api.register(offersRoutes, { offers });
      await api.register(graphqlPlugin, { services });
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

  await registerStorefront(app, {
    services,
    buildDirectory: options.webBuildDirectory ?? join(REPO_ROOT, 'apps', 'web', 'build'),
    mode: config.env === 'production' ? 'production' : 'development',
  });

  return app;
}
