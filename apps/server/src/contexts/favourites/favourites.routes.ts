import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { FavouritesService } from './favourites.contract.ts';
import { favouriteParamsSchema } from './favourites.schemas.ts';

const putFavourite = apiDoc({
  operationId: 'putFavourite',
  access: 'customer',
  tag: 'favourites',
  summary:
    'Makes a product one of the shopper’s favourites (spec doc 3 §7: PUT favourites/{lineNumber}, v2).',
  description:
    'Answers `{ lineNumber, favourite: true }`. Adding a favourite already there changes nothing and answers the same, from any server process. Cookie callers send the CSRF header.',
  params: favouriteParamsSchema,
  errors: ['UNAUTHENTICATED', 'PRODUCT_NOT_FOUND'],
});

const deleteFavourite = apiDoc({
  operationId: 'deleteFavourite',
  access: 'customer',
  tag: 'favourites',
  summary:
    'Removes a product from the shopper’s favourites (spec doc 3 §7: DELETE favourites/{lineNumber}, v2).',
  description:
    'Answers `{ lineNumber, favourite: false }`. Removing one that is not a favourite changes nothing and answers the same; a line number the catalogue does not know (and the shopper never chose) is a 404.',
  params: favouriteParamsSchema,
  errors: ['UNAUTHENTICATED', 'PRODUCT_NOT_FOUND'],
});

/** Who is asking comes first (decision 0026): a stranger gets 401 whatever the path says. */
const signedInCaller = (request: FastifyRequest) => signedInIdentity(request, M.SIGN_IN_TO_CHANGE);

/** The spec's favourites calls (doc 3 §7; decision 0079). Answers are `no-store`. */
export async function favouritesRoutes(
  app: FastifyInstance,
  options: { favourites: FavouritesService },
) {
  const { favourites } = options;
  answerNoStore(app);

  app.put('/favourites/v2/favourites/:lineNumber', putFavourite, async (request) => {
    const identity = await signedInCaller(request);
    const { lineNumber } = parseInput(favouriteParamsSchema, request.params, 'params');
    return favourites.add(identity.customerId, lineNumber);
  });

  app.delete('/favourites/v2/favourites/:lineNumber', deleteFavourite, async (request) => {
    const identity = await signedInCaller(request);
    const { lineNumber } = parseInput(favouriteParamsSchema, request.params, 'params');
    return favourites.remove(identity.customerId, lineNumber);
  });
}
