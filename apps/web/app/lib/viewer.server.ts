import type { Viewer } from '@grocer/domain/identity/viewer';
import { identityContext } from '@grocer/server/web/load-context';
import type { RouterContextProvider } from 'react-router';
import { getServices } from './services.server.ts';

/**
 * What the page frame shows about whoever is asking (decision 0020). On a shared page identity
 * answers anonymous, so this is the anonymous viewer there; the client fetches the real one from
 * `/ecom/resources/viewer`.
 */
export async function loadViewer(context: Readonly<RouterContextProvider>): Promise<Viewer> {
  const identity = await context.get(identityContext)();
  return getServices(context).identity.viewer(identity);
}
