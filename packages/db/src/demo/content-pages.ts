import {
  type ContentBlock,
  type ContentLink,
  type ContentPage,
  type TextRun,
  validateContentPage,
} from '@grocer/domain/content/content-page';
import type { Db } from '../client.ts';
import { contentPages } from '../schema/content.ts';

/**
 * The demo shop's content and help pages (decision 0074), written for whichever retailer the
 * configuration names: the brand and the customer care number are filled in when they are seeded.
 */
export interface DemoContentSite {
  brandName: string;
  /** As configured, e.g. `0800 123 4567`. */
  customerCarePhone: string;
}

type Run = TextRun | string;

const runOf = (run: Run): TextRun => (typeof run === 'string' ? { text: run } : run);
const paragraph = (...runs: Run[]) => ({ runs: runs.map(runOf) });
const text = (...paragraphs: (Run | Run[])[]): ContentBlock => ({
  kind: 'richText',
  paragraphs: paragraphs.map((p) => paragraph(...(Array.isArray(p) ? p : [p]))),
});
const heading = (value: string, level: 2 | 3 = 2): ContentBlock => ({
  kind: 'heading',
  level,
  text: value,
});
const link = (label: string, href: string): TextRun => ({ text: label, href });
const links = (title: string, list: ContentLink[]): ContentBlock => ({
  kind: 'linkList',
  title,
  links: list,
});
const action = (label: string, href: string): ContentBlock => ({
  kind: 'callToAction',
  label,
  href,
});

/** The help pages the help index lists, in its order. */
const HELP_PAGES: ContentLink[] = [
  { label: 'Contact us', href: '/ecom/help-information/contact-us' },
  { label: 'Booking a slot', href: '/ecom/help-information/booking-a-slot' },
  { label: 'Shopping in store', href: '/ecom/help-information/shopping-in-store' },
  { label: 'Replacement card', href: '/ecom/help-information/forms/replacement-card' },
  { label: 'Coronavirus: how we shop safely', href: '/ecom/help-information/coronavirus' },
  { label: 'Privacy notice', href: '/ecom/help-information/privacy-notice' },
  { label: 'Website cookies', href: '/ecom/help-information/website-cookies' },
];

const MORE_HELP = links('More help', [
  { label: 'Help and FAQs', href: '/ecom/help-information' },
  { label: 'Contact us', href: '/ecom/help-information/contact-us' },
]);

/** `0800 123 4567` → `tel:08001234567`. */
function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}

type DemoPage = Omit<ContentPage, 'section'>;

