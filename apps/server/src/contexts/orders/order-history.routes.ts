import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import type { OrderListName } from '@grocer/domain/orders/order-lists';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { CancelFailureCode, OrderHistoryService } from './order-history.contract.ts';
import {
  emptyBodySchema,
  orderListQuerySchema,
  orderProductsParamsSchema,
} from './order-history.schemas.ts';
import { orderParamsSchema } from './orders.schemas.ts';

const BASE = '/orders/v1';
const OWNS = { param: 'customerOrderId', resource: 'order' } as const;

const CANCEL_MESSAGES: Record<CancelFailureCode, string> = {
  NOT_FOUND: M.NO_SUCH_ORDER,
  ORDER_NOT_CANCELLABLE: M.ORDER_NOT_CANCELLABLE,
  ORDER_CANCEL_CUTOFF_PASSED: M.ORDER_NOT_CANCELLABLE,
  PAYMENT_VOID_REFUSED: M.PAYMENT_NOT_VOIDABLE,
};

const listDoc = (list: OrderListName) =>
  apiDoc({
    operationId: list === 'pending' ? 'pendingOrders' : 'previousOrders',
    access: 'customer',
    tag: 'orders',
    summary: `The shopper's ${list} orders, newest first, a page at a time (a next link carries start).`,
    query: orderListQuerySchema,
    errors: ['UNAUTHENTICATED'],
  });

const docs = {
  stats: apiDoc({
    operationId: 'customerOrderStats',
    access: 'customer',
    tag: 'orders',
    summary:
      'User stats: a completed order, days since the last, an order needing payment attention.',
    errors: ['UNAUTHENTICATED'],
  }),
  cancel: apiDoc({
    operationId: 'cancelOrder',
    access: 'customer',
    owns: OWNS,
    tag: 'orders',
    summary:
      'Cancels a placed order before its amend cut-off: the slot, gift cards and payment are released.',
    params: orderParamsSchema,
    body: emptyBodySchema,
    errors: [
      'UNAUTHENTICATED',
      'NOT_FOUND',
      'ORDER_NOT_CANCELLABLE',
      'ORDER_CANCEL_CUTOFF_PASSED',
      'PAYMENT_VOID_REFUSED',
    ],
  }),
  products: apiDoc({
    operationId: 'orderProducts',
    access: 'customer',
    owns: OWNS,
    tag: 'orders',
    summary: "The products of the order's lines (comma-separated line numbers, at most 100).",
    params: orderProductsParamsSchema,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  shop: apiDoc({
    operationId: 'shopFromOrder',
    access: 'customer',
    owns: OWNS,
    tag: 'orders',
    summary:
      "Adds the order's products still sold to the shopper's trolley; answers what was and was not added.",
    params: orderParamsSchema,
    body: emptyBodySchema,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
};

/**
 * Order history, cancel, order products and shop from order (decision 0041). Another customer's
 * order answers 404. Answers are `no-store`. GET orders/{id} is the placement routes' (it answers
 * the details through the same service).
 */
export async function orderHistoryRoutes(
  app: FastifyInstance,
  options: { history: OrderHistoryService },
) {
  const { history } = options;
  answerNoStore(app);

  for (const list of ['pending', 'previous'] as const) {
    app.get(`${BASE}/${list}-orders`, listDoc(list), async (request) => {
      const identity = await signedInIdentity(request, M.SIGN_IN);
      const page = parseInput(orderListQuerySchema, request.query, 'query');
      const found = await history.listOrders(identity, list, page);
      const next =
        found.nextStart === null
          ? []
          : [
              {
                rel: 'next',
                href: `/api${BASE}/${list}-orders?start=${found.nextStart}&size=${found.size}`,
                start: found.nextStart,
              },
            ];
      return { orders: found.orders, start: found.start, size: found.size, links: next };
    });
  }

  app.get(`${BASE}/customerorders/stats`, docs.stats, async (request) => {
    const identity = await signedInIdentity(request, M.SIGN_IN);
    return history.stats(identity);
  });

  app.post(`${BASE}/orders/:customerOrderId/cancel`, docs.cancel, async (request) => {
    const identity = await signedInIdentity(request, M.SIGN_IN);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    parseInput(emptyBodySchema, request.body ?? undefined, 'body');
    const outcome = await history.cancelOrder(identity, customerOrderId);
    if (outcome.outcome === 'refused') {
      throw new AppError(outcome.code, CANCEL_MESSAGES[outcome.code]);
    }
    return outcome.order;
  });

  app.get(
    `${BASE}/orders/:customerOrderId/products/:lineNumbers`,
    docs.products,
    async (request) => {
      const identity = await signedInIdentity(request, M.SIGN_IN);
      const { customerOrderId, lineNumbers } = parseInput(
        orderProductsParamsSchema,
        request.params,
        'params',
      );
      const products = await history.orderProducts(identity, customerOrderId, lineNumbers);
      if (products === null) throw new AppError('NOT_FOUND', M.NO_SUCH_ORDER);
      return { products };
    },
  );

  app.post(`${BASE}/orders/:customerOrderId/shop-from-order`, docs.shop, async (request) => {
    const identity = await signedInIdentity(request, M.SIGN_IN);
    const { customerOrderId } = parseInput(orderParamsSchema, request.params, 'params');
    parseInput(emptyBodySchema, request.body ?? undefined, 'body');
    const result = await history.shopFromOrder(identity, customerOrderId);
    if (result === null) throw new AppError('NOT_FOUND', M.NO_SUCH_ORDER);
    return result;
  });
}
