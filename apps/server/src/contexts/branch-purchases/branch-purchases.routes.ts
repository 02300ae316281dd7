import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { BranchPurchasesService } from './branch-purchases.contract.ts';
import { boughtInStoreQuerySchema } from './branch-purchases.schemas.ts';

const getBoughtInStore = apiDoc({
  operationId: 'getBoughtInStoreProducts',
  access: 'customer',
  tag: 'bought-in-store',
  summary:
    'The products the shopper bought in our branches in the last year (spec doc 3 §7: Bought-in-store products), most recently bought first.',
  description:
    'Each product carries `timesBought` (branch visits) and `lastBought`. `categories` lists the aisles bought from with their counts (the page’s filter, whose default is All Categories); `categoryId` narrows to one. 48 a page.',
  query: boughtInStoreQuerySchema,
  errors: ['UNAUTHENTICATED'],
});

/** Bought in store (decision 0079). Answers are `no-store`: they are one shopper's. */
export async function branchPurchasesRoutes(
  app: FastifyInstance,
  options: { branchPurchases: BranchPurchasesService },
) {
  const { branchPurchases } = options;
  answerNoStore(app);

  app.get('/bought-in-store/v1/products', getBoughtInStore, async (request) => {
    const identity = await signedInIdentity(request, M.SIGN_IN);
    const query = parseInput(boughtInStoreQuerySchema, request.query, 'query');
    return branchPurchases.boughtInStore(identity.customerId, query);
  });
}
