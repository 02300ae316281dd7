import type { Db } from '@grocer/db/client';
import {
  branches,
  categories,
  productCategories,
  products,
  promotionGroups,
  promotionProducts,
  promotions,
} from '@grocer/db/schema/catalogue';

/**
 * A small hand-made catalogue with every case the catalogue tests need (hidden and empty
 * categories, live, expired, hidden and future promotions). Used until the demo generator lands.
 */
export const FIXTURE = {
  groceriesRootId: '10051',
  milkCategoryId: '301',
  milkProducts: 30,
  freshProducts: 42,
  liveWasNowLine: '100001',
  expiredPromoLine: '100002',
  hiddenPromoLine: '100003',
  futurePromoLine: '100004',
};

type CategoryRow = typeof categories.$inferInsert;

const categoryRows: CategoryRow[] = [
  {
    id: '10051',
    parentId: null,
    name: 'Groceries',
    urlName: 'groceries',
    path: 'groceries',
    depth: 0,
  },
  {
    id: '300',
    parentId: '10051',
    name: 'Fresh & Chilled',
    urlName: 'fresh_and_chilled',
    path: 'groceries/fresh_and_chilled',
    depth: 1,
    position: 0,
    iconName: 'cheese-wedge',
  },
  {
    id: '301',
    parentId: '300',
    name: 'Milk',
    urlName: 'milk',
    path: 'groceries/fresh_and_chilled/milk',
    depth: 2,
    position: 0,
    pageTitle: 'Fresh Milk',
  },
  {
    id: '302',
    parentId: '300',
    name: 'Cheese',
    urlName: 'cheese',
    path: 'groceries/fresh_and_chilled/cheese',
    depth: 2,
    position: 1,
  },
  {
    id: '303',
    parentId: '300',
    name: 'Staff Picks',
    urlName: 'staff_picks',
    path: 'groceries/fresh_and_chilled/staff_picks',
    depth: 2,
    position: 2,
    hiddenInNav: true,
  },
  {
    id: '304',
    parentId: '300',
    name: 'Empty Shelf',
    urlName: 'empty_shelf',
    path: 'groceries/fresh_and_chilled/empty_shelf',
    depth: 2,
    position: 3,
  },
  {
    id: '400',
    parentId: '10051',
    name: 'Bakery',
    urlName: 'bakery',
    path: 'groceries/bakery',
    depth: 1,
    position: 1,
    banner: { heading: 'Fresh every morning' },
  },
  {
    id: '401',
    parentId: '400',
    name: 'Bread',
    urlName: 'bread',
    path: 'groceries/bakery/bread',
    depth: 2,
    position: 0,
  },
  {
    id: '20000',
    parentId: null,
    name: 'Entertaining',
    urlName: 'entertaining',
    path: 'entertaining',
    depth: 0,
  },
  {
    id: '20001',
    parentId: '20000',
    name: 'Party Food',
    urlName: 'party_food',
    path: 'entertaining/party_food',
    depth: 1,
    position: 0,
  },
];

const ancestors = (id: string): string[] => {
  const chain: string[] = [];
  let current = categoryRows.find((c) => c.id === id);
  while (current) {
    chain.push(current.id);
    current = categoryRows.find((c) => c.id === current?.parentId);
  }
  return chain;
};

const ADJECTIVES = [
  'Organic',
  'Essential',
  'British',
  'Creamy',
  'Light',
  'Whole',
  'Fresh',
  'Classic',
  'Farmhouse',
  'Alpine',
];

