/**
 * How much of an order's amount to pay a gift card or gift voucher covers (spec doc 2 §3: a
 * gift card's amountToDeduct; the estimated totals' giftCards, giftVouchers and toPay). A tender
 * never covers more than its balance nor more than is left to pay, and never a negative amount.
 * Amounts are integer pence.
 */

const pence = (value: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;

/** What one tender with `balance` covers of `toPay`. */
export function amountCovered(balance: number, toPay: number): number {
  return Math.min(pence(balance), pence(toPay));
}

export interface TenderCover {
  /** Per tender, in the order given: what it covers. */
  amounts: number[];
  /** What the tenders cover together. */
  covered: number;
  /** What is left to pay by card. */
  toPay: number;
}

/**
 * Tenders applied in order (vouchers first, then gift cards, as the caller lists them), each
 * taking what it can of what is still to pay.
 */
export function coverOrder(total: number, balances: readonly number[]): TenderCover {
  let left = pence(total);
  const amounts = balances.map((balance) => {
    const amount = amountCovered(balance, left);
    left -= amount;
    return amount;
  });
  return { amounts, covered: pence(total) - left, toPay: left };
}
