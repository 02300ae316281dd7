import { applyIncentives } from '../incentives/incentive-rules.ts';
import { canPriceUom, type LinePrice, lineDepositPence, linePrice } from './line-price.ts';
import {
  applyQuantityOffer,
  type OfferOutcome,
  type OfferRun,
  type OfferUnit,
  type QuantityOfferRule,
  quantityOfferRule,
  quantityOfferSaving,
} from './offer-rules.ts';
import type {
  AppliedOffer,
  LineDiscount,
  PricedLine,
  PricedTrolley,
  PriceTrolleyInput,
  PricingLine,
  PricingProduct,
  PricingPromotion,
  PromotionMembership,
} from './pricing.types.ts';
import { type PromotionStatus, promotionStatus } from './promotion-status.ts';

/**
 * The pricing engine: prices every line, applies was/now reductions, then the quantity offers
 * (multibuys, percentage sets, meal deals), choosing for each line in two or more of them the
 * combination that saves the shopper most. Lines are worked in a canonical order (line
 * number, then trolley item id), so the result never depends on the order they arrive in.
 */

/**
 * Every combination of offers is tried while there are at most this many in one group of
 * competing offers and trying them all means looking at most MAX_SEARCH_ITEMS items in all
 * (about 20 ms); past either, a greedy search decides.
 */
export const MAX_OFFER_COMBINATIONS = 4096;
export const MAX_SEARCH_ITEMS = 500_000;

interface Offer {
  promotion: PricingPromotion;
  rule: QuantityOfferRule;
}

interface WorkLine {
  line: PricingLine;
  product: PricingProduct | undefined;
  /** Before any offer (the was price while a was/now applies). */
  retail: LinePrice;
  /** After a was/now reduction, before quantity offers. */
  current: LinePrice;
  /** Per item after was/now: the price each unit brings into a quantity offer. */
  itemPence: number;
  /** Per item, or per kilogram for a weighed quantity, after was/now. */
  unitPricePence: number;
  priced: boolean;
  wasNow: { promotion: PricingPromotion; savingPence: number } | null;
  expired: number[];
  /** Quantity offers this line can go to, by promotion id; with the product's group in each. */
  options: { offer: Offer; groupId: number | null }[];
}

const zeroPrice = (line: PricingLine): LinePrice => ({
  quantity: { amount: 0, uom: line.quantity.uom },
  pence: 0,
  estimated: false,
  items: 0,
});

function compareLines(a: PricingLine, b: PricingLine): number {
  if (a.lineNumber !== b.lineNumber) return a.lineNumber < b.lineNumber ? -1 : 1;
  return a.trolleyItemId - b.trolleyItemId;
}

/** The was/now membership that applies (lowest promotion id first), or the first expired one. */
function wasNowFor(
  memberships: readonly PromotionMembership[],
  status: (id: number) => PromotionStatus | undefined,
  promotions: ReadonlyMap<number, PricingPromotion>,
  itemPricePence: number,
): {
  applies?: PromotionMembership & { was: number };
  expired?: PromotionMembership & { was: number };
} {
  const found: ReturnType<typeof wasNowFor> = {};
  const sorted = [...memberships].sort((a, b) => a.promotionId - b.promotionId);
  for (const m of sorted) {
    const promotion = promotions.get(m.promotionId);
    if (promotion?.typeCode !== 'WAS_NOW') continue;
    const was = m.wasPricePence;
    if (was === null || !(was > itemPricePence)) continue;
    const s = status(m.promotionId);
    if (s === 'APPLIES' && !found.applies) found.applies = { ...m, was };
    if (s === 'EXPIRED' && !found.expired) found.expired = { ...m, was };
  }
  return found;
}

