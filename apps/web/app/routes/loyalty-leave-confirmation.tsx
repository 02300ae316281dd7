import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loyaltyCard } from '../features/loyalty/api/loyalty.server.ts';
import { LeftPage } from '../features/loyalty/components/loyalty-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-leave-confirmation';

/** After leaving the scheme (decision 0086). */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `You have left ${loaderData?.schemeName ?? ''}` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyCard(context, await requireCustomer(request, context));
}

export default function LoyaltyLeftPage({ loaderData }: Route.ComponentProps) {
  return <LeftPage schemeName={loaderData.schemeName} />;
}
