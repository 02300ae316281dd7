import {
  type ContentFragment,
  validateContentFragment,
} from '@grocer/domain/content/content-fragment';
import type { ContentBlock, ContentLink } from '@grocer/domain/content/content-page';
import type { Db } from '../client.ts';
import { contentFragments } from '../schema/content.ts';
import type { DemoContentSite } from './content-pages.ts';

/**
 * The demo shop's experience fragments (decision 0077): the home page's content, the footer's
 * link sections, the mega menu's middle and seasonal menus and the site-wide banner (shown only
 * while its flag is on), written for whichever retailer the configuration names.
 */

const food = (name: string) => `/ecom/assets/food/${name}.svg`;
const heading = (text: string): ContentBlock => ({ kind: 'heading', level: 2, text });
const links = (title: string, list: ContentLink[]): ContentBlock => ({
  kind: 'linkList',
  title,
  links: list,
});

/** The footer's support and about sections as they were built in (decision 0074's links). */
export function demoFooterSections(brandName: string): ContentBlock[] {
  return [
    links('Customer support', [
      { label: 'Help and FAQs', href: '/ecom/help-information' },
      { label: 'Contact us', href: '/ecom/help-information/contact-us' },
      { label: 'Booking a slot', href: '/ecom/help-information/booking-a-slot' },
      { label: 'Shopping in store', href: '/ecom/help-information/shopping-in-store' },
      { label: 'Find a store', href: '/ecom/find-a-store' },
      { label: 'Replacement card', href: '/ecom/help-information/forms/replacement-card' },
    ]),
    links(`About ${brandName}`, [
      { label: 'Our story', href: '/ecom/content/about-us' },
      { label: 'Social responsibility', href: '/ecom/social-responsibility' },
      { label: 'Health and wellbeing', href: '/ecom/health' },
      { label: 'Recipes', href: '/ecom/recipes' },
      { label: 'Inspiration', href: '/ecom/inspiration' },
    ]),
  ];
}

/** Every demo fragment, each checked by the domain's rule (a mistake here fails the seed's test). */
export function demoContentFragments(site: DemoContentSite): ContentFragment[] {
  const brand = site.brandName;
  const fragments: ContentFragment[] = [
    {
      key: 'homepage',
      blocks: [
        {
          kind: 'hero',
          eyebrow: `${brand} groceries`,
          title: 'Fresh food, delivered to your door',
          text: 'Fill your trolley with thousands of groceries, then choose home delivery or click and collect at a time that suits you.',
          links: [
            { label: 'Book a slot', href: '/ecom/service-selection' },
            { label: "See this week's offers", href: '/ecom/shop/browse/offers' },
          ],
        },
        heading("This week's offers"),
        {
          kind: 'teaser',
          subject: 'offer',
          title: 'Offers across the shop',
          text: 'Price cuts, multibuys and meal deals on thousands of groceries, new every week.',
          linkLabel: 'See all offers',
          href: '/ecom/shop/browse/offers',
          imageSrc: food('label'),
          imageAlt: '',
        },
        {
          kind: 'teaser',
          subject: 'offer',
          title: 'Featured offers',
          text: `The offers our ${brand} team picked for this week, from breakfast to dinner.`,
          linkLabel: 'See featured offers',
          href: '/ecom/shop/featured/offers',
          imageSrc: food('money-bag'),
          imageAlt: '',
        },
        heading('In season'),
        {
          kind: 'richText',
          paragraphs: [
            {
              runs: [
                {
                  text: 'British strawberries, crisp salad leaves and sweet tomatoes are at their best right now.',
                },
              ],
            },
          ],
        },
        { kind: 'callToAction', label: 'Explore seasonal food', href: '/ecom/seasonal' },
        heading('Recipe ideas'),
        {
          kind: 'teaser',
          subject: 'recipe',
          title: 'Summer berry pavlova',
          text: 'Crisp meringue, whipped cream and a pile of fresh berries: a pudding for sharing.',
          linkLabel: 'Find recipe ideas',
          href: '/ecom/inspiration',
          imageSrc: food('shortcake'),
          imageAlt: '',
        },
      ],
    },
    { key: 'footer', blocks: demoFooterSections(brand) },
    {
      key: 'mega-menu-middle',
      blocks: [
        // Links the header's own (Offers, New, Recipes, Inspiration) do not already give.
        links('Discover', [
          { label: 'Health and wellbeing', href: '/ecom/health' },
          { label: 'Social responsibility', href: '/ecom/social-responsibility' },
          { label: 'Our story', href: '/ecom/content/about-us' },
        ]),
      ],
    },
    {
      key: 'seasonal-menu',
      blocks: [
        links('Seasonal', [
          { label: 'Seasonal food', href: '/ecom/seasonal' },
          { label: 'Christmas', href: '/ecom/christmas' },
        ]),
      ],
    },
    {
      key: 'site-wide-banner',
      blocks: [
        {
          kind: 'richText',
          paragraphs: [
            {
              runs: [
                { text: 'Christmas slots are open: ', bold: true },
                { text: 'book yours early for the week before Christmas.' },
              ],
            },
          ],
        },
        { kind: 'callToAction', label: 'Book a slot', href: '/ecom/service-selection' },
      ],
    },
  ];
  return fragments.map((fragment) => {
    const result = validateContentFragment(fragment);
    if (!result.ok) {
      throw new Error(`demo fragment ${fragment.key}: ${result.problems.join('; ')}`);
    }
    return result.fragment;
  });
}

/**
 * Adds the demo fragments that are not there yet (one already there, perhaps changed by staff, is
 * left alone), published now. Returns how many it added.
 */
export async function seedDemoContentFragments(
  db: Db,
  site: DemoContentSite,
  now: Date = new Date(),
): Promise<number> {
  const added = await db
    .insert(contentFragments)
    .values(
      demoContentFragments(site).map((fragment) => ({
        ...fragment,
        publishedAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: contentFragments.key })
    .returning({ key: contentFragments.key });
  return added.length;
}
