import { foldAccents, looseWordForms } from './query-plan.ts';

/**
 * The first row of a relevance page, made varied (decision 0047): a shopper who types "milk"
 * should see semi-skimmed, whole and skimmed from more than one dairy, not one carton in five
 * sizes. Pure: the search service applies it to the head of the ranked list, so every page of
 * one search is cut from the same order.
 */

/** What makes two results alike. */
export interface ResultLikeness {
  /** The product without its size ("hillside semi skimmed milk"): sizes of one product share it. */
  product: string;
  /** What it is: its shelf. */
  kind: string;
  /** Who makes it: own-label tiers (Hillside, Hillside Essential, Hillside No.1) are one family. */
  brandFamily: string;
  /**
   * Whether its name says what the shopper typed (namesTheQuery): variety never puts a
   * product that does not above one that does ("broccoli" shows a second size of broccoli
   * rather than romanesco).
   */
  named: boolean;
}

/** How many results the first row holds (the "top 5"). */
export const FIRST_ROW = 5;
/**
 * At most this many results of one kind from one brand family in the first row. Sizes of one
 * product share both, so no product shows more than two of its sizes there.
 */
export const PER_KIND_AND_FAMILY = 2;
/**
 * How far down the ranked list the first row may reach for variety. A result further down than
 * this is not what the shopper asked for, however different it is.
 */
export const VARIETY_WINDOW = 20;

/**
 * The brand family of a brand name: its first word, folded. "Hillside", "Hillside Essential"
 * and "Hillside No.1" are one family; "Meadowcroft Dairy" is its own.
 */
export function brandFamily(brandName: string): string {
  return brandName.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

/**
 * Reorders `ranked` so that the first row holds no more than PER_KIND_AND_FAMILY results of one
 * kind and brand family, taking the best-ranked result that keeps to that, from within the
 * first VARIETY_WINDOW; a product's sizes in the row sit side by side. The query narrows to a family it
 * names (`namedFamilies`, e.g. "hillside milk"): that family is not limited. When too few
 * results keep to the limits (the query narrows to one product or kind) the row is filled
 * with the best of the rest. Everything the row passed over follows it in rank order, and
 * nothing is lost or repeated.
 */
export function variedFirstRow<T>(
  ranked: readonly T[],
  likeness: (item: T) => ResultLikeness,
  namedFamilies: ReadonlySet<string> = new Set(),
): T[] {
  const window = Math.min(ranked.length, VARIETY_WINDOW);
  const likes = ranked.slice(0, window).map(likeness);
  const row: number[] = [];
  const inRow = new Set<number>();
  const passedOver: number[] = [];
  const products = new Set<string>();
  const perKindAndFamily = new Map<string, number>();
  const key = (like: ResultLikeness) => `${like.kind}\u0000${like.brandFamily}`;
  const take = (i: number) => {
    const like = likes[i] as ResultLikeness;
    row.push(i);
    inRow.add(i);
    products.add(like.product);
    perKindAndFamily.set(key(like), (perKindAndFamily.get(key(like)) ?? 0) + 1);
  };
  for (let i = 0; i < window && row.length < FIRST_ROW; i++) {
    const like = likes[i] as ResultLikeness;
    const varied =
      (perKindAndFamily.get(key(like)) ?? 0) < PER_KIND_AND_FAMILY ||
      namedFamilies.has(like.brandFamily);
    if (!varied) {
      passedOver.push(i);
      continue;
    }
    // A result passed over for its kind and family still comes before one whose name misses
    // the query; another size of a product already in the row never does.
    if (!like.named) {
      for (const p of passedOver) {
        const over = likes[p] as ResultLikeness;
        if (row.length < FIRST_ROW && over.named && !inRow.has(p) && !products.has(over.product))
          take(p);
      }
    }
    if (row.length < FIRST_ROW) take(i);
  }
  for (let i = 0; i < window && row.length < FIRST_ROW; i++) if (!inRow.has(i)) take(i);
  // Rank order, except that a product's sizes sit side by side, where its first size ranked.
  row.sort((a, b) => a - b);
  const grouped = row.flatMap((i, n) => {
    const product = likes[i]?.product;
    if (row.slice(0, n).some((j) => likes[j]?.product === product)) return [];
    return row.filter((j) => likes[j]?.product === product);
  });
  return [...grouped.map((i) => ranked[i] as T), ...ranked.filter((_, i) => !inRow.has(i))];
}

/**
 * Whether a product name says what the shopper typed: for every word or phrase of the query,
 * one of its ways of matching (the words themselves, a correction or a synonym) is all in the
 * name. Plurals are matched loosely ("nappies" names Nappy Bags), as the index stems them.
 */
export function namesTheQuery(name: string, positions: readonly (readonly string[])[][]): boolean {
  const named = new Set((foldAccents(name).match(/[\p{L}\p{N}]+/gu) ?? []).flatMap(looseWordForms));
  return positions.every((ways) =>
    ways.some((words) =>
      words.every((word) => looseWordForms(word).some((form) => named.has(form))),
    ),
  );
}
