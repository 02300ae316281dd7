import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loyaltyPartnerPage } from '../features/loyalty/api/loyalty-vouchers.server.ts';
import { ExperiencesPage } from '../features/loyalty/components/loyalty-vouchers-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-experiences';

/** Member experiences (decision 0086), like benefits: member or not decides the links. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.schemeName ?? ''} experiences` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyPartnerPage(context, await requireCustomer(request, context));
}

export default function LoyaltyExperiencesPage({ loaderData }: Route.ComponentProps) {
  return <ExperiencesPage data={loaderData} />;
}
