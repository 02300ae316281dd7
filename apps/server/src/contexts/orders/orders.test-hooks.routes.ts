import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { isPastAmendCutoff } from '@grocer/domain/orders/order-amend';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { undocumented } from '../../http/route-table.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { PaymentCardsService } from '../payments/payments.contract.ts';
import type { SlotsService } from '../slots/slots.contract.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import type { OrdersService } from './orders.contract.ts';

/** The contexts' services the hook drives. */
export interface OrderTestHookServices {
  trolley: TrolleyService;
  catalogue: Pick<CatalogueService, 'browse'>;
  slots: SlotsService;
  paymentCards: PaymentCardsService;
  orders: OrdersService;
  /** The shop's public origin (the hosted card form's return page). */
  publicOrigin: string;
  /** The shop's clock. */
  now: () => Date;
}

const hookOnly = undocumented('E2E_TEST_HOOKS only: never served to real clients');

/** The sandbox's well-known good test card (README). */
const TEST_CARD = {
  cardholderName: 'Test Shopper',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/39',
  securityCode: '123',
};

/**
 * Test hook (E2E_TEST_HOOKS only, decision 0041): places an order for the signed-in shopper as
 * the shop's own steps would, through the contexts' services: bakery products up to the
 * collection minimum in the trolley, the first open collection slot of the default branch
 * booked, the 4242 test card tokenised through the sandbox's hosted form and saved, and the
 * placement workflow run. The order journeys (My Orders, View Order, cancel) start from it
 * without driving checkout, which another journey covers.
 */
export async function orderTestHookRoutes(
  app: FastifyInstance,
  options: { services: OrderTestHookServices },
) {
  const { trolley, catalogue, slots, paymentCards, orders, publicOrigin, now } = options.services;

  app.post('/test-hooks/v1/placed-orders', hookOnly, async (request, reply) => {
    const identity = await signedInIdentity(request, 'Sign in first.');
    const orderId = await trolley.currentOrderId(identity);
    if (!orderId) throw new AppError('TROLLEY_NOT_FOUND', 'No trolley.');

    const minimum = trolley.minimumOrderValues().collectionMinimumOrderValue.amount;
    const listing = await catalogue.browse({ categoryPath: 'groceries/bakery', size: 48 });
    const products = (listing?.products ?? []).filter(
      (product: Product) =>
        product.availability === 'AVAILABLE' &&
        product.defaultQuantity.uom === 'C62' &&
        product.maxPersonalisedMessageLength === null,
    );
    for (const product of products) {
      const current = await trolley.getTrolley(identity, orderId);
      if (current.trolleyTotals.itemTotalEstimatedCost.amount >= minimum + 500) break;
      await trolley.addItem(identity, orderId, {
        lineNumber: product.lineNumber,
        productId: product.id,
        quantity: { amount: 3, uom: 'C62' },
      });
    }

    const branch = (await slots.collectionBranches()).find((b) => b.defaultBranch);
    if (!branch) throw new AppError('BRANCH_NOT_FOUND', 'No default branch.');
    const days = await slots.slotDays(identity, {
      slotType: 'GROCERY_COLLECTION',
      branchId: branch.id,
      days: 14,
    });
    if (days.outcome !== 'ok') throw new AppError(days.failure.code, days.failure.message);
    const open = days.value.days
      .flatMap((day) => day.slots)
      .filter((slot) => slot.availability === 'AVAILABLE');
    // A slot whose amend cut-off is still ahead, so the order can be changed and cancelled.
    let booked = false;
    for (const slot of open) {
      const result = await slots.bookSlot(identity, { slotId: slot.slotId });
      if (result.outcome === 'ok' && !isPastAmendCutoff(result.value.amendOrderCutOff, now())) {
        booked = true;
        break;
      }
    }
    if (!booked) throw new AppError('NO_SLOTS_AVAILABLE', 'No open collection slot.');

    const session = await paymentCards.cardForm(identity, `${publicOrigin}/ecom/checkout`);
    if (!session) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
    const form = await app.inject({
      method: 'POST',
      url: session.formUrl,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: request.headers.host ?? 'localhost',
      },
      payload: new URLSearchParams(TEST_CARD).toString(),
    });
    const token = /name="token" value="([^"]+)"/.exec(form.body)?.[1];
    if (!token) throw new Error(`the sandbox card form did not tokenise (${form.statusCode})`);
    const saved = await paymentCards.save(identity, { token });
    if (saved.outcome !== 'ok') throw new Error(`test card not saved: ${saved.outcome}`);

    const placed = await orders.placeOrder(identity, {
      customerOrderId: orderId,
      paymentCardId: saved.card.id,
      idempotencyKey: `test-hook-${orderId}`,
      contactNumber: '07700 900123',
    });
    if (placed.outcome !== 'placed') {
      throw new Error(`test order not placed: ${JSON.stringify(placed)}`);
    }
    return reply.code(201).send({ customerOrderId: placed.order.customerOrderId });
  });
}
