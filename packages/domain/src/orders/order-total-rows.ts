/**
 * The rows a shopper reads of an order's totals (spec doc 2 §3 Order: estimated totals, actual
 * totals), in the order a bill reads. One list for the checkout and View Order, so both pages show
 * every field under the same label. `saving` rows are amounts taken off (shown with a minus).
 */

export const ESTIMATED_TOTAL_FIELDS = [
  'orderLines',
  'offerSavings',
  'membershipSavings',
  'incentiveSavings',
  'orderLevelSavings',
  'totalSavings',
  'depositCharge',
  'carrierBagCharge',
  'deliveryCharge',
  'totalPrice',
  'giftVouchers',
  'giftCards',
  'paymentCard',
  'toPay',
] as const;

export type EstimatedTotalField = (typeof ESTIMATED_TOTAL_FIELDS)[number];

export const ACTUAL_TOTAL_FIELDS = [
  'pickedPrice',
  'offerSavings',
  'membershipSavings',
  'partnerDiscountSavings',
  'savings',
  'depositCharge',
  'carrierBagCharge',
  'deliveryCharge',
  'paid',
] as const;

export type ActualTotalField = (typeof ACTUAL_TOTAL_FIELDS)[number];

export interface TotalRow<Field extends string> {
  field: Field;
  label: string;
  saving?: boolean;
}

/** Every estimated-total field of spec doc 2 §3 (14). */
export const ESTIMATED_TOTAL_ROWS: readonly TotalRow<EstimatedTotalField>[] = [
  { field: 'orderLines', label: 'Items' },
  { field: 'offerSavings', label: 'Offer savings', saving: true },
  { field: 'membershipSavings', label: 'Member savings', saving: true },
  { field: 'incentiveSavings', label: 'Incentive savings', saving: true },
  { field: 'orderLevelSavings', label: 'Promo code savings', saving: true },
  { field: 'totalSavings', label: 'Total savings', saving: true },
  { field: 'depositCharge', label: 'Deposit charge' },
  { field: 'carrierBagCharge', label: 'Carrier bag charge' },
  { field: 'deliveryCharge', label: 'Delivery charge' },
  { field: 'totalPrice', label: 'Total price' },
  { field: 'giftVouchers', label: 'Gift vouchers', saving: true },
  { field: 'giftCards', label: 'Gift cards', saving: true },
  { field: 'paymentCard', label: 'Payment card' },
  { field: 'toPay', label: 'To pay' },
];

/** Every actual-total field of spec doc 2 §3 (9): what picking priced (decision 0043). */
export const ACTUAL_TOTAL_ROWS: readonly TotalRow<ActualTotalField>[] = [
  { field: 'pickedPrice', label: 'Picked price' },
  { field: 'offerSavings', label: 'Offer savings', saving: true },
  { field: 'membershipSavings', label: 'Member savings', saving: true },
  { field: 'partnerDiscountSavings', label: 'Partner discount savings', saving: true },
  { field: 'savings', label: 'Total savings', saving: true },
  { field: 'depositCharge', label: 'Deposit charge' },
  { field: 'carrierBagCharge', label: 'Carrier bag charge' },
  { field: 'deliveryCharge', label: 'Delivery charge' },
  { field: 'paid', label: 'Paid' },
];

/** '-£1.50' for a saving above zero, '£1.50' otherwise (formatted by the caller's `format`). */
export function totalRowText(
  row: { saving?: boolean },
  amount: number,
  format: (amount: number) => string,
): string {
  return row.saving && amount > 0 ? `-${format(amount)}` : format(amount);
}
