import type { SlotType } from '../trolley/booked-slot.ts';

/**
 * The slot pages' paths (spec doc 1 §2 Slots; decision 0037), as the router writes them (no
 * /ecom): service selection (with christmas and easter variants), the delivery grid
 * (bookslot/delivery/*, with christmas, newyear and thanksgiving variants, and easter), the
 * collection service selection and the three collection grids, and the generic
 * booking-collection route that is rewritten by what the trolley holds.
 */

export type CampaignSegment = 'christmas' | 'easter';
/** Variants a delivery grid path may end with; only campaigns have slot days of their own. */
export type SlotPageVariant = CampaignSegment | 'newyear' | 'thanksgiving';

export type CollectionService = 'groceries' | 'entertaining' | 'groceriesandentertaining';
export type CollectionPage = CollectionService | 'select-service' | 'reselect-service';

export const SERVICE_SELECTION_PATH = '/service-selection';
export const DELIVERY_GRID_PATH = '/bookslot/delivery';
export const COLLECTION_PATH = '/bookslot/collection';

export const SLOT_PAGE_VARIANTS: readonly SlotPageVariant[] = [
  'christmas',
  'easter',
  'newyear',
  'thanksgiving',
];
export const COLLECTION_PAGES: readonly CollectionPage[] = [
  'groceries',
  'entertaining',
  'groceriesandentertaining',
  'select-service',
  'reselect-service',
];

/** A path segment as a variant; undefined for no segment, null for one that is not a variant. */
export function slotPageVariantOf(segment: string | undefined): SlotPageVariant | null | undefined {
  if (segment === undefined || segment === '') return undefined;
  const lower = segment.toLowerCase();
  return SLOT_PAGE_VARIANTS.includes(lower as SlotPageVariant) ? (lower as SlotPageVariant) : null;
}

/** The campaign whose slot days a variant shows (newyear and thanksgiving have none). */
export function campaignOfVariant(variant: SlotPageVariant | undefined): CampaignSegment | null {
  return variant === 'christmas' || variant === 'easter' ? variant : null;
}

export function collectionPageOf(segment: string | undefined): CollectionPage | null {
  const lower = segment?.toLowerCase();
  return COLLECTION_PAGES.includes(lower as CollectionPage) ? (lower as CollectionPage) : null;
}

/** The slot type a collection grid books: groceries with entertaining is a grocery collection. */
export function slotTypeOfCollectionService(service: CollectionService): SlotType {
  return service === 'entertaining' ? 'ENTERTAINING_COLLECTION' : 'GROCERY_COLLECTION';
}

const suffix = (variant: SlotPageVariant | null | undefined) => (variant ? `/${variant}` : '');

export function serviceSelectionPath(variant?: SlotPageVariant | null): string {
  return `${SERVICE_SELECTION_PATH}${suffix(campaignOfVariant(variant ?? undefined))}`;
}

export function deliveryGridPath(variant?: SlotPageVariant | null): string {
  return `${DELIVERY_GRID_PATH}${suffix(variant)}`;
}

export function collectionPagePath(page: CollectionPage, variant?: SlotPageVariant | null): string {
  return `${COLLECTION_PATH}/${page}${suffix(variant)}`;
}

/** The grid that books a slot of this type (the header's 'Change slot'). */
export function gridPathOfSlotType(slotType: SlotType): string {
  switch (slotType) {
    case 'GROCERY_COLLECTION':
      return collectionPagePath('groceries');
    case 'ENTERTAINING_COLLECTION':
      return collectionPagePath('entertaining');
    case 'DELIVERY':
    case 'DELIVERY_SERVICE':
      return DELIVERY_GRID_PATH;
    case 'UNDEFINED':
      return SERVICE_SELECTION_PATH;
  }
}

/**
 * What the trolley holds, for collection (decision 0037: the spec's "trolley's fulfilment type"):
 * groceries only (product types G and W), entertaining only (E and L), or both. An empty trolley,
 * or one with only products of no known type, has none.
 */
export type TrolleyFulfilmentMix = 'GROCERIES' | 'ENTERTAINING' | 'GROCERIES_AND_ENTERTAINING';

export function trolleyFulfilmentMix(
  productTypes: readonly (string | null | undefined)[],
): TrolleyFulfilmentMix | null {
  let groceries = false;
  let entertaining = false;
  for (const type of productTypes) {
    if (type === 'G' || type === 'W') groceries = true;
    else if (type === 'E' || type === 'L') entertaining = true;
  }
  if (groceries && entertaining) return 'GROCERIES_AND_ENTERTAINING';
  if (entertaining) return 'ENTERTAINING';
  return groceries ? 'GROCERIES' : null;
}

const SERVICE_OF_MIX: Record<TrolleyFulfilmentMix, CollectionService> = {
  GROCERIES: 'groceries',
  ENTERTAINING: 'entertaining',
  GROCERIES_AND_ENTERTAINING: 'groceriesandentertaining',
};

/**
 * The generic booking-collection route (`/bookslot/collection`, `/bookslot/collection/christmas`)
 * rewritten (spec doc 1 §2): to the groceries, entertaining or groceries-and-entertaining
 * collection grid by what the trolley holds, otherwise to the plain collection page (the
 * collection service selection); a trailing christmas segment and the query are kept. `rest` is
 * what follows `/bookslot/collection`; null when that is not the generic route.
 */
export function bookingCollectionRewrite(
  rest: string,
  search: string,
  mix: TrolleyFulfilmentMix | null,
): string | null {
  const trimmed = rest.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (trimmed !== '' && trimmed !== 'christmas') return null;
  const page: CollectionPage = mix ? SERVICE_OF_MIX[mix] : 'select-service';
  const query =
    search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${collectionPagePath(page, trimmed === 'christmas' ? 'christmas' : undefined)}${query}`;
}
