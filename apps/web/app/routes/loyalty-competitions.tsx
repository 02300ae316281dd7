import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loyaltyCard } from '../features/loyalty/api/loyalty.server.ts';
import { CompetitionsPage } from '../features/loyalty/components/loyalty-pages.tsx';
import { requireFlag } from '../lib/flags.server.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-competitions';

/** Competitions (spec doc 3 §2: only while the loyalty_competitions flag is on; 404 otherwise). */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.schemeName ?? ''} competitions` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireFlag(context, 'loyalty_competitions');
  return loyaltyCard(context, await requireCustomer(request, context));
}

export default function LoyaltyCompetitionsPage({ loaderData }: Route.ComponentProps) {
  return <CompetitionsPage schemeName={loaderData.schemeName} />;
}
