import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import { ORDER_PRODUCTS_CHUNK } from '@grocer/domain/orders/order-history-messages';
import { ORDER_LIST_DEFAULT_SIZE, ORDER_LIST_MAX_SIZE } from '@grocer/domain/orders/order-lists';
import type {
  CancelFailureCode,
  OrderDetails,
  OrderListPage,
  ShopFromOrderResult,
} from '@grocer/server/contexts/orders/order-history.contract';
import { type RouterContextProvider, redirect } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import { MY_ORDERS_PATH } from '../lib/order-paths.ts';

type Context = Readonly<RouterContextProvider>;

export type { CancelFailureCode, OrderDetails, OrderListPage, ShopFromOrderResult };

/** What a line shows of its product: the name (or the spec's fallback) and picture. */
export interface OrderLineProduct {
  name: string;
  image: string | null;
  size: string;
}

export interface MyOrdersData {
  pending: OrderListPage;
  previous: OrderListPage;
  /**
   * From the user stats (spec doc 2 §3): an order needs payment attention. `orderId` is the first
   * (newest) PAYMENT_FAILED order, for the notice's link; null when none was found.
   */
  paymentAttention: { orderId: string | null } | null;
}

/** How many pending pages (of the largest size) are searched for the order needing payment. */
const ATTENTION_SEARCH_PAGES = 4;

const firstPaymentFailed = (page: OrderListPage) =>
  page.orders.find((order) => order.status === 'PAYMENT_FAILED')?.customerOrderId ?? null;

const startOf = (url: URL, name: string) => {
  const value = Number(url.searchParams.get(name) ?? '0');
  return Number.isInteger(value) && value >= 0 && value <= 100_000 ? value : 0;
};

/** The two lists; each pages on its own (`pendingStart`, `previousStart`) with plain links. */
export async function myOrdersData(
  request: Request,
  context: Context,
  identity: Identity,
): Promise<MyOrdersData> {
  const { orderHistory } = getServices(context);
  const url = new URL(request.url);
  const size = ORDER_LIST_DEFAULT_SIZE;
  const pendingStart = startOf(url, 'pendingStart');
  const [pending, previous, stats] = await Promise.all([
    orderHistory.listOrders(identity, 'pending', { start: pendingStart, size }),
    orderHistory.listOrders(identity, 'previous', { start: startOf(url, 'previousStart'), size }),
    orderHistory.stats(identity),
  ]);
  if (!stats.customerHasAnOrderRequiringPaymentAttention) {
    return { pending, previous, paymentAttention: null };
  }
  // The first such order: on the first page shown, else searched from the newest pending order.
  let orderId = pendingStart === 0 ? firstPaymentFailed(pending) : null;
  for (let page = 0, start = 0; orderId === null && page < ATTENTION_SEARCH_PAGES; page++) {
    const found = await orderHistory.listOrders(identity, 'pending', {
      start,
      size: ORDER_LIST_MAX_SIZE,
    });
    orderId = firstPaymentFailed(found);
    if (found.nextStart === null) break;
    start = found.nextStart;
  }
  return { pending, previous, paymentAttention: { orderId } };
}

/** The order, with its lines' products fetched in chunks of 100 line numbers (spec doc 2 §9). */
export async function viewOrderData(
  context: Context,
  identity: Identity,
  customerOrderId: string,
): Promise<{ order: OrderDetails; products: Record<string, OrderLineProduct> } | null> {
  const { orderHistory } = getServices(context);
  const order = await orderHistory.getOrder(identity, customerOrderId);
  if (!order) return null;
  const lineNumbers = [...new Set(order.orderLines.map((line) => line.lineNumber))];
  const found: Product[] = [];
  for (let start = 0; start < lineNumbers.length; start += ORDER_PRODUCTS_CHUNK) {
    const chunk = lineNumbers.slice(start, start + ORDER_PRODUCTS_CHUNK);
    found.push(...((await orderHistory.orderProducts(identity, customerOrderId, chunk)) ?? []));
  }
  const products: Record<string, OrderLineProduct> = {};
  for (const product of found) {
    products[product.lineNumber] = { name: product.name, image: product.image, size: product.size };
  }
  return { order, products };
}

export async function cancelOrder(context: Context, identity: Identity, customerOrderId: string) {
  return getServices(context).orderHistory.cancelOrder(identity, customerOrderId);
}

export async function shopFromOrder(context: Context, identity: Identity, customerOrderId: string) {
  return getServices(context).orderHistory.shopFromOrder(identity, customerOrderId);
}

/**
 * The order id of a page under /my-orders/{id}, or back to My Orders when the parameter cannot
 * be one (spec doc 2 §2: a bad id goes back to the list).
 */
export function orderIdOrMyOrders(value: string | undefined): string {
  if (!isOrderId(value)) throw redirect(MY_ORDERS_PATH);
  return value;
}

/**
 * The shopper's own order for a page under /my-orders/{id}, or back to My Orders: a bad id,
 * another customer's order and no such order all go there (spec doc 2 §2).
 */
export async function ownOrderOrMyOrders(
  context: Context,
  identity: Identity,
  customerOrderId: string | undefined,
): Promise<NonNullable<Awaited<ReturnType<typeof viewOrderData>>>> {
  const found = await viewOrderData(context, identity, orderIdOrMyOrders(customerOrderId));
  if (!found) throw redirect(MY_ORDERS_PATH);
  return found;
}

/** A path parameter that can be an order id at all (digits, no leading zero). */
export function isOrderId(value: string | undefined): value is string {
  return value !== undefined && /^[1-9]\d{0,17}$/.test(value);
}
