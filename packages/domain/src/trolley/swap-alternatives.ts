import type { Availability } from '../catalogue/catalogue.types.ts';
import type { ConflictReason } from './conflicts.ts';

/**
 * The "swap unavailable product" modal (spec doc 1 §4 Trolley modals; decision 0033): which
 * trolley lines offer a swap, and which products are offered in their place.
 */

/** Alternatives shown for one unavailable line. */
export const SWAP_ALTERNATIVES_SIZE = 4;

/**
 * Conflicts that mean the product cannot be had as it is: gone from the catalogue, sold out
 * online, or temporarily unavailable (the lines listed under 'Unavailable Item(s)').
 */
const UNAVAILABLE_REASONS: ReadonlySet<ConflictReason> = new Set([
  'NOT_SOLD',
  'SOLD_OUT_ONLINE',
  'TEMPORARILY_UNAVAILABLE',
]);

/** Whether a line with these conflicts offers a swap for another product. */
export function isSwappable(conflicts: readonly { reason: ConflictReason }[]): boolean {
  return conflicts.some((conflict) => UNAVAILABLE_REASONS.has(conflict.reason));
}

export interface AlternativeCandidate {
  lineNumber: string;
  availability: Availability;
}

/**
 * The products offered instead of an unavailable one, from candidates in the order they are
 * wanted (the aisle's most popular first): available to buy now, neither the unavailable product
 * nor one already in the trolley (choosing it would change that line, not add one), each once,
 * at most `size`.
 */
export function pickAlternatives<C extends AlternativeCandidate>(
  candidates: readonly C[],
  options: {
    unavailableLineNumber: string;
    inTrolley: ReadonlySet<string> | readonly string[];
    size?: number;
  },
): C[] {
  const inTrolley = new Set(options.inTrolley);
  const size = options.size ?? SWAP_ALTERNATIVES_SIZE;
  const picked: C[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (picked.length >= size) break;
    if (candidate.availability !== 'AVAILABLE') continue;
    if (candidate.lineNumber === options.unavailableLineNumber) continue;
    if (inTrolley.has(candidate.lineNumber) || seen.has(candidate.lineNumber)) continue;
    seen.add(candidate.lineNumber);
    picked.push(candidate);
  }
  return picked;
}
