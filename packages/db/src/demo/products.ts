import type { ProductRestriction, productCategories, products } from '../schema/catalogue.ts';
import { BRANDS, OWN_BRAND } from './brands.ts';
import { parsePackSize, poundsText, shelfPrice } from './pack-size.ts';
import { hashString, type Prng } from './prng.ts';
import { type ProductKind, STORAGE_SENTENCE } from './product-kinds.ts';
import { weeklySales } from './sales.ts';
import type { LeafPlan } from './taxonomy.ts';

export type ProductRow = typeof products.$inferInsert;
export type ProductCategoryRow = typeof productCategories.$inferInsert;

/** A generated product with what the promotion builder needs to know about it. */
export interface ProductDraft {
  row: ProductRow & { displayPricePence: number; productType: string; size: string };
  /** Counted items or a pack measure, for single-serve checks in meal deals. */
  measure: ReturnType<typeof parsePackSize>;
}

export const DIETARY_TAGS = [
  'Vegetarian',
  'Vegan',
  'Gluten free',
  'Dairy free',
  'Organic',
  'Nut free',
] as const;

export interface ProductContext {
  now: Date;
  christmas: ProductRestriction;
  /** Line number for the n-th product of the catalogue: unique, 6 or 7 digits. */
  lineNumber(index: number): string;
}

type Tier = 'e' | 's' | 'p';
const TIER_BRAND: Record<Tier, string> = {
  e: OWN_BRAND.essential,
  s: OWN_BRAND.standard,
  p: OWN_BRAND.premium,
};
const TIER_PRICE: Record<Tier, number> = { e: 0.72, s: 1, p: 1.45 };
const TIER_WEIGHT: Record<Tier, number> = { e: 0.25, s: 0.55, p: 0.2 };
const DAY_MS = 86_400_000;
/** Prepared produce comes in packs; only whole fruit and veg are sold loose. */
const PREPARED = /wedges|chunks|slices|salad|medley|stir fry|diced|rice|courgetti/i;

/** The next Christmas delivery window: 20–24 December, orders by 15 December (spec doc 3 §9). */
export function christmasRestriction(now: Date): ProductRestriction {
  const afterChristmas = now.getUTCMonth() === 11 && now.getUTCDate() > 24;
  const year = now.getUTCFullYear() + (afterChristmas ? 1 : 0);
  return {
    restrictionId: `CHRISTMAS-${year}`,
    startDate: `${year}-12-20`,
    endDate: `${year}-12-24`,
    cutOffDate: `${year}-12-15`,
  };
}

/**
 * Line numbers walk a fixed permutation of 100000–9999999 (an affine map with a multiplier
 * coprime to the range), so they look scattered like real line numbers yet never repeat.
 */
