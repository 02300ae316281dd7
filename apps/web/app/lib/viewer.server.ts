import type { Viewer } from '@grocer/domain/identity/viewer';
import { trolleyItemCount } from '@grocer/domain/trolley/trolley-summary';
import { identityContext } from '@grocer/server/web/load-context';
import type { RouterContextProvider } from 'react-router';
import { getServices } from './services.server.ts';

/**
 * What the page frame shows about whoever is asking (decision 0020), with their trolley: the
 * header summary and the lines the add buttons become steppers for (decision 0032). On a shared
 * page identity answers anonymous, so this is the anonymous viewer there; the client fetches the
 * real one from `/ecom/resources/viewer`. Reading it never opens a trolley (decision 0031): the
 * order id comes along only when the shopper has lines; the first change asks for it otherwise.
 */
export async function loadViewer(context: Readonly<RouterContextProvider>): Promise<Viewer> {
  const identity = await context.get(identityContext)();
  const services = getServices(context);
  const viewer = await services.identity.viewer(identity);
  if (!viewer.signedIn) return viewer;
  const [summary, lines] = await Promise.all([
    services.trolley.summary(identity),
    services.trolley.lines(identity),
  ]);
  // With lines the open trolley exists, so asking for its id opens nothing.
  const orderId = lines.length > 0 ? await services.trolley.currentOrderId(identity) : null;
  return {
    ...viewer,
    trolley: { orderId, itemCount: trolleyItemCount(lines), total: summary.total, lines },
  };
}
