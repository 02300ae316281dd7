import type { Viewer } from '@grocer/domain/identity/viewer';
import { identityContext } from '@grocer/server/web/load-context';
import type { RouterContextProvider } from 'react-router';
import { getServices } from './services.server.ts';

/**
 * What the page frame shows about whoever is asking (decision 0020), with their trolley: the
 * header summary and the lines the add buttons become steppers for (decision 0032). On a shared
 * page identity answers anonymous, so this is the anonymous viewer there; the client fetches the
 * real one from `/ecom/resources/viewer`. The trolley is one read of the open trolley, and never
 * opens one (decision 0031): the order id comes along only when the shopper has lines; the first
 * change asks for it otherwise.
 */
export async function loadViewer(context: Readonly<RouterContextProvider>): Promise<Viewer> {
  const identity = await context.get(identityContext)();
  const services = getServices(context);
  // Anonymous, the trolley answers empty without a lookup.
  const [viewer, trolley] = await Promise.all([
    services.identity.viewer(identity),
    services.trolley.viewerTrolley(identity),
  ]);
  return viewer.signedIn ? { ...viewer, trolley } : viewer;
}
