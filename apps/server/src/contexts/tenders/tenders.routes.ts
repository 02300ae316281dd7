import type { Identity } from '@grocer/domain/identity/identity';
import { GIFT_CARD_ATTEMPT_LIMIT } from '@grocer/domain/tenders/gift-card-attempts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { ErrorCode } from '../../errors/error-catalogue.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { TenderOutcome, TendersService } from './tenders.contract.ts';
import {
  addGiftCardBodySchema,
  giftCardTokenBodySchema,
  giftCardValidationBodySchema,
  giftVoucherBodySchema,
  orderParamsSchema,
  promoCodeBodySchema,
  removeGiftCardBodySchema,
} from './tenders.schemas.ts';

const SIGN_IN_MESSAGE = 'Sign in to use gift cards, vouchers and promo codes.';
const NO_SUCH_ORDER = 'No such order.';
const ORDER = { param: 'customerOrderId', resource: 'trolley' } as const;
const BASE = '/tenders/v1/orders/:customerOrderId';

/** A refusal as the error body answers it: its message, and facts in `detail`. */
function answered<T>(outcome: TenderOutcome<T>): T {
  if (outcome.outcome === 'ok') return outcome.value;
  const { code, message, detail } = outcome.failure;
  throw new AppError(code, message, detail ? { detail } : undefined);
}

const doc = (
  operationId: string,
  summary: string,
  options: { body?: z.ZodType; description?: string; errors?: ErrorCode[] } = {},
) =>
  apiDoc({
    operationId,
    access: 'customer',
    owns: ORDER,
    tag: 'tenders',
    summary,
    params: orderParamsSchema,
    ...(options.body ? { body: options.body } : {}),
    ...(options.description ? { description: options.description } : {}),
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', ...(options.errors ?? [])],
  });

const TENDERS_ANSWER =
  "Answers the order's tenders: gift cards (serialNumber, remainingBalance, amountToDeduct, status), gift vouchers (serialNumber, status, amount), promo codes, whether each list is full (above 9), and the estimated totals' tender fields.";

const docs = {
  get: doc(
    'getOrderTenders',
    "The gift cards, gift vouchers and promo codes on the shopper's order.",
    {
      description: TENDERS_ANSWER,
    },
  ),
  token: doc(
    'addGiftCardToken',
    'Checks a gift card number and PIN; answers a gift card token (status VALIDATED).',
    {
      body: giftCardTokenBodySchema,
      description: `After ${GIFT_CARD_ATTEMPT_LIMIT.limit} wrong number-and-PIN pairs in ${GIFT_CARD_ATTEMPT_LIMIT.windowMs / 60_000} minutes the customer gets 429 TOO_MANY_REQUESTS with Retry-After until the window ends.`,
      errors: ['GIFT_CARD_NOT_VALID', 'GIFT_CARD_NO_BALANCE', 'TOO_MANY_REQUESTS'],
    },
  ),
  validation: doc(
    'addGiftCardValidation',
    "Validates a gift card token for the order; answers the token's validation nonce and the card's balance.",
    { body: giftCardValidationBodySchema, errors: ['GIFT_CARD_VALIDATION_EXPIRED'] },
  ),
  addCard: doc(
    'addGiftCard',
    'Applies a validated gift card (its token and validation nonce, once).',
    {
      body: addGiftCardBodySchema,
      description: TENDERS_ANSWER,
      errors: ['GIFT_CARD_VALIDATION_EXPIRED', 'GIFT_CARDS_FULL', 'GIFT_CARD_ALREADY_APPLIED'],
    },
  ),
  removeCard: doc('removeGiftCard', 'Takes a gift card off the order.', {
    body: removeGiftCardBodySchema,
    description: TENDERS_ANSWER,
    errors: ['GIFT_CARD_NOT_FOUND'],
  }),
  addVoucher: doc(
    'addGiftVoucher',
    'Applies a gift voucher (used once, when the order is placed).',
    {
      body: giftVoucherBodySchema,
      description: `Refusals are ORDER_ORCHESTRATION_037 with \`detail.details\`, name and value pairs shown as the voucher's inline errors. ${TENDERS_ANSWER}`,
      errors: ['ORDER_ORCHESTRATION_037'],
    },
  ),
  removeVoucher: doc('removeGiftVoucher', 'Takes a gift voucher off the order.', {
    body: giftVoucherBodySchema,
    description: TENDERS_ANSWER,
    errors: ['GIFT_VOUCHER_NOT_FOUND'],
  }),
  addPromo: doc(
    'addPromoCode',
    'Applies a promo code; answers the snackbar text and the tenders.',
    {
      body: promoCodeBodySchema,
      description:
        "`message` is 'Code successfully applied'. A refused code is 422 PROMO_CODE_NOT_APPLIED: its message is the alert's text, `detail.snackbar` 'Code not applied, please check the alert'.",
      errors: ['PROMO_CODE_NOT_APPLIED'],
    },
  ),
  removePromo: doc('removePromoCode', 'Takes a promo code off the order.', {
    body: promoCodeBodySchema,
    description: "`message` is 'Code successfully removed'.",
    errors: ['PROMO_CODE_NOT_FOUND'],
  }),
};

