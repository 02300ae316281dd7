import { consentFromCookies, isAllowed } from '@grocer/domain/consent/cookie-consent';
import {
  type ExperimentAssignments,
  visitorIdFromCookies,
  visitorSetCookie,
} from '@grocer/domain/experiments/experiment-catalogue';
import { experimentsContext } from '@grocer/server/web/load-context';
import type { RouterContextProvider } from 'react-router';
import { getServices } from './services.server.ts';

/** The experiments this request renders with, as the server assigned them (decision 0072). */
export function pageExperiments(context: Readonly<RouterContextProvider>): ExperimentAssignments {
  return context.get(experimentsContext);
}

/**
 * At sign-in (decision 0072): the customer's experiments follow them. Where the visitor allowed
 * experiments, the customer keeps the visitor id of their first such sign-in; a browser with
 * another id adopts it (the Set-Cookie returned), so the shopper sees the same variations on
 * every device, and an anonymous visitor signing in for the first time keeps theirs.
 */
export async function adoptVisitorCookie(
  context: Readonly<RouterContextProvider>,
  request: Request,
  customerId: number,
): Promise<string | null> {
  const cookies = request.headers.get('cookie');
  if (!isAllowed(consentFromCookies(cookies), 'experimental')) return null;
  const browser = visitorIdFromCookies(cookies);
  const adopted = await getServices(context).experiments.visitorForCustomer(customerId, browser);
  if (adopted === null || adopted === browser) return null;
  return visitorSetCookie({
    allowed: true,
    current: adopted,
    newId: () => adopted,
    secure: new URL(request.url).protocol === 'https:',
  });
}
