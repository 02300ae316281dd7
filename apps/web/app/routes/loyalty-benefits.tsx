import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loyaltyCard } from '../features/loyalty/api/loyalty.server.ts';
import { BenefitsPage } from '../features/loyalty/components/loyalty-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-benefits';

/** What members get (decision 0086). */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.schemeName ?? ''} benefits` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyCard(context, await requireCustomer(request, context));
}

export default function LoyaltyBenefitsPage({ loaderData }: Route.ComponentProps) {
  return <BenefitsPage schemeName={loaderData.schemeName} member={loaderData.card !== null} />;
}
