import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { joinScheme, loyaltyCard } from '../features/loyalty/api/loyalty.server.ts';
import { JoinPage } from '../features/loyalty/components/loyalty-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-join';

/** Join the scheme (decision 0086): the form posts here, then the welcome page. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Join ${loaderData?.schemeName ?? ''}` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyCard(context, await requireCustomer(request, context, 'customer'));
}

export async function action({ request, context }: Route.ActionArgs) {
  return joinScheme(context, await requireCustomer(request, context, 'customer'));
}

export default function LoyaltyJoinPage({ loaderData }: Route.ComponentProps) {
  return <JoinPage schemeName={loaderData.schemeName} member={loaderData.card !== null} />;
}