function productRows() {
  const rows: (typeof products.$inferInsert)[] = [];
  const links: (typeof productCategories.$inferInsert)[] = [];
  const add = (count: number, categoryId: string, noun: string, type: 'G' | 'E', start: number) => {
    for (let i = 0; i < count; i++) {
      const lineNumber = String(start + i);
      const id = `${lineNumber}-${1000 + i}-${2000 + i}`;
      rows.push({
        id,
        lineNumber,
        name: `${ADJECTIVES[(i * 7) % ADJECTIVES.length]} ${noun} ${i + 1}`,
        brandName: i % 3 === 0 ? 'Hillside' : 'Meadow Farm',
        size: '1L',
        description: `A fine ${noun.toLowerCase()}.`,
        productType: type,
        productTags: i % 5 === 0 ? ['VEGETARIAN'] : [],
        displayPricePence: 50 + ((i * 37) % 400),
        unitPricePence: 100 + i,
        unitPriceQuantity: 1,
        unitPriceUom: 'LTR',
        averageRating: (i % 5) + 0.5,
        reviewCount: i * 3,
        image: 'glass-of-milk',
        popularity: 1000 - ((i * 13) % 97),
        primaryCategoryId: categoryId,
        leadTime: type === 'E' ? 2 : null,
      });
      for (const categoryIdInChain of ancestors(categoryId)) {
        links.push({ productId: id, categoryId: categoryIdInChain });
      }
    }
  };
  add(30, '301', 'Milk', 'G', 100001);
  add(10, '302', 'Cheddar', 'G', 200001);
  add(2, '303', 'Staff Pick', 'G', 300001);
  add(5, '401', 'Sourdough', 'G', 400001);
  add(3, '20001', 'Canape Platter', 'E', 500001);
  return { rows, links };
}

const idOf = (lineNumber: string) => {
  const i = Number(lineNumber) - 100001;
  return `${lineNumber}-${1000 + i}-${2000 + i}`;
};

export async function seedFixtureCatalogue(db: Db): Promise<void> {
  const { rows, links } = productRows();
  await db.insert(categories).values(categoryRows);
  await db.insert(products).values(rows);
  await db.insert(productCategories).values(links);
  const live = {
    startDate: new Date('2020-01-01T00:00:00Z'),
    expiryDate: new Date('2099-01-01T00:00:00Z'),
  };
  await db.insert(promotions).values([
    {
      id: 1,
      typeCode: 'WAS_NOW',
      name: 'Was now',
      description: 'Was £2.50, now £1.50',
      discountType: 'FIXED_PRICE',
      discountValue: 150,
      ...live,
    },
    {
      id: 2,
      typeCode: 'MULTIBUY',
      name: 'Expired',
      description: '2 for £3',
      discountType: 'X_FOR_Y',
      discountValue: 300,
      startDate: new Date('2020-01-01T00:00:00Z'),
      expiryDate: new Date('2021-01-01T00:00:00Z'),
    },
    {
      id: 3,
      typeCode: 'PERCENT_OFF',
      name: 'Hidden',
      description: '25% off',
      discountType: 'PERCENTAGE',
      discountValue: 25,
      hidden: true,
      ...live,
    },
    {
      id: 4,
      typeCode: 'PERCENT_OFF',
      name: 'Future',
      description: '10% off',
      discountType: 'PERCENTAGE',
      discountValue: 10,
      startDate: new Date('2098-01-01T00:00:00Z'),
      expiryDate: new Date('2099-01-01T00:00:00Z'),
    },
    {
      id: 5,
      typeCode: 'MEAL_DEAL',
      name: 'Meal deal',
      description: 'Main and side for £5',
      discountType: 'TOTAL_PRICE',
      discountValue: 500,
      loyaltyOnly: true,
      ...live,
    },
  ]);
  const [main, side] = await db
    .insert(promotionGroups)
    .values([
      { promotionId: 5, name: 'Main', threshold: 1, position: 0 },
      { promotionId: 5, name: 'Side', threshold: 1, position: 1 },
    ])
    .returning({ id: promotionGroups.id });
  await db.insert(promotionProducts).values([
    { promotionId: 1, productId: idOf(FIXTURE.liveWasNowLine), wasPricePence: 250 },
    { promotionId: 2, productId: idOf(FIXTURE.expiredPromoLine) },
    { promotionId: 3, productId: idOf(FIXTURE.hiddenPromoLine) },
    { promotionId: 4, productId: idOf(FIXTURE.futurePromoLine) },
    { promotionId: 5, productId: idOf('100005'), groupId: main!.id },
    { promotionId: 5, productId: idOf('100006'), groupId: side!.id },
  ]);
  await db.insert(branches).values([
    {
      id: 651,
      name: 'Hillside Central',
      line1: '1 High Street',
      town: 'Kingsbridge',
      postcode: 'TQ7 1AA',
      phone: '01548 000000',
      defaultBranch: true,
    },
    {
      id: 652,
      name: 'Hillside Harbour',
      line1: '2 Quay Road',
      town: 'Salcombe',
      postcode: 'TQ8 8AA',
    },
  ]);
}
