import type { Quantity } from '../catalogue/catalogue.types.ts';
import type {
  PricingLine,
  PricingProduct,
  PricingPromotion,
  PromotionMembership,
} from './pricing.types.ts';

/**
 * A small catalogue for the pricing tests, shaped like the demo data (packages/db/src/demo):
 * multibuys on groceries, a 3 for 2, a meal deal with three groups, was/now, a loyalty-only
 * offer, a weighed product sold each or by the kilo, a deli product by the gram and a drink
 * with a bottle deposit. "Now" is 10 March 2026; the offers run all March.
 */

export const NOW = new Date('2026-03-10T12:00:00Z');
const MARCH = { start: '2026-03-01T00:00:00.000Z', expiry: '2026-03-31T23:59:00.000Z' };

function promotion(
  id: number,
  fields: Omit<PricingPromotion, 'id' | 'start' | 'expiry' | 'hidden' | 'loyaltyOnly'> &
    Partial<PricingPromotion>,
): PricingPromotion {
  return { id, ...MARCH, hidden: false, loyaltyOnly: false, ...fields };
}

export const TWO_FOR_TWO_POUNDS = promotion(1, {
  typeCode: 'MULTIBUY',
  discountType: 'FIXED_PRICE',
  discountValue: 200,
  description: 'Any 2 for £2',
  groups: [{ id: 11, name: 'Any 2', threshold: 2 }],
});
export const THREE_FOR_TWO = promotion(2, {
  typeCode: 'MULTIBUY',
  discountType: 'X_FOR_Y',
  discountValue: 2,
  description: '3 for 2 on selected lines',
  groups: [{ id: 21, name: 'Any 3', threshold: 3 }],
});
export const MEAL_DEAL = promotion(3, {
  typeCode: 'MEAL_DEAL',
  discountType: 'TOTAL_PRICE',
  discountValue: 500,
  description: 'Meal deal £5: choose a main, side, drink',
  groups: [
    { id: 31, name: 'Main', threshold: 1 },
    { id: 32, name: 'Side', threshold: 1 },
    { id: 33, name: 'Drink', threshold: 1 },
  ],
});
export const CHEESE_WAS_NOW = promotion(4, {
  typeCode: 'WAS_NOW',
  discountType: 'AMOUNT_OFF',
  discountValue: 100,
  description: 'Save £1',
  groups: [],
});
export const MEMBERS_COFFEE = promotion(5, {
  typeCode: 'PERCENT_OFF',
  discountType: 'PERCENTAGE',
  discountValue: 20,
  description: 'Members save 20%',
  loyaltyOnly: true,
  groups: [],
});
export const BUY_TWO_SAVE_THIRD = promotion(6, {
  typeCode: 'MULTIBUY',
  discountType: 'PERCENTAGE',
  discountValue: 33,
  description: 'Buy 2 save 1/3',
  groups: [{ id: 61, name: 'Any 2', threshold: 2 }],
});
/** Starts next month: not live yet. */
export const APRIL_MULTIBUY = promotion(7, {
  typeCode: 'MULTIBUY',
  discountType: 'FIXED_PRICE',
  discountValue: 100,
  description: '2 for £1',
  start: '2026-04-01T00:00:00.000Z',
  expiry: '2026-04-30T23:59:00.000Z',
  groups: [{ id: 71, name: 'Any 2', threshold: 2 }],
});

export const PROMOTIONS: PricingPromotion[] = [
  TWO_FOR_TWO_POUNDS,
  THREE_FOR_TWO,
  MEAL_DEAL,
  CHEESE_WAS_NOW,
  MEMBERS_COFFEE,
  BUY_TWO_SAVE_THIRD,
  APRIL_MULTIBUY,
];

const member = (promotionId: number, groupId: number | null = null, was: number | null = null) =>
  ({ promotionId, groupId, wasPricePence: was }) satisfies PromotionMembership;

function product(
  productId: string,
  lineNumber: string,
  itemPricePence: number,
  promotions: PromotionMembership[] = [],
  extra: Partial<PricingProduct> = {},
): PricingProduct {
  return {
    productId,
    lineNumber,
    itemPricePence,
    kiloPricePence: null,
    priceEstimated: false,
    depositChargePence: null,
    promotions,
    ...extra,
  };
}

export const BEANS = product('beans', '100001', 125, [member(1, 11)]);
/** In '2 for £2', '3 for 2' and 'buy 2 save 1/3' at once. */
export const SOUP = product('soup', '100002', 180, [member(1, 11), member(2, 21), member(6, 61)]);
export const PASTA = product('pasta', '100003', 150, [member(2, 21), member(6, 61)]);
export const SANDWICH = product('sandwich', '100004', 350, [member(3, 31)]);
export const WRAP = product('wrap', '100005', 400, [member(3, 31)]);
export const CRISPS = product('crisps', '100006', 120, [member(3, 32), member(1, 11)]);
export const COLA = product('cola', '100007', 150, [member(3, 33)], { depositChargePence: 10 });
export const CHEESE = product('cheese', '100008', 300, [member(4, null, 400)]);
export const COFFEE = product('coffee', '100009', 500, [member(5)]);
export const APPLES = product('apples', '100010', 38, [], {
  kiloPricePence: 250,
  priceEstimated: true,
});
/** Deli counter: sold by the gram at £3.20 per 100 g. */
export const HAM = product('ham', '100011', 320, [], {
  kiloPricePence: 3200,
  priceEstimated: true,
  uoms: ['GRM'],
});
export const BISCUITS = product('biscuits', '100012', 95, [member(7, 71)]);
export const MILK = product('milk', '100013', 110);

export const PRODUCTS: PricingProduct[] = [
  BEANS,
  SOUP,
  PASTA,
  SANDWICH,
  WRAP,
  CRISPS,
  COLA,
  CHEESE,
  COFFEE,
  APPLES,
  HAM,
  BISCUITS,
  MILK,
];

let nextId = 1;
/** A trolley line of `product`; ids are unique across a test run. */
export function line(p: PricingProduct, amount: number, uom: Quantity['uom'] = 'C62'): PricingLine {
  return {
    trolleyItemId: nextId++,
    lineNumber: p.lineNumber,
    productId: p.productId,
    quantity: { amount, uom },
  };
}
