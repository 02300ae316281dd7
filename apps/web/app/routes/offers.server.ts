import type { ProductListing } from '@grocer/domain/catalogue/catalogue.types';
import { isCategoryId } from '@grocer/domain/catalogue/catalogue-urls';
import { DEFAULT_PAGE_SIZE, MAX_START } from '@grocer/domain/catalogue/listing-limits';
import { isWineOffer, multibuyThreshold } from '@grocer/domain/promotions/multibuy-offer';
import type { OfferSummary } from '@grocer/server/contexts/offers/offers.contract';
import type { AppServices } from '@grocer/server/web/app-services';
import { data } from 'react-router';
import { withCardViews } from '../features/catalogue/lib/product-card-view.ts';
import type { OfferCategoryLink } from '../features/offers/components/offer-nav.tsx';
import {
  offerCategoryHref,
  offerPathToCategoryPath,
  parseOfferPath,
  parseOfferType,
} from '../features/offers/lib/offer-urls.ts';

/** A listing as the offers pages send it: cards rather than whole products. */
type CardProductListing = ReturnType<typeof withCardViews<ProductListing>>;

function notFound(): never {
  throw data(null, { status: 404 });
}

/** A start past the furthest a listing pages is the furthest; anything else odd is the first page. */
function parseStart(url: URL): number {
  const raw = url.searchParams.get('start');
  return raw !== null && /^\d{1,6}$/.test(raw) ? Math.min(Number(raw), MAX_START) : 0;
}

function categoryLinks(listing: ProductListing, segments: readonly string[]): OfferCategoryLink[] {
  return listing.subCategories
    .filter((category) => category.expectedResults > 0)
    .map((category) => ({
      id: category.categoryId,
      name: category.name,
      href: offerCategoryHref(segments, category.name, category.categoryId),
      count: category.expectedResults,
    }));
}

export interface OffersPageData {
  /** Null on the offers landing page. */
  categoryName: string | null;
  listing: CardProductListing;
  categories: OfferCategoryLink[];
}

/** /shop/browse/offers and its `{category}_offers` paths. */
export async function loadOffersPage(
  services: AppServices,
  splat: string,
  url: URL,
): Promise<OffersPageData> {
  const segments = parseOfferPath(splat) ?? notFound();
  const { offers } = services;
  let categoryId = url.searchParams.get('categoryId')?.trim() || undefined;
  if (categoryId !== undefined && !isCategoryId(categoryId)) notFound();
  let categoryName: string | null = null;
  if (segments.length > 0 && categoryId === undefined) {
    // Root and special categories come without a categoryId: find them by their path.
    const category = await services.catalogue.findCategoryByPath(offerPathToCategoryPath(segments));
    if (!category) notFound();
    categoryId = category.id;
    categoryName = category.name;
  }
  // A categoryId no category has is CATEGORY_NOT_FOUND, which getServices makes a 404.
  const listing = await offers.listOfferProducts({
    categoryId,
    start: parseStart(url),
    size: DEFAULT_PAGE_SIZE,
  });
  if (segments.length > 0) {
    categoryName ??= listing.breadcrumbs.at(-1)?.name ?? listing.pageTitle;
  }
  return {
    categoryName,
    listing: withCardViews(listing),
    categories: categoryLinks(listing, segments),
  };
}

export interface HighlightsPageData {
  typeCode: NonNullable<ReturnType<typeof parseOfferType>>['code'];
  typeLabel: string;
  listing: CardProductListing;
}

/** /shop/browse/offers/highlights/{offerType}: products on one type of offer. */
export async function loadHighlightsPage(
  services: AppServices,
  offerType: string,
  url: URL,
): Promise<HighlightsPageData> {
  const type = parseOfferType(offerType) ?? notFound();
  const listing = await services.offers.listOfferProducts({
    offerType: type.code,
    start: parseStart(url),
    size: DEFAULT_PAGE_SIZE,
  });
  return { typeCode: type.code, typeLabel: type.label, listing: withCardViews(listing) };
}

/** A multibuy's builder as its offer page shows it (decision 0092); the same for every shopper. */
export interface OfferBuilder {
  threshold: number;
  /** A wine build-your-offer: every product is wine (`isWineOffer`). */
  wine: boolean;
}

export interface OfferPageData {
  offer: OfferSummary;
  listing: CardProductListing;
  /** Null for an offer that is not a multibuy. */
  builder: OfferBuilder | null;
}

/** The builder of a multibuy: its threshold from the promotion as its products carry it. */
function offerBuilder(offerId: number, products: ProductListing['products']): OfferBuilder | null {
  const promotion = products
    .flatMap((product) => product.promotions)
    .find((p) => p.promotionId === offerId);
  const threshold = promotion ? multibuyThreshold(promotion) : null;
  if (threshold === null) return null;
  return {
    threshold,
    wine: isWineOffer(products.map((product) => product.categories.map((c) => c.name))),
  };
}

/** /shop/offers/{offerId}: one live offer and its products. */
export async function loadOfferPage(
  services: AppServices,
  offerId: string,
  url: URL,
): Promise<OfferPageData> {
  if (!/^\d{1,12}$/.test(offerId)) notFound();
  const found = await services.offers.getOffer(Number(offerId), {
    start: parseStart(url),
    size: DEFAULT_PAGE_SIZE,
  });
  if (!found) notFound();
  return {
    offer: found.offer,
    listing: withCardViews(found.listing),
    builder: offerBuilder(found.offer.offerId, found.listing.products),
  };
}

/** /shop/featured/offers: the live offers, as cards. */
export async function loadFeaturedOffers(
  services: AppServices,
): Promise<{ offers: OfferSummary[] }> {
  return { offers: await services.offers.listOffers({}) };
}
