import type { Identity } from '@grocer/domain/identity/identity';
import type { FastifyInstance } from 'fastify';

/**
 * How the access-control harness makes one resource of each customer-owned kind (decision 0026).
 * A route declaring `owns: { param, resource }` needs an entry here for its `resource`; the
 * harness fails, naming the kind, when one is missing, so a new owned route cannot be left out.
 */
export interface OwnedResourceFixture {
  /** Creates one resource owned by `customerId`; returns the path parameter value naming it. */
  create(app: FastifyInstance, customerId: number): Promise<string>;
  remove(app: FastifyInstance, id: string): Promise<void>;
}

/** The identity of a new session of the customer, as the customer's own requests carry it. */
async function customerIdentity(app: FastifyInstance, customerId: number): Promise<Identity> {
  const session = await app.identityService.startSession(customerId);
  const resolved = await app.identityService.resolve({
    sessionSecret: session.secret,
    bearerToken: null,
  });
  return resolved.identity;
}

/**
 * Filled as customer-owned kinds arrive (addresses, trolleys, orders, payment cards, lists…).
 * Removing the harness's customers afterwards takes their trolleys with them (foreign keys), so
 * the trolley kinds remove nothing themselves.
 */
export const OWNED_RESOURCES: Readonly<Record<string, OwnedResourceFixture>> = {
  /** A customer's open trolley, named by its customer order id (decision 0031). */
  trolley: {
    async create(app, customerId) {
      const orderId = await app.services.trolley.currentOrderId(
        await customerIdentity(app, customerId),
      );
      if (orderId === null) throw new Error(`customer ${customerId} got no trolley`);
      return orderId;
    },
    async remove() {},
  },
  /** A line of a customer's trolley, named by its trolleyItemId. */
  'trolley-item': {
    async create(app, customerId) {
      const identity = await customerIdentity(app, customerId);
      const trolley = app.services.trolley;
      const orderId = (await trolley.currentOrderId(identity)) as string;
      const listing = await app.services.catalogue.browse({ categoryPath: 'groceries', size: 50 });
      const product = listing?.products.find(
        (p) =>
          p.availability === 'AVAILABLE' &&
          p.weights.uoms.includes('C62') &&
          p.maxPersonalisedMessageLength === null &&
          p.restriction === null,
      );
      if (!product) throw new Error('no plain product to put in a trolley');
      const change = await trolley.addItem(identity, orderId, {
        lineNumber: product.lineNumber,
        productId: product.id,
        quantity: { amount: 1, uom: 'C62' },
      });
      return String(change.trolleyItems[0]?.trolleyItemId);
    },
    async remove() {},
  },
};
