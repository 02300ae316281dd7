/**
 * Search filter tags (spec doc 3 §9): `offers`, `dietary:{value}`, `brand:{slug}` and
 * `available:{value}`. One reading of them serves the API, which refuses a tag it cannot apply,
 * and the storefront, which leaves such a tag out (old or hand-edited links).
 */

/** Product tags shown under Dietary, in display order, with their filter values. */
export const DIETARY_FILTERS: readonly { value: string; tag: string; name: string }[] = [
  { value: 'vegetarian', tag: 'Vegetarian', name: 'Vegetarian' },
  { value: 'vegan', tag: 'Vegan', name: 'Vegan' },
  { value: 'gluten-free', tag: 'Gluten free', name: 'Gluten free' },
  { value: 'dairy-free', tag: 'Dairy free', name: 'Dairy free' },
  { value: 'organic', tag: 'Organic', name: 'Organic' },
  { value: 'nut-free', tag: 'Nut free', name: 'Nut free' },
];

/**
 * 'Available in' (single choice). Groceries (G, W) go by delivery or collection; entertaining
 * lines (E, L) are ordered ahead for collection from a branch. See decision 0005.
 */
export const AVAILABILITY_FILTERS: readonly {
  value: string;
  name: string;
  productTypes: string[];
}[] = [
  { value: 'delivery', name: 'Delivery', productTypes: ['G', 'W'] },
  { value: 'collection', name: 'Click & collect', productTypes: ['G', 'W', 'E', 'L'] },
  { value: 'entertaining', name: 'Entertaining (order ahead)', productTypes: ['E', 'L'] },
];

export type FilterTag =
  | { tag: string; kind: 'offers' }
  | { tag: string; kind: 'dietary'; dietary: (typeof DIETARY_FILTERS)[number] }
  /** Any slug: a brand no longer stocked simply finds nothing, so old links still work. */
  | { tag: string; kind: 'brand'; slug: string }
  | { tag: string; kind: 'available'; availability: (typeof AVAILABILITY_FILTERS)[number] };

export interface FilterTagProblem {
  tag: string;
  /** Why the tag cannot be applied, e.g. `unknown dietary value`. */
  why: string;
}

/**
 * Reads filter tags in order. Each one that can be applied comes back in `filters`, each other
 * in `problems` with the reason. 'Available in' takes one choice: a second, different one is a
 * problem, the first stands.
 */
export function readFilterTags(tags: readonly string[]): {
  filters: FilterTag[];
  problems: FilterTagProblem[];
} {
  const filters: FilterTag[] = [];
  const problems: FilterTagProblem[] = [];
  let availability: string | null = null;
  for (const tag of tags) {
    const colon = tag.indexOf(':');
    const group = colon === -1 ? tag : tag.slice(0, colon);
    const value = colon === -1 ? '' : tag.slice(colon + 1);
    if (group === 'offers' && value === '') {
      filters.push({ tag, kind: 'offers' });
    } else if (group === 'dietary') {
      const dietary = DIETARY_FILTERS.find((d) => d.value === value);
      if (dietary) filters.push({ tag, kind: 'dietary', dietary });
      else problems.push({ tag, why: 'unknown dietary value' });
    } else if (group === 'brand') {
      filters.push({ tag, kind: 'brand', slug: value });
    } else if (group === 'available') {
      const option = AVAILABILITY_FILTERS.find((a) => a.value === value);
      if (!option) {
        problems.push({ tag, why: 'unknown availability' });
      } else if (availability !== null && availability !== value) {
        problems.push({ tag, why: "'Available in' takes one choice, got a second" });
      } else {
        availability = value;
        filters.push({ tag, kind: 'available', availability: option });
      }
    } else {
      problems.push({ tag, why: 'unknown filter' });
    }
  }
  return { filters, problems };
}
