import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import type { FastifyInstance } from 'fastify';
import { tokeniseTestCard } from '../psp-cards.ts';

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

/** A bearer token acting for the customer, as their own app would hold one. */
async function tokenFor(app: FastifyInstance, customerId: number): Promise<string> {
  const session = await app.identityService.startSession(customerId);
  return app.identityService.issueAccessToken({
    ...ANONYMOUS,
    customerId,
    principalId: customerId,
    sessionId: session.sessionId,
  }).accessToken;
}

/** Owners of the customer's token, so `remove` acts as the customer who made the resource. */
const tokens = new Map<string, string>();

/**
 * An address in the customer's book, added the way the shopper adds one (the GraphQL mutation).
 * Removing it deletes it when the book allows; the contact or final address stays until the
 * account goes (its addresses go with it).
 */
const address: OwnedResourceFixture = {
  async create(app, customerId) {
    const token = await tokenFor(app, customerId);
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        query:
          'mutation ($input: AddAddressInput!) { addAddress(input: $input) { address { id } failures { message } } }',
        variables: {
          input: {
            line1: '1 Harness Row',
            postalCode: 'RG1 1AA',
            firstName: 'Ann',
            lastName: 'Lee',
          },
        },
      },
    });
    const id = response.json().data?.addAddress?.address?.id;
    if (typeof id !== 'number') throw new Error(`address fixture: ${response.body}`);
    tokens.set(String(id), token);
    return String(id);
  },
  async remove(app, id) {
    const token = tokens.get(id);
    tokens.delete(id);
    if (!token) return;
    await app.inject({
      method: 'DELETE',
      url: `/api/addresses/v2/addresses/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  },
};

/** The identity of a new session of the customer, as the customer's own requests carry it. */
async function customerIdentity(app: FastifyInstance, customerId: number): Promise<Identity> {
  const session = await app.identityService.startSession(customerId);
  const resolved = await app.identityService.resolve({
    sessionSecret: session.secret,
    bearerToken: null,
  });
  return resolved.identity;
}

/** Who saved each payment card, so `remove` deletes it as them. */
const cardOwners = new Map<string, Identity>();

/** Who made each slot reservation, so `remove` cancels it as them. */
const reservationOwners = new Map<string, Identity>();

/** Who placed each order, so `remove` gives its slot's place back as them. */
const orderOwners = new Map<string, Identity>();

/** Who made each shopping list, so `remove` deletes it as them; and how many were made. */
const shoppingListOwners = new Map<string, Identity>();
let shoppingListsMade = 0;

/**
 * Filled as customer-owned kinds arrive (addresses, trolleys, orders, payment cards, lists…).
 * Removing the harness's customers afterwards takes their trolleys with them (foreign keys), so
 * the trolley kinds remove nothing themselves.
 */
export const OWNED_RESOURCES: Readonly<Record<string, OwnedResourceFixture>> = {
  address,
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
  /**
   * A reservation of one of the default branch's grocery collection slots (the test database
   * has them from today, decision 0034), made through the service; removing it cancels it.
   */
  'slot-reservation': {
    async create(app, customerId) {
      const identity = await customerIdentity(app, customerId);
      const grid = await app.services.slots.slotDays(identity, {
        slotType: 'GROCERY_COLLECTION',
        branchId: 651,
        days: 5,
      });
      if (grid.outcome !== 'ok') throw new Error(`no slot grid: ${grid.failure.message}`);
      const slot = grid.value.days
        .flatMap((day) => day.slots)
        .find((candidate) => candidate.availability === 'AVAILABLE');
      if (!slot) throw new Error('no available slot to reserve');
      const booked = await app.services.slots.bookSlot(identity, { slotId: slot.slotId });
      if (booked.outcome !== 'ok') throw new Error(`slot fixture: ${booked.failure.message}`);
      reservationOwners.set(booked.value.slotReservationId, identity);
      return booked.value.slotReservationId;
    },
    async remove(app, id) {
      const identity = reservationOwners.get(id);
      reservationOwners.delete(id);
      if (identity) await app.services.slots.cancelReservation(identity, id);
    },
  },
  /**
   * A saved payment card (decision 0038): tokenised through the sandbox provider's hosted form,
   * then saved for the customer.
   */
  'payment-card': {
    async create(app, customerId) {
      const identity = await customerIdentity(app, customerId);
      const saved = await app.services.paymentCards.save(identity, {
        token: await tokeniseTestCard(app, identity),
      });
      if (saved.outcome !== 'ok') throw new Error(`payment card fixture: ${saved.outcome}`);
      cardOwners.set(String(saved.card.id), identity);
      return String(saved.card.id);
    },
    /** Deleted as its owner deletes it, so the provider forgets its token too. */
    async remove(app, id) {
      const identity = cardOwners.get(id);
      cardOwners.delete(id);
      if (identity) await app.services.paymentCards.remove(identity, Number(id));
    },
  },
  /**
   * A placed order (decision 0040), placed as a shopper places one: a slot booked as
   * 'slot-reservation' books it, the trolley filled to the slot's minimum spend, a saved card.
   * The order goes with the harness's customers.
   */
  order: {
    async create(app, customerId) {
      const identity = await customerIdentity(app, customerId);
      await OWNED_RESOURCES['slot-reservation']?.create(app, customerId);
      const trolley = app.services.trolley;
      const orderId = (await trolley.currentOrderId(identity)) as string;
      const listing = await app.services.catalogue.browse({ categoryPath: 'groceries', size: 50 });
      const products = (listing?.products ?? []).filter(
        (p) =>
          p.availability === 'AVAILABLE' &&
          p.weights.uoms.includes('C62') &&
          p.maxPersonalisedMessageLength === null &&
          p.restriction === null,
      );
      for (const product of products) {
        const change = await trolley.addItem(identity, orderId, {
          lineNumber: product.lineNumber,
          productId: product.id,
          quantity: { amount: 10, uom: 'C62' },
        });
        if (change.trolley.trolleyTotals.minimumSpendThresholdMet) break;
      }
      const saved = await app.services.paymentCards.save(identity, {
        token: await tokeniseTestCard(app, identity),
      });
      if (saved.outcome !== 'ok') throw new Error(`order fixture card: ${saved.outcome}`);
      const placed = await app.services.orders.placeOrder(identity, {
        customerOrderId: orderId,
        paymentCardId: saved.card.id,
        idempotencyKey: `access-${orderId}`,
      });
      if (placed.outcome !== 'placed') throw new Error(`order fixture: ${JSON.stringify(placed)}`);
      // The order keeps what it was paid with; the provider forgets the card's token.
      await app.services.paymentCards.remove(identity, saved.card.id);
      orderOwners.set(orderId, identity);
      return orderId;
    },
    /**
     * Its slot's place given back: deleting the customer takes the reservation but not the
     * slot's booked count, and the harness places many orders on the default branch's slots.
     */
    async remove(app, id) {
      const identity = orderOwners.get(id);
      orderOwners.delete(id);
      if (identity) await app.services.slots.releaseOrderReservation(identity, id);
    },
  },
  /**
   * One of the customer's personal offers (decision 0088), given through the service; it goes
   * with the account.
   */
  'incentive-offer': {
    async create(app, customerId) {
      const id = await app.services.incentives.grant(customerId, {
        kind: 'SPEND_AMOUNT_OFF',
        description: 'Harness offer',
        value: 100,
        lineNumber: null,
      });
      return String(id);
    },
    async remove() {},
  },
  /**
   * One of the customer's shopping lists (decision 0081), made through the service with one
   * product on it; removing it deletes it.
   */
  'shopping-list': {
    async create(app, customerId) {
      const identity = await customerIdentity(app, customerId);
      const list = await app.services.shoppingLists.create(
        identity,
        `Harness list ${++shoppingListsMade}`,
      );
      const listing = await app.services.catalogue.browse({ categoryPath: 'groceries', size: 1 });
      const product = listing?.products[0];
      if (product) {
        await app.services.shoppingLists.addItem(identity, list.id, {
          lineNumber: product.lineNumber,
        });
      }
      shoppingListOwners.set(String(list.id), identity);
      return String(list.id);
    },
    async remove(app, id) {
      const identity = shoppingListOwners.get(id);
      shoppingListOwners.delete(id);
      // The harness's own DELETE may have deleted it already.
      if (identity) await app.services.shoppingLists.remove(identity, Number(id)).catch(() => {});
    },
  },
  /**
   * A customer's meal plan for this week with one dinner (decision 0085). It goes with the
   * customer's account when the harness removes its customers.
   */
  'meal-plan': {
    async create(app, customerId) {
      const identity = await customerIdentity(app, customerId);
      const [recipe] = (await app.services.recipes.list(ANONYMOUS, { size: 1 })).recipes;
      const plan = await app.services.mealPlans.save(
        identity,
        app.services.mealPlans.currentWeekStart(),
        recipe ? [{ day: 'MON', meal: 'DINNER', recipeId: recipe.id, servings: 2 }] : [],
      );
      return String(plan.id);
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
