import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { apiDoc } from '../../http/route-table.ts';
import { answerNoStore, signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { FavouritesService } from './favourites.contract.ts';
import {
  EXPERIENCE_HEADER,
  FAVOURITES_EXPERIENCE,
  favouriteParamsSchema,
  favouritesParamsSchema,
  favouritesQuerySchema,
} from './favourites.schemas.ts';

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

const getFavourites = apiDoc({
  operationId: 'getFavourites',
  access: 'customer',
  tag: 'favourites',
  summary:
    'The shopper’s favourites: the summary (one page of it) and the forgotten products (spec doc 3 §7: GET favourites/{customerOrderId}, v1).',
  description: `\`customerOrderId\` is the shopper's open trolley (the shopping context's); another's is a 404. The summary holds the products the shopper chose (the heart), bought online and bought in our branches (\`includes\`: bought-online, bought-in-branch, user-selected; all three by default), each with \`userSelected\` and its \`purchaseFrequency\` (shops in the last year, last bought, the usual quantity); sorted by \`sortBy\` (CATEGORY or PURCHASE_FREQUENCY), 48 a page from \`start\`. \`offerflag\` keeps products on offer, \`promotionflag\` products in a loyalty-scheme offer; \`categoryIds\` (comma-separated) narrows to categories; \`categories\` lists the aisles with counts unless \`ignoreCategories\`. Forgotten products: bought at least twice before the last 3 shops (online orders and branch visits) and not in them, at most 12. The spec's experience header, when sent, must be \`experience: ${FAVOURITES_EXPERIENCE}\`.`,
  params: favouritesParamsSchema,
  query: favouritesQuerySchema,
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  owns: { param: 'customerOrderId', resource: 'trolley' },
});

/** The spec's experience header: optional, and when sent, the favourites experience's. */
function checkExperience(value: string | string[] | undefined): void {
  if (value === undefined || value === FAVOURITES_EXPERIENCE) return;
  const message = `must be ${FAVOURITES_EXPERIENCE}`;
  throw new AppError('VALIDATION_FAILED', `Invalid headers.${EXPERIENCE_HEADER}: ${message}`, {
    issues: [{ field: `headers.${EXPERIENCE_HEADER}`, message }],
  });
}

/** Who is asking comes first (decision 0026): a stranger gets 401 whatever the path says. */
const signedInCaller = (request: FastifyRequest) => signedInIdentity(request, M.SIGN_IN_TO_CHANGE);

/** The spec's favourites calls (doc 3 §7; decision 0079). Answers are `no-store`. */
export async function favouritesRoutes(
  app: FastifyInstance,
  options: { favourites: FavouritesService },
) {
  const { favourites } = options;
  answerNoStore(app);
  // Who is asking, then the path, before a body is read: a malformed line number is a 400
  // whatever a body's type (Fastify refuses an unknown one, 415, while parsing it).
  app.addHook('onRequest', async (request) => {
    const params = request.routeOptions.config.doc?.params;
    if (!params) return;
    await signedInIdentity(request, request.method === 'GET' ? M.SIGN_IN : M.SIGN_IN_TO_CHANGE);
    parseInput(params, request.params, 'params');
  });

  app.get('/favourites/v1/favourites/:customerOrderId', getFavourites, async (request) => {
    const identity = await signedInIdentity(request, M.SIGN_IN);
    const { customerOrderId } = parseInput(favouritesParamsSchema, request.params, 'params');
    checkExperience(request.headers[EXPERIENCE_HEADER]);
    const query = parseInput(favouritesQuerySchema, request.query, 'query');
    return favourites.favourites(identity, customerOrderId, query);
  });

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
