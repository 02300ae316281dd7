import { allocatePence } from './allocate-pence.ts';
import type { PricingPromotion } from './pricing.types.ts';

/**
 * Quantity offers: the rules that take money off sets of whole items. Each works on the units
 * (single items) assigned to it and answers what each unit saves. Units are given in the
 * engine's canonical order; ties in price keep that order, so the result never depends on the
 * order of the trolley's lines.
 */

/** '2 for £5' (FIXED_PRICE): each complete set of `threshold` items costs `totalPence`. */
export interface FixedPriceRule {
  kind: 'FIXED_PRICE';
  threshold: number;
  totalPence: number;
}

/** '3 for 2' (X_FOR_Y): in each complete set of `threshold` the shopper pays for `payFor`. */
export interface XForYRule {
  kind: 'X_FOR_Y';
  threshold: number;
  payFor: number;
}

/** 'Buy 2 save 1/3', 'any 6 bottles save 25%' (PERCENTAGE): `percent` off complete sets. */
export interface PercentageRule {
  kind: 'PERCENTAGE';
  threshold: number;
  percent: number;
}

/** 'Buy 2 save £1' (AMOUNT_OFF): `amountPence` off each complete set. */
export interface AmountOffRule {
  kind: 'AMOUNT_OFF';
  threshold: number;
  amountPence: number;
}

/** Meal deal (TOTAL_PRICE): `threshold` items from every group for `totalPence`. */
export interface MealDealRule {
  kind: 'MEAL_DEAL';
  totalPence: number;
  groups: readonly { id: number; threshold: number }[];
}

export type QuantityOfferRule =
  | FixedPriceRule
  | XForYRule
  | PercentageRule
  | AmountOffRule
  | MealDealRule;

/**
 * The quantity rule of a promotion, or null for a WAS_NOW price reduction (a price, not a
 * quantity offer) and for a promotion whose numbers cannot work (a threshold below 1, a
 * negative value). A promotion other than a meal deal uses its first group's threshold;
 * without groups every item counts on its own (threshold 1).
 */
export function quantityOfferRule(promotion: PricingPromotion): QuantityOfferRule | null {
  if (promotion.typeCode === 'WAS_NOW') return null;
  const value = promotion.discountValue;
  if (!Number.isFinite(value) || value < 0) return null;
  if (promotion.discountType === 'TOTAL_PRICE') {
    const groups = promotion.groups.map((g) => ({ id: g.id, threshold: g.threshold }));
    if (
      groups.length === 0 ||
      groups.some((g) => !Number.isInteger(g.threshold) || g.threshold < 1)
    )
      return null;
    return { kind: 'MEAL_DEAL', totalPence: Math.round(value), groups };
  }
  const threshold = promotion.groups[0]?.threshold ?? 1;
  if (!Number.isInteger(threshold) || threshold < 1) return null;
  switch (promotion.discountType) {
    case 'FIXED_PRICE':
      return { kind: 'FIXED_PRICE', threshold, totalPence: Math.round(value) };
    case 'X_FOR_Y':
      return Number.isInteger(value) ? { kind: 'X_FOR_Y', threshold, payFor: value } : null;
    case 'PERCENTAGE':
      return value <= 100 ? { kind: 'PERCENTAGE', threshold, percent: value } : null;
    case 'AMOUNT_OFF':
      return { kind: 'AMOUNT_OFF', threshold, amountPence: Math.round(value) };
  }
}

/** One item in a quantity offer. */
export interface OfferUnit {
  pricePence: number;
  /** The meal deal group the product fills; ignored by other rules. */
  groupId: number | null;
}

export interface OfferOutcome {
  savingPence: number;
  /** Completed sets or deals. */
  times: number;
  /** What each unit saves, in the order given. */
  unitSavings: number[];
  /** Whether each unit is part of a completed set or deal. */
  consumed: boolean[];
}

/** Unit indexes by price, dearest first; equal prices keep the given order. */
function dearestFirst(units: readonly OfferUnit[], indexes?: readonly number[]): number[] {
  const order = indexes ? [...indexes] : units.map((_, i) => i);
  return order.sort((a, b) => (units[b]?.pricePence ?? 0) - (units[a]?.pricePence ?? 0) || a - b);
}

