import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { BasketBuilderService } from './basket-builder.contract.ts';
import {
  basketBuilderParamsSchema,
  basketBuilderSuggestionsQuerySchema,
} from './basket-builder.schemas.ts';

const SIGN_IN = 'Sign in to build your basket.';

const getEligibility = apiDoc({
  operationId: 'getBasketBuilderExperienceEligibility',
  access: 'customer',
  tag: 'basket-builder',
  summary:
    'basket-builder-experience-eligibility: whether the basket builder is offered for the shopper’s trolley (spec doc 3 §4, §7, §8).',
  description:
    '`customerOrderId` is the shopper’s open trolley; another’s is a 404. `status` is ELIGIBLE or INELIGIBLE with `reason` NO_SLOT (no slot booked), INVALID_SLOT_TYPE (an entertaining collection or undefined slot), NOT_QUALIFIED (an empty trolley) or NO_SUGGESTIONS (nothing to suggest); null when eligible.',
  params: basketBuilderParamsSchema,
  errors: ['UNAUTHENTICATED', 'TROLLEY_NOT_FOUND'],
  owns: { param: 'customerOrderId', resource: 'trolley' },
});

const getSuggestions = apiDoc({
  operationId: 'getBasketBuilderExperienceSuggestions',
  access: 'customer',
  tag: 'basket-builder',
  summary:
    'basket-builder-experience-suggestions: one page of products for the shopper’s trolley, from their order history and what similar trolleys hold (spec doc 3 §3, §4, §7).',
  description:
    'Never a product in the trolley or one that cannot be bought now. Best first; the top `scoreThresholdCount` are `highlighted` and make `recommendedSelection`, and `estimatedPrice` is what that selection adds to the trolley’s total, priced with the trolley. `hasNextPage` when more follow `start` + `size`. Ineligible: `eligibility` says why and there are no suggestions.',
  params: basketBuilderParamsSchema,
  query: basketBuilderSuggestionsQuerySchema,
  errors: ['UNAUTHENTICATED', 'TROLLEY_NOT_FOUND'],
  owns: { param: 'customerOrderId', resource: 'trolley' },
});

/** The basket builder's two calls (decision 0095). Answers are `no-store`. */
export async function basketBuilderRoutes(
  app: FastifyInstance,
  options: { basketBuilder: BasketBuilderService },
) {
  const { basketBuilder } = options;
  answerNoStore(app);
  app.get(
    '/basket-builder/v1/basket-builder-experience-eligibility/:customerOrderId',
    getEligibility,
    async (request) => {
      const identity = await signedInIdentity(request, SIGN_IN);
      const { customerOrderId } = parseInput(basketBuilderParamsSchema, request.params, 'params');
      return basketBuilder.eligibility(identity, customerOrderId);
    },
  );
  app.get(
    '/basket-builder/v1/basket-builder-experience-suggestions/:customerOrderId',
    getSuggestions,
    async (request) => {
      const identity = await signedInIdentity(request, SIGN_IN);
      const { customerOrderId } = parseInput(basketBuilderParamsSchema, request.params, 'params');
      const page = parseInput(basketBuilderSuggestionsQuerySchema, request.query, 'query');
      return basketBuilder.suggestions(identity, customerOrderId, page);
    },
  );
}
