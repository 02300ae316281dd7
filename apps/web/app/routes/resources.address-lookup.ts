import { isSignedIn } from '@grocer/domain/identity/identity';
import { identityContext } from '@grocer/server/web/load-context';
import { postcodeLookupService } from '../features/addresses/api/address-book.server.ts';
import { lookupQueryOf } from '../features/addresses/lib/lookup-query.ts';
import type { Route } from './+types/resources.address-lookup';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * The postcode lookup for the address forms' combobox (decision 0029): `?postcode=` (and
 * `container=` to open a RESULT_SET) answers suggestions; `?suggestion=` the address to fill in.
 * Signed-in shoppers only, like the forms. A provider that fails answers `unavailable` (200),
 * so the form says so and stays usable by hand.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await context.get(identityContext)();
  if (!isSignedIn(identity)) {
    return Response.json(
      { message: 'Sign in to look up addresses.' },
      { status: 401, headers: PRIVATE },
    );
  }
  const query = lookupQueryOf(new URL(request.url).searchParams);
  const lookup = postcodeLookupService(context);
  switch (query.kind) {
    case 'none':
      return Response.json(
        { message: 'Send a postcode (2 to 40 characters) or a suggestion id.' },
        { status: 400, headers: PRIVATE },
      );
    case 'find': {
      const found = await lookup.find(
        query.text,
        query.container ? { container: query.container } : undefined,
      );
      return Response.json(
        found.outcome === 'ok'
          ? { outcome: 'ok', suggestions: found.value }
          : { outcome: 'unavailable' },
        { headers: PRIVATE },
      );
    }
    case 'retrieve': {
      const retrieved = await lookup.retrieve(query.suggestionId);
      return Response.json(
        retrieved.outcome === 'ok'
          ? { outcome: 'ok', address: retrieved.value }
          : { outcome: 'unavailable' },
        { headers: PRIVATE },
      );
    }
  }
}