function buildWorkLine(
  line: PricingLine,
  product: PricingProduct | undefined,
  promotions: ReadonlyMap<number, PricingPromotion>,
  offers: ReadonlyMap<number, Offer>,
  status: (id: number) => PromotionStatus | undefined,
): WorkLine {
  const unpriced: WorkLine = {
    line,
    product,
    retail: zeroPrice(line),
    current: zeroPrice(line),
    itemPence: 0,
    unitPricePence: 0,
    priced: false,
    wasNow: null,
    expired: [],
    options: [],
  };
  if (!product || !canPriceUom(product, line.quantity.uom)) {
    // It costs nothing here; the conflicts tell the shopper why.
    return unpriced;
  }
  const shelf = {
    itemPricePence: Math.max(0, Math.round(product.itemPricePence)),
    kiloPricePence:
      product.kiloPricePence === null ? null : Math.max(0, Math.round(product.kiloPricePence)),
    priceEstimated: product.priceEstimated,
  };
  const wasPrices = (was: number) => ({
    ...shelf,
    itemPricePence: was,
    kiloPricePence:
      shelf.kiloPricePence === null || shelf.itemPricePence === 0
        ? shelf.kiloPricePence
        : Math.round((shelf.kiloPricePence * was) / shelf.itemPricePence),
  });
  const wasNow = wasNowFor(product.promotions, status, promotions, shelf.itemPricePence);
  const expired = product.promotions
    .filter((m) => status(m.promotionId) === 'EXPIRED')
    .map((m) => m.promotionId)
    .sort((a, b) => a - b);

  // While a was/now applies the shelf price is the reduced one and the was price the regular
  // one; once it ends before the slot the line costs what the shelf will say then.
  const regular = wasNow.applies ?? wasNow.expired;
  const retailPrices = regular ? wasPrices(regular.was) : shelf;
  const currentPrices = wasNow.applies ? shelf : retailPrices;
  const retail = linePrice(line.quantity, retailPrices);
  const current = linePrice(line.quantity, currentPrices);
  const applied: WorkLine['wasNow'] = wasNow.applies
    ? {
        promotion: promotions.get(wasNow.applies.promotionId) as PricingPromotion,
        savingPence: Math.max(0, retail.pence - current.pence),
      }
    : null;

  const options = product.promotions
    .flatMap((m) => {
      const offer = offers.get(m.promotionId);
      if (!offer) return [];
      if (offer.rule.kind === 'MEAL_DEAL' && !offer.rule.groups.some((g) => g.id === m.groupId)) {
        return [];
      }
      return [{ offer, groupId: m.groupId }];
    })
    .sort((a, b) => a.offer.promotion.id - b.offer.promotion.id);

  return {
    line,
    product,
    retail,
    current,
    itemPence: currentPrices.itemPricePence,
    unitPricePence:
      line.quantity.uom === 'C62'
        ? currentPrices.itemPricePence
        : (currentPrices.kiloPricePence ?? 0),
    priced: true,
    wasNow: applied,
    expired,
    options: current.items > 0 ? options : [],
  };
}

/** Each offer's outcome, with the line (index) each of its items came from. */
type Outcomes = Map<number, { outcome: OfferOutcome; owners: number[] }>;

/** What the offers save with `choice` (`choice[line]` = index into its options), in total only. */
function totalSaving(
  lines: readonly WorkLine[],
  lineIndexes: readonly number[],
  choice: ReadonlyMap<number, number>,
): number {
  const pools = new Map<number, { rule: QuantityOfferRule; runs: OfferRun[] }>();
  for (const index of lineIndexes) {
    const work = lines[index] as WorkLine;
    const option = work.options[choice.get(index) ?? 0];
    if (!option) continue;
    const id = option.offer.promotion.id;
    let pool = pools.get(id);
    if (!pool) {
      pool = { rule: option.offer.rule, runs: [] };
      pools.set(id, pool);
    }
    pool.runs.push({
      pricePence: work.itemPence,
      groupId: option.groupId,
      count: work.current.items,
    });
  }
  let saving = 0;
  for (const pool of pools.values()) saving += quantityOfferSaving(pool.rule, pool.runs);
  return saving;
}

/** Runs every offer on the lines assigned to it (`choice[line]` = index into its options). */
function runOffers(lines: readonly WorkLine[], choice: ReadonlyMap<number, number>): Outcomes {
  const pools = new Map<number, { offer: Offer; units: OfferUnit[]; owners: number[] }>();
  lines.forEach((work, index) => {
    const option = work.options[choice.get(index) ?? 0];
    if (!option) return;
    const id = option.offer.promotion.id;
    let pool = pools.get(id);
    if (!pool) {
      pool = { offer: option.offer, units: [], owners: [] };
      pools.set(id, pool);
    }
    for (let n = 0; n < work.current.items; n++) {
      pool.units.push({ pricePence: work.itemPence, groupId: option.groupId });
      pool.owners.push(index);
    }
  });
  const outcomes: Outcomes = new Map();
  for (const [id, pool] of [...pools].sort((a, b) => a[0] - b[0])) {
    outcomes.set(id, {
      outcome: applyQuantityOffer(pool.offer.rule, pool.units),
      owners: pool.owners,
    });
  }
  return outcomes;
}

/** Groups of lines whose offers compete (share a line in two offers), by union-find over offers. */
function competingGroups(lines: readonly WorkLine[]): number[][] {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root) as number;
    parent.set(x, root);
    return root;
  };
  for (const work of lines) {
    for (const o of work.options) {
      if (!parent.has(o.offer.promotion.id)) parent.set(o.offer.promotion.id, o.offer.promotion.id);
    }
    const [first, ...rest] = work.options.map((o) => o.offer.promotion.id);
    if (first === undefined) continue;
    for (const id of rest) parent.set(find(id), find(first));
  }
  const groups = new Map<number, number[]>();
  lines.forEach((work, index) => {
    const first = work.options[0];
    if (!first) return;
    const root = find(first.offer.promotion.id);
    groups.set(root, [...(groups.get(root) ?? []), index]);
  });
  return [...groups.values()];
}

