import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loyaltyPartnerPage } from '../features/loyalty/api/loyalty-vouchers.server.ts';
import { PartnerRewardsPage } from '../features/loyalty/components/loyalty-vouchers-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-partner-rewards';

/** The partner's rewards (decision 0086); the partner's name is configured. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.partnerName ?? ''} rewards` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyPartnerPage(context, await requireCustomer(request, context));
}

export default function LoyaltyPartnerRewardsPage({ loaderData }: Route.ComponentProps) {
  return <PartnerRewardsPage data={loaderData} />;
}