export function lineNumberSequence(seed: number): (index: number) => string {
  const range = 9_900_000;
  let multiplier = 2_654_435 + ((seed >>> 0) % 1_000_000) * 2;
  while (gcd(multiplier, range) !== 1) multiplier += 2;
  const offset = ((seed >>> 0) * 7_919) % range;
  return (index) => {
    if (index >= range) throw new Error(`At most ${range} products`);
    const value =
      100_000 + Number((BigInt(index) * BigInt(multiplier) + BigInt(offset)) % BigInt(range));
    return String(value);
  };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Generates `count` products for one shelf; `firstIndex` is their position in the catalogue. */
export function buildLeafProducts(
  leaf: LeafPlan,
  count: number,
  firstIndex: number,
  rng: Prng,
  context: ProductContext,
): ProductDraft[] {
  const drafts: ProductDraft[] = [];
  const seen = new Set<string>();
  for (let n = 0; n < count; n++) {
    let draft = buildProduct(leaf, firstIndex + n, rng, context);
    // A few retries keep names on one shelf distinct; very large catalogues accept repeats.
    for (let attempt = 0; attempt < 4 && seen.has(nameKey(draft)); attempt++) {
      draft = buildProduct(leaf, firstIndex + n, rng, context);
    }
    seen.add(nameKey(draft));
    drafts.push(draft);
  }
  return drafts;
}

function nameKey(draft: ProductDraft): string {
  return `${draft.row.name}|${draft.row.size}`;
}

function buildProduct(
  leaf: LeafPlan,
  index: number,
  rng: Prng,
  context: ProductContext,
): ProductDraft {
  const kind = leaf.kind;
  const noun = rng.pick(leaf.nouns);
  const brand = chooseBrand(leaf, rng);
  const organic =
    leaf.mode === 'organic' ||
    (kind.organic === true && leaf.mode === undefined && rng.chance(0.07));
  const brandName =
    organic && brand.own && leaf.mode !== 'essential' ? OWN_BRAND.organic : brand.name;
  const organicWord = organic && !/organic/i.test(`${brandName} ${noun.text}`) ? 'Organic ' : '';
  const priceFactor =
    brand.priceFactor *
    (organic ? 1.3 : 1) *
    (leaf.mode === 'freeFrom' ? 1.25 : 1) *
    (0.88 + rng.next() * 0.24);

  const lineNumber = context.lineNumber(index);
  const productNumber = rng.int(10_000, 999_998);
  const row: ProductDraft['row'] = {
    id: `${lineNumber}-${productNumber}-${productNumber + 1}`,
    lineNumber,
    name: '',
    brandName,
    size: '',
    description: '',
    productType: 'G',
    productTags: [],
    displayPricePence: 0,
    displayPriceEstimated: false,
    displayPriceQualifier: null,
    formattedPriceRange: null,
    formattedWeightRange: null,
    unitPricePence: null,
    unitPriceQuantity: null,
    unitPriceUom: null,
    defaultQuantityAmount: 1,
    defaultQuantityUom: 'C62',
    uoms: ['C62'],
    sizeDescription: null,
    servingsMin: null,
    servingsMax: null,
    averageRating: 0,
    reviewCount: 0,
    leadTime: null,
    containsAlcohol: kind.alcohol === true,
    substitutionsProhibited: kind.substitutionsProhibited === true || rng.chance(0.015),
    maxPersonalisedMessageLength: kind.maxPersonalisedMessageLength ?? null,
    restriction: kind.christmasOnly ? context.christmas : null,
    depositChargePence: null,
    orderCap: kind.orderCap ? { amount: kind.orderCap, uom: 'C62' } : null,
    hfss: rng.chance(kind.hfss ?? 0) ? 'HFSS' : 'NON_HFSS',
    isSponsored: false,
    sponsorshipId: null,
    image: noun.icon,
    availability: availability(rng),
    popularity: 0,
    primaryCategoryId: leaf.id,
    createdAt: new Date(context.now.getTime() - rng.int(0, 540) * DAY_MS),
  };

  let measure: ReturnType<typeof parsePackSize> = null;
  let weighedWord = '';
  if (kind.deli) {
    const per100g = shelfPrice(kind.deli.per100gPence * priceFactor);
    Object.assign(row, {
      productType: 'W',
      size: 'per 100g',
      displayPricePence: per100g,
      displayPriceEstimated: true,
      displayPriceQualifier: 'per 100g',
      unitPricePence: per100g * 10,
      unitPriceQuantity: 1,
      unitPriceUom: 'KGM',
      defaultQuantityAmount: 100,
      defaultQuantityUom: 'GRM',
      uoms: ['GRM'],
    });
  } else if (kind.loose && rng.chance(kind.loose.share) && !PREPARED.test(noun.text)) {
    const perKg = shelfPrice(kind.loose.perKgPence * priceFactor);
    Object.assign(row, {
      productType: 'W',
      displayPriceEstimated: true,
      unitPricePence: perKg,
      unitPriceQuantity: 1,
      unitPriceUom: 'KGM',
    });
    if (kind.loose.kgOnly) {
      Object.assign(row, {
        size: 'per kg',
        displayPricePence: perKg,
        displayPriceQualifier: 'per kg',
        defaultQuantityAmount: 0.5,
        defaultQuantityUom: 'KGM',
        uoms: ['KGM'],
      });
    } else {
      const typicalKg = Math.round(kind.loose.typicalKg * (0.8 + rng.next() * 0.4) * 100) / 100;
      Object.assign(row, {
        size: 'each',
        displayPricePence: Math.max(5, Math.round(perKg * typicalKg)),
        displayPriceQualifier: 'each est.',
        sizeDescription: `Typical weight ${typicalKg}kg`,
        uoms: ['C62', 'KGM'],
      });
    }
    weighedWord = 'Loose ';
  } else if (kind.joint && rng.chance(kind.joint.share)) {
    const perKg = shelfPrice(kind.joint.perKgPence * priceFactor);
    const minKg = Math.round(kind.joint.minKg * (0.9 + rng.next() * 0.2) * 10) / 10;
    const maxKg = Math.max(
      minKg + 0.2,
      Math.round(kind.joint.maxKg * (0.9 + rng.next() * 0.2) * 10) / 10,
    );
    const typicalKg = Math.round(((minKg + maxKg) / 2) * 100) / 100;
    Object.assign(row, {
      productType: 'W',
      size: `Typical weight ${typicalKg}kg`,
      displayPricePence: Math.round(perKg * typicalKg),
      displayPriceEstimated: true,
      displayPriceQualifier: 'each est.',
      formattedPriceRange: `${poundsText(Math.round(perKg * minKg))} - ${poundsText(Math.round(perKg * maxKg))}`,
      formattedWeightRange: `${minKg}-${maxKg}kg`,
      sizeDescription: `Typical weight ${typicalKg}kg`,
      unitPricePence: perKg,
      unitPriceQuantity: 1,
      unitPriceUom: 'KGM',
      uoms: ['C62', 'KGM'],
    });
  } else {
    const [size, basePence] = rng.pick(noun.sizes ?? kind.sizes);
    const price = shelfPrice(basePence * priceFactor);
    row.size = size;
    row.displayPricePence = price;
    measure = parsePackSize(size);
    if (measure && rng.chance(0.94)) Object.assign(row, unitPrice(price, measure));
    if (kind.deposit && measure?.uom === 'LTR' && rng.chance(0.5))
      row.depositChargePence = measure.containers * 10;
    if (kind.entertaining) {
      const madeToOrder = rng.chance(kind.entertaining.leadTimeShare);
      row.productType = madeToOrder ? 'L' : 'E';
      if (madeToOrder) row.leadTime = rng.pick(kind.entertaining.leadTimes);
    }
  }

  if (kind.servings) {
    const [min, max] = kind.servings;
    row.servingsMin = min;
    row.servingsMax = rng.int(min, max);
  }
  row.name = `${brandName} ${weighedWord}${organicWord}${noun.text}`;
  row.productTags = dietaryTags(kind, leaf, organic, rng);
  row.description = describe(leaf, row, rng);
  if (!brand.own && rng.chance(0.006)) {
    row.isSponsored = true;
    row.sponsorshipId = `sp-${hashString(row.id).toString(36)}`;
  }
  if (rng.chance(0.78)) {
    row.reviewCount = Math.max(1, Math.floor(rng.exponential() ** 2 * 12 * kind.popularity));
    row.averageRating =
      Math.round(
        Math.min(5, Math.max(1, 3.2 + rng.next() * 1.8 - (brand.tier === 'e' ? 0.3 : 0))) * 10,
      ) / 10;
  }
  row.popularity = weeklySales({
    kindPopularity: kind.popularity,
    noun: noun.text,
    nounIndex: leaf.nouns.indexOf(noun),
    tier: brand.tier,
    luck: rng.exponential(),
  });
  return { row, measure };
}

interface BrandChoice {
  name: string;
  own: boolean;
  tier: Tier | null;
  priceFactor: number;
}

function chooseBrand(leaf: LeafPlan, rng: Prng): BrandChoice {
  const kind = leaf.kind;
  const thirdParty = BRANDS[kind.brands];
  const ownBrand = (name: string, tier: Tier | null = null): BrandChoice => ({
    name,
    own: true,
    tier,
    priceFactor: tier ? TIER_PRICE[tier] : 1,
  });
  const branded = (pool: readonly string[]): BrandChoice => {
    const name = rng.pick(pool);
    return { name, own: false, tier: null, priceFactor: 1.05 + (hashString(name) % 40) / 100 };
  };
  switch (leaf.mode) {
    case 'essential':
      return ownBrand(OWN_BRAND.essential, 'e');
    case 'freeFrom':
      return rng.chance(0.55) ? ownBrand(OWN_BRAND.freeFrom) : branded(BRANDS.freeFrom);
    case 'plant':
      return rng.chance(0.5) ? ownBrand(OWN_BRAND.plant) : branded(BRANDS.plant);
    default:
      break;
  }
  if (thirdParty.length === 0 || rng.chance(kind.ownShare)) {
    if (kind.entertaining) return ownBrand(OWN_BRAND.entertaining);
    const tiers = kind.tiers.split('') as Tier[];
    const tier = rng.weighted(
      tiers,
      tiers.map((t) => TIER_WEIGHT[t]),
    );
    return ownBrand(TIER_BRAND[tier], tier);
  }
  return branded(thirdParty);
}

function unitPrice(
  price: number,
  measure: NonNullable<ProductDraft['measure']>,
): Partial<ProductRow> {
  if (measure.amount <= 0) return {};
  if (measure.uom === 'KGM' && measure.amount < 0.25) {
    return {
      unitPricePence: Math.round((price / measure.amount) * 0.1),
      unitPriceQuantity: 100,
      unitPriceUom: 'GRM',
    };
  }
  return {
    unitPricePence: Math.round(price / measure.amount),
    unitPriceQuantity: 1,
    unitPriceUom: measure.uom,
  };
}

function availability(rng: Prng): string {
  const r = rng.next();
  if (r < 0.015) return 'TEMPORARILY_UNAVAILABLE';
  if (r < 0.022) return 'SOLD_OUT_ONLINE';
  return 'AVAILABLE';
}

function dietaryTags(kind: ProductKind, leaf: LeafPlan, organic: boolean, rng: Prng): string[] {
  const tags = new Set<string>();
  const plant = kind.diet === 'plant' || leaf.mode === 'plant';
  if (plant || kind.diet === 'veggie') tags.add('Vegetarian');
  if (plant) {
    tags.add('Vegan');
    tags.add('Dairy free');
  }
  if (kind.glutenFree || leaf.mode === 'freeFrom') tags.add('Gluten free');
  if (leaf.mode === 'freeFrom') tags.add('Dairy free');
  if (organic) tags.add('Organic');
  if (kind.diet !== 'none' && rng.chance(0.1)) tags.add('Nut free');
  return DIETARY_TAGS.filter((tag) => tags.has(tag));
}

/** Strength ranges (% ABV) by kind, for the description. */
const ABV: Partial<Record<string, readonly [number, number]>> = {
  beer: [3.8, 6.5],
  cider: [4, 6],
  spirits: [37.5, 43],
  liqueur: [15, 25],
};

function describe(leaf: LeafPlan, row: ProductDraft['row'], rng: Prng): string {
  const kind = leaf.kind;
  const parts = [`${rng.pick(kind.blurbs)}.`];
  if (row.containsAlcohol) {
    const [low, high] = ABV[leaf.kindKey] ?? [11, 14.5];
    parts.push(`${(low + rng.int(0, Math.round((high - low) * 10)) / 10).toFixed(1)}% ABV.`);
  }
  if (row.productType === 'W')
    parts.push('Price is estimated: you pay for the exact weight picked.');
  if (row.leadTime) parts.push(`Needs ${row.leadTime} days' notice.`);
  parts.push(STORAGE_SENTENCE[kind.storage]);
  return parts.join(' ');
}