/**
 * The best choice of offer for each contested line of one group: every combination while the
 * search is small enough (the first best in order wins a tie: lower promotion ids first, lines
 * in canonical order), otherwise a greedy search from the lowest ids that moves one line at a
 * time while that saves more.
 */
function chooseOffers(lines: readonly WorkLine[], group: readonly number[]): Map<number, number> {
  const choice = new Map<number, number>();
  const contested = group.filter((i) => (lines[i]?.options.length ?? 0) > 1);
  if (contested.length === 0) return choice;
  const sizes = contested.map((i) => lines[i]?.options.length ?? 1);
  const combinations = sizes.reduce((a, b) => a * b, 1);
  const items = group.reduce((sum, i) => sum + (lines[i]?.current.items ?? 0), 0);
  for (const i of contested) choice.set(i, 0);

  if (combinations <= MAX_OFFER_COMBINATIONS && combinations * items <= MAX_SEARCH_ITEMS) {
    let best = new Map(choice);
    let bestSaving = totalSaving(lines, group, choice);
    const digits = contested.map(() => 0);
    for (let n = 1; n < combinations; n++) {
      // Odometer: the last contested line turns fastest.
      for (let d = digits.length - 1; d >= 0; d--) {
        digits[d] = (digits[d] ?? 0) + 1;
        if ((digits[d] as number) < (sizes[d] as number)) break;
        digits[d] = 0;
      }
      contested.forEach((line, d) => {
        choice.set(line, digits[d] ?? 0);
      });
      const saving = totalSaving(lines, group, choice);
      if (saving > bestSaving) {
        bestSaving = saving;
        best = new Map(choice);
      }
    }
    return best;
  }

  let bestSaving = totalSaving(lines, group, choice);
  for (let pass = 0; pass < 8; pass++) {
    let moved = false;
    for (const line of contested) {
      let bestOption = choice.get(line) ?? 0;
      const size = lines[line]?.options.length ?? 1;
      for (let option = 0; option < size; option++) {
        if (option === bestOption) continue;
        choice.set(line, option);
        const saving = totalSaving(lines, group, choice);
        if (saving > bestSaving) {
          bestSaving = saving;
          bestOption = option;
          moved = true;
        }
      }
      choice.set(line, bestOption);
    }
    if (!moved) break;
  }
  return choice;
}