/** Every demo page, each checked by the domain's rule (a mistake here fails the seed's test). */
export function demoContentPages(site: DemoContentSite): ContentPage[] {
  const brand = site.brandName;
  const phone = site.customerCarePhone;
  const call: TextRun = { ...link(phone, telHref(phone)), bold: true };
  const pages: DemoPage[] = [
    {
      path: '/ecom/help-information',
      title: 'Help and FAQs',
      metaDescription: `Answers to common questions about shopping online with ${brand}: slots, orders, your account and our shops.`,
      blocks: [
        text(
          `Find answers about booking a slot, your orders, your account and shopping in our shops. If you can't find what you need, our customer care team is happy to help.`,
        ),
        links('Help topics', HELP_PAGES),
        action('Contact us', '/ecom/help-information/contact-us'),
      ],
    },
    {
      path: '/ecom/help-information/contact-us',
      title: 'Contact us',
      metaDescription: `How to reach the ${brand} customer care team about an order, a delivery or your account.`,
      blocks: [
        text('Our customer care team can help with orders, deliveries, refunds and your account.'),
        heading('Call us'),
        text(
          [
            'Call customer care on ',
            call,
            '. Calls to 0800 numbers are free from UK landlines and mobiles.',
          ],
          'Please have your order number to hand if your call is about an order: you will find it in My Orders and in your confirmation email.',
        ),
        heading('Write to us'),
        text(
          'Send us a message with the form on this page and we will reply by email. You may find your answer sooner in our help pages.',
        ),
        links(
          'You may find your answer here',
          HELP_PAGES.filter((page) => !page.href.endsWith('/contact-us')),
        ),
      ],
    },
    {
      path: '/ecom/help-information/booking-a-slot',
      title: 'Booking a slot',
      metaDescription: 'How to book, change or cancel a delivery or Click & Collect slot.',
      blocks: [
        text(
          'Choose a delivery or Click & Collect slot before you check out. We hold a booked slot for you while you shop, and you can change it until you place your order.',
        ),
        heading('Delivery'),
        text(
          'Enter or choose the address you want us to deliver to, then pick a one-hour slot from the grid. Prices vary by time of day; some slots need a minimum spend.',
        ),
        heading('Click & Collect'),
        text(
          'Pick a shop near you and a time to collect. We will have your shopping ready for you.',
        ),
        heading('Changing or cancelling'),
        text(
          'Open the slot summary from the header to change or cancel your slot. Once you have placed an order, change its slot from My Orders until the order cut-off.',
        ),
        action('Book a slot', '/ecom/service-selection'),
        MORE_HELP,
      ],
    },
    {
      path: '/ecom/help-information/shopping-in-store',
      title: 'Shopping in store',
      metaDescription: `What to expect when you shop in a ${brand} shop: opening hours, payment and services.`,
      blocks: [
        text(
          `Every ${brand} shop has its opening hours on the door and at the tills. Hours on bank holidays may differ, so please check before you travel.`,
        ),
        heading('Paying'),
        text(
          'We take cash, debit and credit cards, contactless and mobile payments, and our gift cards.',
        ),
        heading('Your loyalty card'),
        text(
          'Scan your card at the till to get your member prices and offers. Lost it? You can ask for a replacement.',
        ),
        action('Order a replacement card', '/ecom/help-information/forms/replacement-card'),
        MORE_HELP,
      ],
    },
    {
      path: '/ecom/help-information/coronavirus',
      title: 'Coronavirus: how we shop safely',
      metaDescription:
        'How we keep our shops, drivers and deliveries safe, and where to find official advice.',
      blocks: [
        text(
          'Our shops and deliveries follow the current public health guidance. Hand sanitiser is available at our entrances, and our drivers can leave deliveries at your door if you ask.',
          [
            'For the latest official advice, please see ',
            link('GOV.UK', 'https://www.gov.uk/'),
            '.',
          ],
        ),
        MORE_HELP,
      ],
    },
    {
      path: '/ecom/help-information/privacy-notice',
      title: 'Privacy notice',
      metaDescription: `How ${brand} collects, uses and protects your personal information, and your rights.`,
      blocks: [
        text(
          `This notice explains how ${brand} uses the personal information you give us when you shop with us online and in our shops.`,
        ),
        heading('What we collect'),
        text(
          'Your name, contact details and addresses, your orders and payments (we never keep full card numbers), and how you use our website where you have allowed it.',
        ),
        heading('How we use it'),
        text(
          'To deliver your orders, run your account, tell you about offers you have agreed to hear about, and improve our shops and website.',
        ),
        heading('Your rights'),
        text(
          [
            'You can ask for a copy of your information, ask us to correct or delete it, and change your marketing preferences in your account at any time. ',
            link('Contact us', '/ecom/help-information/contact-us'),
            ' with any question about your information.',
          ],
          [
            'You can also complain to the ',
            link("Information Commissioner's Office", 'https://ico.org.uk/'),
            '.',
          ],
        ),
        links('Related', [
          { label: 'Website cookies', href: '/ecom/help-information/website-cookies' },
          { label: 'Terms and conditions', href: '/ecom/content/terms-and-conditions' },
        ]),
      ],
    },
    {
      path: '/ecom/help-information/website-cookies',
      title: 'Website cookies',
      metaDescription: 'Which cookies our website uses, why, and how to change your choices.',
      blocks: [
        text(
          'Cookies are small files a website keeps in your browser. We use some that the website needs to work, such as keeping you signed in and remembering your trolley, and others only if you allow them.',
        ),
        heading('Your choices'),
        text(
          'Analytics cookies help us understand how the website is used; experiment cookies let us try out improvements. You can allow or refuse each kind, and change your mind at any time.',
        ),
        action('Manage cookies', '/ecom/cookie-preferences'),
        links('Related', [
          { label: 'Privacy notice', href: '/ecom/help-information/privacy-notice' },
        ]),
      ],
    },
    {
      path: '/ecom/help-information/forms/replacement-card',
      title: 'Replacement card',
      metaDescription: 'How to get a replacement loyalty card if yours is lost, stolen or damaged.',
      blocks: [
        text(
          'If your loyalty card is lost, stolen or damaged, we can send you a new one. Your new card keeps your membership, vouchers and offers.',
          [
            'Fill in the form on this page and we will post a new card to the address you give. If anything else about your card needs our help, please ',
            link('contact us', '/ecom/help-information/contact-us'),
            '.',
          ],
        ),
        MORE_HELP,
      ],
    },
    {
      path: '/ecom/content/about-us',
      title: 'Our story',
      metaDescription: `About ${brand}: who we are, how we source our food and what we stand for.`,
      blocks: [
        text(
          `${brand} began as a single grocer's shop and has grown into a supermarket that still cares about the same things: good food, fairly sourced, and friendly service.`,
        ),
        heading('Our food'),
        text(
          'We work closely with British farmers and growers, and with suppliers around the world who share our standards for quality, animal welfare and the environment.',
        ),
        heading('Our people'),
        text(
          'Our partners in our shops, depots and vans are the reason customers come back. We train them well and listen to them.',
        ),
        links(`More about ${brand}`, [
          { label: 'Social responsibility', href: '/ecom/social-responsibility' },
          { label: 'Health and wellbeing', href: '/ecom/health' },
          { label: 'Modern slavery statement', href: '/ecom/content/modern-slavery-statement' },
        ]),
      ],
    },
    {
      path: '/ecom/content/terms-and-conditions',
      title: 'Terms and conditions',
      metaDescription: `The terms that apply when you shop online with ${brand}.`,
      blocks: [
        text(
          `These terms apply to orders placed on the ${brand} website. Please read them before you order. They do not affect your statutory rights.`,
        ),
        heading('Your order'),
        text(
          'Your order is accepted when we deliver it or you collect it. Until then, you can amend or cancel it up to its cut-off time shown in My Orders.',
        ),
        heading('Prices and offers'),
        text(
          'You pay the prices and offers that apply on the day of your delivery or collection. We take payment when your order is ready.',
        ),
        heading('Substitutions'),
        text(
          'If an item is unavailable we may offer a similar one, unless you asked us not to. You can refuse a substitute on delivery and will not pay for it.',
        ),
        heading('Age-restricted items'),
        text(
          'Someone aged 18 or over must be present to receive alcohol and other age-restricted items.',
        ),
        links('Related', [
          { label: 'Privacy notice', href: '/ecom/help-information/privacy-notice' },
          { label: 'Contact us', href: '/ecom/help-information/contact-us' },
        ]),
      ],
    },
    {
      path: '/ecom/content/accessibility',
      title: 'Accessibility',
      metaDescription: `How we make the ${brand} website usable by everyone, and how to tell us about a problem.`,
      blocks: [
        text(
          'We want everyone to be able to shop with us. We design and test our website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
        ),
        heading('What you can do'),
        text(
          'You can use our website with a keyboard alone, with a screen reader, and zoomed to 400% without losing content. Every page works on a phone as well as a computer.',
        ),
        heading('Tell us about a problem'),
        text([
          'If something is hard to use, please ',
          link('contact us', '/ecom/help-information/contact-us'),
          ' and tell us which page and what happened. We will reply and put it right.',
        ]),
      ],
    },
    {
      path: '/ecom/content/modern-slavery-statement',
      title: 'Modern slavery statement',
      metaDescription: `The steps ${brand} takes to prevent modern slavery and human trafficking in its business and supply chains.`,
      blocks: [
        text(
          `This statement is made under section 54 of the Modern Slavery Act 2015. It sets out the steps ${brand} takes to find and prevent modern slavery in our own business and in our supply chains.`,
        ),
        heading('Our approach'),
        text(
          'We assess the risk in each of our supply chains, audit suppliers in higher-risk sectors, and work with them to put problems right. Workers can raise concerns in confidence through an independent helpline.',
        ),
        heading('Training'),
        text(
          'Our buyers and managers are trained to recognise the signs of forced labour and how to report them.',
        ),
      ],
    },
    {
      path: '/ecom/inspiration',
      title: 'Inspiration',
      metaDescription: 'Ideas for everyday meals, weekends and special occasions.',
      blocks: [
        text(
          'Looking for something new to cook? Browse our ideas for quick weeknight dinners, relaxed weekends and special occasions.',
        ),
        links('Ideas to explore', [
          { label: 'Seasonal food', href: '/ecom/seasonal' },
          { label: 'Christmas', href: '/ecom/christmas' },
          { label: 'Health and wellbeing', href: '/ecom/health' },
          { label: 'Entertaining', href: '/ecom/shop/browse/entertaining' },
        ]),
        action('See this week’s offers', '/ecom/shop/browse/offers'),
      ],
    },
    {
      path: '/ecom/health',
      title: 'Health and wellbeing',
      metaDescription:
        'Simple ways to eat well, with balanced meals and healthier choices across our range.',
      blocks: [
        text(
          'Eating well doesn’t have to be complicated. Our labels show the nutrition of each product at a glance, with traffic-light colours for fat, saturates, sugars and salt.',
        ),
        heading('Easy swaps'),
        text(
          'Try wholegrain bread and pasta, choose lower-sugar breakfast cereals, and add an extra portion of vegetables to your favourite dishes.',
        ),
        action('Shop fresh fruit and vegetables', '/ecom/shop/browse/groceries'),
      ],
    },
    {
      path: '/ecom/social-responsibility',
      title: 'Social responsibility',
      metaDescription: `How ${brand} supports communities, reduces waste and sources responsibly.`,
      blocks: [
        text(
          `${brand} aims to be a good neighbour. We give food that would otherwise go to waste to local charities, support community projects near our shops, and work to cut our carbon emissions.`,
        ),
        heading('Sourcing'),
        text(
          'We buy from suppliers who treat their workers fairly and care for the environment, and we publish how we check.',
        ),
        links('Read more', [
          { label: 'Modern slavery statement', href: '/ecom/content/modern-slavery-statement' },
          { label: 'Our story', href: '/ecom/content/about-us' },
        ]),
      ],
    },
    {
      path: '/ecom/seasonal',
      title: 'Seasonal food',
      metaDescription: 'What’s in season now, and ideas for making the most of it.',
      blocks: [
        text(
          'Food in season tastes better and often costs less. Look out for British asparagus in spring, strawberries in summer, apples in autumn and root vegetables in winter.',
        ),
        action('Shop groceries', '/ecom/shop/browse/groceries'),
        links('More ideas', [
          { label: 'Christmas', href: '/ecom/christmas' },
          { label: 'Inspiration', href: '/ecom/inspiration' },
        ]),
      ],
    },
    {
      path: '/ecom/christmas',
      title: 'Christmas',
      metaDescription:
        'Plan your Christmas food shop: festive slots, entertaining and ideas for the big day.',
      blocks: [
        text(
          'Christmas slots open early and go quickly, so book yours in good time. Our entertaining range has everything from party food to the centrepiece of the big day.',
        ),
        action('Book a Christmas slot', '/ecom/service-selection/christmas'),
        links('Plan ahead', [
          { label: 'Entertaining', href: '/ecom/shop/browse/entertaining' },
          { label: 'Booking a slot', href: '/ecom/help-information/booking-a-slot' },
        ]),
      ],
    },
  ];
  return pages.map((page) => {
    const result = validateContentPage(page);
    if (!result.ok) {
      throw new Error(`demo content page ${page.path}: ${result.problems.join('; ')}`);
    }
    return result.page;
  });
}

/**
 * Adds the demo pages that are not there yet (a page already there, perhaps changed by staff, is
 * left alone), published now. Returns how many it added.
 */
export async function seedDemoContentPages(
  db: Db,
  site: DemoContentSite,
  now: Date = new Date(),
): Promise<number> {
  const added = await db
    .insert(contentPages)
    .values(
      demoContentPages(site).map((page) => ({
        ...page,
        publishedAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: contentPages.path })
    .returning({ id: contentPages.id });
  return added.length;
}
