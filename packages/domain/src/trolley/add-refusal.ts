import { ITEM_NOT_AVAILABLE } from '../catalogue/catalogue-messages.ts';
import { productDisplayName } from '../catalogue/product-display.ts';
import { calendarDate, formatDayMonth } from '../time/calendar-date.ts';
import { type ConflictProduct, type ConflictReason, trolleyConflicts } from './conflicts.ts';
import { pastCutOffNotAdded, soldOutOnlineNotAdded } from './trolley-messages.ts';

/**
 * Whether a product may be added to a trolley, or a line's quantity raised (decision 0031). A
 * line whose conflict leaves nothing to do but remove it is refused rather than stored: a
 * product no longer sold, sold out online, or past its last order date. These do not depend on
 * the slot. Lowering a quantity or removing a line is always allowed, and other conflicts
 * (temporarily unavailable, dates that depend on the slot, a cap) never stop an add.
 */
export const REFUSING_REASONS: readonly ConflictReason[] = [
  'NOT_SOLD',
  'SOLD_OUT_ONLINE',
  'PAST_CUT_OFF',
];

export interface AddRefusal {
  reason: ConflictReason;
  /** What the shopper is told (the failure's message). */
  message: string;
}

/**
 * Why the product `productId` (its facts, or undefined when the catalogue does not have it)
 * cannot be added at `now`, or null. Decided by `trolleyConflicts`, so the two never disagree.
 */
export function addRefusal(
  productId: string,
  product: ConflictProduct | undefined,
  now: Date,
): AddRefusal | null {
  const { conflicts } = trolleyConflicts({
    lines: [
      {
        trolleyItemId: -1,
        lineNumber: product?.lineNumber ?? '0',
        productId,
        quantity: { amount: 1, uom: 'C62' },
      },
    ],
    products: product ? [product] : [],
    slot: null,
    now,
  });
  const refusing = conflicts.find((conflict) => REFUSING_REASONS.includes(conflict.reason));
  if (!refusing || !product) {
    return refusing ? { reason: refusing.reason, message: ITEM_NOT_AVAILABLE } : null;
  }
  const name = productDisplayName(product.name);
  switch (refusing.reason) {
    case 'SOLD_OUT_ONLINE':
      return { reason: refusing.reason, message: soldOutOnlineNotAdded(name) };
    case 'PAST_CUT_OFF': {
      const cutOff = calendarDate(product.restriction?.cutOffDate ?? '') ?? '';
      return { reason: refusing.reason, message: pastCutOffNotAdded(name, formatDayMonth(cutOff)) };
    }
    default:
      return { reason: refusing.reason, message: ITEM_NOT_AVAILABLE };
  }
}
