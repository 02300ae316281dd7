import type { Identity } from '@grocer/domain/identity/identity';
import { FULFILMENT_MESSAGES, PLACEMENT_MESSAGES } from '@grocer/domain/orders/order-messages';
import { PICK_PROBLEM_MESSAGES } from '@grocer/domain/orders/picking';
import { CONSOLE_PERMISSION } from '@grocer/domain/staff/staff-console';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type {
  FulfilmentOutcome,
  FulfilmentService,
  ResolutionOutcome,
} from './fulfilment.contract.ts';
import {
  pickingBodySchema,
  resolvePaymentBodySchema,
  staffOrdersQuerySchema,
} from './fulfilment.schemas.ts';
import { orderParamsSchema } from './orders.schemas.ts';

const NO_SUCH_ORDER = 'No such order.';
const ADMIN = '/admin/v1/orders';
const FAILED = '/orders/v1/failed-order-payments';
const OWNS = { param: 'customerOrderId', resource: 'order' } as const;

const docs = {
  list: apiDoc({
    operationId: 'listOrdersForStaff',
    access: 'staff',
    tag: 'fulfilment',
    summary: 'Recent orders with their status, newest first (staff only).',
    query: staffOrdersQuerySchema,
    errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  get: apiDoc({
    operationId: 'getOrderForStaff',
    access: 'staff',
    tag: 'fulfilment',
    summary: 'One order with its lines, picking and actual totals (staff only).',
    params: orderParamsSchema,
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
  start: apiDoc({
    operationId: 'startOrderFulfilment',
    access: 'staff',
    tag: 'fulfilment',
    summary: 'Starts fulfilment of a placed order now, before its cut-off (staff only).',
    params: orderParamsSchema,
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'ORDER_STATUS_CONFLICT'],
  }),
  complete: apiDoc({
    operationId: 'completeOrder',
    access: 'staff',
    tag: 'fulfilment',
    summary:
      'Completes a picked order whose capture took the money, before its slot ends (staff only).',
    params: orderParamsSchema,
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'ORDER_STATUS_CONFLICT'],
  }),
  pick: apiDoc({
    operationId: 'completeOrderPicking',
    access: 'staff',
    tag: 'fulfilment',
    summary: 'Records picking (quantities, substitutes, weights): PICKED, then the capture.',
    description:
      'Every order line once: PICKED (quantity ≤ ordered, or the actual weight), SUBSTITUTED (substituteProductId) or NOT_AVAILABLE. The actual totals are priced by the pricing engine; the capture takes them less gift cards, at most the authorised amount. A refused capture makes the order PAYMENT_FAILED.',
    params: orderParamsSchema,
    body: pickingBodySchema,
    errors: [
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'ORDER_STATUS_CONFLICT',
      'PICKING_INVALID',
    ],
  }),
  resolution: apiDoc({
    operationId: 'getFailedOrderPayment',
    access: 'customer',
    owns: OWNS,
    tag: 'orders',
    summary:
      'Payment resolution of one of the shopper’s orders (paymentAttemptAllowed, totalToPay).',
    params: orderParamsSchema,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  pay: apiDoc({
    operationId: 'payFailedOrderPayment',
    access: 'customer',
    owns: OWNS,
    tag: 'orders',
    summary: 'Pays a PAYMENT_FAILED order’s totalToPay with a saved card: PAID.',
    description:
      '409 SECURITY_NEEDED carries `detail.challengeUrl`: after the challenge, POST payment-authentication.',
    params: orderParamsSchema,
    body: resolvePaymentBodySchema,
    errors: [
      'UNAUTHENTICATED',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'PAYMENT_NOT_ALLOWED',
      'PAYMENT_CARD_NOT_FOUND',
      'PAYMENT_DECLINED',
      'INSUFFICIENT_FUNDS',
      'SECURITY_NEEDED',
    ],
  }),
  resume: apiDoc({
    operationId: 'completeFailedOrderPaymentAuthentication',
    access: 'customer',
    owns: OWNS,
    tag: 'orders',
    summary: 'Completes a failed order’s payment after card authentication.',
    params: orderParamsSchema,
    errors: [
      'UNAUTHENTICATED',
      'NOT_FOUND',
      'PAYMENT_NOT_ALLOWED',
      'PAYMENT_DECLINED',
      'INSUFFICIENT_FUNDS',
    ],
  }),
};

function fulfilmentAnswer(outcome: FulfilmentOutcome) {
  if (outcome.outcome === 'ok') return outcome.order;
  switch (outcome.code) {
    case 'NOT_FOUND':
      throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
    case 'ORDER_STATUS_CONFLICT':
      throw new AppError('ORDER_STATUS_CONFLICT', FULFILMENT_MESSAGES.ORDER_STATUS_CONFLICT, {
        detail: { status: outcome.status },
      });
    case 'PICKING_INVALID': {
      const { problem } = outcome;
      const message =
        problem.problem === 'unknown-substitute'
          ? FULFILMENT_MESSAGES.UNKNOWN_SUBSTITUTE
          : PICK_PROBLEM_MESSAGES[problem.problem];
      throw new AppError('PICKING_INVALID', message, { detail: { ...problem } });
    }
  }
}

/** A resolution's outcome as the HTTP answer (the refusal texts are placement's). */
export function resolutionAnswer(outcome: ResolutionOutcome) {
  if (outcome.outcome === 'paid') return outcome.resolution;
  if (outcome.outcome === 'security-needed') {
    throw new AppError('SECURITY_NEEDED', PLACEMENT_MESSAGES.SECURITY_NEEDED, {
      detail: { customerOrderId: outcome.customerOrderId, challengeUrl: outcome.challengeUrl },
    });
  }
  switch (outcome.code) {
    case 'NOT_FOUND':
      throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
    case 'PAYMENT_NOT_ALLOWED':
      throw new AppError('PAYMENT_NOT_ALLOWED', FULFILMENT_MESSAGES.PAYMENT_NOT_ALLOWED);
    default:
      throw new AppError(outcome.code, PLACEMENT_MESSAGES[outcome.code]);
  }
}

/**
 * Fulfilment for staff (under /api/admin/v1/orders) and payment resolution for customers (spec
 * `failed-order-payments`), decision 0043. Staff calls answer 401 to strangers and 403 to
 * customers; another customer's order answers 404. Answers are `no-store`.
 */
export async function fulfilmentRoutes(
  app: FastifyInstance,
  options: { fulfilment: FulfilmentService },
) {
  const { fulfilment } = options;
  answerNoStore(app);

  async function requireStaff(request: FastifyRequest): Promise<Identity> {
    const identity = await signedInIdentity(request, 'Sign in with a staff account to use this.');
    if (!identity.permissions.includes(CONSOLE_PERMISSION)) {
      throw new AppError('FORBIDDEN', 'This needs a staff account.');
    }
    return identity;
  }

  app.get(ADMIN, docs.list, async (request) => {
    await requireStaff(request);
    const { limit } = parseInput(staffOrdersQuerySchema, request.query ?? {}, 'query');
    return { orders: await fulfilment.listOrders(limit) };
  });

  app.get(`${ADMIN}/:customerOrderId`, docs.get, async (request) => {
    await requireStaff(request);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    const order = await fulfilment.getOrder(customerOrderId);
    if (!order) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
    return order;
  });

  app.post(`${ADMIN}/:customerOrderId/fulfilment`, docs.start, async (request) => {
    const staff = await requireStaff(request);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    return fulfilmentAnswer(await fulfilment.startFulfilment(customerOrderId, staff));
  });

  app.post(`${ADMIN}/:customerOrderId/completion`, docs.complete, async (request) => {
    const staff = await requireStaff(request);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    return fulfilmentAnswer(await fulfilment.completeOrder(customerOrderId, staff));
  });

  app.post(`${ADMIN}/:customerOrderId/picking`, docs.pick, async (request) => {
    const staff = await requireStaff(request);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    const { lines } = parseInput(pickingBodySchema, request.body, 'body');
    return fulfilmentAnswer(await fulfilment.completePicking(customerOrderId, lines, staff));
  });

  const SIGN_IN = 'Sign in to pay for your order.';

  app.get(`${FAILED}/:customerOrderId`, docs.resolution, async (request) => {
    const identity = await signedInIdentity(request, SIGN_IN);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    const resolution = await fulfilment.paymentResolution(identity, customerOrderId);
    if (!resolution) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
    return resolution;
  });

  app.post(`${FAILED}/:customerOrderId`, docs.pay, async (request) => {
    const identity = await signedInIdentity(request, SIGN_IN);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    // Ownership before the body (decision 0026): to anyone else the order does not exist.
    if (!(await fulfilment.paymentResolution(identity, customerOrderId))) {
      throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
    }
    const { paymentCardId } = parseInput(resolvePaymentBodySchema, request.body, 'body');
    return resolutionAnswer(
      await fulfilment.resolvePayment(identity, customerOrderId, paymentCardId),
    );
  });

  app.post(`${FAILED}/:customerOrderId/payment-authentication`, docs.resume, async (request) => {
    const identity = await signedInIdentity(request, SIGN_IN);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    return resolutionAnswer(await fulfilment.resumeResolution(identity, customerOrderId));
  });
}
