import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  orderReplacementCard,
  replacementAddresses,
} from '../features/loyalty/api/loyalty-card.server.ts';
import { ReplacementAddressPage } from '../features/loyalty/components/loyalty-card-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-replacement-card-address';

/**
 * The replacement card's address step (decision 0086): one of the shopper's addresses, the one
 * on file chosen; the form posts here, then the success step.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: 'Where should we send your card?' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return replacementAddresses(context, await requireCustomer(request, context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return orderReplacementCard(request, context, await requireCustomer(request, context));
}

export default function LoyaltyReplacementAddressPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <ReplacementAddressPage
      schemeName={loaderData.schemeName}
      card={loaderData.card}
      addresses={loaderData.addresses}
      refusal={actionData ?? null}
    />
  );
}
