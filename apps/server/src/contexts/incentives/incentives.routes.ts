import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { IncentivesService } from './incentives.contract.ts';
import { emptyBodySchema, loadBodySchema, offerParamsSchema } from './incentives.schemas.ts';
import { INCENTIVE_NOT_FOUND_MESSAGE } from './incentives.service.ts';

const SIGN_IN_MESSAGE = 'Sign in to see your offers.';
const OFFERS = '/incentives/v1/offers';
const ONE_OFFER = `${OFFERS}/:offerId`;
const INCENTIVES = '/incentives/v1/incentives';
const owns = { param: 'offerId', resource: 'incentive-offer' } as const;
const tag = 'incentives';
const OFFER_ERRORS = ['UNAUTHENTICATED', 'INCENTIVE_NOT_FOUND'] as const;

const listOffers = apiDoc({
  operationId: 'listIncentiveOffers',
  access: 'customer',
  tag,
  summary:
    'Incentive offers: the member’s personal offers not yet ended (id, kind, description, value, lineNumber, thresholdPence, validFrom, validTo, status, endsText, loaded); `member` false and none for a non-member.',
  errors: ['UNAUTHENTICATED'],
});

const loadOffer = apiDoc({
  operationId: 'loadIncentiveOffer',
  access: 'customer',
  owns,
  tag,
  summary: 'Loads an offer: it comes off the trolley while live (again: no change).',
  params: offerParamsSchema,
  body: emptyBodySchema,
  errors: [...OFFER_ERRORS, 'INCENTIVE_EXPIRED'],
});

const unloadOffer = apiDoc({
  operationId: 'unloadIncentiveOffer',
  access: 'customer',
  owns,
  tag,
  summary: 'Unloads an offer (again: no change).',
  params: offerParamsSchema,
  body: emptyBodySchema,
  errors: [...OFFER_ERRORS],
});

const postIncentive = apiDoc({
  operationId: 'addIncentive',
  access: 'customer',
  tag,
  summary: 'POST incentives: loads the offer named in the body; answers it (201).',
  body: loadBodySchema,
  successStatus: 201,
  errors: [...OFFER_ERRORS, 'INCENTIVE_EXPIRED'],
});

const deleteIncentive = apiDoc({
  operationId: 'removeIncentive',
  access: 'customer',
  owns,
  tag,
  summary: 'DELETE incentives: unloads the offer (204).',
  params: offerParamsSchema,
  successStatus: 204,
  errors: [...OFFER_ERRORS],
});

/**
 * Incentives over REST (spec doc 3 §7: GET incentive offers; PATCH load and unload; POST and
 * DELETE incentives; decision 0088). Each call checks the caller (401), then that the offer in
 * the path is theirs (404 otherwise), then its input. Answers are `no-store`.
 */
export async function incentivesRoutes(
  app: FastifyInstance,
  options: { incentives: IncentivesService },
) {
  const { incentives } = options;
  answerNoStore(app);
  app.addHook('onRequest', async (request) => {
    const params = request.routeOptions.config.doc?.params;
    if (!params) return;
    await signedInIdentity(request, SIGN_IN_MESSAGE);
    parseInput(params, request.params, 'params');
  });

  async function ownOffer(request: FastifyRequest) {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    const { offerId } = parseInput(offerParamsSchema, request.params, 'params');
    if (!(await incentives.owns(identity, offerId))) {
      throw new AppError('INCENTIVE_NOT_FOUND', INCENTIVE_NOT_FOUND_MESSAGE);
    }
    return { identity, offerId };
  }

  app.get(OFFERS, listOffers, async (request) => {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    return incentives.offers(identity);
  });

  app.patch(`${ONE_OFFER}/load`, loadOffer, async (request) => {
    const { identity, offerId } = await ownOffer(request);
    parseInput(emptyBodySchema, request.body ?? undefined, 'body');
    return incentives.setLoaded(identity, offerId, true);
  });

  app.patch(`${ONE_OFFER}/unload`, unloadOffer, async (request) => {
    const { identity, offerId } = await ownOffer(request);
    parseInput(emptyBodySchema, request.body ?? undefined, 'body');
    return incentives.setLoaded(identity, offerId, false);
  });

  app.post(INCENTIVES, postIncentive, async (request, reply) => {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    const { offerId } = parseInput(loadBodySchema, request.body, 'body');
    return reply.code(201).send(await incentives.setLoaded(identity, offerId, true));
  });

  app.delete(`${INCENTIVES}/:offerId`, deleteIncentive, async (request, reply) => {
    const { identity, offerId } = await ownOffer(request);
    await incentives.setLoaded(identity, offerId, false);
    return reply.code(204).send();
  });
}
