import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import type { OffersService } from './offers.contract.ts';
import {
  bundleParamsSchema,
  bundleQuerySchema,
  mealDealParamsSchema,
  offerPagingSchema,
  offerParamsSchema,
  offerProductsQuerySchema,
  offersQuerySchema,
} from './offers.schemas.ts';

const listOffers = apiDoc({
  operationId: 'listOffers',
  tag: 'offers',
  access: 'public',
  summary: 'Live offers, the largest first.',
  query: offersQuerySchema,
});

const getOffer = apiDoc({
  operationId: 'getOffer',
  tag: 'offers',
  access: 'public',
  summary: 'One live offer and a page of its products.',
  params: offerParamsSchema,
  query: offerPagingSchema,
  errors: ['OFFER_NOT_FOUND'],
});

const listOfferProducts = apiDoc({
  operationId: 'listOfferProducts',
  tag: 'offers',
  access: 'public',
  summary: 'A page of products on offer, in a category or of one offer type.',
  query: offerProductsQuerySchema,
  errors: ['CATEGORY_NOT_FOUND'],
});

const getMealDeal = apiDoc({
  operationId: 'getMealDeal',
  tag: 'offers',
  access: 'public',
  summary: 'One live meal deal: its price and groups (main, side, drink) with their products.',
  params: mealDealParamsSchema,
  errors: ['OFFER_NOT_FOUND'],
});

const listBundles = apiDoc({
  operationId: 'listBundles',
  tag: 'offers',
  access: 'public',
  summary: 'The bundles, Christmas ones too.',
});

const getBundle = apiDoc({
  operationId: 'getProductsBundle',
  tag: 'offers',
  access: 'public',
  summary: 'One bundle (products-bundle): its title and groups with thresholds and products.',
  params: bundleParamsSchema,
  query: bundleQuerySchema,
  errors: ['BUNDLE_NOT_FOUND'],
});

/** Offers REST calls (under /api): live offers, one offer's products, products on offer. */
export async function offersRoutes(app: FastifyInstance, options: { offers: OffersService }) {
  const { offers } = options;

  app.get('/offers/v1/offers', listOffers, async (request) => {
    const query = parseInput(offersQuerySchema, request.query, 'query');
    return { offers: await offers.listOffers(query) };
  });

  app.get('/offers/v1/offers/:offerId', getOffer, async (request) => {
    const { offerId } = parseInput(offerParamsSchema, request.params, 'params');
    const paging = parseInput(offerPagingSchema, request.query, 'query');
    const found = await offers.getOffer(offerId, paging);
    if (!found) {
      throw new AppError('OFFER_NOT_FOUND', `No live offer with id ${offerId}`);
    }
    return found;
  });

  app.get('/offers/v1/meal-deals/:mealDealId', getMealDeal, async (request) => {
    const { mealDealId } = parseInput(mealDealParamsSchema, request.params, 'params');
    const mealDeal = await offers.getMealDeal(mealDealId);
    if (!mealDeal) {
      throw new AppError('OFFER_NOT_FOUND', `No live meal deal with id ${mealDealId}`);
    }
    return { mealDeal };
  });

  app.get('/offers/v1/products-bundle', listBundles, async () => ({
    bundles: await offers.listBundles(),
  }));

  app.get('/offers/v1/products-bundle/:bundleName', getBundle, async (request) => {
    const { bundleName } = parseInput(bundleParamsSchema, request.params, 'params');
    const { christmas } = parseInput(bundleQuerySchema, request.query, 'query');
    const bundle = await offers.getBundle(bundleName, christmas);
    if (!bundle) throw new AppError('BUNDLE_NOT_FOUND', `No bundle called ${bundleName}`);
    return { bundle };
  });

  app.get('/offers/v1/products', listOfferProducts, async (request) => {
    const query = parseInput(offerProductsQuerySchema, request.query, 'query');
    return offers.listOfferProducts(query);
  });
}
