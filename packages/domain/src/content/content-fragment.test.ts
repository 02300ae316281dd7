import { describe, expect, it } from 'vitest';
import {
  FRAGMENT_RULES,
  fragmentRule,
  isFragmentKey,
  STOREFRONT_FRAGMENT_KEYS,
  validateContentFragment,
} from './content-fragment.ts';

const hero = {
  kind: 'hero',
  eyebrow: 'Larkfield groceries',
  title: 'Fresh food, delivered to your door',
  text: 'Fill your trolley.',
  links: [
    { label: 'Book a slot', href: '/ecom/service-selection' },
    { label: "See this week's offers", href: '/ecom/shop/browse/offers' },
  ],
};
const links = (title: string) => ({
  kind: 'linkList',
  title,
  links: [{ label: 'Help and FAQs', href: '/ecom/help-information' }],
});
const problemsOf = (value: unknown): string[] => {
  const result = validateContentFragment(value);
  return result.ok ? [] : result.problems;
};

describe('validateContentFragment', () => {
  it('accepts the home page with its hero first and sections after, and returns it unchanged', () => {
    const homepage = {
      key: 'homepage',
      blocks: [
        hero,
        { kind: 'heading', level: 2, text: "This week's offers" },
        { kind: 'productCarousel', title: 'Seasonal picks', searchTerm: 'strawberries' },
      ],
    };
    expect(validateContentFragment(homepage)).toEqual({ ok: true, fragment: homepage });
  });

  it('holds the home page to one hero, first', () => {
    expect(problemsOf({ key: 'homepage', blocks: [links('Offers'), hero] })).toEqual([
      'blocks[0].kind: must be hero (the opener)',
      'blocks[1].kind: only the first block may be a hero',
    ]);
  });

  it('holds each storefront fragment to its own blocks, naming the place', () => {
    expect(problemsOf({ key: 'footer', blocks: [links('Support'), links('About')] })).toEqual([]);
    expect(
      problemsOf({ key: 'footer', blocks: [links('Support'), links('About'), links('More')] }),
    ).toEqual(['blocks: must have at most 2 entries']);
    expect(problemsOf({ key: 'seasonal-menu', blocks: [hero] })).toEqual([
      'blocks[0].kind: must be one of linkList here',
    ]);
    expect(
      problemsOf({
        key: 'site-wide-banner',
        blocks: [{ kind: 'richText', paragraphs: [{ runs: [{ text: 'Free delivery' }] }] }],
      }),
    ).toEqual([]);
    expect(problemsOf({ key: 'mega-menu-middle', blocks: [] })).toEqual([
      'blocks: must not be empty',
    ]);
  });

  it('refuses an unknown block, a script tag, extra fields and a bad key with messages', () => {
    expect(problemsOf({ key: 'spring-campaign', blocks: [{ kind: 'html', html: '<b>' }] })).toEqual(
      [
        'blocks[0].kind: must be one of heading, richText, image, callToAction, linkList, productCarousel, teaser, hero',
      ],
    );
    expect(
      problemsOf({
        key: 'spring-campaign',
        blocks: [{ kind: 'heading', level: 2, text: '<script>alert(1)</script>' }],
      }),
    ).toEqual([
      'blocks[0].text: must not contain a script tag: content is shown as text, never run',
    ]);
    expect(problemsOf({ key: 'Spring Campaign', blocks: [links('A')], html: 'x' })).toEqual([
      'fragment: unknown field "html"',
      'key: must be lowercase a-z, 0-9 and hyphens, at most 60 characters',
    ]);
    expect(problemsOf([])).toEqual(['fragment: must be an object']);
  });

  it('refuses a huge fragment before reading it', () => {
    const problems = problemsOf({
      key: 'spring-campaign',
      blocks: [{ kind: 'heading', level: 2, text: 'a'.repeat(200_000) }],
    });
    expect(problems).toEqual([
      expect.stringMatching(/^fragment: must be at most 100000 characters as JSON/),
    ]);
  });
});

describe('fragment keys', () => {
  it('knows the storefront fragments and takes any other well-formed key as a free fragment', () => {
    for (const key of STOREFRONT_FRAGMENT_KEYS) expect(fragmentRule(key)).toBe(FRAGMENT_RULES[key]);
    expect(fragmentRule('spring-campaign').name).toBe('Experience fragment');
    expect(isFragmentKey('spring-campaign-2')).toBe(true);
    for (const key of ['', 'Spring', 'a--b', '-a', 'a/b', 'a'.repeat(61)]) {
      expect(isFragmentKey(key), key).toBe(false);
    }
  });
});
