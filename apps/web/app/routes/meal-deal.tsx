import { PageContainer, PageSection } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { loadMealDealPage } from '../features/offers/api/meal-deal.server.ts';
import { MealDealBuilder } from '../features/offers/components/meal-deal-builder.tsx';
import { offerEndsText } from '../features/offers/components/offer-summary.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { useTrolleySnapshot } from '../features/trolley/hooks/use-trolley.tsx';
import type { Route } from './+types/meal-deal';
import { cardActionIn } from './card-actions.tsx';

/**
 * A meal deal's page (spec doc 3 §2 meal deal promo path, §4; decision 0092): each group's
 * products with the trolley control, and the shopper's builders with the deal's saving. The
 * builders come from the shopper's trolley, so this is the shopper's own page, never shared or
 * stored; the page's products are the same for all.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadMealDealPage(context, params.mealDealId);
  const groups = page.deal.groups.map((g) => ({
    ...g,
    products: g.products.map(toProductCardView),
  }));
  return { ...page, deal: { ...page.deal, groups } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.deal.name} - Meal deals` : 'Meal deals' }];
}

export default function MealDealPage({ loaderData }: Route.ComponentProps) {
  const { deal, groupOfLine, lines } = loaderData;
  // After hydration the trolley's latest priced answer keeps the builders live as the shopper adds.
  const live = useTrolleySnapshot()?.trolley?.trolleyItems ?? null;
  const ends = offerEndsText(deal.endDate);
  return (
    <PageContainer>
      <h1>{deal.name}</h1>
      {deal.description && <p>{deal.description}</p>}
      {ends && <p>{ends}</p>}
      <div style={{ marginTop: 'var(--space-4)' }}>
        <MealDealBuilder
          promotionId={deal.id}
          pricePence={deal.pricePence}
          groups={deal.groups}
          groupOfLine={groupOfLine}
          lines={lines === null ? null : (live ?? lines)}
        />
      </div>
      {deal.groups.map((group) => (
        <PageSection
          key={group.id}
          id={`meal-deal-group-${group.id}`}
          title={`Choose ${group.threshold} ${group.name.toLowerCase()}`}
        >
          <ProductGrid
            products={group.products}
            label={`${group.name} products`}
            action={cardActionIn('offers')}
          />
        </PageSection>
      ))}
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
