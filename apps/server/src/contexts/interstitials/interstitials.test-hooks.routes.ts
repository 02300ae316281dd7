import type { Identity } from '@grocer/domain/identity/identity';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../errors/parse-input.ts';
import { undocumented } from '../../http/route-table.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { InterstitialSources } from './interstitials.contract.ts';

const hookOnly = undocumented('E2E_TEST_HOOKS only: never served to real clients');

const delaySchema = z.object({ delayMs: z.number().int().min(0).max(30_000) }).strict();

/** How long each source waits before answering, by customer (this process only). */
export type SourceDelays = Map<number, number>;

/** The sources, each answering `delays`' time late for a customer given one (decision 0093). */
export function delayedSources(
  real: InterstitialSources,
  delays: SourceDelays,
): InterstitialSources {
  const wait = async (identity: Identity) => {
    const delay = delays.get(identity.customerId) ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  };
  return {
    missedOffers: async (identity, trolley) => {
      await wait(identity);
      return real.missedOffers(identity, trolley);
    },
    managersSpecials: async (identity, trolley) => {
      await wait(identity);
      return real.managersSpecials(identity, trolley);
    },
    beforeYouGo: async (identity, trolley) => {
      await wait(identity);
      return real.beforeYouGo(identity, trolley);
    },
    missedFavourites: async (identity, trolley) => {
      await wait(identity);
      return real.missedFavourites(identity, trolley);
    },
  };
}

/**
 * Test hook (E2E_TEST_HOOKS only, decision 0093): makes the signed-in shopper's interstitial
 * sources answer `delayMs` late, so a journey sees a slow fetch go straight to checkout.
 */
export async function interstitialsTestHookRoutes(
  app: FastifyInstance,
  options: { delays: SourceDelays },
) {
  app.post('/test-hooks/v1/interstitials-delay', hookOnly, async (request, reply) => {
    const identity = await signedInIdentity(request, 'Sign in first.');
    const { delayMs } = parseInput(delaySchema, request.body, 'body');
    options.delays.set(identity.customerId, delayMs);
    return reply.code(204).send();
  });
}
