import type { promotionGroups, promotionProducts, promotions } from '../schema/catalogue.ts';
import { poundsText } from './pack-size.ts';
import type { Prng } from './prng.ts';
import type { KindKey } from './product-kinds.ts';
import type { ProductDraft } from './products.ts';
import type { LeafPlan } from './taxonomy.ts';

export type PromotionRow = typeof promotions.$inferInsert;
export type PromotionGroupRow = typeof promotionGroups.$inferInsert & { id: number };
export type PromotionProductRow = typeof promotionProducts.$inferInsert;

export interface PromotionRows {
  promotions: PromotionRow[];
  promotionGroups: PromotionGroupRow[];
  promotionProducts: PromotionProductRow[];
}

interface MealDealSpec {
  name: string;
  pence: number;
  groups: readonly {
    name: string;
    kinds: readonly KindKey[];
    maxPence: number;
    singleServe?: boolean;
  }[];
}

/** Meal deals: one item from each group for a total price (discount type TOTAL_PRICE). */
const MEAL_DEALS: readonly MealDealSpec[] = [
  {
    name: 'Meal deal £5',
    pence: 500,
    groups: [
      { name: 'Main', kinds: ['sandwich', 'saladPot'], maxPence: 450 },
      {
        name: 'Side',
        kinds: ['crisps', 'popcorn', 'nuts', 'yogurt'],
        maxPence: 200,
        singleServe: true,
      },
      {
        name: 'Drink',
        kinds: ['softDrinks', 'water', 'chilledJuice', 'energy'],
        maxPence: 250,
        singleServe: true,
      },
    ],
  },
  {
    name: 'Dine in for £12',
    pence: 1200,
    groups: [
      { name: 'Main', kinds: ['readyMeal', 'chilledPizza', 'fish'], maxPence: 900 },
      { name: 'Side', kinds: ['preparedVeg', 'saladLeaves', 'rolls'], maxPence: 350 },
      { name: 'Dessert', kinds: ['chilledDessert'], maxPence: 450 },
      { name: 'Drink', kinds: ['wine', 'fizz', 'softDrinks'], maxPence: 1100 },
    ],
  },
  {
    name: 'Pizza night £7',
    pence: 700,
    groups: [
      { name: 'Main', kinds: ['chilledPizza', 'frozenPizza'], maxPence: 600 },
      { name: 'Side', kinds: ['dips', 'rolls', 'crisps'], maxPence: 300 },
      { name: 'Drink', kinds: ['softDrinks', 'beer'], maxPence: 600 },
    ],
  },
  {
    name: 'Breakfast deal £3',
    pence: 300,
    groups: [
      { name: 'Main', kinds: ['pastries', 'crumpets'], maxPence: 225 },
      { name: 'Side', kinds: ['yogurt', 'berries'], maxPence: 200, singleServe: true },
      { name: 'Drink', kinds: ['chilledJuice', 'plantMilk'], maxPence: 200, singleServe: true },
    ],
  },
];

/** Nice totals for "2 for £5" style offers, in pence. */
const DEAL_TOTALS = [
  200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 900, 1000, 1200, 1500, 1800, 2000, 2500, 3000,
  4000, 5000,
];

const WAS_NOW_VARIANTS = [
  { text: 'Save 1/3', discountType: 'PERCENTAGE', value: 33 },
  { text: 'Half price', discountType: 'PERCENTAGE', value: 50 },
  { text: 'Save 25%', discountType: 'PERCENTAGE', value: 25 },
  { text: 'Save 20%', discountType: 'PERCENTAGE', value: 20 },
  { text: 'Save £1', discountType: 'AMOUNT_OFF', value: 100 },
  { text: 'Save 50p', discountType: 'AMOUNT_OFF', value: 50 },
] as const;

const DAY_MS = 86_400_000;
/** Infant formula may not be promoted in the UK; counters and made-to-order items are not discounted here. */
const NEVER_PROMOTED: ReadonlySet<KindKey> = new Set<KindKey>(['babyMilk', 'medicine']);

/**
 * Builds promotions as the catalogue is generated, shelf by shelf, so a 500,000-product run
 * never needs the whole catalogue in memory. Ids are handed out in generation order.
 */
