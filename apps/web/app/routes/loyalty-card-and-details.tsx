import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loyaltyCard } from '../features/loyalty/api/loyalty.server.ts';
import { CardAndDetailsPage } from '../features/loyalty/components/loyalty-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-card-and-details';

/** The member's card and details (decision 0086). */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: 'Card and details' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyCard(context, await requireCustomer(request, context));
}

export default function LoyaltyCardAndDetailsPage({ loaderData }: Route.ComponentProps) {
  return <CardAndDetailsPage schemeName={loaderData.schemeName} card={loaderData.card} />;
}
