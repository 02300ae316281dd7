import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_LIMITS,
  contentSectionOf,
  isAllowedContentHref,
  validateContentPage,
} from './content-page.ts';

const page = (overrides: Record<string, unknown> = {}) => ({
  path: '/ecom/help-information/contact-us',
  section: 'help-information',
  title: 'Contact us',
  metaDescription: 'How to reach our customer care team.',
  blocks: [
    { kind: 'heading', level: 2, text: 'Call us' },
    {
      kind: 'richText',
      paragraphs: [
        {
          runs: [
            { text: 'Ring ' },
            { text: '0800 000 0000', bold: true, href: 'tel:08000000000' },
            { text: ' or ', italic: true },
            { text: 'write to us', href: 'mailto:care@example.com' },
          ],
        },
      ],
    },
    { kind: 'image', src: '/ecom/assets/help.png', alt: '' },
    { kind: 'callToAction', label: 'Book a slot', href: '/ecom/service-selection' },
    {
      kind: 'linkList',
      title: 'More help',
      links: [{ label: 'Booking a slot', href: '/ecom/help-information/booking-a-slot' }],
    },
  ],
  ...overrides,
});

const problemsOf = (value: unknown): string[] => {
  const result = validateContentPage(value);
  return result.ok ? [] : result.problems;
};