export function priceTrolley(input: PriceTrolleyInput): PricedTrolley {
  const promotions = new Map(input.promotions.map((p) => [p.id, p]));
  const products = new Map(input.products.map((p) => [p.productId, p]));
  const statuses = new Map<number, PromotionStatus>();
  const status = (id: number) => {
    const promotion = promotions.get(id);
    if (!promotion) return undefined;
    let known = statuses.get(id);
    if (!known) {
      known = promotionStatus(promotion, input);
      statuses.set(id, known);
    }
    return known;
  };
  const offers = new Map<number, Offer>();
  for (const promotion of input.promotions) {
    const rule = quantityOfferRule(promotion);
    if (rule && status(promotion.id) === 'APPLIES') offers.set(promotion.id, { promotion, rule });
  }

  const order = input.lines
    .map((_, i) => i)
    .sort((a, b) => compareLines(input.lines[a] as PricingLine, input.lines[b] as PricingLine));
  const work = order.map((i) => {
    const line = input.lines[i] as PricingLine;
    return buildWorkLine(line, products.get(line.productId), promotions, offers, status);
  });

  // Choose offers group by group, then run every offer once with the choices made.
  const choice = new Map<number, number>();
  for (const group of competingGroups(work)) {
    for (const [line, option] of chooseOffers(work, group)) choice.set(line, option);
  }
  const outcomes = runOffers(work, choice);

  const shares = shareOutcomes(work.length, outcomes);
  const byId = new Map(
    work.map((w, index) => [w.line.trolleyItemId, pricedLine(w, shares[index] ?? new Map())]),
  );
  const lines = input.lines.map((line) => byId.get(line.trolleyItemId) as PricedLine);
  const offersApplied = appliedOffers(work, outcomes, promotions);
  const sum = (f: (l: PricedLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const loyaltySavingsPence = offersApplied
    .filter((o) => o.loyaltyOnly)
    .reduce((s, o) => s + o.savingPence, 0);
  const allSavings = sum((l) => l.savingPence);
  // Personal offers come off what the lines cost after their offers (decision 0088), for a
  // member only: a shopper who left the scheme keeps their loaded offers, and they do nothing.
  const incentives = applyIncentives(
    lines.filter((l) => l.priced),
    input.loyaltyMember ? (input.incentives ?? []) : [],
    input.now,
  );
  return {
    lines,
    offers: offersApplied,
    retailTotalPence: sum((l) => l.retailPricePence),
    savingsFromOffersPence: allSavings - loyaltySavingsPence,
    loyaltySavingsPence,
    incentives: incentives.applied,
    incentiveSavingsPence: incentives.savingPence,
    itemTotalPence: sum((l) => l.totalPricePence) - incentives.savingPence,
    totalDepositChargePence: sum((l) => l.depositChargePence),
  };
}

type Shares = Map<number, { saving: number; consumed: boolean }>;

/** Each line's part of each quantity offer: what its items saved and whether any took part. */
function shareOutcomes(count: number, outcomes: Outcomes): Shares[] {
  const shares = Array.from({ length: count }, (): Shares => new Map());
  for (const [id, { outcome, owners }] of outcomes) {
    owners.forEach((owner, unit) => {
      const lineShares = shares[owner] as Shares;
      const share = lineShares.get(id) ?? { saving: 0, consumed: false };
      share.saving += outcome.unitSavings[unit] ?? 0;
      share.consumed ||= outcome.consumed[unit] ?? false;
      lineShares.set(id, share);
    });
  }
  return shares;
}

function pricedLine(w: WorkLine, shares: Shares): PricedLine {
  const discounts: LineDiscount[] = [];
  if (w.wasNow) discounts.push(discount(w.wasNow.promotion, 'TRIGGERED', w.wasNow.savingPence));
  for (const option of w.options) {
    const share = shares.get(option.offer.promotion.id);
    discounts.push(
      discount(
        option.offer.promotion,
        share?.consumed ? 'TRIGGERED' : 'UNTRIGGERED',
        share?.saving ?? 0,
      ),
    );
  }
  const saving = discounts.reduce((sum, d) => sum + d.savingPence, 0);
  const quantity = w.priced ? w.retail.quantity : w.line.quantity;
  return {
    trolleyItemId: w.line.trolleyItemId,
    lineNumber: w.line.lineNumber,
    productId: w.line.productId,
    quantity,
    priced: w.priced,
    estimated: w.priced && w.current.estimated,
    unitPricePence: w.unitPricePence,
    retailPricePence: w.retail.pence,
    savingPence: saving,
    totalPricePence: w.retail.pence - saving,
    depositChargePence:
      w.priced && w.product ? lineDepositPence(quantity, w.product.depositChargePence) : 0,
    discounts,
    expiredPromotionIds: w.expired,
  };
}

/** Every offer that took money off (quantity offers and was/now), by promotion id. */
function appliedOffers(
  work: readonly WorkLine[],
  outcomes: Outcomes,
  promotions: ReadonlyMap<number, PricingPromotion>,
): AppliedOffer[] {
  const applied = new Map<number, AppliedOffer>();
  const entry = (promotion: PricingPromotion): AppliedOffer => {
    let offer = applied.get(promotion.id);
    if (!offer) {
      offer = {
        promotionId: promotion.id,
        description: promotion.description,
        typeCode: promotion.typeCode,
        loyaltyOnly: promotion.loyaltyOnly,
        savingPence: 0,
        times: 0,
        trolleyItemIds: [],
      };
      applied.set(promotion.id, offer);
    }
    return offer;
  };
  for (const [id, { outcome, owners }] of outcomes) {
    if (outcome.savingPence <= 0) continue;
    const offer = entry(promotions.get(id) as PricingPromotion);
    offer.savingPence += outcome.savingPence;
    offer.times += outcome.times;
    owners.forEach((owner, unit) => {
      if (outcome.consumed[unit])
        offer.trolleyItemIds.push((work[owner] as WorkLine).line.trolleyItemId);
    });
  }
  for (const w of work) {
    if (!w.wasNow || w.wasNow.savingPence <= 0) continue;
    const offer = entry(w.wasNow.promotion);
    offer.savingPence += w.wasNow.savingPence;
    offer.times += w.current.items || 1;
    offer.trolleyItemIds.push(w.line.trolleyItemId);
  }
  return [...applied.values()]
    .map((offer) => ({
      ...offer,
      trolleyItemIds: [...new Set(offer.trolleyItemIds)].sort((a, b) => a - b),
    }))
    .sort((a, b) => a.promotionId - b.promotionId);
}

function discount(
  promotion: PricingPromotion,
  status: LineDiscount['status'],
  savingPence: number,
): LineDiscount {
  return {
    id: promotion.id,
    description: promotion.description,
    status,
    category: 'OFFER',
    typeCode: promotion.typeCode,
    loyaltyOnly: promotion.loyaltyOnly,
    savingPence,
  };
}
