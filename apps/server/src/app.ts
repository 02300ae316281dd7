import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Database } from '@grocer/db/client';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type AppConfig, REPO_ROOT } from './config.ts';
import { createLogger, generateRequestId, REQUEST_ID_HEADER } from './logging/logger.ts';
import type { AppServices, CatalogueService } from './web/app-services.ts';
import { registerStorefront, STOREFRONT_BASE } from './web/storefront.plugin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request Content-Security-Policy nonce for inline scripts. */
    cspNonce: string;
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
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, options.logDestination),
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });

  const services: AppServices = {
    catalogue: notYetImplementedCatalogue(),
    site: config.site,
  };

  app.get('/', async (_request, reply) => reply.redirect(STOREFRONT_BASE, 302));

  await app.register(
    async (api) => {
      api.all('/*', async (request, reply) =>
        reply.code(404).send({ code: 'NOT_FOUND', message: `No API route ${request.url}` }),
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

function notYetImplementedCatalogue(): CatalogueService {
  const fail = async (): Promise<never> => {
    throw new Error('Catalogue service not implemented yet');
  };
  return {
    getTaxonomy: fail,
    getEntertainingTaxonomy: fail,
    findCategoryByPath: fail,
    getProductsByLineNumbers: fail,
    getProduct: fail,
    browse: fail,
    listBranches: fail,
  };
}
