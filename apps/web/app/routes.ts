import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  // The groceries home is /ecom; /ecom/shop has no page of its own (spec doc 1 §2).
  route('shop', 'routes/shop-redirect.ts'),
  layout('routes/layouts/full-layout.tsx', [
    index('routes/home.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
