import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import { InterstitialPage } from '../features/interstitials/components/interstitial-page.tsx';
import styles from '../features/interstitials/components/interstitials.module.css';
import { RouteError } from '../features/shell/components/route-error.tsx';
import type { Route } from './+types/interstitials';
import { cardActionIn } from './card-actions.tsx';
import { OfferSaving } from './interstitial-offer-saving.tsx';
import { interstitialPageData } from './interstitial-page.server.ts';

/**
 * A checkout step before checkout (spec doc 1 §2 interstitials/{stepId}, doc 3 §3; decision
 * 0093): the step indicator, the interstitial's products with the trolley control, Next and
 * Continue to checkout. The shopper's own page: never shared, never stored.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Before you go' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return interstitialPageData(request, context, params.stepId, true);
}

export default function Interstitials({ loaderData }: Route.ComponentProps) {
  return <InterstitialView data={loaderData} />;
}

/** The page of an interstitial, a step or on its own. */
export function InterstitialView({ data }: { data: Route.ComponentProps['loaderData'] }) {
  return (
    <PageContainer>
      <InterstitialPage
        title={data.title}
        indicator={data.indicator}
        intro={data.intro}
        offers={
          data.offers.length > 0 && (
            <ul className={styles.offers}>
              {data.offers.map((offer) => (
                <OfferSaving key={offer.promotionId} offer={offer} saved={null} />
              ))}
            </ul>
          )
        }
        products={
          <ProductGrid
            products={data.products}
            label={data.title}
            action={cardActionIn('interstitials')}
          />
        }
        nextHref={data.nextHref}
        checkoutHref={data.checkoutHref}
      />
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
