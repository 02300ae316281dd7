import { partnerDiscountCardNumberSchema } from '@grocer/domain/tenders/partner-discount-card';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { PartnerDiscountCardService, TenderOutcome } from './tenders.contract.ts';
import { orderParamsSchema } from './tenders.schemas.ts';

const SIGN_IN_MESSAGE = 'Sign in to use a partner discount card.';
const PATH = '/tenders/v1/orders/:customerOrderId/partner-discount-card';
const ORDER = { param: 'customerOrderId', resource: 'trolley' } as const;

export const partnerDiscountCardBodySchema = z
  .object({ partnerDiscountCardNumber: partnerDiscountCardNumberSchema })
  .strict();

const docs = {
  get: apiDoc({
    operationId: 'getPartnerDiscountCard',
    access: 'customer',
    owns: ORDER,
    tag: 'tenders',
    summary: "The partner discount card on the shopper's order (masked), or null.",
    params: orderParamsSchema,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  put: apiDoc({
    operationId: 'putPartnerDiscountCard',
    access: 'customer',
    owns: ORDER,
    tag: 'tenders',
    summary: "Adds or replaces the partner discount card on the shopper's order.",
    description:
      "10 digits with a Luhn check digit (spaces and dashes ignored). Answers `message` 'Partner discount successfully applied' and the masked number.",
    params: orderParamsSchema,
    body: partnerDiscountCardBodySchema,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  delete: apiDoc({
    operationId: 'deletePartnerDiscountCard',
    access: 'customer',
    owns: ORDER,
    tag: 'tenders',
    summary: "Takes the partner discount card off the shopper's order.",
    description:
      "Idempotent (an order without a card answers the same). Answers `message` 'Partner discount successfully removed'.",
    params: orderParamsSchema,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
};

function answered<T>(outcome: TenderOutcome<T>): T {
  if (outcome.outcome === 'ok') return outcome.value;
  throw new AppError(outcome.failure.code, outcome.failure.message);
}

/**
 * The partner discount card (spec doc 2 §7: partner-discount-card PUT and DELETE; decision 0044)
 * on the shopper's open order. Another customer's order answers 404 before the body is read.
 */
export async function partnerDiscountCardRoutes(
  app: FastifyInstance,
  options: { partnerDiscountCards: PartnerDiscountCardService },
) {
  const service = options.partnerDiscountCards;
  answerNoStore(app);

  async function caller(request: FastifyRequest) {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    return { identity, orderId: customerOrderId };
  }

  app.get(PATH, docs.get, async (request) => {
    const { identity, orderId } = await caller(request);
    return answered(await service.get(identity, orderId));
  });

  app.put(PATH, docs.put, async (request) => {
    const { identity, orderId } = await caller(request);
    // Whose order it is comes before the body, so a stranger learns nothing from a 400.
    answered(await service.get(identity, orderId));
    const body = parseInput(partnerDiscountCardBodySchema, request.body, 'body');
    return answered(await service.apply(identity, orderId, body.partnerDiscountCardNumber));
  });

  app.delete(PATH, docs.delete, async (request) => {
    const { identity, orderId } = await caller(request);
    return answered(await service.remove(identity, orderId));
  });
}
