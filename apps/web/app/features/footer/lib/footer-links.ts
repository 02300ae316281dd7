import type { SiteConfig } from '@grocer/server/web/app-services';
import { withTrackingParams } from '../../../lib/tracking-params.ts';

export interface FooterLink {
  label: string;
  href: string;
  newTab?: boolean;
}

export interface FooterSection {
  /** `support`, `about` and `shops`; a section staff added past those is `section-3`. */
  id: string;
  title: string;
  links: FooterLink[];
}

/** A link section of the footer taxonomy staff manage (the `footer` fragment, decision 0077). */
export interface ManagedFooterSection {
  title: string;
  links: FooterLink[];
}

const MANAGED_IDS = ['support', 'about'];

/** Sections whose links get campaign parameters when they lack them (spec doc 3 §2). */
const TRACKED_SECTIONS = new Set(['cellar', 'gifts', 'garden', 'our shops']);

/**
 * The three footer link sections: support, about and shops (spec doc 3 §2). `managed`, the
 * footer taxonomy staff publish, takes the place of the built-in support and about sections; the
 * shops section's partner links always come from configuration.
 */
export function footerSections(
  site: Pick<SiteConfig, 'brandName' | 'partnerLinks'>,
  managed: readonly ManagedFooterSection[] | null = null,
): FooterSection[] {
  const builtIn: FooterSection[] = [
    {
      id: 'support',
      title: 'Customer support',
      links: [
        { label: 'Help and FAQs', href: '/ecom/help-information' },
        { label: 'Contact us', href: '/ecom/help-information/contact-us' },
        { label: 'Booking a slot', href: '/ecom/help-information/booking-a-slot' },
        { label: 'Shopping in store', href: '/ecom/help-information/shopping-in-store' },
        { label: 'Find a store', href: '/ecom/find-a-store' },
        { label: 'Replacement card', href: '/ecom/help-information/forms/replacement-card' },
      ],
    },
    {
      id: 'about',
      title: `About ${site.brandName}`,
      links: [
        { label: 'Our story', href: '/ecom/content/about-us' },
        { label: 'Social responsibility', href: '/ecom/social-responsibility' },
        { label: 'Health and wellbeing', href: '/ecom/health' },
        { label: 'Recipes', href: '/ecom/recipes' },
        { label: 'Inspiration', href: '/ecom/inspiration' },
      ],
    },
  ];
  const sections: FooterSection[] = [
    ...(managed && managed.length > 0
      ? managed.map((section, i) => ({
          id: MANAGED_IDS[i] ?? `section-${i + 1}`,
          title: section.title,
          links: section.links.map((link) => ({ label: link.label, href: link.href })),
        }))
      : builtIn),
    {
      id: 'shops',
      title: 'Our shops',
      links: [
        { label: 'Cellar', href: site.partnerLinks.cellar, newTab: true },
        { label: 'Garden', href: site.partnerLinks.garden, newTab: true },
        { label: 'Dishpatch', href: site.partnerLinks.dishpatch, newTab: true },
      ],
    },
  ];
  return sections.map((section) =>
    TRACKED_SECTIONS.has(section.title.toLowerCase())
      ? {
          ...section,
          links: section.links.map((link) => ({
            ...link,
            href: withTrackingParams(link.href, 'footer'),
          })),
        }
      : section,
  );
}

/** Site links under the footer; the minimal footer shows only the first three. */
export const SITE_LINKS: FooterLink[] = [
  { label: 'Terms and conditions', href: '/ecom/content/terms-and-conditions' },
  { label: 'Privacy notice', href: '/ecom/help-information/privacy-notice' },
  // Reopens the cookie preferences (decision 0069): the modal with JavaScript, a page without.
  { label: 'Cookies', href: '/ecom/cookie-preferences' },
  { label: 'Accessibility', href: '/ecom/content/accessibility' },
  { label: 'Modern slavery statement', href: '/ecom/content/modern-slavery-statement' },
  { label: 'Site map', href: '/ecom/content/site-map' },
];

export const MINIMAL_SITE_LINK_COUNT = 3;

export function copyrightLine(brandName: string, year: number): string {
  return `© ${year} ${brandName}. All rights reserved.`;
}
