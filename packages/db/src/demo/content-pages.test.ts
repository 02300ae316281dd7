import { validateContentPage } from '@grocer/domain/content/content-page';
import { describe, expect, it } from 'vitest';
import { demoContentPages } from './content-pages.ts';

const site = { brandName: 'Larkfield', customerCarePhone: '0800 123 4567' };

/** The storefront's header, top bar and footer links that are content pages (decision 0074). */
const LINKED_PAGES = [
  '/ecom/help-information',
  '/ecom/help-information/contact-us',
  '/ecom/help-information/booking-a-slot',
  '/ecom/help-information/shopping-in-store',
  '/ecom/help-information/forms/replacement-card',
  '/ecom/help-information/privacy-notice',
  '/ecom/content/about-us',
  '/ecom/content/terms-and-conditions',
  '/ecom/content/accessibility',
  '/ecom/content/modern-slavery-statement',
  '/ecom/social-responsibility',
  '/ecom/health',
  '/ecom/inspiration',
];

describe('demoContentPages', () => {
  it('proves every demo page passes the content rule, one per path', () => {
    const pages = demoContentPages(site);
    for (const page of pages)
      expect(validateContentPage(page), page.path).toEqual({ ok: true, page });
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      ...LINKED_PAGES,
      '/ecom/help-information/coronavirus',
      '/ecom/help-information/website-cookies',
      '/ecom/seasonal',
      '/ecom/christmas',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('proves the pages name the configured brand and phone number, never another retailer', () => {
    const pages = demoContentPages(site);
    const all = JSON.stringify(pages);
    expect(all).toContain('Larkfield');
    expect(all).not.toMatch(/Hillside|Waitrose/);
    const contact = pages.find((page) => page.path === '/ecom/help-information/contact-us')!;
    const runs = contact.blocks.flatMap((block) =>
      block.kind === 'richText' ? block.paragraphs.flatMap((p) => p.runs) : [],
    );
    expect(runs).toContainEqual({ text: '0800 123 4567', href: 'tel:08001234567', bold: true });
  });

  it('proves the help index links every help page, and every internal link leads to a demo page or a shop page', () => {
    const pages = demoContentPages(site);
    const paths = new Set(pages.map((page) => page.path));
    const index = pages.find((page) => page.path === '/ecom/help-information')!;
    const indexLinks = new Set(
      index.blocks.flatMap((block) =>
        block.kind === 'linkList' ? block.links.map((l) => l.href) : [],
      ),
    );
    for (const path of paths) {
      if (path.startsWith('/ecom/help-information/')) expect(indexLinks, path).toContain(path);
    }
    const hrefs = pages.flatMap((page) =>
      page.blocks.flatMap((block) => {
        if (block.kind === 'linkList') return block.links.map((l) => l.href);
        if (block.kind === 'callToAction') return [block.href];
        if (block.kind === 'richText') {
          return block.paragraphs.flatMap((p) =>
            p.runs.flatMap((run) => (run.href ? [run.href] : [])),
          );
        }
        return [];
      }),
    );
    const contentSections =
      /^\/ecom\/(help-information|content|inspiration|health|social-responsibility|seasonal|christmas)(\/|$)/;
    for (const href of hrefs.filter((h) => contentSections.test(h))) {
      expect(paths, href).toContain(href);
    }
  });
});
