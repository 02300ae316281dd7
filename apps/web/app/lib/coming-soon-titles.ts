import { PAGE_TITLES, type PageTitleKey } from '@grocer/domain/navigation/page-titles';

/** Route ids of the pages not built yet (see routes.ts) and their fixed titles. */
export const COMING_SOON_ROUTES = {
  'coming-soon/myaccount': 'myAccount',
  'coming-soon/my-details': 'myDetails',
  'coming-soon/checkout': 'checkout',
} as const satisfies Record<string, PageTitleKey>;

export function comingSoonTitle(routeId: string | undefined): string {
  const key = COMING_SOON_ROUTES[routeId as keyof typeof COMING_SOON_ROUTES];
  return key ? PAGE_TITLES[key] : PAGE_TITLES.myAccount;
}
