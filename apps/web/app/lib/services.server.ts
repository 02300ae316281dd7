import {
  type OffersExperienceCode,
  offersExperienceText,
} from '@grocer/domain/promotions/offers-experience';
import type { AppServices } from '@grocer/server/web/app-services';
import { servicesContext } from '@grocer/server/web/load-context';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider } from 'react-router';
import { requestLog } from './request-log.server.ts';

const guarded = new WeakMap<AppServices, AppServices>();
/** Each request's services: the process's guarded ones with the request's own offers proxy. */
const perRequest = new WeakMap<Readonly<RouterContextProvider>, AppServices>();

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
    };
    guarded.set(services, wrapped);
  }
  // Offers' faults are logged with this request's logger, so their proxy is the request's own,
  // made once a request (loaders ask for the services many times a page).
  let mine = perRequest.get(context);
  if (!mine) {
    const log = requestLog(context);
    mine = {
      ...wrapped,
      offers: clientErrorsAsResponses(services.offers, (method, args, error) => {
        const code = offersFetchCode(method, args);
        if (code) log.error({ err: error, code, call: method }, 'offers fetch failed');
        return code;
      }),
    };
    perRequest.set(context, mine);
  }
  return mine;
}

/**
 * The offers experience code of an offers fetch (spec doc 3 §8, decision 0092): which of the
 * offers pages' fetches failed, by the call and what it asked.
 */
function offersFetchCode(method: string, args: readonly unknown[]): OffersExperienceCode | null {
  const query = (args[0] ?? {}) as { memberOffers?: boolean; offerType?: string };
  switch (method) {
    case 'listOffers':
      return query.memberOffers ? 'OFFERS_EXPERIENCE_005' : 'OFFERS_EXPERIENCE_001';
    case 'getOffer':
      return 'OFFERS_EXPERIENCE_002';
    case 'listOfferProducts':
      return query.offerType ? 'OFFERS_EXPERIENCE_004' : 'OFFERS_EXPERIENCE_003';
    case 'getMealDeal':
    case 'listBundles':
    case 'getBundle':
      return 'OFFERS_EXPERIENCE_006';
    default:
      return null;
  }
}

/**
 * A service whose refusals (4xx) become `data()` responses of their status. With `codeOf`, a
 * fault of a call with a code becomes a 503 carrying the code and its text, which the page's
 * error boundary shows (the offers experience codes); other faults stay 500s.
 */
function clientErrorsAsResponses<T extends object>(
  service: T,
  codeOf?: (method: string, args: readonly unknown[], error: unknown) => string | null,
): T {
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
          const code = codeOf?.(String(key), args, error);
          if (code) throw data({ code, message: offersExperienceText(code) }, { status: 503 });
          throw error;
        }
      };
    },
  });
}
