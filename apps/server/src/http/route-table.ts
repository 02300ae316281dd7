import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue.ts';

/**
 * What a REST route says about itself, in its Fastify route options (`config: { doc }`). The
 * handler parses with these same schema objects, so the published OpenAPI document
 * (openapi.ts) is built from the code that checks requests, and the fuzz suite proves they agree.
 */
export interface RouteDoc {
  /** Stable name for client generators, e.g. `getProduct`. */
  operationId: string;
  summary: string;
  description?: string;
  /** The call table it belongs to (spec's service name), grouping operations in the document. */
  tag: string;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /**
   * Media types the body may come in; JSON when not given. A body the schema accepts as
   * missing is documented as optional.
   */
  bodyTypes?: readonly ('application/json' | 'application/x-www-form-urlencoded')[];
  /**
   * 204 for a call that answers with no body (a delete); 201 with JSON for one that creates
   * something; 200 with JSON otherwise.
   */
  successStatus?: 200 | 201 | 204;
  /** Codes this route answers with besides the ones any request may get (validation, bodies). */
  errors?: readonly ErrorCode[];
  /**
   * Who may call it (decision 0026), checked for every route by the access-control harness
   * (apps/server/test/access-control.test.ts): `public` anyone; `customer` a signed-in shopper
   * (anonymous callers get 401 before anything else is looked at); `staff` a staff session or
   * token (anonymous 401, a customer 403).
   */
  access: RouteAccess;
  /**
   * The path parameter that names a resource belonging to one customer, and the resource's kind.
   * Another customer asking for it gets 404, as if it did not exist; the harness creates one per
   * kind through its fixture (apps/server/test/access/owned-resources.ts) and proves it.
   */
  owns?: { param: string; resource: string };
  /**
   * A beacon sent as a page is left (decision 0070): taken as JSON only, and so without the CSRF
   * token a cookie caller's change otherwise needs, since no form on another site can send JSON
   * without a CORS preflight this server never grants. Only for a route that changes nothing of
   * the caller's.
   */
  beacon?: true;
}

export type RouteAccess = 'public' | 'customer' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
    /** Why a route under /api/{service}/v{n}/ is left out of the published document. */
    undocumented?: string;
  }
  interface FastifyInstance {
    /** Every route of the app as it was registered, with its doc when it has one. */
    routeTable: readonly RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  /** Full path with prefixes, Fastify syntax (`/api/products/v1/products/id/:productId`). */
  url: string;
  doc: RouteDoc | undefined;
  /** Why it has no doc, when it is left out on purpose. */
  undocumented: string | undefined;
}

/**
 * Starts recording every route registered after this call (in any plugin scope) into
 * `app.routeTable`. Call it before registering routes.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const entries: RouteEntry[] = [];
  app.decorate('routeTable', entries);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      entries.push({
        method,
        url: route.url,
        doc: route.config?.doc,
        undocumented: route.config?.undocumented,
      });
    }
  });
}

/** Route options carrying a doc: `app.get(url, apiDoc({...}), handler)`. */
export function apiDoc(doc: RouteDoc): { config: { doc: RouteDoc } } {
  return { config: { doc } };
}

/**
 * Route options of a call that is left out of the published document on purpose, saying why
 * (the OpenAPI test accepts no other way for a call to have no doc).
 */
export function undocumented(reason: string): { config: { undocumented: string } } {
  return { config: { undocumented: reason } };
}
