import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { replacementOrdered } from '../features/loyalty/api/loyalty-card.server.ts';
import { ReplacementSuccessPage } from '../features/loyalty/components/loyalty-card-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-replacement-card-success';

/** The replacement card's success step (decision 0086). */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: 'Your replacement card is on its way' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return replacementOrdered(request, context, await requireCustomer(request, context));
}

export default function LoyaltyReplacementSuccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <ReplacementSuccessPage
      schemeName={loaderData.schemeName}
      card={loaderData.card}
      sentTo={loaderData.sentTo}
    />
  );
}
