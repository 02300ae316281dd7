import type { Database } from '@grocer/db/client';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config.ts';
import type { ContextModule } from '../context-module.ts';
import {
  answerFrameworkError,
  registerErrorHandling,
  registerJsonBodyParser,
  sendError,
} from '../errors/error-handler.ts';
import { armCrashPoint } from '../faults/crash-point.ts';
import { graphqlPlugin } from '../graphql/graphql.plugin.ts';
import { healthRoutes } from '../health/health.routes.ts';
import { createLogger, generateRequestId, REQUEST_ID_HEADER } from '../logging/logger.ts';
import { registerCompression } from '../plugins/compression.ts';
import { registerMethodGuard } from '../plugins/method-guard.ts';
import { registerSecurityHeaders } from '../plugins/security-headers.ts';
import type { AppServices } from '../web/app-services.ts';
import { registerPageCache } from '../web/page-cache.ts';
import { STOREFRONT_BASE } from '../web/storefront.plugin.ts';
import { registerHostCheck } from './host-header.ts';
import { openApiRoutes } from './openapi.routes.ts';
import { registerRouteTable } from './route-table.ts';

/** The OpenAPI document's own version; each call carries its version in its path. */
const API_DOCUMENT_VERSION = '1.0.0';

/**
 * The HTTP server before any context: its limits, error answers, host check, JSON parsing and
 * the route table (before any route: the OpenAPI document and the fuzz suite read every route).
 */
export function createHttpServer(
  config: AppConfig,
  logDestination: DestinationStream | undefined,
): FastifyInstance {
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, logDestination),
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
  registerRouteTable(app);
  return app;
}

/**
 * What every answer goes through: its request id, the page cache, security headers and
 * compression. Order matters: the page cache must see a document before security stamps its
 * nonce, and the nonce must be stamped on bytes before they are compressed. `sharedPage` is
 * known once the storefront is mounted.
 */
export async function registerResponsePipeline(
  app: FastifyInstance,
  config: AppConfig,
): Promise<{
  setSharedPage(sharedPage: (pathname: string) => boolean): void;
  setPageVariant(variant: (request: FastifyRequest) => string): void;
  /** Empties this process's page cache (a staff publish, decision 0077). */
  clearPageCache(): void;
}> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  let sharedPage: (pathname: string) => boolean = () => false;
  let pageVariant: (request: FastifyRequest) => string = () => '';
  const pageCache = registerPageCache(app, {
    basePath: STOREFRONT_BASE,
    ttlMs: config.pageCacheSeconds * 1000,
    clientNoCache: config.allowClientNoCache,
    exposeStatus: config.exposeCacheStatus,
    sharedPage: (pathname) => sharedPage(pathname),
    variant: (request) => pageVariant(request),
  });
  await registerSecurityHeaders(app, { hsts: config.hsts });
  await registerCompression(app);
  registerMethodGuard(app);
  return {
    setSharedPage(next) {
      sharedPage = next;
    },
    setPageVariant(next) {
      pageVariant = next;
    },
    clearPageCache: () => pageCache.clear(),
  };
}

/**
 * Everything under /api: health, each module's routes in order, GraphQL over the services, the
 * test hooks when E2E_TEST_HOOKS is on, the OpenAPI document, and a 404 for anything else.
 */
export async function registerApi(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    database: Database;
    services: AppServices;
    modules: readonly ContextModule<unknown>[];
  },
): Promise<void> {
  const { config, modules } = deps;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: deps.database });
      for (const module of modules) await module.routes?.(api);
      await api.register(graphqlPlugin, {
        services: deps.services,
        introspection: config.graphqlIntrospection,
      });
      if (config.testHooks) {
        app.log.warn('E2E_TEST_HOOKS is on: anyone can sign in as any account by email');
        armCrashPoint(config.orderRecovery.crashAt);
        if (config.orderRecovery.crashAt)
          app.log.warn(`CRASH_AT is on: this process ends at ${config.orderRecovery.crashAt}`);
        for (const module of modules) await module.testRoutes?.(api);
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
}
