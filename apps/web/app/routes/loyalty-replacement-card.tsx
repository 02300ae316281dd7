import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loyaltyCard } from '../features/loyalty/api/loyalty.server.ts';
import { ReplacementCardPage } from '../features/loyalty/components/loyalty-card-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-replacement-card';

/** Order a replacement card (decision 0086): the card held, then the address step. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  // The route's fixed title (spec doc 1 §2: page titles are fixed per route).
  return [{ title: PAGE_TITLES.orderReplacementCard }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyCard(context, await requireCustomer(request, context));
}

export default function LoyaltyReplacementCardPage({ loaderData }: Route.ComponentProps) {
  return <ReplacementCardPage schemeName={loaderData.schemeName} card={loaderData.card} />;
}
