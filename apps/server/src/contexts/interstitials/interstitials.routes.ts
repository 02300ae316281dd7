import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { InterstitialsService } from './interstitials.contract.ts';
import { interstitialsParamsSchema, interstitialsQuerySchema } from './interstitials.schemas.ts';

const SIGN_IN = 'Sign in to see what you might have missed.';

const getInterstitials = apiDoc({
  operationId: 'getInterstitials',
  access: 'customer',
  tag: 'interstitials',
  summary:
    'The interstitials between the trolley and checkout: missed offers, before you go and missed favourites (spec doc 1 §2, doc 3 §2 and §3).',
  description:
    '`customerOrderId` is the shopper’s open trolley; another’s is a 404. `steps` lists the four kinds in order, each with id, label, valid (has products), current (`stepId`) and visited; `interstitials` holds the valid ones with their products (never one in the trolley, except a missed offer’s own lines, and never one that cannot be bought now). A source that answers after 2 s or fails counts as empty; after 4 s nothing is shown (`complete: false`) and the shopper goes on to checkout.',
  params: interstitialsParamsSchema,
  query: interstitialsQuerySchema,
  errors: ['UNAUTHENTICATED', 'TROLLEY_NOT_FOUND'],
  owns: { param: 'customerOrderId', resource: 'trolley' },
});

/** The interstitials call (decision 0093). Answers are `no-store`. */
export async function interstitialsRoutes(
  app: FastifyInstance,
  options: { interstitials: InterstitialsService },
) {
  const { interstitials } = options;
  answerNoStore(app);
  app.get('/interstitials/v1/interstitials/:customerOrderId', getInterstitials, async (request) => {
    const identity = await signedInIdentity(request, SIGN_IN);
    const { customerOrderId } = parseInput(interstitialsParamsSchema, request.params, 'params');
    const { stepId } = parseInput(interstitialsQuerySchema, request.query, 'query');
    return interstitials.interstitials(identity, customerOrderId, stepId ?? null);
  });
}
