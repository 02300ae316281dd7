/**
 * Meal deal and multibuy builders, spec doc 3 §4 "Meal deals and bundles" (decision 0092): how
 * the items a shopper has chosen fill a deal's groups. Builders only count and place items; what
 * a deal costs and saves is the pricing engine's answer (`pricing/price-trolley.ts`), read from
 * the priced trolley, never worked out here.
 */

/** A meal deal group (main, side, drink…): `threshold` items from it fill one builder's share. */
export interface BuilderGroup {
  id: number;
  name: string;
  threshold: number;
}

/** One group's part of one builder. */
export interface BuilderGroupState {
  groupId: number;
  name: string;
  threshold: number;
  /** Items placed in this builder from the group (0 to threshold). */
  filled: number;
  /** threshold − filled. */
  missing: number;
  done: boolean;
}

export interface MealDealBuilder {
  groups: BuilderGroupState[];
  /** Every group filled to its threshold. */
  complete: boolean;
}

export interface MealDealBuilders {
  builders: MealDealBuilder[];
  /** Builders that are complete: how many deals the chosen items make. */
  completeCount: number;
  /** The most builders shown: set by the group with the fewest products (`maxMealDealBuilders`). */
  maxBuilders: number;
}

/** A threshold the rules can work with: a whole number of at least 1 (else 1). */
function usableThreshold(threshold: number): number {
  return Number.isInteger(threshold) && threshold >= 1 ? threshold : 1;
}

/** A count of items: a whole number of at least 0 (else 0). */
function usableCount(count: number | undefined): number {
  return count !== undefined && Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The most builders a meal deal can show: the group with the fewest products decides, as each
 * builder needs `threshold` different products from it (at least one builder). `productCounts`
 * holds each group's number of products by group id.
 */
export function maxMealDealBuilders(
  groups: readonly BuilderGroup[],
  productCounts: ReadonlyMap<number, number>,
): number {
  if (groups.length === 0) return 1;
  const most = Math.min(
    ...groups.map((g) =>
      Math.floor(usableCount(productCounts.get(g.id)) / usableThreshold(g.threshold)),
    ),
  );
  return Math.max(1, most);
}

/**
 * The builders for the items chosen, by group id (`itemCounts`: items in the trolley from each
 * group). Items fill the first builder's groups up to their thresholds; items that overflow a
 * group start the next builder, so there are as many builders as the fullest group needs (at
 * least one, at most `maxBuilders`). A builder is complete when every group reaches its
 * threshold.
 */
export function mealDealBuilders(
  groups: readonly BuilderGroup[],
  itemCounts: ReadonlyMap<number, number>,
  maxBuilders = Number.POSITIVE_INFINITY,
): MealDealBuilders {
  const cap = Math.max(1, Number.isNaN(maxBuilders) ? 1 : Math.floor(maxBuilders));
  const needed = Math.max(
    1,
    ...groups.map((g) =>
      Math.ceil(usableCount(itemCounts.get(g.id)) / usableThreshold(g.threshold)),
    ),
  );
  const count = Math.min(cap, needed);
  const builders: MealDealBuilder[] = [];
  for (let b = 0; b < count; b++) {
    const states = groups.map((g) => {
      const threshold = usableThreshold(g.threshold);
      const items = usableCount(itemCounts.get(g.id));
      const filled = Math.max(0, Math.min(threshold, items - b * threshold));
      return {
        groupId: g.id,
        name: g.name,
        threshold,
        filled,
        missing: threshold - filled,
        done: filled === threshold,
      };
    });
    builders.push({ groups: states, complete: states.every((s) => s.done) });
  }
  return {
    builders,
    completeCount: builders.filter((b) => b.complete).length,
    maxBuilders: cap === Number.POSITIVE_INFINITY ? count : cap,
  };
}

/** One multibuy bundle: `filled` of `size` places taken. */
export interface MultibuyBundle {
  size: number;
  filled: number;
  /** Every place taken. */
  complete: boolean;
}

/** A wine build-your-offer ("any 6 bottles") always shows two builders. */
export const WINE_BUILD_YOUR_OFFER_BUILDERS = 2;

/**
 * A multibuy's bundles: the items grouped into bundles of the threshold size, padded with one
 * empty bundle when the last is full (or there are no items), so there is always exactly one
 * bundle still to fill, last. A bundle is complete when full. `minimumBundles` pads further with
 * empty bundles (the wine build-your-offer shows `WINE_BUILD_YOUR_OFFER_BUILDERS`).
 */
export function multibuyBundles(
  threshold: number,
  itemCount: number,
  minimumBundles = 1,
): MultibuyBundle[] {
  const size = usableThreshold(threshold);
  const items = usableCount(itemCount);
  const bundles: MultibuyBundle[] = [];
  for (let left = items; left > 0; left -= size) {
    const filled = Math.min(size, left);
    bundles.push({ size, filled, complete: filled === size });
  }
  if (bundles.length === 0 || bundles.at(-1)?.complete) {
    bundles.push({ size, filled: 0, complete: false });
  }
  while (bundles.length < minimumBundles) bundles.push({ size, filled: 0, complete: false });
  return bundles;
}

/** The wine build-your-offer: a multibuy shown as at least two builders. */
export function wineBuildYourOffer(threshold: number, itemCount: number): MultibuyBundle[] {
  return multibuyBundles(threshold, itemCount, WINE_BUILD_YOUR_OFFER_BUILDERS);
}

/** A priced trolley line as the builder's page reads it (the engine's answer). */
export interface PricedDealLine {
  discounts: readonly { id: number; status: 'TRIGGERED' | 'UNTRIGGERED'; savingPence: number }[];
}

/**
 * What one deal saves across the trolley, as the pricing engine shared it out over the lines
 * (each triggered line's share, summed): the saving is the engine's, only added up here.
 */
export function dealSavingPence(lines: readonly PricedDealLine[], promotionId: number): number {
  let saving = 0;
  for (const line of lines) {
    for (const d of line.discounts) {
      if (d.id === promotionId && d.status === 'TRIGGERED') saving += d.savingPence;
    }
  }
  return saving;
}
