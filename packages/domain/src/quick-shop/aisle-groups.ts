/**
 * Grouping a shopper's products by aisle, as the quick shop and shop from previous lists them
 * (issue 25; decision 0082). The catalogue's tree is root, top category, aisle, shelf (Groceries,
 * Fresh & Chilled, Milk, Whole Milk); products sit on shelves, so a product's aisle is its
 * shelf's parent. Grouping by shelf would make a week's shop dozens of groups of one.
 */

export interface Aisle {
  id: string;
  name: string;
}

/** Heading of the products whose aisle is not known (a category chain too short, or none). */
export const OTHER_AISLE_NAME = 'Other products';

/**
 * The aisle of a product whose categories run from the root down to its shelf: the shelf's
 * parent; the shelf itself when it hangs straight off the root; null without categories.
 */
export function aisleOf(categories: readonly Aisle[]): Aisle | null {
  const aisle = categories.length >= 3 ? categories.at(-2) : categories.at(-1);
  return aisle ? { id: aisle.id, name: aisle.name } : null;
}

export interface AisleGroup<T> {
  /** Null for the products of no known aisle. */
  aisle: Aisle | null;
  items: T[];
}

/**
 * `items` in groups by aisle: aisles A to Z by name (the shop's English collation), the
 * products of no known aisle last. Within a group the items keep the order they came in, so a
 * caller's order (most often bought first, or the order's line order) holds.
 */
export function groupByAisle<T>(
  items: readonly T[],
  aisleOfItem: (item: T) => Aisle | null,
): AisleGroup<T>[] {
  const groups = new Map<string, AisleGroup<T>>();
  let other: AisleGroup<T> | null = null;
  for (const item of items) {
    const aisle = aisleOfItem(item);
    if (!aisle) {
      other ??= { aisle: null, items: [] };
      other.items.push(item);
      continue;
    }
    let group = groups.get(aisle.id);
    if (!group) {
      group = { aisle, items: [] };
      groups.set(aisle.id, group);
    }
    group.items.push(item);
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      (a.aisle as Aisle).name.localeCompare((b.aisle as Aisle).name, 'en-GB') ||
      (a.aisle as Aisle).id.localeCompare((b.aisle as Aisle).id),
  );
  return other ? [...sorted, other] : sorted;
}
