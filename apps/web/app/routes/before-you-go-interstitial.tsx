import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import type { Route } from './+types/before-you-go-interstitial';
import { interstitialPageData } from './interstitial-page.server.ts';
import { InterstitialView } from './interstitials.tsx';

/**
 * One interstitial on its own page (spec doc 1 §2 beforeYouGo/{interstitialId}; decision 0093):
 * its products and Continue to checkout. Never shared, never stored.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Before you go' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return interstitialPageData(request, context, params.interstitialId, false);
}

export default function BeforeYouGoInterstitial({ loaderData }: Route.ComponentProps) {
  return <InterstitialView data={loaderData} />;
}

export { RouteError as ErrorBoundary };
