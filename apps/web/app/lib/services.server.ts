import type { AppServices } from '@grocer/server/web/app-services';
import { servicesContext } from '@grocer/server/web/load-context';
import type { RouterContextProvider } from 'react-router';

/** The services the Fastify server seeds into every request's router context. */
export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}
