import type { Identity } from '@grocer/domain/identity/identity';
import type { InterstitialKind } from '@grocer/domain/interstitials/interstitial-steps';
import type { InterstitialsView } from '@grocer/server/contexts/interstitials/interstitials.contract';
import type { RouterContextProvider } from 'react-router';
import { requestLog } from '../../../lib/request-log.server.ts';
import { getServices } from '../../../lib/services.server.ts';

/** Spec doc 2 §7 and §9: the interstitials fetch's deadline, 4 s. */
const DEADLINE_MS = 4000;

/**
 * The interstitials for the page (decision 0093), or null when they failed or were late: the
 * shopper then goes straight to checkout, and the failure is logged. Checkout is never blocked.
 */
export async function loadInterstitials(
  context: Readonly<RouterContextProvider>,
  identity: Identity,
  stepId: InterstitialKind | null,
): Promise<InterstitialsView | null> {
  const services = getServices(context);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const orderId = await services.trolley.currentOrderId(identity);
    if (orderId === null) return null;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        requestLog(context).warn({ reason: 'timeout' }, 'interstitials skipped');
        resolve(null);
      }, DEADLINE_MS);
    });
    const view = await Promise.race([
      services.interstitials.interstitials(identity, orderId, stepId),
      late,
    ]);
    if (view && !view.complete) {
      requestLog(context).warn({ reason: 'timeout' }, 'interstitials skipped');
      return null;
    }
    return view;
  } catch (error) {
    requestLog(context).warn({ err: error, reason: 'error' }, 'interstitials skipped');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
