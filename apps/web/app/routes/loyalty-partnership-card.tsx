import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { partnershipCard } from '../features/loyalty/api/loyalty-card.server.ts';
import { PartnershipCardPage } from '../features/loyalty/components/loyalty-card-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-partnership-card';

/** The partnership card and details (decision 0086); the partner's name is configured. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: 'Partnership card and details' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return partnershipCard(context, await requireCustomer(request, context));
}

export default function LoyaltyPartnershipCardPage({ loaderData }: Route.ComponentProps) {
  return (
    <PartnershipCardPage
      schemeName={loaderData.schemeName}
      partnerName={loaderData.partnerName}
      card={loaderData.card}
      member={loaderData.member}
    />
  );
}
