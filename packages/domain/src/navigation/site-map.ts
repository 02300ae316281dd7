import type { Taxonomy, TaxonomyCategory } from '../catalogue/catalogue.types.ts';
import {
  allFeaturedAisles,
  featuredAislePath,
  featuredAisleTitle,
} from '../catalogue/featured-aisles.ts';

/**
 * The site map (decision 0078): the page a shopper reads (`/ecom/content/site-map`, the footer's
 * Site map), `sitemap.xml` for crawlers and `robots.txt` beside them, all generated from one
 * list of the shop's pages and the taxonomy, so they cannot disagree. `indexable` pages are the
 * public ones worth a search engine's visit; the rest (the shopper's own pages) are listed for
 * people only, and robots.txt keeps crawlers out of them.
 */

export interface SiteRoute {
  label: string;
  /** A storefront path, `/ecom/…`. */
  path: string;
  indexable: boolean;
}

/** Shopping pages outside the taxonomy: the home page, offers, featured aisles, slots, stores. */
export const SHOPPING_ROUTES: readonly SiteRoute[] = [
  { label: 'Groceries home', path: '/ecom', indexable: true },
  { label: 'Offers', path: '/ecom/shop/browse/offers', indexable: true },
  { label: 'Featured offers', path: '/ecom/shop/featured/offers', indexable: true },
  ...allFeaturedAisles().map(({ root, aisle }) => ({
    label: featuredAisleTitle(root, aisle),
    path: featuredAislePath(root, aisle),
    indexable: true,
  })),
  { label: 'Book a slot', path: '/ecom/service-selection', indexable: true },
  { label: 'Find a store', path: '/ecom/find-a-store', indexable: true },
];

/** The shopper's own pages: in the page for people, never in sitemap.xml. */
export const ACCOUNT_ROUTES: readonly SiteRoute[] = [
  { label: 'Sign in', path: '/ecom/sign-in', indexable: false },
  { label: 'Register', path: '/ecom/registration', indexable: false },
  { label: 'My Trolley', path: '/ecom/shop/trolley', indexable: false },
  { label: 'My account', path: '/ecom/myaccount', indexable: false },
  { label: 'My Orders', path: '/ecom/myaccount/my-orders', indexable: false },
  { label: 'My offers', path: '/ecom/myaccount/my-offers', indexable: false },
  { label: 'Favourites', path: '/ecom/favourites', indexable: false },
  { label: 'Quick Shop', path: '/ecom/quick-shop', indexable: false },
  { label: 'Shop from previous', path: '/ecom/shop-from-previous-interstitial', indexable: false },
  { label: 'Meal planner', path: '/ecom/recipes/meal-plans/planner', indexable: false },
  { label: 'Cookie preferences', path: '/ecom/cookie-preferences', indexable: false },
];

/**
 * The content and help pages of the spec (doc 3 §2 "Other"), by section; each is listed under
 * its published title, and left out while it has no published page.
 */
export const CONTENT_ROUTES = {
  help: [
    { label: 'Help and FAQs', path: '/ecom/help-information' },
    { label: 'Contact us', path: '/ecom/help-information/contact-us' },
    { label: 'Booking a slot', path: '/ecom/help-information/booking-a-slot' },
    { label: 'Shopping in store', path: '/ecom/help-information/shopping-in-store' },
    { label: 'Replacement card', path: '/ecom/help-information/forms/replacement-card' },
    { label: 'Coronavirus', path: '/ecom/help-information/coronavirus' },
    { label: 'Privacy notice', path: '/ecom/help-information/privacy-notice' },
    { label: 'Website cookies', path: '/ecom/help-information/website-cookies' },
  ],
  about: [
    { label: 'Our story', path: '/ecom/content/about-us' },
    { label: 'Social responsibility', path: '/ecom/social-responsibility' },
    { label: 'Health and wellbeing', path: '/ecom/health' },
    { label: 'Inspiration', path: '/ecom/inspiration' },
    { label: 'Seasonal food', path: '/ecom/seasonal' },
    { label: 'Christmas', path: '/ecom/christmas' },
    { label: 'Terms and conditions', path: '/ecom/content/terms-and-conditions' },
    { label: 'Accessibility', path: '/ecom/content/accessibility' },
    { label: 'Modern slavery statement', path: '/ecom/content/modern-slavery-statement' },
  ],
} as const satisfies Record<string, readonly { label: string; path: string }[]>;

/** Every content path the site map may list. */
export function contentSiteMapPaths(): string[] {
  return [...CONTENT_ROUTES.help, ...CONTENT_ROUTES.about].map((route) => route.path);
}

export interface SiteMapLink {
  label: string;
  href: string;
  children?: SiteMapLink[];
}

export interface SiteMapSection {
  id: 'shopping' | 'groceries' | 'entertaining' | 'help' | 'about' | 'account';
  title: string;
  links: SiteMapLink[];
}

export interface SiteMapInput {
  brandName: string;
  groceries: Taxonomy;
  entertaining: Taxonomy;
  /** Published content pages' titles by path; a path absent has no page. */
  contentTitles: ReadonlyMap<string, string>;
  /** The recipe pages (landing, listings, each recipe; decision 0084), for sitemap.xml only. */
  recipePaths?: readonly string[];
}

/** A category a shopper can browse: shown in navigation and holding products. */
function browsable(category: TaxonomyCategory | undefined): category is TaxonomyCategory {
  return category !== undefined && !category.hiddenInNav && !category.emptyOfProducts;
}

function childrenOf(taxonomy: Taxonomy, category: TaxonomyCategory): TaxonomyCategory[] {
  return category.categoryIds.map((id) => taxonomy.categories[id]).filter(browsable);
}

