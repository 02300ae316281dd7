import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExperimentAssignments } from '@grocer/domain/experiments/experiment-catalogue';
import type { FlagValues } from '@grocer/domain/flags/flag-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { requestIdentity } from '../contexts/identity/request-identity.plugin.ts';
import type { AppServices } from './app-services.ts';
import {
  experimentsContext,
  flagsContext,
  identityContext,
  requestInfoContext,
  servicesContext,
} from './load-context.ts';
import { mountReactRouter } from './react-router-handler.ts';
import { sharedPageMatcher } from './shared-pages.ts';

export interface StorefrontOptions {
  services: AppServices;
  /** `apps/web/build`, holding `server/index.js` and `client/`. */
  buildDirectory: string;
  mode: string;
  /** Pages render from this origin (PUBLIC_ORIGIN), never from the request's Host. */
  publicOrigin: string;
  /** Hosts whose pages may post the storefront's forms, besides the request's own. */
  allowedHosts: readonly string[];
  /** The feature flags a page renders with (the page cache's key has the same, decision 0068). */
  pageFlags: (request: FastifyRequest) => FlagValues;
  /** The experiments a page renders with (the page cache's key has the same, decision 0072). */
  pageExperiments: (request: FastifyRequest) => ExperimentAssignments;
}

export const STOREFRONT_BASE = '/ecom';

/**
 * Mounts the React Router build at /ecom. Returns which paths render shared pages (decision
 * 0020); without a build, none, after answering /ecom with a page that says how to make one.
 */
export async function registerStorefront(
  app: FastifyInstance,
  options: StorefrontOptions,
): Promise<{ sharedPage: (pathname: string) => boolean }> {
  const serverBuildPath = join(options.buildDirectory, 'server', 'index.js');
  const clientBuildDirectory = join(options.buildDirectory, 'client');

  if (!existsSync(serverBuildPath)) {
    app.log.warn(
      { serverBuildPath },
      'Storefront build not found: run `npm run build` (the root `npm start` builds first). /api is still served.',
    );
    const notBuilt = async (_request: unknown, reply: import('fastify').FastifyReply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront has not been built. Run `npm run build`, then restart the server.\n');
    app.get(STOREFRONT_BASE, notBuilt);
    app.get(`${STOREFRONT_BASE}/*`, notBuilt);
    return { sharedPage: () => false };
  }

  // Imported once at start-up: the adapter's default loader would re-import it on every request.
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;

  // The storefront replaces every content-type parser in its scope with its form parsers, so it
  // gets a child scope of its own; /api keeps Fastify's JSON parser.
  await app.register(
    async (storefront) => {
      await mountReactRouter(storefront, {
        build,
        mode: options.mode,
        clientBuildDirectory,
        publicOrigin: options.publicOrigin,
        allowedHosts: options.allowedHosts,
        getLoadContext(request) {
          const context = new RouterContextProvider();
          context.set(servicesContext, options.services);
          context.set(requestInfoContext, {
            requestId: request.id,
            cspNonce: request.cspNonce,
            clientIp: request.ip,
            log: request.log,
          });
          context.set(identityContext, () => requestIdentity(request));
          context.set(flagsContext, options.pageFlags(request));
          context.set(experimentsContext, options.pageExperiments(request));
          return context;
        },
      });
      // A missing hashed file is a stale or broken link: answer it plainly, not with a page.
      storefront.get('/assets/*', async (_request, reply) =>
        reply.code(404).type('text/plain; charset=utf-8').send('Not found\n'),
      );
    },
    { prefix: STOREFRONT_BASE },
  );
  return { sharedPage: sharedPageMatcher(build) };
}
