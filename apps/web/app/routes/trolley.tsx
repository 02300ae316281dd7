import { isStaffSignOn } from '@grocer/domain/identity/identity';
import { interstitialConditionMet } from '@grocer/domain/interstitials/interstitial-condition';
import { trolleyRestoredNotice } from '@grocer/domain/messages/staff-messages';
import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import { RECOMMENDATIONS_HEADING } from '@grocer/domain/trolley/trolley-messages';
import { data, redirect, useRouteLoaderData } from 'react-router';
import { PageContainer, PageSection } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { loadBasketBuilder } from '../features/basket-builder/api/basket-builder.server.ts';
import { BasketBuilderPanel } from '../features/basket-builder/components/basket-builder-panel.tsx';
import { startOf } from '../features/basket-builder/lib/basket-builder-paths.ts';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { FavouriteToggle } from '../features/favourites/components/favourite-toggle.tsx';
import { interstitialsEntry } from '../features/interstitials/lib/interstitial-paths.ts';
import { amendingView } from '../features/order-amend/api/order-amend.server.ts';
import { AmendingBanner } from '../features/order-amend/components/amending-banner.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { SLOT_HREF } from '../features/shell/lib/header-links.ts';
import { BrokenTrolleyPanel } from '../features/staff/components/broken-trolley-panel.tsx';
import {
  noticeCountOf,
  TROLLEY_RESTORED_PARAM,
} from '../features/staff/lib/broken-trolley-paths.ts';
import { loadTrolleyPage } from '../features/trolley/api/trolley-page.server.ts';
import { trolleyPageAction } from '../features/trolley/api/trolley-page-actions.server.ts';
import { TrolleyControl } from '../features/trolley/components/trolley-control.tsx';
import { TrolleyPageView } from '../features/trolley/components/trolley-page-view.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/trolley';
import { cardActionIn } from './card-actions.tsx';
import { RecommendationsStrip } from './recommendations-strip.tsx';

/** The shopper's own page: never a shared page, never stored (decision 0020). */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: PAGE_TITLES.myTrolley }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const staff = isStaffSignOn(identity);
  const query = new URL(request.url).searchParams;
  const [page, saved, amending, basketBuilder] = await Promise.all([
    loadTrolleyPage(context, identity),
    staff ? getServices(context).trolley.savedTrolley(identity) : null,
    amendingView(context, identity),
    // The basket builder (decision 0095): shown only when the shopper is eligible.
    loadBasketBuilder(context, identity, query, startOf(query)),
  ]);
  const restored = staff ? noticeCountOf(query.get(TROLLEY_RESTORED_PARAM)) : null;
  return {
    trolley: page.trolley,
    products: page.products,
    recommendations: page.recommendations.map(toProductCardView),
    basketBuilder,
    // Staff signed on as the customer: the broken-trolley tools (decision 0033).
    brokenTrolley: staff ? { saved } : null,
    notice: restored === null ? null : trolleyRestoredNotice(restored),
    amendingBanner: amending?.bannerText ?? null,
    // Checkout goes to the interstitials, keeping the query, unless the condition says checkout.
    interstitialsDone: interstitialConditionMet({ amending: amending !== null, query }),
    interstitialsHref: interstitialsEntry(query),
  };
}

/** The page's forms without JavaScript; with it, the trolley queue makes these changes. */
export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const result = await trolleyPageAction(context, identity, await request.formData());
  if (!result.ok) return data({ error: result.message }, { status: result.status });
  throw redirect('/shop/trolley', 303);
}

export default function TrolleyPage({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <PageContainer>
      {loaderData.amendingBanner && <AmendingBanner text={loaderData.amendingBanner} />}
      <TrolleyPageView
        trolley={loaderData.trolley}
        products={loaderData.products}
        slotBooked={root?.viewer.slotBooked ?? false}
        slotType={root?.viewer.slot?.slotType ?? null}
        error={actionData?.error ?? null}
        hrefs={{
          serviceSelection: SLOT_HREF,
          checkout: '/ecom/checkout',
          shop: '/',
          interstitials: loaderData.interstitialsHref,
        }}
        interstitialsDone={loaderData.interstitialsDone}
        staffTools={
          loaderData.brokenTrolley &&
          (({ lineCount }) => (
            <BrokenTrolleyPanel
              lineCount={lineCount}
              saved={loaderData.brokenTrolley?.saved ?? null}
            />
          ))
        }
        recommendations={
          <>
            {loaderData.basketBuilder && (
              <BasketBuilderPanel
                view={loaderData.basketBuilder}
                action={(suggestion, position) => (
                  <TrolleyControl
                    product={{
                      lineNumber: suggestion.lineNumber,
                      productId: suggestion.productId,
                      name: suggestion.name,
                      defaultQuantity: suggestion.defaultQuantity,
                    }}
                    canAdd
                    analytics={{
                      clickContext: 'trolley_recommendations',
                      productPosition: position + 1,
                    }}
                  />
                )}
              />
            )}
            {loaderData.recommendations.length > 0 && (
              <PageSection title={RECOMMENDATIONS_HEADING} id="trolley-recommendations">
                <RecommendationsStrip
                  placement="trolley"
                  label={RECOMMENDATIONS_HEADING}
                  products={loaderData.recommendations}
                  action={cardActionIn('trolley_recommendations')}
                />
              </PageSection>
            )}
          </>
        }
        notice={loaderData.notice}
        lineExtra={({ lineNumber, name }) => (
          <FavouriteToggle lineNumber={lineNumber} name={name} />
        )}
      />
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
