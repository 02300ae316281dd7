import {
  type InterstitialKind,
  isInterstitialKind,
  nextInterstitialStep,
  type StepIndicator,
  stepIndicator,
} from '@grocer/domain/interstitials/interstitial-steps';
import type { MissedOfferView } from '@grocer/server/contexts/interstitials/interstitials.contract';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { loadInterstitials } from '../features/interstitials/api/interstitials.server.ts';
import {
  checkoutHref,
  interstitialStepHref,
} from '../features/interstitials/lib/interstitial-paths.ts';
import {
  MANAGERS_SPECIALS_INTRO,
  withSpecialPrice,
} from '../features/interstitials/lib/special-price.ts';
import { toRoutePath } from '../lib/app-path.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';

export interface InterstitialPageData {
  title: string;
  indicator: StepIndicator | null;
  offers: MissedOfferView[];
  /** What the step says above its products (manager's specials), or null. */
  intro: string | null;
  products: ReturnType<typeof toProductCardView>[];
  nextHref: string | null;
  checkoutHref: string;
}

/**
 * An interstitial page's data (decision 0093). `stepped`: a checkout step (with the indicator
 * and the next step), else one interstitial on its own (beforeYouGo/{interstitialId}). A step
 * with nothing to show passes on to the next; none left, a failure or a late answer: checkout.
 */
export async function interstitialPageData(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
  stepped: boolean,
): Promise<InterstitialPageData> {
  const identity = await requireCustomer(request, context);
  if (!id || !isInterstitialKind(id)) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const toCheckout = toRoutePath(checkoutHref(query));
  const view = await loadInterstitials(context, identity, id);
  if (!view) throw redirect(toCheckout);
  const interstitial = view.interstitials.find((one) => one.id === id);
  if (!interstitial) {
    if (!stepped) throw redirect(toCheckout);
    const index = view.steps.findIndex((step) => step.id === id);
    const after = view.steps.slice(index + 1).find((step) => step.valid);
    throw redirect(after ? toRoutePath(interstitialStepHref(after.id, query)) : toCheckout);
  }
  const next: InterstitialKind | null = stepped ? nextInterstitialStep(view.steps) : null;
  return {
    title: interstitial.label,
    indicator: stepped ? stepIndicator(view.steps) : null,
    offers: interstitial.offers,
    intro: interstitial.specials.length > 0 ? MANAGERS_SPECIALS_INTRO : null,
    // A manager's special shows the price the trolley's pricing engine gives it (decision 0097).
    products: interstitial.products.map((product) =>
      withSpecialPrice(
        toProductCardView(product),
        interstitial.specials.find((special) => special.lineNumber === product.lineNumber),
      ),
    ),
    nextHref: next ? interstitialStepHref(next, query) : null,
    checkoutHref: checkoutHref(query),
  };
}
