import { describe, expect, it } from 'vitest';
import { type AdBannerRecord, adBannerDraftSchema, bannersByCategory } from './ad-banner.ts';
import { sponsoredPlacementDraftSchema } from './sponsored-placement.ts';

const draft = {
  categoryId: '10052',
  heading: 'Summer fruit',
  linkUrl: '/ecom/buylist/101,102',
  linkText: 'Shop the list',
  vendor: 'Orchard Co',
};

function record(id: string, categoryId: string, at: number): AdBannerRecord {
  return {
    ...adBannerDraftSchema.parse({ ...draft, categoryId, heading: `Banner ${id}` }),
    id,
    createdAt: new Date(at),
  };
}

describe('adBannerDraftSchema', () => {
  it('takes a banner with only what the menu needs, blanks becoming absent', () => {
    const parsed = adBannerDraftSchema.parse({ ...draft, subheading: '  ', imageSrc: '' });
    expect(parsed).toMatchObject({ subheading: null, imageSrc: null, clickUrls: [] });
  });

  it('refuses a link to another site, insecure tracking and an image without its alternative text', () => {
    expect(
      adBannerDraftSchema.safeParse({ ...draft, linkUrl: 'https://evil.example/' }).success,
    ).toBe(false);
    expect(
      adBannerDraftSchema.safeParse({ ...draft, linkUrl: '/ecom//evil.example' }).success,
    ).toBe(false);
    expect(
      adBannerDraftSchema.safeParse({ ...draft, impressionUrls: ['http://ads.example/i'] }).success,
    ).toBe(false);
    const noAlt = adBannerDraftSchema.safeParse({
      ...draft,
      imageSrc: 'https://img.example/a.png',
    });
    expect(noAlt.success).toBe(false);
    expect(noAlt.error?.issues[0]?.path).toEqual(['altText']);
  });
});

describe('bannersByCategory', () => {
  it('answers every category asked, each with its newest banner, and no other category', () => {
    const answer = bannersByCategory(
      [record('1', '10052', 1000), record('2', '10052', 2000), record('3', '99', 3000)],
      ['10052', '10053'],
    );
    expect(Object.keys(answer)).toEqual(['10052', '10053']);
    expect(answer['10052']?.map((b) => b.id)).toEqual(['2']);
    expect(answer['10053']).toEqual([]);
    expect(answer['10052']?.[0]).toMatchObject({
      textArea: {
        heading: 'Banner 2',
        link: { url: '/ecom/buylist/101,102', text: 'Shop the list' },
      },
      tracking: { impressionUrls: [], clickUrls: [], vendor: 'Orchard Co' },
    });
  });
});

describe('sponsored placements', () => {
  it('refuses a sponsorship id with spaces or a line number that is not digits', () => {
    const base = { lineNumber: '123', sponsorshipId: 'camp-1', vendor: 'Orchard Co' };
    expect(sponsoredPlacementDraftSchema.safeParse(base).success).toBe(true);
    expect(sponsoredPlacementDraftSchema.safeParse({ ...base, sponsorshipId: 'a b' }).success).toBe(
      false,
    );
    expect(sponsoredPlacementDraftSchema.safeParse({ ...base, lineNumber: '12a' }).success).toBe(
      false,
    );
  });
});
