import { isPromotionLive } from '@grocer/domain/promotions/promotion-window';
import type { FacetSet, OfferSet, ProductFilters } from './search.repository.ts';

/**
 * Filters as bit strings over set ids, for the search statements (SetBits in
 * search.repository.ts): bit n is '1' when set n passes. The same tests the statements'
 * fallback makes in SQL: every required tag, any chosen brand, any chosen type, the category
 * among the set's categories; an offer period live at the instant (the promotion window rule,
 * whose SQL form the fallback uses).
 */
function bitString(ids: number[], passes: (index: number) => boolean, size: number): string {
  const bits = new Array<string>(size).fill('0');
  ids.forEach((id, index) => {
    if (passes(index)) bits[id] = '1';
  });
  return bits.join('');
}

export function facetBits(sets: FacetSet[], filters: ProductFilters): string {
  const size = Math.max(0, ...sets.map((s) => s.id)) + 1;
  return bitString(
    sets.map((s) => s.id),
    (i) => {
      const set = sets[i] as FacetSet;
      return (
        filters.requiredTags.every((tag) => set.productTags.includes(tag)) &&
        (filters.brands.length === 0 || filters.brands.includes(set.brandName)) &&
        (filters.productTypes.length === 0 || filters.productTypes.includes(set.productType)) &&
        (filters.categoryId === null || set.categoryIds.includes(filters.categoryId))
      );
    },
    size,
  );
}

export function liveOfferBits(sets: OfferSet[], at: Date): string {
  const time = at.getTime();
  const size = Math.max(0, ...sets.map((s) => s.id)) + 1;
  return bitString(
    sets.map((s) => s.id),
    (i) => (sets[i] as OfferSet).periods.some((period) => isPromotionLive(period, time)),
    size,
  );
}
