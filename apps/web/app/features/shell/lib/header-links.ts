import type { SiteConfig } from '@grocer/server/web/app-services';
import { withTrackingParams } from '../../../lib/tracking-params.ts';

export interface HeaderLink {
  label: string;
  href: string;
  /** Partner shops open in a new tab (spec doc 3 §2). */
  newTab?: boolean;
}

/** Main header links after the Groceries menu (spec doc 3 §2). */
export const MAIN_NAV_LINKS: HeaderLink[] = [
  { label: 'Entertaining', href: '/ecom/shop/browse/entertaining' },
  { label: 'Offers', href: '/ecom/shop/browse/offers' },
  { label: 'New', href: '/ecom/shop/featured/groceries/new' },
  { label: 'Recipes', href: '/ecom/recipes' },
  { label: 'Inspiration', href: '/ecom/inspiration' },
];

export const GROCERIES_HREF = '/ecom/shop/browse/groceries';
export const SLOT_HREF = '/ecom/service-selection';
export const SIGN_IN_HREF = '/ecom/login';
export const TROLLEY_HREF = '/ecom/shop/trolley';
export const SEARCH_ACTION = '/ecom/shop/search';

/** Top bar: store finder, customer service and the partner shops with campaign parameters. */
export function topBarLinks(site: Pick<SiteConfig, 'partnerLinks'>): HeaderLink[] {
  return [
    { label: 'Find a store', href: '/ecom/find-a-store' },
    { label: 'Customer service', href: '/ecom/help-information' },
    { label: 'Cellar', href: withTrackingParams(site.partnerLinks.cellar, 'topnav'), newTab: true },
    { label: 'Garden', href: withTrackingParams(site.partnerLinks.garden, 'topnav'), newTab: true },
    {
      label: 'Dishpatch',
      href: withTrackingParams(site.partnerLinks.dishpatch, 'topnav'),
      newTab: true,
    },
  ];
}
