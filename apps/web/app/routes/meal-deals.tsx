import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { AppLink } from '../components/ui/app-link.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { offerEndsText } from '../features/offers/components/offer-summary.tsx';
import { mealDealHref } from '../features/offers/lib/meal-deal-urls.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/meal-deals';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ context }: Route.LoaderArgs) {
  const offers = await getServices(context).offers.listOffers({ offerType: 'MEAL_DEAL' });
  return {
    deals: offers.map((offer) => ({
      name: offer.name,
      description: offer.description,
      ends: offerEndsText(offer.expiryDate),
      href: mealDealHref(offer.offerId, offer.name),
    })),
  };
}

export function meta() {
  return [{ title: 'Meal deals - Offers' }];
}

/** The live meal deals (spec doc 3 §2 shop/featured/meal-deals; decision 0092), each to build. */
export default function MealDealsPage({ loaderData }: Route.ComponentProps) {
  const { deals } = loaderData;
  return (
    <PageContainer>
      <h1>Meal deals</h1>
      {deals.length === 0 ? (
        <p>There are no meal deals at the moment. Please check back soon.</p>
      ) : (
        <ul aria-label="Meal deals">
          {deals.map((deal) => (
            <li key={deal.href}>
              <AppLink href={`/ecom${deal.href}`}>{deal.name}</AppLink>
              {deal.description && <p>{deal.description}</p>}
              {deal.ends && <p>{deal.ends}</p>}
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
