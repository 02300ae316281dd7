import { storeConsent } from '../features/consent/api/consent.server.ts';
import type { Route } from './+types/resources.cookie-preferences';

/** The cookie banner's and modal's form (decision 0069). */
export async function action({ request }: Route.ActionArgs) {
  return storeConsent(request);
}
