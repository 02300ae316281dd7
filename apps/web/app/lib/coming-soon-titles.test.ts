import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { COMING_SOON_ROUTES, comingSoonTitle } from './coming-soon-titles.ts';

type RouteEntry = { id?: string; children?: RouteEntry[] };
const ids = (entries: RouteEntry[]): string[] =>
  entries.flatMap((entry) => [...(entry.id ? [entry.id] : []), ...ids(entry.children ?? [])]);

describe('coming-soon page titles', () => {
  it('proves pages not built yet carry the spec’s fixed titles', () => {
    expect(comingSoonTitle('coming-soon/myaccount')).toBe('My Account');
    expect(comingSoonTitle('coming-soon/my-details')).toBe('My Details');
    expect(comingSoonTitle('coming-soon/checkout')).toBe('Checkout');
  });

  it('proves every coming-soon route in routes.ts has a title, and every title a route', () => {
    const routeIds = ids(routes as RouteEntry[]).filter((id) => id.startsWith('coming-soon/'));
    // The loyalty pages and the replacement card are built (decision 0086).
    expect(new Set(routeIds)).toEqual(new Set(Object.keys(COMING_SOON_ROUTES)));
  });
});
