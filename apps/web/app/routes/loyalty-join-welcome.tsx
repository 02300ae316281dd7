import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loyaltyCard } from '../features/loyalty/api/loyalty.server.ts';
import { WelcomePage } from '../features/loyalty/components/loyalty-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-join-welcome';

/** After joining (decision 0086): the card, and where to go next. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Welcome to ${loaderData?.schemeName ?? ''}` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyCard(context, await requireCustomer(request, context));
}

export default function LoyaltyJoinWelcomePage({ loaderData }: Route.ComponentProps) {
  return <WelcomePage schemeName={loaderData.schemeName} card={loaderData.card} linked={false} />;
}
