import type { Identity } from '@grocer/domain/identity/identity';
import { IDEMPOTENCY_KEY_PATTERN, PLACEMENT_MESSAGES } from '@grocer/domain/orders/order-messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { ErrorCode } from '../../errors/error-catalogue.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { cardNumberGuard } from '../../http/refuse-card-numbers.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { OrderHistoryService } from './order-history.contract.ts';
import type { OrdersService, PlacementOutcome } from './orders.contract.ts';
import { orderParamsSchema, placeOrderBodySchema } from './orders.schemas.ts';

const SIGN_IN_MESSAGE = 'Sign in to place an order.';
const NO_SUCH_ORDER = 'No such order.';
const BASE = '/orders/v1/orders';
const OWNS = { param: 'customerOrderId', resource: 'order' } as const;

const PLACEMENT_ERRORS: ErrorCode[] = [
  'UNAUTHENTICATED',
  'VALIDATION_FAILED',
  'SECURITY_NEEDED',
  'TROLLEY_NOT_FOUND',
  'TROLLEY_EMPTY',
  'NO_SLOT',
  'HAS_HARD_CONFLICTS',
  'MINIMUM_SPEND_NOT_MET',
  'ORDER_EXISTS',
  'PLACEMENT_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_CARD_NOT_FOUND',
  'PAYMENT_DECLINED',
  'INSUFFICIENT_FUNDS',
  'SLOT_EXPIRED',
  'GIFT_CARD_BALANCE_CHANGED',
  'ORDER_ORCHESTRATION_037',
  'ORDER_TOTAL_CHANGED',
];

const docs = {
  place: apiDoc({
    operationId: 'placeOrder',
    access: 'customer',
    tag: 'orders',
    summary: "Places the shopper's trolley as an order (header Idempotency-Key required).",
    description:
      'One workflow: validate, create the order, confirm the slot, redeem gift cards and vouchers, authorise the card; a refusal undoes every step done. The same Idempotency-Key again answers the first answer. 409 SECURITY_NEEDED carries `detail.challengeUrl`: after the challenge, POST payment-authentication.',
    body: placeOrderBodySchema,
    errors: [...PLACEMENT_ERRORS, 'CARD_NUMBER_REFUSED'],
  }),
  get: apiDoc({
    operationId: 'getOrder',
    access: 'customer',
    owns: OWNS,
    tag: 'orders',
    summary: "One of the shopper's orders, with its lines as placed.",
    params: orderParamsSchema,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  resume: apiDoc({
    operationId: 'completeOrderPaymentAuthentication',
    access: 'customer',
    owns: OWNS,
    tag: 'orders',
    summary: 'Completes the placement of an order waiting for card authentication.',
    params: orderParamsSchema,
    errors: PLACEMENT_ERRORS,
  }),
};

/** A placement's outcome as the HTTP answer: 201 with the order, or the catalogued refusal. */
function answer(reply: FastifyReply, outcome: PlacementOutcome) {
  if (outcome.outcome === 'placed') return reply.code(201).send(outcome.order);
  if (outcome.outcome === 'security-needed') {
    throw new AppError('SECURITY_NEEDED', PLACEMENT_MESSAGES.SECURITY_NEEDED, {
      detail: { customerOrderId: outcome.customerOrderId, challengeUrl: outcome.challengeUrl },
    });
  }
  throw new AppError(
    outcome.code,
    PLACEMENT_MESSAGES[outcome.code],
    outcome.detail ? { detail: outcome.detail } : undefined,
  );
}

/**
 * The order calls (decision 0040): place (POST, Idempotency-Key), read one order, and resume a
 * placement after card authentication. Another customer's order answers 404. Answers are
 * `no-store`.
 */
export async function ordersRoutes(
  app: FastifyInstance,
  options: { orders: OrdersService; history?: OrderHistoryService },
) {
  const { orders, history } = options;
  answerNoStore(app);

  async function ownOrder(identity: Identity, params: unknown) {
    const { customerOrderId } = parseInput(orderParamsSchema, params, 'params');
    const order = await orders.getOrder(identity, customerOrderId);
    if (!order) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
    return order;
  }

  // A card number in the body or query is refused and never repeated (decision 0045).
  const place = {
    ...docs.place,
    preValidation: cardNumberGuard({ phoneFields: ['contactNumber'] }),
  };
  app.post(BASE, place, async (request, reply) => {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Invalid headers.Idempotency-Key: 1 to 255 visible characters required',
      );
    }
    const body = parseInput(placeOrderBodySchema, request.body, 'body');
    return answer(reply, await orders.placeOrder(identity, { ...body, idempotencyKey: key }));
  });

  app.get(`${BASE}/:customerOrderId`, docs.get, async (request) => {
    const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
    if (!history) return ownOrder(identity, request.params);
    // The order with every field of spec doc 2 §3 (decision 0041).
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    const order = await history.getOrder(identity, customerOrderId);
    if (!order) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
    return order;
  });

  app.post(
    `${BASE}/:customerOrderId/payment-authentication`,
    docs.resume,
    async (request, reply) => {
      const identity = await signedInIdentity(request, SIGN_IN_MESSAGE);
      const order = await ownOrder(identity, request.params);
      return answer(reply, await orders.resumePlacement(identity, order.customerOrderId));
    },
  );
}
