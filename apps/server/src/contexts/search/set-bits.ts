import type { FacetSet, OfferPeriod, OfferSet, ProductFilters } from './search.repository.ts';

/**
 * Filters as bit strings over set ids, for the search statements (SetBits in
 * search.repository.ts): bit n is '1' when set n passes. The same tests the statements'
 * fallback makes in SQL: every required tag, any chosen brand, any chosen type, the category
 * among the set's categories; an offer period containing the instant, ends as the range says.
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

function contains([start, end, startIncluded, endIncluded]: OfferPeriod, at: number): boolean {
  const afterStart = start === null || (startIncluded ? at >= start : at > start);
  const beforeEnd = end === null || (endIncluded ? at <= end : at < end);
  return afterStart && beforeEnd;
}

export function liveOfferBits(sets: OfferSet[], at: Date): string {
  const time = at.getTime();
  const size = Math.max(0, ...sets.map((s) => s.id)) + 1;
  return bitString(
    sets.map((s) => s.id),
    (i) => (sets[i] as OfferSet).periods.some((period) => contains(period, time)),
    size,
  );
}
