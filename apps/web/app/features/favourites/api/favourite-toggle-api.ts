import { ClientCallError } from '../../../lib/client-fetch.ts';
import { type GraphqlOptions, graphqlRequest } from '../../../lib/graphql-client.ts';

/**
 * The heart's call from the browser (decision 0080): the favourites context's GraphQL mutations,
 * the twins of the spec's PUT and DELETE favourites/{lineNumber} (v2), through the same service
 * and checks. Signed in by the session cookie, with its CSRF token (graphql-client.ts).
 */

const ADD = `mutation addFavourite($lineNumber: String!) {
  addFavourite(lineNumber: $lineNumber) { favourite { lineNumber favourite } failures { message type } }
}`;
const REMOVE = `mutation removeFavourite($lineNumber: String!) {
  removeFavourite(lineNumber: $lineNumber) { favourite { lineNumber favourite } failures { message type } }
}`;

interface FavouritePayload {
  favourite: { lineNumber: string; favourite: boolean } | null;
  failures: { message: string; type: string }[] | null;
}

/** Makes `lineNumber` a favourite or not; raises when the server did not (a failure, a fault). */
export async function sendFavouriteToggle(
  lineNumber: string,
  favourite: boolean,
  options: GraphqlOptions = {},
): Promise<void> {
  const data = favourite
    ? (await graphqlRequest<{ addFavourite: FavouritePayload }>(ADD, { lineNumber }, options))
        .addFavourite
    : (await graphqlRequest<{ removeFavourite: FavouritePayload }>(REMOVE, { lineNumber }, options))
        .removeFavourite;
  const failure = data.failures?.[0];
  if (failure || data.favourite?.favourite !== favourite) {
    throw new ClientCallError(failure?.message ?? 'The favourite was not changed', 200);
  }
}
