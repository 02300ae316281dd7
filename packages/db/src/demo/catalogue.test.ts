import { categoryUrlName } from '@grocer/domain/catalogue/catalogue-urls';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CollectedCatalogue,
  collectDemoCatalogue,
  generateDemoCatalogue,
} from './catalogue.ts';
import { DIETARY_TAGS } from './products.ts';
import { CHRISTMAS_ID, ENTERTAINING_ROOT, GROCERIES_ROOT } from './taxonomy-spec.ts';

const NOW = new Date('2025-06-02T09:30:00Z');

let catalogue: CollectedCatalogue;
beforeAll(() => {
  catalogue = collectDemoCatalogue({ now: NOW });
});

function categoryById(id: string) {
  const row = catalogue.categories.find((c) => c.id === id);
  if (!row) throw new Error(`no category ${id}`);
  return row;
}

function productsUnder(pathPrefix: string) {
  const ids = new Set(
    catalogue.categories.filter((c) => c.path.startsWith(pathPrefix)).map((c) => c.id),
  );
  return catalogue.products.filter((p) => ids.has(p.primaryCategoryId));
}

function promotionMembers(typeCode: string) {
  const ids = new Set(catalogue.promotions.filter((p) => p.typeCode === typeCode).map((p) => p.id));
  return catalogue.promotionProducts.filter((m) => ids.has(m.promotionId));
}

describe('determinism', () => {
  it('gives identical rows for the same seed, size and now', () => {
    expect(collectDemoCatalogue({ now: NOW })).toEqual(catalogue);
  });

  it('gives different products for another seed but the same taxonomy and branches', () => {
    const other = collectDemoCatalogue({ now: NOW, seed: 7, products: 600 });
    const first = collectDemoCatalogue({ now: NOW, products: 600 });
    expect(other.products.map((p) => p.id)).not.toEqual(first.products.map((p) => p.id));
    expect(other.categories).toEqual(first.categories);
    expect(other.branches).toEqual(first.branches);
  });

  it('produces exactly the requested number of products at other sizes', () => {
    for (const size of [0, 1, 250, 1_234])
      expect(collectDemoCatalogue({ now: NOW, products: size }).products).toHaveLength(size);
  });
});

describe('scale', () => {
  it('streams a large catalogue in batches of about 1,000 products with unique ids', () => {
    const stream = generateDemoCatalogue({ now: NOW, products: 30_000 }).batches();
    const ids = new Set<string>();
    let batches = 0;
    let promotions = 0;
    for (const batch of stream) {
      batches++;
      promotions += batch.promotions.length;
      expect(batch.products.length).toBeLessThan(2_500);
      for (const p of batch.products) ids.add(p.id);
    }
    expect(ids.size).toBe(30_000);
    expect(batches).toBeGreaterThanOrEqual(20);
    expect(promotions).toBeGreaterThan(1_500);
  });
});

describe('taxonomy', () => {
  it('roots Groceries at 10051 and Entertaining separately', () => {
    expect(categoryById(GROCERIES_ROOT.id)).toMatchObject({
      depth: 0,
      path: 'groceries',
      parentId: null,
    });
    expect(categoryById(ENTERTAINING_ROOT.id)).toMatchObject({
      depth: 0,
      path: 'entertaining',
      parentId: null,
    });
  });

  it('has Christmas as 335064 directly under Groceries', () => {
    expect(categoryById(CHRISTMAS_ID)).toMatchObject({
      parentId: GROCERIES_ROOT.id,
      path: 'groceries/christmas',
      depth: 1,
    });
  });

  it('has at least 15 top categories and 400 leaves under Groceries, at most 3 levels deep', () => {
    const groceries = catalogue.categories.filter((c) => c.path.startsWith('groceries/'));
    const parents = new Set(catalogue.categories.map((c) => c.parentId));
    expect(groceries.filter((c) => c.parentId === GROCERIES_ROOT.id).length).toBeGreaterThanOrEqual(
      15,
    );
    expect(groceries.filter((c) => !parents.has(c.id)).length).toBeGreaterThanOrEqual(400);
    for (const c of catalogue.categories) expect(c.depth).toBeLessThanOrEqual(3);
  });

  it('uses unique numeric ids, unique paths built from categoryUrlName and the parent path', () => {
    const byId = new Map(catalogue.categories.map((c) => [c.id, c]));
    expect(byId.size).toBe(catalogue.categories.length);
    expect(new Set(catalogue.categories.map((c) => c.path)).size).toBe(catalogue.categories.length);
    for (const c of catalogue.categories) {
      expect(c.id).toMatch(/^\d+$/);
      expect(c.urlName).toBe(categoryUrlName(c.name));
      const parent = c.parentId ? byId.get(c.parentId) : undefined;
      expect(c.path).toBe(parent ? `${parent.path}/${c.urlName}` : c.urlName);
      expect(c.depth).toBe(parent ? (parent.depth ?? 0) + 1 : 0);
    }
  });

  it('marks categories without products empty, leaves a few empty on purpose and hides a few', () => {
    const counts = new Map<string, number>();
    for (const link of catalogue.productCategories)
      counts.set(link.categoryId, (counts.get(link.categoryId) ?? 0) + 1);
    for (const c of catalogue.categories) expect(c.emptyOfProducts).toBe(!counts.has(c.id));
    expect(catalogue.categories.filter((c) => c.emptyOfProducts).length).toBeGreaterThanOrEqual(2);
    expect(catalogue.categories.filter((c) => c.hiddenInNav).length).toBeGreaterThanOrEqual(2);
  });
});

