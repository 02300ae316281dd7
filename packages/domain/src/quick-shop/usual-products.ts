import { byFrequency, type PurchaseFrequency } from '../favourites/purchase-frequency.ts';
import { MAX_BATCH_LINES } from '../trolley/trolley-input.schema.ts';

/**
 * Which products the quick shop lists as the shopper's usual ones (issue 25: "favourites and
 * frequent purchases"; decision 0082): the products bought in at least USUAL_MIN_TIMES shops
 * (online orders and branch visits) within the purchase frequency's window, most often bought
 * first (`byFrequency`), then the favourites not among them, most recently chosen first. A
 * one-off purchase is not a habit. At most one batch's worth, so one press can add them all.
 */
export const USUAL_MIN_TIMES = 2;
export const USUAL_PRODUCTS_LIMIT = MAX_BATCH_LINES;

export function usualLineNumbers(input: {
  /** The shopper's chosen favourites, most recently chosen first. */
  favourites: readonly string[];
  /** The purchase frequency rule's answer, by line number. */
  frequency: ReadonlyMap<string, PurchaseFrequency>;
  limit?: number;
}): string[] {
  const frequent = [...input.frequency.values()]
    .filter((entry) => entry.timesBought >= USUAL_MIN_TIMES)
    .sort(byFrequency)
    .map((entry) => entry.lineNumber);
  const listed = new Set(frequent);
  const chosen = input.favourites.filter((lineNumber) => {
    if (listed.has(lineNumber)) return false;
    listed.add(lineNumber);
    return true;
  });
  return [...frequent, ...chosen].slice(0, Math.max(0, input.limit ?? USUAL_PRODUCTS_LIMIT));
}