export class PromotionBuilder {
  private nextPromotionId = 50_001;
  private nextGroupId = 1;
  private readonly mealDealGroups: {
    promotionId: number;
    groupId: number;
    spec: MealDealSpec['groups'][number];
  }[] = [];

  private readonly rng: Prng;
  private readonly now: Date;

  constructor(rng: Prng, now: Date) {
    this.rng = rng;
    this.now = now;
  }

  /** The meal deal promotions and their groups; products join them shelf by shelf. */
  mealDeals(): PromotionRows {
    const rows: PromotionRows = { promotions: [], promotionGroups: [], promotionProducts: [] };
    for (const deal of MEAL_DEALS) {
      const id = this.nextPromotionId++;
      rows.promotions.push({
        id,
        typeCode: 'MEAL_DEAL',
        name: deal.name,
        description: `${deal.name}: choose a ${deal.groups.map((g) => g.name.toLowerCase()).join(', ')}`,
        discountType: 'TOTAL_PRICE',
        discountValue: deal.pence,
        startDate: this.daysFromToday(-this.rng.int(7, 30)),
        expiryDate: this.daysFromToday(this.rng.int(45, 90), true),
        hidden: false,
        loyaltyOnly: false,
      });
      deal.groups.forEach((group, position) => {
        const groupId = this.nextGroupId++;
        rows.promotionGroups.push({
          id: groupId,
          promotionId: id,
          name: group.name,
          threshold: 1,
          position,
        });
        this.mealDealGroups.push({ promotionId: id, groupId, spec: group });
      });
    }
    return rows;
  }

  /** Offers on one shelf's products, plus the shelf's meal deal members. */
  forLeaf(leaf: LeafPlan, drafts: readonly ProductDraft[]): PromotionRows {
    const rows: PromotionRows = { promotions: [], promotionGroups: [], promotionProducts: [] };
    if (NEVER_PROMOTED.has(leaf.kindKey)) return rows;
    const rng = this.rng;
    const taken = new Set<string>();

    for (const deal of this.mealDealGroups) {
      if (!deal.spec.kinds.includes(leaf.kindKey)) continue;
      for (const draft of drafts) {
        const { row, measure } = draft;
        if (row.productType !== 'G' || row.displayPricePence > deal.spec.maxPence) continue;
        if (deal.spec.singleServe && !isSingleServe(measure)) continue;
        if (!rng.chance(0.7)) continue;
        rows.promotionProducts.push({
          promotionId: deal.promotionId,
          productId: row.id,
          groupId: deal.groupId,
          wasPricePence: null,
        });
        taken.add(row.id);
      }
    }

    const eligible = drafts.filter(
      (d) => !taken.has(d.row.id) && (d.row.productType === 'G' || d.row.productType === 'W'),
    );
    const expected = eligible.length / 14;
    let count = Math.floor(expected) + (rng.chance(expected % 1) ? 1 : 0);
    const free = () => eligible.filter((d) => !taken.has(d.row.id));
    while (count-- > 0) {
      const available = free();
      if (available.length === 0) break;
      const roll = rng.next();
      const groceries = available.filter((d) => d.row.productType === 'G');
      if (roll < 0.45 || groceries.length < 2) this.wasNow(rows, available, taken);
      else this.multibuy(rows, leaf, groceries, taken);
    }
    return rows;
  }

  private wasNow(
    rows: PromotionRows,
    available: readonly ProductDraft[],
    taken: Set<string>,
  ): void {
    const rng = this.rng;
    const members = rng.sample(available, rng.int(1, 3));
    const cheapest = Math.min(...members.map((m) => m.row.displayPricePence));
    const variants = WAS_NOW_VARIANTS.filter(
      (v) => v.discountType === 'PERCENTAGE' || v.value * 2 <= cheapest,
    );
    const variant = rng.pick(variants);
    const id = this.addPromotion(
      rows,
      'WAS_NOW',
      variant.text,
      variant.discountType,
      variant.value,
    );
    for (const member of members) {
      const price = member.row.displayPricePence;
      const was =
        variant.discountType === 'AMOUNT_OFF'
          ? price + variant.value
          : Math.max(price + 1, Math.round(price / (1 - variant.value / 100) / 5) * 5);
      rows.promotionProducts.push({
        promotionId: id,
        productId: member.row.id,
        groupId: null,
        wasPricePence: was,
      });
      taken.add(member.row.id);
    }
  }

