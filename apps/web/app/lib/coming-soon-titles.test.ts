import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { COMING_SOON_ROUTES, comingSoonTitle } from './coming-soon-titles.ts';

type RouteEntry = { id?: string; children?: RouteEntry[] };
const ids = (entries: RouteEntry[]): string[] =>
  entries.flatMap((entry) => [...(entry.id ? [entry.id] : []), ...ids(entry.children ?? [])]);

describe('coming-soon page titles', () => {
  it('proves pages not built yet carry the spec’s fixed titles', () => {
    expect(comingSoonTitle('coming-soon/myaccount', 'myHillside')).toBe('My Account');
    expect(comingSoonTitle('coming-soon/my-details', 'myHillside')).toBe('My Details');
    expect(comingSoonTitle('coming-soon/checkout', 'myHillside')).toBe('Checkout');
    expect(comingSoonTitle('coming-soon/order-replacement-card', 'myHillside')).toBe(
      'Order Replacement Card',
    );
    expect(comingSoonTitle('coming-soon/loyalty', 'myHillside')).toBe('myHillside');
  });

  it('proves every coming-soon route in routes.ts has a title, and every title a route', () => {
    const routeIds = ids(routes as RouteEntry[]).filter((id) => id.startsWith('coming-soon/'));
    // The loyalty hub is built (decision 0086); its title is the scheme's name there.
    expect(new Set(routeIds)).toEqual(new Set(Object.keys(COMING_SOON_ROUTES)));
  });
});
