import type { Db } from '@grocer/db/client';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../context-module.ts';
import type { HttpSend } from '../contexts/payments/sandbox-provider.ts';
import { PspRepository } from './psp.repository.ts';
import { pspRoutes } from './psp.routes.ts';
import { createPspService } from './psp.service.ts';

/**
 * The built-in sandbox payment provider (decision 0038): its own routes under /psp, answering
 * only callers with its secret key; no context reads its tables.
 */
export function createPspModule(deps: { db: Db; now: Clock; apiKey: string; shopOrigin: string }) {
  const psp = createPspService({ repository: new PspRepository(deps.db), now: deps.now });
  return {
    registerRoutes: async (app: FastifyInstance) => {
      await app.register(pspRoutes, {
        prefix: '/psp',
        apiKey: deps.apiKey,
        shopOrigin: deps.shopOrigin,
        psp,
      });
    },
  };
}

/**
 * How the payments context calls the sandbox: over HTTP through this server's own stack (host
 * check, limits, the key), as it would call a provider elsewhere, without a network hop.
 */
export function inProcessSend(app: FastifyInstance, publicOrigin: string): HttpSend {
  const host = new URL(publicOrigin).host;
  return async (call) => {
    const response = await app.inject({
      method: call.method,
      url: call.path,
      headers: { ...call.headers, host },
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });
    return {
      status: response.statusCode,
      body: response.body ? JSON.parse(response.body) : null,
      replayed: response.headers['idempotent-replayed'] === 'true',
    };
  };
}