function emptyOutcome(count: number): OfferOutcome {
  return {
    savingPence: 0,
    times: 0,
    unitSavings: new Array<number>(count).fill(0),
    consumed: new Array<boolean>(count).fill(false),
  };
}

/** Gives `saving` to the units of one set, in proportion to their prices. */
function spread(outcome: OfferOutcome, units: readonly OfferUnit[], set: number[], saving: number) {
  const parts = allocatePence(
    saving,
    set.map((i) => units[i]?.pricePence ?? 0),
  );
  set.forEach((unit, k) => {
    outcome.unitSavings[unit] = (outcome.unitSavings[unit] ?? 0) + (parts[k] ?? 0);
    outcome.consumed[unit] = true;
  });
  outcome.savingPence += saving;
}

/**
 * Sets of `threshold` taken from the dearest items down, each saving `saveOn(set total)`; the
 * first set that would save nothing ends it (later sets are cheaper). Taking the dearest items
 * gives the shopper the most a fixed price or amount off can save.
 */
function dearestSets(
  units: readonly OfferUnit[],
  threshold: number,
  saveOn: (setPence: number) => number,
): OfferOutcome {
  const outcome = emptyOutcome(units.length);
  const order = dearestFirst(units);
  const sets = Math.floor(order.length / threshold);
  for (let s = 0; s < sets; s++) {
    const set = order.slice(s * threshold, (s + 1) * threshold);
    const setPence = set.reduce((sum, i) => sum + (units[i]?.pricePence ?? 0), 0);
    const saving = Math.min(setPence, Math.max(0, saveOn(setPence)));
    if (saving <= 0) break;
    spread(outcome, units, set, saving);
    outcome.times += 1;
  }
  return outcome;
}

/**
 * '3 for 2': for each complete set one item (threshold − payFor in general) is free, and the
 * free ones are the cheapest items in the offer, as the shelf label promises ("cheapest item
 * free"). Four items in a 3 for 2 make one set: the cheapest of the four is free.
 */
function cheapestFree(units: readonly OfferUnit[], rule: XForYRule): OfferOutcome {
  const outcome = emptyOutcome(units.length);
  const sets = Math.floor(units.length / rule.threshold);
  const freePerSet = rule.threshold - rule.payFor;
  if (sets === 0 || freePerSet <= 0) return outcome;
  const order = dearestFirst(units);
  const free = order.slice(order.length - sets * freePerSet);
  const paid = order.slice(0, sets * rule.threshold - free.length);
  for (const i of paid) outcome.consumed[i] = true;
  for (const i of free) {
    const price = units[i]?.pricePence ?? 0;
    outcome.unitSavings[i] = price;
    outcome.consumed[i] = true;
    outcome.savingPence += price;
  }
  outcome.times = sets;
  return outcome;
}

/**
 * Percentage off complete sets: the dearest `sets × threshold` items, with the percentage
 * taken off their total once and rounded half up (so 33% of £2.50 is 83p, not 82p + 1p).
 */
function percentageOff(units: readonly OfferUnit[], rule: PercentageRule): OfferOutcome {
  const outcome = emptyOutcome(units.length);
  const sets = Math.floor(units.length / rule.threshold);
  if (sets === 0 || rule.percent <= 0) return outcome;
  const chosen = dearestFirst(units).slice(0, sets * rule.threshold);
  const total = chosen.reduce((sum, i) => sum + (units[i]?.pricePence ?? 0), 0);
  const saving = Math.min(total, Math.round((total * rule.percent) / 100));
  if (saving > 0) spread(outcome, units, chosen, saving);
  else for (const i of chosen) outcome.consumed[i] = true;
  outcome.times = sets;
  return outcome;
}

/**
 * Meal deal: each deal takes `threshold` items from every group for the deal price. Deals are
 * built from the dearest items of each group down, and stop at the first deal that would not
 * save (its items cost no more than the deal price), which gives the largest saving. As many
 * deals as the fullest set of groups allows ("extra builders are added as items overflow";
 * the fewest-filled group decides).
 */
