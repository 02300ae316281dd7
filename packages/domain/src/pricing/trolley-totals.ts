import type { Money } from '../catalogue/catalogue.types.ts';
import { moneyOfPence } from '../money/money.ts';
import { type BookedSlot, fulfilmentTypeOf, isBooked } from '../trolley/booked-slot.ts';
import type { TrolleyItemCounts } from '../trolley/conflicts.ts';
import { type MinimumOrderValues, minimumOrderValueFor } from './minimum-order.ts';
import type { PricedTrolley } from './pricing.types.ts';

/** trolleyTotals exactly as spec doc 1 §3 lists them; every amount is `{amount, currencyCode}`. */
export interface TrolleyTotals {
  collectionMinimumOrderValue: Money;
  deliveryMinimumOrderValue: Money;
  deliveryCharge: Money;
  /** What the items cost after every offer (estimated while weighed items are in it). */
  itemTotalEstimatedCost: Money;
  /** Items + deposits + delivery charge. */
  totalEstimatedCost: Money;
  totalDepositCharge: Money;
  /** Offers open to every shopper, was/now reductions included. */
  savingsFromOffers: Money;
  /** Offers, loyalty-scheme offers and loaded personal offers (incentives) together. */
  savingsFromOffersAndIncentives: Money;
  /** Loyalty-scheme-only offers. */
  savingsFromLoyaltyScheme: Money;
  minimumSpendThresholdMet: boolean;
  trolleyItemCounts: TrolleyItemCounts;
}

export interface TrolleyTotalsInput {
  priced: PricedTrolley;
  slot: BookedSlot | null;
  minimumOrderValues: MinimumOrderValues;
  trolleyItemCounts: TrolleyItemCounts;
}

const gbp = moneyOfPence;

/** The delivery charge: the booked delivery slot's; collection is free; none before booking. */
export function deliveryChargePence(slot: BookedSlot | null): number {
  if (!isBooked(slot) || fulfilmentTypeOf(slot.slotType) !== 'DELIVERY') return 0;
  const charge = Math.round(slot.deliveryChargePence);
  return Number.isFinite(charge) && charge > 0 ? charge : 0;
}

/**
 * The trolley's totals. The minimum spend compares the item total after offers (deposits and
 * the delivery charge do not count) with the minimum for the booked slot's type.
 */
export function trolleyTotals({
  priced,
  slot,
  minimumOrderValues,
  trolleyItemCounts,
}: TrolleyTotalsInput): TrolleyTotals {
  const booked = isBooked(slot) ? slot : null;
  const delivery = deliveryChargePence(booked);
  const items = priced.itemTotalPence;
  const minimum = minimumOrderValueFor(booked?.slotType, minimumOrderValues);
  const collectionMinimum =
    booked?.slotType === 'ENTERTAINING_COLLECTION'
      ? minimumOrderValues.entertainingCollectionPence
      : minimumOrderValues.groceryCollectionPence;
  return {
    collectionMinimumOrderValue: gbp(collectionMinimum),
    deliveryMinimumOrderValue: gbp(minimumOrderValues.deliveryPence),
    deliveryCharge: gbp(delivery),
    itemTotalEstimatedCost: gbp(items),
    totalEstimatedCost: gbp(items + priced.totalDepositChargePence + delivery),
    totalDepositCharge: gbp(priced.totalDepositChargePence),
    savingsFromOffers: gbp(priced.savingsFromOffersPence),
    savingsFromOffersAndIncentives: gbp(
      priced.savingsFromOffersPence + priced.loyaltySavingsPence + priced.incentiveSavingsPence,
    ),
    savingsFromLoyaltyScheme: gbp(priced.loyaltySavingsPence),
    minimumSpendThresholdMet: items >= minimum,
    trolleyItemCounts,
  };
}
