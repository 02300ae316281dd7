import { describe, expect, it } from 'vitest';
import { copyrightLine, footerSections } from './footer-links.ts';

const site = {
  brandName: 'Hillside',
  partnerLinks: {
    cellar: 'https://cellar.example.com/',
    garden: 'https://garden.example.com/?utm_campaign=spring',
    dishpatch: 'https://dishpatch.example.com/',
  },
};

describe('footerSections', () => {
  it('has support, about and shops sections named with the configured brand', () => {
    const sections = footerSections(site);
    expect(sections.map((section) => section.id)).toEqual(['support', 'about', 'shops']);
    expect(sections[1]!.title).toBe('About Hillside');
  });

  it('adds campaign parameters to partner shop links, keeping ones already there', () => {
    const shops = footerSections(site)[2]!;
    const cellar = new URL(shops.links[0]!.href);
    const garden = new URL(shops.links[1]!.href);
    expect(cellar.searchParams.get('utm_campaign')).toBe('footer');
    expect(garden.searchParams.get('utm_campaign')).toBe('spring');
    expect(shops.links.every((link) => link.newTab)).toBe(true);
  });
});

describe('footerSections with the footer taxonomy staff manage', () => {
  it('puts the published sections in place of support and about, and keeps the partner shops', () => {
    const sections = footerSections(site, [
      {
        title: 'Help',
        links: [{ label: 'Contact us', href: '/ecom/help-information/contact-us' }],
      },
      { title: 'About us', links: [{ label: 'Our story', href: '/ecom/content/about-us' }] },
    ]);
    expect(sections.map((section) => [section.id, section.title])).toEqual([
      ['support', 'Help'],
      ['about', 'About us'],
      ['shops', 'Our shops'],
    ]);
    expect(sections[0]!.links).toEqual([
      { label: 'Contact us', href: '/ecom/help-information/contact-us' },
    ]);
  });

  it('keeps the built-in sections when there is none published', () => {
    expect(footerSections(site, []).map((section) => section.title)).toEqual([
      'Customer support',
      'About Hillside',
      'Our shops',
    ]);
  });
});

describe('copyrightLine', () => {
  it('names the brand and year', () => {
    expect(copyrightLine('Hillside', 2026)).toBe('© 2026 Hillside. All rights reserved.');
  });
});