describe('products', () => {
  it('has at least 6,000 products with unique ids of the form {lineNumber}-{n}-{n}', () => {
    const { products } = catalogue;
    expect(products.length).toBeGreaterThanOrEqual(6_000);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.lineNumber)).size).toBe(products.length);
    for (const p of products) {
      expect(p.lineNumber).toMatch(/^\d{6,7}$/);
      expect(p.id.startsWith(`${p.lineNumber}-`)).toBe(true);
      expect(p.id).toMatch(/^\d{6,7}-\d+-\d+$/);
    }
  });

  it('links each product to its leaf and every ancestor up to the root', () => {
    const byId = new Map(catalogue.categories.map((c) => [c.id, c]));
    const links = new Map<string, Set<string>>();
    for (const l of catalogue.productCategories)
      links.set(l.productId, (links.get(l.productId) ?? new Set()).add(l.categoryId));
    for (const p of catalogue.products.slice(0, 500)) {
      let category = byId.get(p.primaryCategoryId);
      expect(category).toBeDefined();
      while (category) {
        expect(links.get(p.id)?.has(category.id)).toBe(true);
        category = category.parentId ? byId.get(category.parentId) : undefined;
      }
    }
  });

  it('prices in whole positive pence, with unit prices on most products', () => {
    for (const p of catalogue.products) {
      expect(Number.isInteger(p.displayPricePence)).toBe(true);
      expect(p.displayPricePence).toBeGreaterThan(0);
    }
    const withUnitPrice = catalogue.products.filter((p) => p.unitPricePence !== null).length;
    expect(withUnitPrice / catalogue.products.length).toBeGreaterThan(0.8);
  });

  it('sells weighed items (W) by weight: KGM for loose goods, GRM from 100g at the counter', () => {
    const weighed = catalogue.products.filter((p) => p.productType === 'W');
    expect(weighed.length).toBeGreaterThan(50);
    for (const p of weighed) {
      expect(p.displayPriceEstimated).toBe(true);
      expect(p.uoms?.some((u) => u === 'KGM' || u === 'GRM')).toBe(true);
      expect(p.unitPriceUom).toBe('KGM');
    }
    const deli = weighed.filter((p) => p.uoms?.includes('GRM'));
    expect(deli.length).toBeGreaterThan(5);
    for (const p of deli)
      expect(p).toMatchObject({
        defaultQuantityAmount: 100,
        defaultQuantityUom: 'GRM',
        uoms: ['GRM'],
      });
    expect(weighed.some((p) => p.uoms?.join() === 'C62,KGM')).toBe(true);
    expect(weighed.some((p) => p.uoms?.join() === 'KGM')).toBe(true);
    expect(weighed.some((p) => p.formattedWeightRange && p.formattedPriceRange)).toBe(true);
  });

  it('flags alcohol in the drinks aisles (not the low and no aisle) and nowhere else outside seasonal and entertaining', () => {
    const drinks = productsUnder('groceries/beer_wine_and_spirits/');
    const lowAndNo = new Set(
      productsUnder('groceries/beer_wine_and_spirits/low_and_no_alcohol/').map((p) => p.id),
    );
    expect(drinks.length).toBeGreaterThan(200);
    for (const p of drinks) expect(p.containsAlcohol).toBe(!lowAndNo.has(p.id));
    const allowedElsewhere = new Set(
      [...productsUnder('groceries/christmas/'), ...productsUnder('entertaining/')].map(
        (p) => p.id,
      ),
    );
    const drinkIds = new Set(drinks.map((p) => p.id));
    for (const p of catalogue.products.filter((x) => x.containsAlcohol)) {
      expect(drinkIds.has(p.id) || allowedElsewhere.has(p.id)).toBe(true);
    }
  });

  it('makes entertaining items E or L, with lead times, personalised cakes and Christmas-only dates', () => {
    const entertaining = productsUnder('entertaining/');
    expect(entertaining.length).toBeGreaterThan(30);
    for (const p of entertaining) expect(['E', 'L']).toContain(p.productType);
    for (const p of catalogue.products.filter((x) => x.productType === 'L'))
      expect(p.leadTime).toBeGreaterThan(0);
    const personalised = catalogue.products.filter((p) => p.maxPersonalisedMessageLength);
    expect(personalised.length).toBeGreaterThan(0);
    for (const p of personalised)
      expect(p).toMatchObject({ maxPersonalisedMessageLength: 30, substitutionsProhibited: true });
    const christmasOnly = catalogue.products.filter((p) => p.restriction);
    expect(christmasOnly.length).toBeGreaterThan(5);
    expect(christmasOnly[0]?.restriction).toEqual({
      restrictionId: 'CHRISTMAS-2025',
      startDate: '2025-12-20',
      endDate: '2025-12-24',
      cutOffDate: '2025-12-15',
    });
  });

  it('labels HFSS snacks, deposits, sponsored lines, stock problems and servings', () => {
    const crisps = productsUnder('groceries/food_cupboard/crisps_snacks_and_nuts/crisps');
    expect(crisps.filter((p) => p.hfss === 'HFSS').length / crisps.length).toBeGreaterThan(0.6);
    expect(
      productsUnder('groceries/fruit_and_vegetables/').every((p) => p.hfss === 'NON_HFSS'),
    ).toBe(true);
    const count = (f: (p: (typeof catalogue.products)[number]) => boolean) =>
      catalogue.products.filter(f).length;
    expect(count((p) => (p.depositChargePence ?? 0) > 0)).toBeGreaterThan(10);
    expect(count((p) => p.isSponsored === true && p.sponsorshipId !== null)).toBeGreaterThan(3);
    expect(count((p) => p.availability === 'TEMPORARILY_UNAVAILABLE')).toBeGreaterThan(10);
    expect(count((p) => p.availability === 'SOLD_OUT_ONLINE')).toBeGreaterThan(5);
    expect(count((p) => p.substitutionsProhibited === true)).toBeGreaterThan(20);
    expect(count((p) => p.servingsMin !== null)).toBeGreaterThan(50);
  });

  it('shares every dietary tag among at least 10 products', () => {
    for (const tag of DIETARY_TAGS)
      expect(
        catalogue.products.filter((p) => p.productTags?.includes(tag)).length,
      ).toBeGreaterThanOrEqual(10);
  });

  it('uses fictional own-label tiers and reviews, with staples more popular than niche lines', () => {
    const brands = new Set(catalogue.products.map((p) => p.brandName));
    for (const tier of ['Hillside Essential', 'Hillside', 'Hillside No.1', 'Hillside Organic'])
      expect(brands.has(tier)).toBe(true);
    const reviewed = catalogue.products.filter((p) => (p.reviewCount ?? 0) > 0);
    expect(reviewed.length / catalogue.products.length).toBeGreaterThan(0.6);
    for (const p of reviewed) expect(p.averageRating).toBeGreaterThanOrEqual(1);
    const median = (rows: typeof catalogue.products) =>
      rows.map((p) => p.popularity ?? 0).sort((a, b) => a - b)[Math.floor(rows.length / 2)] ?? 0;
    expect(median(productsUnder('groceries/fresh_and_chilled/milk/'))).toBeGreaterThan(
      3 * median(productsUnder('groceries/pet/small_animals_birds_and_fish/')),
    );
  });
});

