import fc from 'fast-check';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepRouteMatches, ROUTE_MATCHES_KEPT } from './route-matches.server.ts';

/** A route tree shaped like the storefront's: layouts without paths, params, splats, indexes. */
const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      {
        id: 'full-layout',
        children: [
          { id: 'browse', path: 'shop/browse/*' },
          { id: 'product', path: 'products/:slug/:lineNumber' },
          { id: 'search', path: 'shop/search' },
          { id: 'trolley', path: 'shop/trolley' },
          {
            id: 'account',
            path: 'myaccount',
            children: [
              { id: 'account-home', index: true },
              { id: 'orders', path: 'my-orders' },
              { id: 'order', path: 'my-orders/:orderId' },
            ],
          },
        ],
      },
      { id: 'content', path: 'content/*' },
      { id: 'sign-in', path: 'sign-in' },
    ],
  },
];

async function handlerContext(path = '/ecom/shop/trolley'): Promise<StaticHandlerContext> {
  const handler = createStaticHandler(routes, { basename: '/ecom' });
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error('the query answered a response');
  return context;
}

/** Counts the calls that reach React Router's own matcher of `context` from now on. */
function countAsks(context: StaticHandlerContext): { readonly count: number } {
  const asked = { count: 0 };
  const matcher = context._match;
  context._match = (location) => {
    asked.count += 1;
    return matcher(location);
  };
  return asked;
}

/** What a caller can see of a match: its route and what the path matched. */
const seen = (matches: ReturnType<StaticHandlerContext['_match']>) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({
    id: route.id,
    params,
    pathname,
    pathnameBase,
  })) ?? null;

const SEGMENTS = [
  'ecom',
  'shop',
  'browse',
  'groceries',
  'products',
  'milk',
  '123',
  'myaccount',
  'my-orders',
  'content',
  'sign-in',
  'trolley',
  'search',
  'nowhere',
];

describe('keepRouteMatches', () => {
  it('answers every path as React Router’s own matcher does, the first time and again', async () => {
    const context = await handlerContext();
    const slow = context._match;
    keepRouteMatches({ staticHandlerContext: context });
    const fast = context._match;
    expect(fast).not.toBe(slow);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 6 }),
        fc.boolean(),
        (segments, trailingSlash) => {
          const path = `/${segments.join('/')}${trailingSlash && segments.length ? '/' : ''}`;
          const expected = seen(slow(path));
          expect(seen(fast(path))).toEqual(expected);
          expect(seen(fast(path))).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('asks the matcher once per path, across requests of the same build', async () => {
    const first = await handlerContext('/ecom/shop/trolley');
    const second = await handlerContext('/ecom/sign-in');
    const asked = countAsks(first);
    // A build has one static handler, so every request's context brings the same matcher.
    second._match = first._match;
    keepRouteMatches({ staticHandlerContext: first });
    keepRouteMatches({ staticHandlerContext: second });
    first._match('/ecom/shop/browse/groceries');
    second._match('/ecom/shop/browse/groceries');
    first._match('/ecom/products/milk');
    expect(asked.count).toBe(2);
  });

  it('is what the server’s router matches with, so the page’s partial manifest uses it', async () => {
    const context = await handlerContext('/ecom/myaccount/my-orders/9');
    const asked = countAsks(context);
    keepRouteMatches({ staticHandlerContext: context });
    const router = createStaticRouter(routes, context);
    const once = router.match('/ecom/myaccount/my-orders');
    const twice = router.match('/ecom/myaccount/my-orders');
    expect(once?.map((found) => found.route.id)).toEqual([
      'root',
      'full-layout',
      'account',
      'orders',
    ]);
    expect(twice?.map((found) => found.route.id)).toEqual(once?.map((found) => found.route.id));
    expect(asked.count).toBe(1);
  });

  it('gives each caller its own matches: changing one changes nothing kept', async () => {
    const context = await handlerContext();
    keepRouteMatches({ staticHandlerContext: context });
    const first = context._match('/ecom/products/milk/123');
    expect(first?.at(-1)?.params).toEqual({ slug: 'milk', lineNumber: '123' });
    if (first?.[0]) {
      (first[0].params as Record<string, string>).slug = 'changed';
      first[0].pathname = '/changed';
    }
    const again = context._match('/ecom/products/milk/123');
    expect(again?.at(-1)?.params).toEqual({ slug: 'milk', lineNumber: '123' });
    expect(again?.[0]?.pathname).toBe('/');
  });

  it(`keeps at most ${ROUTE_MATCHES_KEPT} paths, forgetting the least recently used first`, async () => {
    const context = await handlerContext();
    const asked = countAsks(context);
    keepRouteMatches({ staticHandlerContext: context });
    context._match('/ecom/shop/trolley');
    for (let index = 0; index < ROUTE_MATCHES_KEPT; index++) {
      context._match(`/ecom/products/p${index}/1`);
      // The trolley is used again and again, so it stays while older paths go.
      if (index % 1_000 === 0) context._match('/ecom/shop/trolley');
    }
    expect(asked.count).toBe(1 + ROUTE_MATCHES_KEPT);
    context._match('/ecom/shop/trolley');
    expect(asked.count).toBe(1 + ROUTE_MATCHES_KEPT);
    // The first product went when the last came in.
    context._match('/ecom/products/p0/1');
    expect(asked.count).toBe(2 + ROUTE_MATCHES_KEPT);
  });
});
