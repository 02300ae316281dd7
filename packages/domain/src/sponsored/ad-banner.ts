import { z } from 'zod';
import { isCategoryId } from '../catalogue/catalogue-urls.ts';
import { lineNumberSchema } from '../catalogue/product-ids.schema.ts';

/**
 * Mega-menu ad banners (spec doc 3 §3 "Ad banner", §7 "Mega-menu banners"; decision 0096).
 * Staff write a draft; the shop answers the spec's entity: id, textArea (offerHeading, heading,
 * subheading, link with url, altText, text), image.src, products, marketingBadge and tracking
 * (impressionUrls, clickUrls, vendor).
 */

/** The one banner placement the spec names (adtech banners `type`), and its style. */
export const MEGA_MENU_BANNER_TYPE = 'mega-menu';
export const TRAFFIC_DRIVER_STYLE = 'traffic_driver';
/** A category's menu column shows one banner: the newest live one for it. */
export const MENU_BANNERS_PER_CATEGORY = 1;
/** The longest each of a banner's texts may be (the console's fields hold no more). */
export const AD_BANNER_TEXT_LIMITS = {
  offerHeading: 40,
  heading: 60,
  subheading: 120,
  linkText: 40,
  altText: 120,
  marketingBadge: 30,
  vendor: 40,
} as const;
const LIMIT = AD_BANNER_TEXT_LIMITS;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

/** A tracking or image address: https only, so a banner never loads anything insecure. */
const httpsUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https address');

/** Where the banner leads: a page of this shop (a path under /ecom/), never another site. */
export const bannerLinkSchema = z
  .string()
  .trim()
  .max(300)
  .refine(
    (value) => /^\/ecom\/[^\s\\]*$/.test(value) && !value.startsWith('/ecom//'),
    'must be a path of this shop, starting /ecom/',
  );

/** An image: one of the shop's own assets or an https address. */
const imageSrcSchema = z.union([
  z
    .string()
    .trim()
    .regex(/^\/ecom\/assets\/[\w./-]+$/),
  httpsUrl,
]);

export const adBannerDraftSchema = z
  .object({
    categoryId: z.string().trim().refine(isCategoryId, 'must be a category id'),
    offerHeading: optionalText(LIMIT.offerHeading),
    heading: text(LIMIT.heading),
    subheading: optionalText(LIMIT.subheading),
    linkUrl: bannerLinkSchema,
    linkText: text(LIMIT.linkText),
    altText: optionalText(LIMIT.altText),
    imageSrc: z
      .union([z.literal('').transform(() => null), imageSrcSchema])
      .nullable()
      .default(null),
    lineNumbers: z.array(lineNumberSchema).max(24).default([]),
    marketingBadge: optionalText(LIMIT.marketingBadge),
    impressionUrls: z.array(httpsUrl).max(3).default([]),
    clickUrls: z.array(httpsUrl).max(3).default([]),
    vendor: text(LIMIT.vendor),
  })
  .strict()
  .refine((draft) => draft.imageSrc === null || draft.altText !== null, {
    message: 'An image needs its alternative text',
    path: ['altText'],
  });

export type AdBannerDraft = z.output<typeof adBannerDraftSchema>;

/** A banner as stored. */
export interface AdBannerRecord extends AdBannerDraft {
  id: string;
  createdAt: Date;
}

/** The spec's ad banner entity, as the adtech banners call answers it. */
export interface AdBanner {
  id: string;
  textArea: {
    offerHeading: string | null;
    heading: string;
    subheading: string | null;
    link: { url: string; altText: string | null; text: string };
  };
  image: { src: string } | null;
  products: string[];
  marketingBadge: string | null;
  tracking: { impressionUrls: string[]; clickUrls: string[]; vendor: string };
}

export function adBannerOf(record: AdBannerRecord): AdBanner {
  return {
    id: record.id,
    textArea: {
      offerHeading: record.offerHeading,
      heading: record.heading,
      subheading: record.subheading,
      link: { url: record.linkUrl, altText: record.altText, text: record.linkText },
    },
    image: record.imageSrc === null ? null : { src: record.imageSrc },
    products: record.lineNumbers,
    marketingBadge: record.marketingBadge,
    tracking: {
      impressionUrls: record.impressionUrls,
      clickUrls: record.clickUrls,
      vendor: record.vendor,
    },
  };
}

/**
 * The banners per category asked for: each category's newest banners (at most
 * MENU_BANNERS_PER_CATEGORY), and an empty list for a category with none, so the answer names
 * every category asked and no other.
 */
export function bannersByCategory(
  records: readonly AdBannerRecord[],
  categoryIds: readonly string[],
): Record<string, AdBanner[]> {
  const answer = new Map<string, AdBanner[]>(categoryIds.map((id) => [id, []]));
  const newestFirst = [...records].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || Number(b.id) - Number(a.id),
  );
  for (const record of newestFirst) {
    const list = answer.get(record.categoryId);
    if (list && list.length < MENU_BANNERS_PER_CATEGORY) list.push(adBannerOf(record));
  }
  return Object.fromEntries(answer);
}
