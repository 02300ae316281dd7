import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { QuickShopService } from './quick-shop.contract.ts';
import { trolleyAdditionsSchema } from './quick-shop.schemas.ts';

const usualProducts = apiDoc({
  operationId: 'usualProducts',
  access: 'customer',
  tag: 'quick-shop',
  summary:
    'The shopper’s usual products (favourites and what they buy often, online and in our shops) by aisle, each with the quantity they usually buy.',
  description:
    'Answers `{ aisles: [{ aisle: { id, name } | null, products: [{ product, usualQuantity, favourite, timesBought }] }] }`, aisles A to Z, the products of no known aisle last.',
  errors: ['UNAUTHENTICATED'],
});

const trolleyAdditions = apiDoc({
  operationId: 'addToTrolleyInOneGo',
  access: 'customer',
  tag: 'quick-shop',
  summary:
    'Puts the chosen products in the shopper’s trolley in one batch, and answers what was added, what was there already, and what could not be added with alternatives to swap to.',
  description:
    'Products that cannot be bought now (no longer sold, sold out online, temporarily unavailable, past their last order date, or in a unit no longer sold) are left out and listed under `unavailable` with `alternatives`; the rest go in one all-or-nothing trolley change. A product the trolley already holds as much of, in the same unit, is left alone (`alreadyInTrolley`). `toCheck` lists what the trolley says about lines just added (dates, notice, caps). Cookie callers send the CSRF header.',
  body: trolleyAdditionsSchema,
  errors: ['UNAUTHENTICATED', 'TROLLEY_FULL', 'PRODUCT_NOT_SOLD'],
});

const signedInCaller = (request: FastifyRequest) =>
  signedInIdentity(request, 'Sign in to use quick shop.');

/** The quick shop's calls (decision 0082; the spec names none). Answers are `no-store`. */
export async function quickShopRoutes(
  app: FastifyInstance,
  options: { quickShop: QuickShopService },
) {
  const { quickShop } = options;
  answerNoStore(app);

  app.get('/quick-shop/v1/usual-products', usualProducts, async (request) => {
    const identity = await signedInCaller(request);
    return { aisles: await quickShop.usualProducts(identity) };
  });

  app.post('/quick-shop/v1/trolley-additions', trolleyAdditions, async (request) => {
    const identity = await signedInCaller(request);
    const { items } = parseInput(trolleyAdditionsSchema, request.body, 'body');
    return quickShop.addToTrolley(identity, items);
  });
}
