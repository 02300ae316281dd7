import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loyaltyVouchers } from '../features/loyalty/api/loyalty-vouchers.server.ts';
import { VouchersPage } from '../features/loyalty/components/loyalty-vouchers-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-vouchers';

/** The member's vouchers (decision 0086): the shopper's own, never shared or stored. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.schemeName ?? ''} vouchers` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyVouchers(context, await requireCustomer(request, context));
}

export default function LoyaltyVouchersPage({ loaderData }: Route.ComponentProps) {
  return <VouchersPage data={loaderData} />;
}
