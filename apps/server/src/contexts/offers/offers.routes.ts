import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { OffersService } from '../../web/app-services.ts';
import {
  offerPagingSchema,
  offerParamsSchema,
  offerProductsQuerySchema,
  offersQuerySchema,
} from './offers.schemas.ts';

/** Offers REST calls (under /api): live offers, one offer's products, products on offer. */
export async function offersRoutes(app: FastifyInstance, options: { offers: OffersService }) {
  const { offers } = options;

  app.get('/offers/v1/offers', async (request) => {
    const query = parseInput(offersQuerySchema, request.query, 'query');
    return { offers: await offers.listOffers(query) };
  });

  app.get('/offers/v1/offers/:offerId', async (request) => {
    const { offerId } = parseInput(offerParamsSchema, request.params, 'params');
    const paging = parseInput(offerPagingSchema, request.query, 'query');
    const found = await offers.getOffer(offerId, paging);
    if (!found) {
      throw new AppError('OFFER_NOT_FOUND', `No live offer with id ${offerId}`);
    }
    return found;
  });

  app.get('/offers/v1/products', async (request) => {
    const query = parseInput(offerProductsQuerySchema, request.query, 'query');
    return offers.listOfferProducts(query);
  });
}