  private multibuy(
    rows: PromotionRows,
    leaf: LeafPlan,
    groceries: readonly ProductDraft[],
    taken: Set<string>,
  ): void {
    const rng = this.rng;
    const anchor = rng.pick(groceries);
    const price = anchor.row.displayPricePence;
    const wine = leaf.kindKey === 'wine' || leaf.kindKey === 'fizz';
    const style =
      wine && rng.chance(0.5)
        ? 'sixBottles'
        : rng.weighted(['fixed', 'threeForTwo', 'saveThird'], [0.55, 0.2, 0.25]);

    if (style === 'fixed') {
      const threshold = rng.pick([2, 3]);
      const total = [...DEAL_TOTALS].reverse().find((t) => t <= threshold * price * 0.87);
      if (total !== undefined) {
        const members = [
          anchor,
          ...rng.sample(
            groceries.filter(
              (d) =>
                d !== anchor &&
                d.row.displayPricePence * threshold > total * 1.05 &&
                d.row.displayPricePence * threshold <= total * 1.8,
            ),
            rng.int(1, 7),
          ),
        ];
        const text = `${members.length > 1 ? 'Any ' : ''}${threshold} for ${poundsText(total)}`;
        const id = this.addPromotion(rows, 'MULTIBUY', text, 'FIXED_PRICE', total);
        this.addGroupMembers(rows, id, `Any ${threshold}`, threshold, members, taken);
        return;
      }
    }
    const members = [
      anchor,
      ...rng.sample(
        groceries.filter((d) => d !== anchor),
        rng.int(1, 7),
      ),
    ];
    if (style === 'sixBottles') {
      const id = this.addPromotion(
        rows,
        'PERCENT_OFF',
        'Buy any 6 bottles, save 25%',
        'PERCENTAGE',
        25,
      );
      this.addGroupMembers(rows, id, 'Any 6', 6, members, taken);
    } else if (style === 'threeForTwo') {
      const id = this.addPromotion(
        rows,
        'MULTIBUY',
        members.length > 1 ? '3 for 2 on selected lines' : '3 for 2',
        'X_FOR_Y',
        2,
      );
      this.addGroupMembers(rows, id, 'Any 3', 3, members, taken);
    } else {
      const id = this.addPromotion(rows, 'MULTIBUY', 'Buy 2 save 1/3', 'PERCENTAGE', 33);
      this.addGroupMembers(rows, id, 'Any 2', 2, members, taken);
    }
  }

  private addPromotion(
    rows: PromotionRows,
    typeCode: string,
    text: string,
    discountType: string,
    discountValue: number,
  ): number {
    const rng = this.rng;
    const id = this.nextPromotionId++;
    rows.promotions.push({
      id,
      typeCode,
      name: text,
      description: text,
      discountType,
      discountValue,
      startDate: this.daysFromToday(-rng.int(1, 28)),
      expiryDate: this.daysFromToday(rng.int(3, 42), true),
      hidden: rng.chance(0.02),
      loyaltyOnly: rng.chance(0.12),
    });
    return id;
  }

  private addGroupMembers(
    rows: PromotionRows,
    promotionId: number,
    name: string,
    threshold: number,
    members: readonly ProductDraft[],
    taken: Set<string>,
  ): void {
    const groupId = this.nextGroupId++;
    rows.promotionGroups.push({ id: groupId, promotionId, name, threshold, position: 0 });
    for (const member of members) {
      rows.promotionProducts.push({
        promotionId,
        productId: member.row.id,
        groupId,
        wasPricePence: null,
      });
      taken.add(member.row.id);
    }
  }

  /** Midnight UTC `days` from today, or one minute before the next midnight for an expiry. */
  private daysFromToday(days: number, endOfDay = false): Date {
    const today = Date.UTC(
      this.now.getUTCFullYear(),
      this.now.getUTCMonth(),
      this.now.getUTCDate(),
    );
    return new Date(today + days * DAY_MS + (endOfDay ? DAY_MS - 60_000 : 0));
  }
}

function isSingleServe(measure: ProductDraft['measure']): boolean {
  if (!measure) return false;
  if (measure.uom === 'C62') return measure.amount === 1;
  if (measure.uom === 'LTR') return measure.containers === 1 && measure.amount <= 0.6;
  return measure.containers === 1 && measure.amount <= 0.2;
}
