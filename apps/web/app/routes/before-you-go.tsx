import { redirect } from 'react-router';
import { interstitialsEntry } from '../features/interstitials/lib/interstitial-paths.ts';
import { toRoutePath } from '../lib/app-path.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/before-you-go';

/** /beforeYouGo (spec doc 1 §2): the interstitials' first step, keeping the query (decision 0093). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  throw redirect(toRoutePath(interstitialsEntry(new URL(request.url).searchParams)));
}
