/**
 * Gift card and gift voucher lists, spec doc 2 §5 and §9: at most 10 of each on an order, and a
 * list is full once it holds more than 9.
 */

export const MAX_GIFT_CARDS = 10;
export const MAX_GIFT_VOUCHERS = 10;

/** Full above 9 entries: nothing more can be added. */
export function isTenderListFull(count: number): boolean {
  return count > 9;
}