/**
 * The gift card, gift voucher and promo code calls (spec doc 2 §7: add-gift-card,
 * add-gift-card-token, add-gift-card-validation, add-gift-voucher and the removes are POSTs;
 * decision 0039), on the shopper's open order. Who is asking comes first, then whose order it
 * is, then the body. Answers are `no-store`.
 */
export async function tendersRoutes(app: FastifyInstance, options: { tenders: TendersService }) {
  const { tenders } = options;
  answerNoStore(app);

  /** The caller and their order; another customer's order is 404 before the body is read. */
  async function ownOrder(
    request: FastifyRequest,
  ): Promise<{ identity: Identity; orderId: string }> {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    if (!(await tenders.ownsOrder(identity, customerOrderId))) {
      throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
    }
    return { identity, orderId: customerOrderId };
  }

  app.get(BASE, docs.get, async (request) => {
    const { identity, orderId } = await ownOrder(request);
    return answered(await tenders.orderTenders(identity, orderId));
  });

  app.post(`${BASE}/add-gift-card-token`, docs.token, async (request, reply) => {
    const { identity, orderId } = await ownOrder(request);
    const body = parseInput(giftCardTokenBodySchema, request.body, 'body');
    const outcome = await tenders.addGiftCardToken(identity, orderId, body);
    const wait = outcome.outcome === 'refused' ? outcome.failure.detail?.retryAfterSeconds : null;
    if (typeof wait === 'number') reply.header('retry-after', String(wait));
    return answered(outcome);
  });

  app.post(`${BASE}/add-gift-card-validation`, docs.validation, async (request) => {
    const { identity, orderId } = await ownOrder(request);
    const body = parseInput(giftCardValidationBodySchema, request.body, 'body');
    return answered(await tenders.addGiftCardValidation(identity, orderId, body.giftCardToken));
  });

  app.post(`${BASE}/add-gift-card`, docs.addCard, async (request) => {
    const { identity, orderId } = await ownOrder(request);
    const body = parseInput(addGiftCardBodySchema, request.body, 'body');
    return answered(await tenders.addGiftCard(identity, orderId, body));
  });

  app.post(`${BASE}/remove-gift-card`, docs.removeCard, async (request) => {
    const { identity, orderId } = await ownOrder(request);
    const body = parseInput(removeGiftCardBodySchema, request.body, 'body');
    return answered(await tenders.removeGiftCard(identity, orderId, body.serialNumber));
  });

  app.post(`${BASE}/add-gift-voucher`, docs.addVoucher, async (request) => {
    const { identity, orderId } = await ownOrder(request);
    const body = parseInput(giftVoucherBodySchema, request.body, 'body');
    return answered(await tenders.addGiftVoucher(identity, orderId, body.serialNumber));
  });

  app.post(`${BASE}/remove-gift-voucher`, docs.removeVoucher, async (request) => {
    const { identity, orderId } = await ownOrder(request);
    const body = parseInput(giftVoucherBodySchema, request.body, 'body');
    return answered(await tenders.removeGiftVoucher(identity, orderId, body.serialNumber));
  });

  app.post(`${BASE}/add-promo-code`, docs.addPromo, async (request) => {
    const { identity, orderId } = await ownOrder(request);
    const body = parseInput(promoCodeBodySchema, request.body, 'body');
    return answered(await tenders.addPromoCode(identity, orderId, body.code));
  });

  app.post(`${BASE}/remove-promo-code`, docs.removePromo, async (request) => {
    const { identity, orderId } = await ownOrder(request);
    const body = parseInput(promoCodeBodySchema, request.body, 'body');
    return answered(await tenders.removePromoCode(identity, orderId, body.code));
  });
}
