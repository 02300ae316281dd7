import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loyaltyCard } from '../features/loyalty/api/loyalty.server.ts';
import { BecomeAMemberPage } from '../features/loyalty/components/loyalty-card-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-become-a-member';

/** Become a member (decision 0086): what the scheme gives; Join posts to join's own action. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Become a ${loaderData?.schemeName ?? ''} member` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyCard(context, await requireCustomer(request, context));
}

export default function LoyaltyBecomeAMemberPage({ loaderData }: Route.ComponentProps) {
  return <BecomeAMemberPage schemeName={loaderData.schemeName} member={loaderData.card !== null} />;
}