describe('promotions', () => {
  it('has at least 300 live promotions including multibuys, was/now and meal deals', () => {
    expect(catalogue.promotions.length).toBeGreaterThanOrEqual(300);
    const types = new Set(catalogue.promotions.map((p) => p.typeCode));
    for (const type of ['MULTIBUY', 'WAS_NOW', 'MEAL_DEAL']) expect(types.has(type)).toBe(true);
    for (const p of catalogue.promotions) {
      expect(p.startDate.getTime()).toBeLessThan(NOW.getTime());
      expect(p.expiryDate.getTime()).toBeGreaterThan(NOW.getTime());
    }
    expect(catalogue.promotions.some((p) => p.loyaltyOnly)).toBe(true);
    expect(catalogue.promotions.some((p) => p.hidden)).toBe(true);
    expect(new Set(catalogue.promotions.map((p) => p.id)).size).toBe(catalogue.promotions.length);
  });

  it('prices was/now members below their was price', () => {
    const prices = new Map(catalogue.products.map((p) => [p.id, p.displayPricePence]));
    const members = promotionMembers('WAS_NOW');
    expect(members.length).toBeGreaterThan(100);
    for (const m of members)
      expect(m.wasPricePence).toBeGreaterThan(prices.get(m.productId) ?? Number.POSITIVE_INFINITY);
  });

  it('builds meal deals as TOTAL_PRICE with Main, Side and Drink groups of threshold 1, each stocked', () => {
    const deals = catalogue.promotions.filter((p) => p.typeCode === 'MEAL_DEAL');
    expect(deals.length).toBeGreaterThanOrEqual(3);
    for (const deal of deals) {
      expect(deal.discountType).toBe('TOTAL_PRICE');
      const groups = catalogue.promotionGroups.filter((g) => g.promotionId === deal.id);
      expect(groups.map((g) => g.name)).toEqual(expect.arrayContaining(['Main', 'Side', 'Drink']));
      for (const group of groups) {
        expect(group.threshold).toBe(1);
        expect(catalogue.promotionProducts.some((m) => m.groupId === group.id)).toBe(true);
      }
    }
  });

  it('gives multibuys a qualifying group with a threshold of at least 2 and a known discount type', () => {
    const multibuys = catalogue.promotions.filter((p) => p.typeCode === 'MULTIBUY');
    expect(multibuys.length).toBeGreaterThan(100);
    expect(new Set(multibuys.map((p) => p.discountType))).toEqual(
      new Set(['X_FOR_Y', 'FIXED_PRICE', 'PERCENTAGE']),
    );
    for (const promotion of multibuys) {
      const [group, ...others] = catalogue.promotionGroups.filter(
        (g) => g.promotionId === promotion.id,
      );
      expect(others).toHaveLength(0);
      expect(group?.threshold).toBeGreaterThanOrEqual(2);
      expect(
        catalogue.promotionProducts
          .filter((m) => m.promotionId === promotion.id)
          .every((m) => m.groupId === group?.id),
      ).toBe(true);
    }
    expect(multibuys.some((p) => /^Any 3 for £\d+$/.test(p.description))).toBe(true);
    expect(
      multibuys.some((p) => /^2 for £/.test(p.description) || /^Any 2 for £/.test(p.description)),
    ).toBe(true);
  });

  it('never promotes infant formula', () => {
    const formula = new Set(
      productsUnder('groceries/baby_and_toddler/baby_milk/').map((p) => p.id),
    );
    expect(formula.size).toBeGreaterThan(0);
    expect(catalogue.promotionProducts.some((m) => formula.has(m.productId))).toBe(false);
  });
});

describe('branches', () => {
  it('has at least 40 branches with UK postcodes and the default branch 651', () => {
    expect(catalogue.branches.length).toBeGreaterThanOrEqual(40);
    expect(new Set(catalogue.branches.map((b) => b.id)).size).toBe(catalogue.branches.length);
    const defaults = catalogue.branches.filter((b) => b.defaultBranch);
    expect(defaults.map((b) => b.id)).toEqual([651]);
    for (const b of catalogue.branches)
      expect(b.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}$/);
  });
});
