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
  return [{ title: 'Order a replacement card' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyCard(context, await requireCustomer(request, context));
}

export default function LoyaltyReplacementCardPage({ loaderData }: Route.ComponentProps) {
  return <ReplacementCardPage schemeName={loaderData.schemeName} card={loaderData.card} />;
}
