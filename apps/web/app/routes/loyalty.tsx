import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loyaltyHub } from '../features/loyalty/api/loyalty.server.ts';
import { LoyaltyHub } from '../features/loyalty/components/loyalty-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty';

/** The loyalty hub (decision 0086): the shopper's own, never shared or stored. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.schemeName ?? '' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyHub(request, context, await requireCustomer(request, context));
}

export default function LoyaltyHubPage({ loaderData }: Route.ComponentProps) {
  return <LoyaltyHub data={loaderData} />;
}
