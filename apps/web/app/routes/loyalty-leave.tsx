import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { leaveScheme, loyaltyCard } from '../features/loyalty/api/loyalty.server.ts';
import { LeavePage } from '../features/loyalty/components/loyalty-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-leave';

/** Leave the scheme, with confirmation (decision 0086): leaving clears the card. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Leave ${loaderData?.schemeName ?? ''}` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyCard(context, await requireCustomer(request, context, 'customer'));
}

export async function action({ request, context }: Route.ActionArgs) {
  return leaveScheme(context, await requireCustomer(request, context, 'customer'));
}

export default function LoyaltyLeavePage({ loaderData }: Route.ComponentProps) {
  return <LeavePage schemeName={loaderData.schemeName} member={loaderData.card !== null} />;
}
