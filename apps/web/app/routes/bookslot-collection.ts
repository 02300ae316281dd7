import {
  bookingCollectionRewrite,
  COLLECTION_PATH,
} from '@grocer/domain/slot-booking/slot-booking-paths';
import { data, redirect } from 'react-router';
import { trolleyMixOf } from '../features/slots/api/slots.server.ts';
import type { Route } from './+types/bookslot-collection';

/**
 * The generic booking-collection route (spec doc 1 §2), `/bookslot/collection` and
 * `/bookslot/collection/christmas`: rewritten by what the trolley holds to the groceries,
 * entertaining or groceries-and-entertaining collection grid, else to the plain collection page,
 * keeping a trailing christmas segment and the query (decision 0037).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const rest = url.pathname.replace(/^(?:\/ecom)?/, '').slice(COLLECTION_PATH.length);
  const target = bookingCollectionRewrite(rest, url.search, await trolleyMixOf(context));
  if (target === null) throw data({ reason: 'not-found' }, { status: 404 });
  throw redirect(target);
}
