import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  type LinkCardRefusal,
  linkCard,
  loyaltyCard,
} from '../features/loyalty/api/loyalty.server.ts';
import { LinkCardPage } from '../features/loyalty/components/loyalty-pages.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/loyalty-link-card';

/** Link a card the shopper holds (decision 0086): the form posts here, then the welcome page. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Add your ${loaderData?.schemeName ?? ''} card` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loyaltyCard(context, await requireCustomer(request, context, 'customer'));
}

export async function action({ request, context }: Route.ActionArgs) {
  return linkCard(request, context, await requireCustomer(request, context, 'customer'));
}

export default function LoyaltyLinkCardPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkCardPage
      schemeName={loaderData.schemeName}
      refusal={(actionData as LinkCardRefusal | undefined) ?? null}
    />
  );
}