describe('validateContentPage', () => {
  it('accepts a page with every kind of block and returns it unchanged', () => {
    const result = validateContentPage(page());
    expect(result).toEqual({ ok: true, page: page() });
  });

  it('derives the section from the path when none is given', () => {
    const { section: _, ...withoutSection } = page();
    const result = validateContentPage(withoutSection);
    expect(result.ok && result.page.section).toBe('help-information');
  });

  it('keeps markup in text as the same text: it is never markup', () => {
    const markup = '<img src=x onerror=alert(1)><b>bold?</b> & "quotes"';
    const result = validateContentPage(
      page({
        title: markup,
        blocks: [
          { kind: 'heading', level: 2, text: markup },
          { kind: 'richText', paragraphs: [{ runs: [{ text: markup }] }] },
        ],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.page.title).toBe(markup);
    expect(result.page.blocks).toEqual([
      { kind: 'heading', level: 2, text: markup },
      { kind: 'richText', paragraphs: [{ runs: [{ text: markup }] }] },
    ]);
  });

  it('refuses a script tag in any text with a message saying why, however it is written', () => {
    for (const script of ['<script>alert(1)</script>', '< SCRIPT src=x>', 'a </script >']) {
      expect(problemsOf(page({ title: script })), script).toEqual([
        'title: must not contain a script tag: content is shown as text, never run',
      ]);
      expect(
        problemsOf(
          page({ blocks: [{ kind: 'richText', paragraphs: [{ runs: [{ text: script }] }] }] }),
        ),
      ).toEqual([
        'blocks[0].paragraphs[0].runs[0].text: must not contain a script tag: content is shown as text, never run',
      ]);
    }
    expect(
      problemsOf(
        page({
          blocks: [
            {
              kind: 'teaser',
              subject: 'recipe',
              title: 'Soup',
              text: '<script>steal()</script>',
              linkLabel: 'Cook it',
              href: '/ecom/recipes',
            },
          ],
        }),
      ),
    ).toEqual([
      'blocks[0].text: must not contain a script tag: content is shown as text, never run',
    ]);
  });

  it('refuses a huge body before reading it, saying how big it may be', () => {
    const huge = { kind: 'richText', paragraphs: [{ runs: [{ text: 'a'.repeat(2_000) }] }] };
    const problems = problemsOf(page({ blocks: Array.from({ length: 60 }, () => huge) }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^page: must be at most 100000 characters as JSON \(it is \d+\)$/);
  });

  it('refuses a javascript: href wherever a link may be, naming the place', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)']) {
      expect(
        problemsOf(page({ blocks: [{ kind: 'callToAction', label: 'Go', href }] })),
        href,
      ).toEqual([`blocks[0].href: must be a same-site /ecom path, an https URL, mailto: or tel:`]);
      expect(
        problemsOf(
          page({
            blocks: [{ kind: 'richText', paragraphs: [{ runs: [{ text: 'Go', href }] }] }],
          }),
        ),
      ).toEqual([
        'blocks[0].paragraphs[0].runs[0].href: must be a same-site /ecom path, an https URL, mailto: or tel:',
      ]);
      expect(
        problemsOf(
          page({ blocks: [{ kind: 'linkList', title: 'Links', links: [{ label: 'Go', href }] }] }),
        ),
      ).toHaveLength(1);
    }
  });

  it('refuses raw HTML fields and anything else it does not know', () => {
    expect(problemsOf(page({ blocks: [{ kind: 'html', html: '<b>hi</b>' }] }))).toEqual([
      'blocks[0].kind: must be one of heading, richText, image, callToAction, linkList, productCarousel, teaser, hero',
    ]);
    expect(
      problemsOf(
        page({
          blocks: [{ kind: 'richText', paragraphs: [{ runs: [{ text: 'a', html: '<b>' }] }] }],
        }),
      ),
    ).toEqual(['blocks[0].paragraphs[0].runs[0]: unknown field "html"']);
    expect(problemsOf(page({ script: 'x' }))).toEqual(['page: unknown field "script"']);
    expect(problemsOf('a page')).toEqual(['page: must be an object']);
    expect(problemsOf(null)).toEqual(['page: must be an object']);
  });

  it('holds the limits: title 120, meta description 160, 60 blocks, a text run 2,000', () => {
    const run = (text: string) => ({ kind: 'richText', paragraphs: [{ runs: [{ text }] }] });
    expect(problemsOf(page({ title: 'a'.repeat(CONTENT_LIMITS.title) }))).toEqual([]);
    expect(problemsOf(page({ title: 'a'.repeat(121) }))).toEqual([
      'title: must be at most 120 characters',
    ]);
    expect(problemsOf(page({ metaDescription: 'a'.repeat(160) }))).toEqual([]);
    expect(problemsOf(page({ metaDescription: 'a'.repeat(161) }))).toEqual([
      'metaDescription: must be at most 160 characters',
    ]);
    expect(problemsOf(page({ blocks: Array.from({ length: 60 }, () => run('a')) }))).toEqual([]);
    expect(problemsOf(page({ blocks: Array.from({ length: 61 }, () => run('a')) }))).toEqual([
      'blocks: must have at most 60 entries',
    ]);
    expect(problemsOf(page({ blocks: [run('a'.repeat(2_000))] }))).toEqual([]);
    expect(problemsOf(page({ blocks: [run('a'.repeat(2_001))] }))).toEqual([
      'blocks[0].paragraphs[0].runs[0].text: must be at most 2000 characters',
    ]);
    expect(problemsOf(page({ title: '  ', blocks: [] }))).toEqual([
      'title: must not be empty',
      'blocks: must not be empty',
    ]);
  });

  it('checks heading levels, image sources and the path and its section', () => {
    expect(problemsOf(page({ blocks: [{ kind: 'heading', level: 1, text: 'Big' }] }))).toEqual([
      'blocks[0].level: must be 2 or 3',
    ]);
    for (const src of ['https://example.com/a.png', 'data:image/png;base64,AA', '//evil/a.png']) {
      expect(problemsOf(page({ blocks: [{ kind: 'image', src, alt: 'A' }] })), src).toEqual([
        'blocks[0].src: must be a same-site /ecom path',
      ]);
    }
    expect(problemsOf(page({ path: '/ecom/Help-Information' }))[0]).toMatch(/^path: must be/);
    expect(
      problemsOf(page({ path: '/ecom/content/about-us', section: 'help-information' })),
    ).toEqual(["section: must be the path's first segment (content)"]);
  });
});

