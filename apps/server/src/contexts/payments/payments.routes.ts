import { CARD_DETAIL_MESSAGES } from '@grocer/domain/payments/card-details';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { refuseCardNumbers } from '../../http/refuse-card-numbers.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { PaymentCardOutcome, PaymentCardsService } from './payments.contract.ts';
import {
  cardFormBodySchema,
  paymentCardParamsSchema,
  saveCardBodySchema,
  updateCardBodySchema,
} from './payments.schemas.ts';

const SIGN_IN_FIRST = 'Sign in to manage your payment cards.';
const CARDS = '/payments/v1/payment-cards';
const ONE_CARD = `${CARDS}/:paymentCardId`;
const owns = { param: 'paymentCardId', resource: 'payment-card' } as const;
const CALLER_ERRORS = ['UNAUTHENTICATED', 'CARD_NUMBER_REFUSED'] as const;

const listCards = apiDoc({
  operationId: 'getPaymentCards',
  access: 'customer',
  tag: 'paymentCards',
  summary: "The shopper's saved payment cards, newest first.",
  description:
    'Each card has its type, cardholder, masked number (last four digits), expiry (MM/YY, and whether it has passed) and billing address id. Card numbers never reach the shop.',
  errors: [...CALLER_ERRORS],
});

const saveCard = apiDoc({
  operationId: 'savePaymentCard',
  access: 'customer',
  tag: 'paymentCards',
  summary: 'Saves a card the payment provider tokenised in its hosted form.',
  description:
    "Send the provider's `token` (and a billing address of the shopper's book). The shop asks the provider for the card's masked number, type, cardholder and expiry. Saving the same token again answers the saved card.",
  body: saveCardBodySchema,
  errors: [
    ...CALLER_ERRORS,
    'PAYMENT_CARD_TOKEN_UNKNOWN',
    'PAYMENT_CARD_EXPIRED',
    'BILLING_ADDRESS_UNKNOWN',
  ],
});

const cardForm = (shopOrigin: string) =>
  apiDoc({
    operationId: 'openCardForm',
    access: 'customer',
    tag: 'paymentCards',
    summary: "Opens the payment provider's hosted card form for a shop page.",
    description:
      'Answers the form URL to embed in an iframe. The form posts the card to the provider, which sends its token back to `returnUrl`, a page of this shop (postMessage to its origin, or a form post without JavaScript). Only the shopper who opened the form can save its token.',
    body: cardFormBodySchema(shopOrigin),
    errors: [...CALLER_ERRORS],
  });

const updateCard = apiDoc({
  operationId: 'updatePaymentCard',
  access: 'customer',
  owns,
  tag: 'paymentCards',
  summary: 'Changes the cardholder, expiry (MM/YY) or billing address of a saved card.',
  params: paymentCardParamsSchema,
  body: updateCardBodySchema,
  errors: [
    ...CALLER_ERRORS,
    'PAYMENT_CARD_NOT_FOUND',
    'PAYMENT_CARD_EXPIRED',
    'BILLING_ADDRESS_UNKNOWN',
  ],
});

const deleteCard = apiDoc({
  operationId: 'deletePaymentCard',
  access: 'customer',
  owns,
  tag: 'paymentCards',
  summary: 'Deletes a saved card.',
  params: paymentCardParamsSchema,
  successStatus: 204,
  errors: [...CALLER_ERRORS, 'PAYMENT_CARD_NOT_FOUND'],
});

const notFound = () => new AppError('PAYMENT_CARD_NOT_FOUND', 'No such payment card.');

function cardOf(outcome: PaymentCardOutcome) {
  switch (outcome.outcome) {
    case 'ok':
      return outcome.card;
    case 'not-found':
      throw notFound();
    case 'unknown-token':
      throw new AppError(
        'PAYMENT_CARD_TOKEN_UNKNOWN',
        'The payment provider does not know this card token.',
      );
    case 'unknown-address':
      throw new AppError(
        'BILLING_ADDRESS_UNKNOWN',
        'The billing address is not in your address book.',
      );
    case 'expired':
      throw new AppError('PAYMENT_CARD_EXPIRED', CARD_DETAIL_MESSAGES.expired);
  }
}

const callerOf = (request: FastifyRequest) => signedInIdentity(request, SIGN_IN_FIRST);

/**
 * The spec's paymentCards (GET, DELETE) and authenticatedPaymentCards (PATCH) calls, with the
 * save of a tokenised card and the hosted form's session (doc 2 §7; decision 0038).
 */
export async function paymentsRoutes(
  app: FastifyInstance,
  options: {
    paymentCards: PaymentCardsService;
    /** PUBLIC_ORIGIN: the only origin a card form sends its token back to. */
    shopOrigin: string;
  },
) {
  const { paymentCards, shopOrigin } = options;
  const cardFormBody = cardFormBodySchema(shopOrigin);
  answerNoStore(app);
  refuseCardNumbers(app);
  // A card id that cannot be one is refused before the body is read (400, not 415 or 422).
  app.addHook('preParsing', async (request) => {
    if (request.routeOptions.url?.endsWith('/:paymentCardId')) {
      parseInput(paymentCardParamsSchema, request.params, 'params');
    }
  });

  /** The caller and their card named in the path: another shopper's is not found, whatever the body. */
  async function ownCardId(request: FastifyRequest) {
    const identity = await callerOf(request);
    const { paymentCardId } = parseInput(paymentCardParamsSchema, request.params, 'params');
    if (!(await paymentCards.get(identity, paymentCardId))) throw notFound();
    return { identity, paymentCardId };
  }

  app.get(CARDS, listCards, async (request) => {
    const cards = await paymentCards.list(await callerOf(request));
    if (!cards) throw new AppError('UNAUTHENTICATED', SIGN_IN_FIRST);
    return { paymentCards: cards };
  });

  app.post(CARDS, saveCard, async (request) => {
    const identity = await callerOf(request);
    const body = parseInput(saveCardBodySchema, request.body, 'body');
    return cardOf(await paymentCards.save(identity, body));
  });

  app.post('/payments/v1/card-form-sessions', cardForm(shopOrigin), async (request) => {
    const identity = await callerOf(request);
    const { returnUrl } = parseInput(cardFormBody, request.body, 'body');
    const session = await paymentCards.cardForm(identity, returnUrl);
    if (!session) throw new AppError('UNAUTHENTICATED', SIGN_IN_FIRST);
    return session;
  });

  app.patch(ONE_CARD, updateCard, async (request) => {
    const { identity, paymentCardId } = await ownCardId(request);
    const body = parseInput(updateCardBodySchema, request.body, 'body');
    return cardOf(await paymentCards.update(identity, paymentCardId, body));
  });

  app.delete(ONE_CARD, deleteCard, async (request, reply) => {
    const { identity, paymentCardId } = await ownCardId(request);
    if (!(await paymentCards.remove(identity, paymentCardId))) throw notFound();
    return reply.code(204).send();
  });
}
