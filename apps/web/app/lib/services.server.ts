import type { AppServices } from '@grocer/server/web/app-services';
import { servicesContext } from '@grocer/server/web/load-context';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider } from 'react-router';

const guarded = new WeakMap<AppServices, AppServices>();

/**
 * The services the Fastify server seeds into every request's router context. A service call
 * that the service refuses as the client's error (a 4xx code) rejects with a `data()` response
 * of that status, so the page answers 400 or 404 with its error boundary rather than a 500.
 * Loaders still avoid sending what a service would refuse; this covers what they miss.
 */
export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  const services = context.get(servicesContext);
  let wrapped = guarded.get(services);
  if (!wrapped) {
    wrapped = {
      ...services,
      catalogue: clientErrorsAsResponses(services.catalogue),
      search: clientErrorsAsResponses(services.search),
      offers: clientErrorsAsResponses(services.offers),
    };
    guarded.set(services, wrapped);
  }
  return wrapped;
}

function clientErrorsAsResponses<T extends object>(service: T): T {
  return new Proxy(service, {
    get(target, key, receiver) {
      const member: unknown = Reflect.get(target, key, receiver);
      if (typeof member !== 'function') return member;
      return async (...args: unknown[]) => {
        try {
          return await member.apply(target, args);
        } catch (error) {
          const refused = clientErrorOf(error);
          if (refused) throw data({ message: refused.message }, { status: refused.status });
          throw error;
        }
      };
    },
  });
}