function mealDeal(units: readonly OfferUnit[], rule: MealDealRule): OfferOutcome {
  const outcome = emptyOutcome(units.length);
  const byGroup = rule.groups.map((group) =>
    dearestFirst(
      units,
      units.flatMap((u, i) => (u.groupId === group.id ? [i] : [])),
    ),
  );
  const deals = Math.min(
    ...rule.groups.map((g, k) => Math.floor((byGroup[k]?.length ?? 0) / g.threshold)),
  );
  for (let d = 0; d < deals; d++) {
    const set = rule.groups.flatMap((g, k) =>
      (byGroup[k] ?? []).slice(d * g.threshold, (d + 1) * g.threshold),
    );
    const setPence = set.reduce((sum, i) => sum + (units[i]?.pricePence ?? 0), 0);
    const saving = setPence - rule.totalPence;
    if (saving <= 0) break;
    spread(outcome, units, set, saving);
    outcome.times += 1;
  }
  return outcome;
}

/** What a quantity offer saves on the units assigned to it. */
export function applyQuantityOffer(
  rule: QuantityOfferRule,
  units: readonly OfferUnit[],
): OfferOutcome {
  switch (rule.kind) {
    case 'FIXED_PRICE':
      return dearestSets(units, rule.threshold, (setPence) => setPence - rule.totalPence);
    case 'AMOUNT_OFF':
      return dearestSets(units, rule.threshold, () => rule.amountPence);
    case 'X_FOR_Y':
      return cheapestFree(units, rule);
    case 'PERCENTAGE':
      return percentageOff(units, rule);
    case 'MEAL_DEAL':
      return mealDeal(units, rule);
  }
}

/** Items of one price (and meal deal group) in an offer: one trolley line's worth. */
export interface OfferRun {
  pricePence: number;
  groupId: number | null;
  count: number;
}

const dearestPrices = (runs: readonly OfferRun[], keep: (run: OfferRun) => boolean) => {
  const prices: number[] = [];
  for (const run of runs) {
    if (!keep(run)) continue;
    for (let n = 0; n < run.count; n++) prices.push(run.pricePence);
  }
  return prices.sort((a, b) => b - a);
};

const sumOf = (prices: readonly number[], from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += prices[i] ?? 0;
  return sum;
};

/**
 * The saving alone, without sharing it across items: what `applyQuantityOffer` saves on the
 * same items, found without allocating per item, so the engine can compare many combinations
 * of offers quickly.
 */
export function quantityOfferSaving(rule: QuantityOfferRule, runs: readonly OfferRun[]): number {
  if (rule.kind === 'MEAL_DEAL') {
    const groups = rule.groups.map((group) => ({
      threshold: group.threshold,
      prices: dearestPrices(runs, (run) => run.groupId === group.id),
    }));
    const deals = Math.min(...groups.map((g) => Math.floor(g.prices.length / g.threshold)));
    let saving = 0;
    for (let d = 0; d < deals; d++) {
      const setPence = groups.reduce(
        (sum, g) => sum + sumOf(g.prices, d * g.threshold, (d + 1) * g.threshold),
        0,
      );
      if (setPence - rule.totalPence <= 0) break;
      saving += setPence - rule.totalPence;
    }
    return saving;
  }
  const prices = dearestPrices(runs, () => true);
  const sets = Math.floor(prices.length / rule.threshold);
  switch (rule.kind) {
    case 'FIXED_PRICE':
    case 'AMOUNT_OFF': {
      let saving = 0;
      for (let s = 0; s < sets; s++) {
        const setPence = sumOf(prices, s * rule.threshold, (s + 1) * rule.threshold);
        const off = rule.kind === 'FIXED_PRICE' ? setPence - rule.totalPence : rule.amountPence;
        const setSaving = Math.min(setPence, Math.max(0, off));
        if (setSaving <= 0) break;
        saving += setSaving;
      }
      return saving;
    }
    case 'X_FOR_Y': {
      const free = sets * (rule.threshold - rule.payFor);
      return sets === 0 || free <= 0 ? 0 : sumOf(prices, prices.length - free, prices.length);
    }
    case 'PERCENTAGE': {
      if (sets === 0 || rule.percent <= 0) return 0;
      const total = sumOf(prices, 0, sets * rule.threshold);
      return Math.min(total, Math.round((total * rule.percent) / 100));
    }
  }
}
