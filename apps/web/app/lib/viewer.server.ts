import type { Viewer } from '@grocer/domain/identity/viewer';
import { identityContext } from '@grocer/server/web/load-context';
import type { RouterContextProvider } from 'react-router';
import { getServices } from './services.server.ts';

/**
 * What the page frame shows about whoever is asking (decision 0020), with their trolley: the
 * header summary and the lines the add buttons become steppers for (decision 0032), and their
 * booked slot: the header's slot summary and the expiry timer (decision 0036). On a shared page
 * identity answers anonymous, so this is the anonymous viewer there; the client fetches the
 * real one from `/ecom/resources/viewer`, which the server answers with the same service
 * (decision 0060).
 */
export async function loadViewer(context: Readonly<RouterContextProvider>): Promise<Viewer> {
  const identity = await context.get(identityContext)();
  return getServices(context).viewer.viewer(identity);
}
