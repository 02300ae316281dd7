import type { SiteConfig } from '@grocer/server/web/app-services';
import { withTrackingParams } from '../../../lib/tracking-params.ts';

export interface HeaderLink {
  label: string;
  href: string;
  /** Partner shops open in a new tab (spec doc 3 §2). */
  newTab?: boolean;
  /** The other main menu's link to service selection shows a calendar. */
  calendar?: boolean;
}

/** Main header links after the Groceries menu (spec doc 3 §2). */
export const MAIN_NAV_LINKS: HeaderLink[] = [
  { label: 'Entertaining', href: '/ecom/shop/browse/entertaining' },
  { label: 'Offers', href: '/ecom/shop/browse/offers' },
  { label: 'New', href: '/ecom/shop/featured/groceries/new' },
  { label: 'Recipes', href: '/ecom/recipes' },
  { label: 'Inspiration', href: '/ecom/inspiration' },
];

export const SLOT_HREF = '/ecom/service-selection';

/**
 * The main menu (spec doc 3 §2): the usual links, or in the 'alternative main menu'
 * experiment's variant Offers, New, Recipes, Inspiration and a calendar link to service
 * selection (decision 0072).
 */
export function mainNavLinks(alternative: boolean, bookSlotLabel: string): HeaderLink[] {
  if (!alternative) return MAIN_NAV_LINKS;
  return [
    ...MAIN_NAV_LINKS.filter((link) => link.label !== 'Entertaining'),
    { label: bookSlotLabel, href: SLOT_HREF, calendar: true },
  ];
}

export const GROCERIES_HREF = '/ecom/shop/browse/groceries';
export const SIGN_IN_HREF = '/ecom/login';
export const TROLLEY_HREF = '/ecom/shop/trolley';
export const SEARCH_ACTION = '/ecom/shop/search';

/**
 * Top bar: store finder, customer service and the partner shops with campaign parameters. The
 * grocery header (an experiment's variant, decision 0072) keeps to groceries: no partner shops.
 */
export function topBarLinks(
  site: Pick<SiteConfig, 'partnerLinks'>,
  groceryHeader = false,
): HeaderLink[] {
  const own: HeaderLink[] = [
    { label: 'Find a store', href: '/ecom/find-a-store' },
    { label: 'Customer service', href: '/ecom/help-information' },
  ];
  if (groceryHeader) return own;
  return [
    ...own,
    { label: 'Cellar', href: withTrackingParams(site.partnerLinks.cellar, 'topnav'), newTab: true },
    { label: 'Garden', href: withTrackingParams(site.partnerLinks.garden, 'topnav'), newTab: true },
    {
      label: 'Dishpatch',
      href: withTrackingParams(site.partnerLinks.dishpatch, 'topnav'),
      newTab: true,
    },
  ];
}