describe('the newer blocks: product carousel, teaser, hero', () => {
  const carousel = (fields: Record<string, unknown>) => ({
    kind: 'productCarousel',
    title: 'Summer fruit',
    ...fields,
  });

  it('takes a product carousel by line numbers or by a search, never both or neither', () => {
    expect(problemsOf(page({ blocks: [carousel({ lineNumbers: ['012345', '9'] })] }))).toEqual([]);
    expect(problemsOf(page({ blocks: [carousel({ searchTerm: 'strawberries' })] }))).toEqual([]);
    expect(problemsOf(page({ blocks: [carousel({})] }))).toEqual([
      'blocks[0]: must have either lineNumbers or a searchTerm, not both',
    ]);
    expect(
      problemsOf(page({ blocks: [carousel({ lineNumbers: ['1'], searchTerm: 'milk' })] })),
    ).toEqual(['blocks[0]: must have either lineNumbers or a searchTerm, not both']);
    expect(problemsOf(page({ blocks: [carousel({ lineNumbers: ['12a', 7] })] }))).toEqual([
      'blocks[0].lineNumbers[0]: must be a line number of 1 to 12 digits',
      'blocks[0].lineNumbers[1]: must be a line number of 1 to 12 digits',
    ]);
    expect(problemsOf(page({ blocks: [carousel({ lineNumbers: Array(25).fill('1') })] }))).toEqual([
      'blocks[0].lineNumbers: must have at most 24 entries',
    ]);
  });

  it('takes a recipe or offer teaser whose picture comes from this shop', () => {
    const teaser = {
      kind: 'teaser',
      subject: 'offer',
      title: 'Half price strawberries',
      text: 'This week only.',
      linkLabel: 'See the offer',
      href: '/ecom/shop/browse/offers',
      imageSrc: '/ecom/assets/food/strawberry.svg',
      imageAlt: '',
    };
    expect(validateContentPage(page({ blocks: [teaser] }))).toEqual({
      ok: true,
      page: page({ blocks: [teaser] }),
    });
    expect(
      problemsOf(
        page({
          blocks: [{ ...teaser, subject: 'video', imageSrc: 'https://cdn.example/a.png' }],
        }),
      ),
    ).toEqual([
      'blocks[0].subject: must be one of recipe, offer',
      'blocks[0].imageSrc: must be a same-site /ecom path',
    ]);
  });

  it('keeps the hero for the home page: a content page may not hold one', () => {
    const hero = { kind: 'hero', eyebrow: '', title: 'Hello', text: '', links: [] };
    expect(problemsOf(page({ blocks: [hero] }))).toEqual([
      'blocks[0].kind: must be one of heading, richText, image, callToAction, linkList, productCarousel, teaser here',
    ]);
  });

  it('lets a run between two links be spaces, but not a paragraph of nothing but spaces', () => {
    const runs = [
      { text: 'Call', href: 'tel:0800' },
      { text: ' ' },
      { text: 'or write', href: 'mailto:a@b.co' },
    ];
    expect(problemsOf(page({ blocks: [{ kind: 'richText', paragraphs: [{ runs }] }] }))).toEqual(
      [],
    );
    expect(
      problemsOf(
        page({ blocks: [{ kind: 'richText', paragraphs: [{ runs: [{ text: '  ' }] }] }] }),
      ),
    ).toEqual(['blocks[0].paragraphs[0]: must have some text that is not spaces']);
  });
});

describe('isAllowedContentHref', () => {
  it('allows this shop, https, mailto and tel, and nothing else', () => {
    for (const href of [
      '/ecom',
      '/ecom/help-information',
      '/ecom/shop/search?searchTerm=milk#results',
      'https://www.gov.uk/coronavirus',
      'mailto:customercare@example.com',
      'tel:+448000000000',
    ]) {
      expect(isAllowedContentHref(href), href).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'http://example.com',
      '//evil.example/ecom',
      '/ecom//evil.example',
      '/ecom/../admin',
      '/ecomevil',
      '/admin',
      'https://user:pass@example.com',
      'https://exa mple.com',
      '/ecom/\nSet-Cookie',
      'java\tscript:alert(1)',
      'mailto:',
      'tel:call-me',
      '',
    ]) {
      expect(isAllowedContentHref(href), href).toBe(false);
    }
  });

  it('allows no href that a browser could run as script or send off-site over plain http', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (tail) => {
        for (const scheme of ['javascript:', 'data:', 'http://', 'vbscript:', 'file:']) {
          expect(isAllowedContentHref(`${scheme}${tail}`)).toBe(false);
        }
      }),
    );
  });
});

describe('contentSectionOf', () => {
  it('names the section of a well-formed path, or null', () => {
    expect(contentSectionOf('/ecom/inspiration')).toBe('inspiration');
    expect(contentSectionOf('/ecom/help-information/forms/replacement-card')).toBe(
      'help-information',
    );
    expect(contentSectionOf('/ecom/shop/browse/offers')).toBeNull();
    expect(contentSectionOf('/ecom/content/')).toBeNull();
    expect(contentSectionOf('/ecom/content/about_us')).toBeNull();
    expect(contentSectionOf(`/ecom/content/${'a'.repeat(300)}`)).toBeNull();
    expect(contentSectionOf('/ecom/content/a/b/c/d/e/f')).toBeNull();
  });
});
