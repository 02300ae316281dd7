import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  myOffers,
  type OfferActionResult,
  runOfferAction,
} from '../features/incentives/api/incentives.server.ts';
import styles from '../features/incentives/components/my-offers.module.css';
import { MY_OFFERS_TITLE, MyOffers } from '../features/incentives/components/my-offers.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/my-offers';

/**
 * My offers (issue 27 part C, decision 0088): the member's personal offers with Load and Unload.
 * The shopper's own, so never a shared page and never stored.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: MY_OFFERS_TITLE }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  return myOffers(context, identity);
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  return runOfferAction(request, context, identity);
}

export default function MyOffersPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{MY_OFFERS_TITLE}</h1>
        <MyOffers
          member={loaderData.member}
          offers={loaderData.offers}
          result={(actionData as OfferActionResult | undefined) ?? null}
        />
      </div>
    </PageContainer>
  );
}
