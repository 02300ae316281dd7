import { isSignedIn } from '@grocer/domain/identity/identity';
import type { FastifyInstance } from 'fastify';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, requestIdentity } from '../identity/request-identity.plugin.ts';
import type { FlagsService } from './flags.contract.ts';
import { API_OVERRIDE_HEADERS, requestOverrides } from './request-flags.ts';

const getRollouts = apiDoc({
  operationId: 'getRollouts',
  access: 'public',
  tag: 'flags',
  summary: 'The feature flags as they are for the caller (spec doc 3 §7: POST get-rollouts).',
  description:
    'Every flag in the catalogue with its value: staff’s state where one is saved, else its default. A flag on for a share of visitors is decided by the signed-in customer’s id (the same customer always gets the same answer); for an anonymous caller such a flag is off. Where the retailer allows it (FLAG_OVERRIDES), the `features` and `graph-flags` headers turn flags on or off for the request.',
  errors: [],
});

/** The flags calls (decision 0068). Answers are `no-store`: they may depend on who asks. */
export async function flagsRoutes(
  app: FastifyInstance,
  options: { flags: FlagsService; allowOverrides: boolean },
) {
  answerNoStore(app);
  app.post('/flags/v1/get-rollouts', getRollouts, async (request) => {
    const identity = await requestIdentity(request);
    const visitor = { id: isSignedIn(identity) ? `customer:${identity.customerId}` : null };
    const overrides = requestOverrides(request, options.allowOverrides, API_OVERRIDE_HEADERS);
    return { rollouts: options.flags.decide(visitor, overrides) };
  });
}
