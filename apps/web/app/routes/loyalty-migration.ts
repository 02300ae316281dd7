import { redirect } from 'react-router';
import { loyaltyMigrationTarget } from '../features/loyalty/lib/loyalty-paths.ts';
import { toRoutePath } from '../lib/app-path.ts';
import type { Route } from './+types/loyalty-migration';

/**
 * The loyalty pages' old addresses (spec doc 3 §2 migration paths: vouchers, rewards,
 * competitions, benefits, card-and-details; decision 0086): a permanent redirect to the page
 * that shows it now, keeping the query. Any other old address is not found.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const target = loyaltyMigrationTarget(params.page);
  if (target === null) throw new Response('Not found', { status: 404 });
  const { search } = new URL(request.url);
  throw redirect(`${toRoutePath(target)}${search}`, 301);
}
