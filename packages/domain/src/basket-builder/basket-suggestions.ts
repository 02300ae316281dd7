/**
 * What the basket builder suggests (issue 28, decision 0095; spec doc 3 §3 and §4): products
 * from the shopper's own order history and from what similar trolleys hold (other shoppers'
 * orders holding a product now in this trolley), scored, never a product already in the trolley
 * or one that cannot be bought now; paged, with the top `scoreThresholdCount` highlighted and
 * recommended as one selection.
 */

/** How many top suggestions are highlighted and make the recommended selection. */
export const SCORE_THRESHOLD_COUNT = 3;
/** Suggestions a page, and the most a page may ask for. */
export const BASKET_BUILDER_PAGE_SIZE = 12;
export const BASKET_BUILDER_MAX_PAGE_SIZE = 48;
/** The most suggestions scored for one trolley (the pages run over these). */
export const BASKET_BUILDER_MAX_SUGGESTIONS = 96;

/** A product of the shopper's own history: in how many of their shops it was bought. */
export interface OwnHistoryLine {
  lineNumber: string;
  /** The shopper's shops (orders and receipts) in the frequency window that bought it. */
  timesBought: number;
  /** Of those, the shops that also bought a product now in the trolley. */
  withTrolley: number;
}

/** A product other shoppers' orders held beside a product now in this trolley. */
export interface SimilarTrolleyLine {
  lineNumber: string;
  /** Other shoppers' orders that held it beside a product now in the trolley. */
  orders: number;
}

export interface ScoredSuggestion {
  lineNumber: string;
  score: number;
}

/**
 * Each candidate's score: 3 for every own shop that bought it with a product now in the
 * trolley, 2 for every other own shop that bought it, 1 for every other shopper's order that
 * held it beside a product now in the trolley. Highest first, then line number; products in
 * the trolley or not `buyable` are left out; at most `limit`.
 */
export function scoreSuggestions(input: {
  own: readonly OwnHistoryLine[];
  similar: readonly SimilarTrolleyLine[];
  inTrolley: ReadonlySet<string>;
  buyable: (lineNumber: string) => boolean;
  limit?: number;
}): ScoredSuggestion[] {
  const scores = new Map<string, number>();
  const add = (line: string, points: number) => {
    if (points > 0) scores.set(line, (scores.get(line) ?? 0) + points);
  };
  for (const line of input.own) {
    const withTrolley = Math.min(line.withTrolley, line.timesBought);
    add(line.lineNumber, 3 * withTrolley + 2 * (line.timesBought - withTrolley));
  }
  for (const line of input.similar) add(line.lineNumber, line.orders);
  return [...scores]
    .filter(([line]) => !input.inTrolley.has(line) && input.buyable(line))
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, input.limit ?? BASKET_BUILDER_MAX_SUGGESTIONS)
    .map(([lineNumber, score]) => ({ lineNumber, score }));
}

export interface SuggestionsPage<T> {
  items: (T & { highlighted: boolean })[];
  start: number;
  size: number;
  totalMatches: number;
  hasNextPage: boolean;
}

/**
 * One page of the scored suggestions (best first): the first `scoreThresholdCount` of all of them
 * are highlighted, wherever the page starts.
 */
export function suggestionsPage<T>(
  ranked: readonly T[],
  page: { start: number; size: number },
  scoreThresholdCount: number = SCORE_THRESHOLD_COUNT,
): SuggestionsPage<T> {
  const start = Math.max(0, Math.floor(page.start));
  const size = Math.max(1, Math.floor(page.size));
  return {
    items: ranked
      .slice(start, start + size)
      .map((item, i) => ({ ...item, highlighted: start + i < scoreThresholdCount })),
    start,
    size,
    totalMatches: ranked.length,
    hasNextPage: start + size < ranked.length,
  };
}

/** The recommended selection: the highlighted suggestions, each at its quantity. */
export function recommendedSelection<T>(
  ranked: readonly T[],
  scoreThresholdCount: number = SCORE_THRESHOLD_COUNT,
): T[] {
  return ranked.slice(0, Math.max(0, scoreThresholdCount));
}

/**
 * The shopper's own history as the scores read it, from their purchases (each line of a shop
 * once): in how many shops each product was bought, and how many of those also bought a product
 * now in the trolley.
 */
export function ownHistory(
  purchases: readonly { lineNumber: string; shopId: string }[],
  inTrolley: ReadonlySet<string>,
): OwnHistoryLine[] {
  const shops = new Map<string, Set<string>>();
  for (const purchase of purchases) {
    const lines = shops.get(purchase.shopId) ?? new Set<string>();
    lines.add(purchase.lineNumber);
    shops.set(purchase.shopId, lines);
  }
  const counts = new Map<string, OwnHistoryLine>();
  for (const lines of shops.values()) {
    const touches = [...lines].some((line) => inTrolley.has(line));
    for (const line of lines) {
      const entry = counts.get(line) ?? { lineNumber: line, timesBought: 0, withTrolley: 0 };
      entry.timesBought += 1;
      if (touches) entry.withTrolley += 1;
      counts.set(line, entry);
    }
  }
  return [...counts.values()];
}
