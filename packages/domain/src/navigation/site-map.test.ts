import { describe, expect, it } from 'vitest';
import type { Taxonomy, TaxonomyCategory } from '../catalogue/catalogue.types.ts';
import {
  ACCOUNT_ROUTES,
  contentSiteMapPaths,
  isDisallowedForCrawlers,
  robotsTxt,
  SHOPPING_ROUTES,
  SITEMAP_PATH,
  type SiteMapInput,
  siteMapSections,
  sitemapPaths,
  sitemapXml,
} from './site-map.ts';

function category(
  id: string,
  parentId: string | null,
  url: string,
  categoryIds: string[] = [],
  extra: Partial<TaxonomyCategory> = {},
): TaxonomyCategory {
  return {
    id,
    parentId,
    name: id.replace(/^\w/, (c) => c.toUpperCase()),
    shortName: null,
    pageTitle: null,
    url: `/ecom/shop/browse/${url}`,
    categoryIds,
    emptyOfProducts: false,
    hiddenInNav: false,
    iconName: null,
    offer: false,
    banner: null,
    ...extra,
  };
}

const groceries: Taxonomy = {
  rootId: 'groceries',
  categories: {
    groceries: category('groceries', null, 'groceries', ['fresh', 'bakery', 'hidden', 'empty']),
    fresh: category('fresh', 'groceries', 'groceries/fresh', ['milk']),
    milk: category('milk', 'fresh', 'groceries/fresh/milk', ['semi']),
    semi: category('semi', 'milk', 'groceries/fresh/milk/semi'),
    bakery: category('bakery', 'groceries', 'groceries/bakery'),
    hidden: category('hidden', 'groceries', 'groceries/hidden', [], { hiddenInNav: true }),
    empty: category('empty', 'groceries', 'groceries/empty', [], { emptyOfProducts: true }),
  },
};

const entertaining: Taxonomy = {
  rootId: 'entertaining',
  categories: {
    entertaining: category('entertaining', null, 'entertaining', ['party']),
    party: category('party', 'entertaining', 'entertaining/party'),
  },
};

const input: SiteMapInput = {
  brandName: 'Larkfield',
  groceries,
  entertaining,
  contentTitles: new Map([
    ['/ecom/help-information', 'Help and FAQs'],
    ['/ecom/help-information/contact-us', 'Get in touch'],
    ['/ecom/content/about-us', 'Our story'],
  ]),
};

describe('siteMapSections', () => {
  it('lists the shopping pages, both trees two levels deep, the published content pages and the account pages', () => {
    const sections = siteMapSections(input);
    expect(sections.map((section) => section.title)).toEqual([
      'Shopping',
      'Groceries',
      'Entertaining',
      'Help and customer service',
      'About Larkfield',
      'Your account',
    ]);
    const tree = sections.find((section) => section.id === 'groceries')!.links;
    expect(tree).toEqual([
      { label: 'All groceries', href: '/ecom/shop/browse/groceries' },
      {
        label: 'Fresh',
        href: '/ecom/shop/browse/groceries/fresh',
        children: [{ label: 'Milk', href: '/ecom/shop/browse/groceries/fresh/milk' }],
      },
      { label: 'Bakery', href: '/ecom/shop/browse/groceries/bakery' },
    ]);
    const shopping = sections.find((section) => section.id === 'shopping')!.links;
    expect(shopping.map((link) => link.href)).toContain('/ecom/shop/featured/groceries/new');
    expect(shopping.find((link) => link.href === '/ecom/shop/featured/groceries/new')?.label).toBe(
      'New',
    );
  });

  it('names content pages by their published title and leaves out those with no page', () => {
    const help = siteMapSections(input).find((section) => section.id === 'help')!;
    expect(help.links).toEqual([
      { label: 'Help and FAQs', href: '/ecom/help-information' },
      { label: 'Get in touch', href: '/ecom/help-information/contact-us' },
    ]);
    const none = siteMapSections({ ...input, contentTitles: new Map() });
    expect(none.map((section) => section.id)).toEqual([
      'shopping',
      'groceries',
      'entertaining',
      'account',
    ]);
  });

  it('never lists the site map itself among the content pages', () => {
    expect(contentSiteMapPaths()).not.toContain('/ecom/content/site-map');
  });
});

describe('sitemapPaths', () => {
  it('holds the indexable pages, every browsable category at every depth and the published content pages, once each', () => {
    const paths = sitemapPaths(input);
    expect(paths).toContain('/ecom');
    expect(paths).toContain('/ecom/shop/featured/groceries/new');
    expect(paths).toContain('/ecom/shop/browse/groceries/fresh/milk/semi');
    expect(paths).toContain('/ecom/shop/browse/entertaining/party');
    expect(paths).toContain('/ecom/help-information/contact-us');
    expect(paths).not.toContain('/ecom/shop/browse/groceries/hidden');
    expect(paths).not.toContain('/ecom/shop/browse/groceries/empty');
    expect(paths).not.toContain('/ecom/help-information/privacy-notice');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('holds the recipe pages when given', () => {
    const paths = sitemapPaths({
      ...input,
      recipePaths: ['/ecom/recipes', '/ecom/recipe/veggie-chilli', '/ecom/recipes'],
    });
    expect(paths).toContain('/ecom/recipe/veggie-chilli');
    expect(paths.filter((path) => path === '/ecom/recipes')).toHaveLength(1);
  });

  it('holds none of the shopper’s own pages, and nothing robots.txt disallows', () => {
    const paths = sitemapPaths(input);
    for (const route of ACCOUNT_ROUTES) expect(paths).not.toContain(route.path);
    for (const path of paths) expect(isDisallowedForCrawlers(path), path).toBe(false);
    for (const route of SHOPPING_ROUTES) expect(isDisallowedForCrawlers(route.path)).toBe(false);
  });
});

describe('sitemapXml', () => {
  it('writes absolute URLs on the public origin, escaped, in the sitemaps.org namespace', () => {
    const xml = sitemapXml('https://shop.example/', ['/ecom', '/ecom/a?b=1&c=<2>']);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://shop.example/ecom</loc></url>',
        '  <url><loc>https://shop.example/ecom/a?b=1&amp;c=&lt;2&gt;</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the trolley, checkout, account, staff and API paths and names the sitemap', () => {
    const text = robotsTxt('https://shop.example');
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/ecom/admin',
      '/ecom/shop/trolley',
      '/ecom/checkout',
      '/ecom/myaccount',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: https://shop.example${SITEMAP_PATH}`);
  });

  it('disallows by prefix, as crawlers read it', () => {
    expect(isDisallowedForCrawlers('/ecom/myaccount/my-orders/order/1')).toBe(true);
    expect(isDisallowedForCrawlers('/ecom/checkout/authenticate/1')).toBe(true);
    expect(isDisallowedForCrawlers('/api/content/v1/pages')).toBe(true);
    expect(isDisallowedForCrawlers('/ecom/shop/browse/groceries')).toBe(false);
    expect(isDisallowedForCrawlers('/ecom/products/milk/123-456')).toBe(false);
    expect(isDisallowedForCrawlers(SITEMAP_PATH)).toBe(false);
  });
});
