import type { Viewer } from '@grocer/domain/identity/viewer';
import { viewerTrolleyOf } from '@grocer/domain/trolley/trolley-summary';
import { identityContext } from '@grocer/server/web/load-context';
import type { RouterContextProvider } from 'react-router';
import { getServices } from './services.server.ts';

/**
 * What the page frame shows about whoever is asking (decision 0020), with their trolley: the
 * header summary and the lines the add buttons become steppers for (decision 0032). On a shared
 * page identity answers anonymous, so this is the anonymous viewer there; the client fetches the
 * real one from `/ecom/resources/viewer`.
 */
export async function loadViewer(context: Readonly<RouterContextProvider>): Promise<Viewer> {
  const identity = await context.get(identityContext)();
  const services = getServices(context);
  const viewer = await services.identity.viewer(identity);
  if (!viewer.signedIn) return viewer;
  const trolley = await services.trolley.currentTrolley(identity);
  return trolley ? { ...viewer, trolley: viewerTrolleyOf(trolley) } : viewer;
}
