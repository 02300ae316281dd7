import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import { type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * The trolley's flags through the API (GraphQL getTrolley; decision 0056), each both ways, from
 * the real state: `amendingOrder` from the order being amended, `instantCheckout` from the
 * domain's instant-checkout rule, `slotChangeable` from the amend cut-off.
 */

let world: OrderWorld;
/** The shop's clock, moved forward past an amend cut-off by one test. */
let aheadMs = 0;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 420, now: () => new Date(Date.now() + aheadMs) });
});

afterAll(() => world.close());

async function flagsOf(shopper: SlotShopper, orderId: string) {
  // A token of the shop's clock's time (it may have been moved on days).
  const token = world.t.app.identityService.issueAccessToken(shopper.identity).accessToken;
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      query: `query Flags($orderId: String!) { getTrolley(orderId: $orderId) {
        trolley { orderId amendingOrder instantCheckout slotChangeable } failures { message type } } }`,
      variables: { orderId },
    },
  });
  const body = response.json() as {
    data: { getTrolley: { trolley: Record<string, unknown> | null; failures: unknown[] } };
  };
  expect(body.data.getTrolley.failures ?? []).toEqual([]);
  return body.data.getTrolley.trolley;
}

describe('the trolley flags', () => {
  it('proves instantCheckout is true with a saved card, a held slot and the minimum met, and false once a gift card is applied (it needs the full checkout)', async () => {
    const { shopper, orderId } = await world.shoppers.ready();
    expect(await flagsOf(shopper, orderId)).toEqual({
      orderId,
      amendingOrder: false,
      instantCheckout: true,
      slotChangeable: true,
    });
    const card = await world.tenders.giftCard({ balance: 100 });
    await world.tenders.applyCard(orderId, shopper.id, card.id);
    expect(await flagsOf(shopper, orderId)).toMatchObject({ instantCheckout: false });
  });

  it('proves instantCheckout is false without a saved card', async () => {
    const { shopper, orderId } = await world.shoppers.ready();
    const [saved] = (await world.t.app.services.paymentCards.list(shopper.identity)) ?? [];
    await world.t.app.services.paymentCards.remove(shopper.identity, saved?.id as number);
    expect(await flagsOf(shopper, orderId)).toMatchObject({ instantCheckout: false });
  });

  it('proves amendingOrder is true for the trolley of an order being amended, whose slot may be changed until the amend cut-off and not after', async () => {
    const { t } = world;
    const { shopper, orderId, input } = await world.shoppers.ready();
    const placed = await t.app.services.orders.placeOrder(shopper.identity, input());
    expect(placed).toMatchObject({ outcome: 'placed' });
    expect(await t.app.services.orderAmend.amendOrder(shopper.identity, orderId)).toMatchObject({
      outcome: 'ok',
    });
    expect(await flagsOf(shopper, orderId)).toMatchObject({
      amendingOrder: true,
      slotChangeable: true,
    });

    const amending = await t.app.services.orderAmend.amendingOrder(shopper.identity);
    const cutoff = new Date(amending?.amendOrderCutoffDateTime as string).getTime();
    aheadMs = cutoff - Date.now() + 60_000;
    try {
      expect(await flagsOf(shopper, orderId)).toMatchObject({
        amendingOrder: true,
        slotChangeable: false,
      });
    } finally {
      aheadMs = 0;
    }
  });
});