/** The root's categories and their aisles, two levels, in the menu's order. */
function taxonomyLinks(taxonomy: Taxonomy): SiteMapLink[] {
  const root = taxonomy.categories[taxonomy.rootId];
  if (!browsable(root)) return [];
  return [
    {
      label: `All ${root.name.toLowerCase()}`,
      href: root.url,
    },
    ...childrenOf(taxonomy, root).map((top) => {
      const aisles = childrenOf(taxonomy, top).map((aisle) => ({
        label: aisle.name,
        href: aisle.url,
      }));
      return {
        label: top.name,
        href: top.url,
        ...(aisles.length > 0 ? { children: aisles } : {}),
      };
    }),
  ];
}

function contentLinks(
  routes: readonly { label: string; path: string }[],
  titles: ReadonlyMap<string, string>,
): SiteMapLink[] {
  return routes.flatMap((route) => {
    const title = titles.get(route.path);
    return title === undefined ? [] : [{ label: title, href: route.path }];
  });
}

const routeLinks = (routes: readonly SiteRoute[]): SiteMapLink[] =>
  routes.map((route) => ({ label: route.label, href: route.path }));

/** The site map page's sections, in order; a section with nothing to list is left out. */
export function siteMapSections(input: SiteMapInput): SiteMapSection[] {
  const sections: SiteMapSection[] = [
    { id: 'shopping', title: 'Shopping', links: routeLinks(SHOPPING_ROUTES) },
    { id: 'groceries', title: 'Groceries', links: taxonomyLinks(input.groceries) },
    { id: 'entertaining', title: 'Entertaining', links: taxonomyLinks(input.entertaining) },
    {
      id: 'help',
      title: 'Help and customer service',
      links: contentLinks(CONTENT_ROUTES.help, input.contentTitles),
    },
    {
      id: 'about',
      title: `About ${input.brandName}`,
      links: contentLinks(CONTENT_ROUTES.about, input.contentTitles),
    },
    { id: 'account', title: 'Your account', links: routeLinks(ACCOUNT_ROUTES) },
  ];
  return sections.filter((section) => section.links.length > 0);
}

/** Every browsable category of a tree, root first, each below its parent (any depth). */
function allCategoryPaths(taxonomy: Taxonomy): string[] {
  const root = taxonomy.categories[taxonomy.rootId];
  if (!browsable(root)) return [];
  const paths: string[] = [];
  const queue = [root];
  for (let category = queue.shift(); category; category = queue.shift()) {
    paths.push(category.url);
    queue.push(...childrenOf(taxonomy, category));
  }
  return paths;
}

/**
 * The storefront paths sitemap.xml lists: the indexable shopping pages, every browsable
 * category at every depth, the published content pages and the recipe pages, each once.
 */
export function sitemapPaths(input: SiteMapInput): string[] {
  const paths = [
    ...SHOPPING_ROUTES.filter((route) => route.indexable).map((route) => route.path),
    ...allCategoryPaths(input.groceries),
    ...allCategoryPaths(input.entertaining),
    ...contentSiteMapPaths().filter((path) => input.contentTitles.has(path)),
    ...(input.recipePaths ?? []),
  ];
  return [...new Set(paths)].filter((path) => !isDisallowedForCrawlers(path));
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** The public origin without a trailing slash. */
const originOf = (publicOrigin: string) => publicOrigin.replace(/\/+$/, '');

/** sitemap.xml (sitemaps.org protocol 0.9): one `<url><loc>` per path, absolute on `publicOrigin`. */
export function sitemapXml(publicOrigin: string, paths: readonly string[]): string {
  const origin = originOf(publicOrigin);
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Where sitemap.xml is served (decision 0078): beside the pages it lists. */
export const SITEMAP_PATH = '/ecom/sitemap.xml';

/**
 * Path prefixes crawlers are kept out of: the API, the staff console and staff pages, the
 * trolley, checkout and order pages, the shopper's account and sign-in pages, search results
 * (endless combinations of terms and filters) and the storefront's resource routes.
 */
export const DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/admin',
  '/ecom/admin',
  '/ecom/customer/',
  '/ecom/resources/',
  '/ecom/shop/trolley',
  '/ecom/checkout',
  '/ecom/order-confirmation/',
  '/ecom/payment-confirmation/',
  '/ecom/resolve-order-payment/',
  '/ecom/beforeYouGo',
  '/ecom/interstitials/',
  '/ecom/myaccount',
  '/ecom/my-details',
  '/ecom/my-orders',
  '/ecom/shop-from-order/',
  '/ecom/shop-from-previous',
  '/ecom/shop/featured/order-amend',
  '/ecom/bookslot',
  '/ecom/favourites',
  '/ecom/lists',
  '/ecom/shopping-lists',
  '/ecom/bought-in-store',
  '/ecom/quick-shop',
  '/ecom/recipes/meal-plans/planner',
  '/ecom/login',
  '/ecom/log-out',
  '/ecom/sign-in',
  '/ecom/registration',
  '/ecom/forgot-password',
  '/ecom/reset-password',
  '/ecom/auth-success',
  '/ecom/cookie-preferences',
  '/ecom/shop/search',
  '/ecom/shop/multi-search',
];

/** Whether robots.txt keeps crawlers from `path` (a plain prefix match, as robots.txt reads). */
export function isDisallowedForCrawlers(path: string): boolean {
  return DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix));
}

/** robots.txt: every crawler, the disallowed prefixes, and where the sitemap is. */
export function robotsTxt(publicOrigin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${originOf(publicOrigin)}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
