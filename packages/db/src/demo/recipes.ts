import { recipeSlug } from '@grocer/domain/recipes/recipe-paths';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rebuildRecipeSearch } from '../recipe-search.ts';
import {
  type RecipeNutritionRow,
  recipeCollections,
  recipeIngredientGroups,
  recipeIngredientProducts,
  recipeIngredients,
  recipes,
} from '../schema/recipes.ts';
import { streamFor } from './prng.ts';
import { type Choice, DEMO_RECIPE_COLLECTIONS, FAMILIES, type Family } from './recipe-families.ts';
import { INGREDIENTS, type IngredientDef, type IngredientKey } from './recipe-ingredients.ts';

/**
 * The demo recipes (issue 26, decision 0083): about 300, written from the dish families in
 * recipe-families.ts, each combination of a family's choices a recipe of its own. The same
 * recipes every time (no clock, a fixed random stream). The shop's name comes from the
 * configuration (white-label). Each ingredient is mapped to catalogue products when seeded.
 */

export interface DemoRecipeSite {
  brandName: string;
}

export interface DemoIngredient {
  key: IngredientKey;
  name: string;
  amount: number | null;
  unit: string | null;
  note: string | null;
  storeCupboard: boolean;
}

export interface DemoRecipe {
  path: string;
  title: string;
  description: string;
  metaDescription: string;
  image: string;
  imageAlt: string;
  prepMinutes: number;
  cookMinutes: number;
  serves: number;
  nutrition: RecipeNutritionRow;
  dietary: string[];
  collections: string[];
  steps: string[];
  groups: { title: string | null; ingredients: DemoIngredient[] }[];
  published: Date;
}

const RECIPES_SEED = 26;
/** The first demo recipe's publication date; each next one a day later. */
const FIRST_PUBLISHED = Date.UTC(2025, 0, 6, 9);
const DAY_MS = 86_400_000;
const QUICK_MINUTES = 30;
const HEALTHY_KCAL = 500;
const META_MAX = 155;

/** Every combination of a family's choices, in a fixed shuffled order, cut to its `max`. */
function combinations(family: Family): Choice[][] {
  let all: Choice[][] = [[]];
  for (const axis of family.choices) all = all.flatMap((picked) => axis.map((c) => [...picked, c]));
  if (family.max === undefined || all.length <= family.max) return all;
  const random = streamFor(RECIPES_SEED, family.id);
  const shuffled = [...all];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j] as Choice[], shuffled[i] as Choice[]];
  }
  return shuffled.slice(0, family.max);
}

/** What the ingredients say of diets: vegetarian, vegan, gluten free, dairy free. */
export function dietaryTags(defs: readonly IngredientDef[]): string[] {
  const any = (flag: keyof IngredientDef) => defs.some((d) => d[flag] === true);
  const vegetarian = !any('meat') && !any('fish');
  const tags: string[] = [];
  if (vegetarian) tags.push('vegetarian');
  if (vegetarian && !any('dairy') && !any('egg') && !any('honey')) tags.push('vegan');
  if (!any('gluten')) tags.push('gluten-free');
  if (!any('dairy')) tags.push('dairy-free');
  return tags;
}

function metaDescription(recipe: Omit<DemoRecipe, 'metaDescription'>): string {
  const minutes = recipe.prepMinutes + recipe.cookMinutes;
  const diet = recipe.dietary.includes('vegan')
    ? 'Vegan. '
    : recipe.dietary.includes('vegetarian')
      ? 'Vegetarian. '
      : '';
  const text = `${recipe.title}: serves ${recipe.serves}, ready in ${minutes} minutes. ${diet}${recipe.description}`;
  return text.length <= META_MAX ? text : `${text.slice(0, META_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

const CLOSINGS = [
  (brand: string) => `Tested in the ${brand} kitchen.`,
  () => 'Easy to double for a crowd.',
  () => 'Leftovers keep in the fridge for up to 2 days.',
  (brand: string) => `Every ingredient is in the ${brand} shop, priced today.`,
  () => '',
];

/** The demo recipes, the same every time for a site. */
export function generateDemoRecipes(site: DemoRecipeSite): DemoRecipe[] {
  const out: DemoRecipe[] = [];
  const paths = new Set<string>();
  const random = streamFor(RECIPES_SEED, 'recipes');
  for (const family of FAMILIES) {
    for (const picked of combinations(family)) {
      const title = family.title(picked);
      const path = recipeSlug(title);
      if (paths.has(path)) continue;
      paths.add(path);
      const groups = family.groups(picked).map((group) => ({
        title: group.title,
        ingredients: group.lines.map(([amount, unit, key, note]): DemoIngredient => {
          const def: IngredientDef = INGREDIENTS[key];
          return {
            key,
            name: def.name,
            amount,
            unit,
            note: note ?? null,
            storeCupboard: def.storeCupboard === true,
          };
        }),
      }));
      const defs = groups.flatMap((g) =>
        g.ingredients.map((i): IngredientDef => INGREDIENTS[i.key]),
      );
      const sum = (field: 'kcal' | 'protein' | 'fat') =>
        family.base[field] + picked.reduce((total, c) => total + (c[field] ?? 0), 0);
      const jitter = () => 0.94 + random.next() * 0.12;
      const kcal = Math.round(sum('kcal') * jitter());
      const fat = Math.round(sum('fat') * jitter() * 10) / 10;
      const nutrition: RecipeNutritionRow = {
        energyKcal: kcal,
        fatG: fat,
        saturatesG: Math.round(fat * (0.25 + random.next() * 0.2) * 10) / 10,
        carbohydrateG: Math.round(family.base.carbs * jitter() * 10) / 10,
        sugarsG: Math.round(family.base.sugars * jitter() * 10) / 10,
        fibreG: Math.round(family.base.fibre * jitter() * 10) / 10,
        proteinG: Math.round(sum('protein') * jitter() * 10) / 10,
        saltG: Math.round(family.base.salt * jitter() * 100) / 100,
      };
      const prepMinutes = family.prep;
      const cookMinutes = family.cook + picked.reduce((total, c) => total + (c.minutes ?? 0), 0);
      const collections = new Set([
        ...family.collections,
        ...picked.flatMap((c) => c.collections ?? []),
      ]);
      if (prepMinutes + cookMinutes > QUICK_MINUTES) collections.delete('quick-weeknight');
      const dessert = collections.has('baking-and-desserts');
      if (kcal > HEALTHY_KCAL || dessert) collections.delete('healthy');
      else if (!dessert && family.id !== 'christmas' && kcal <= HEALTHY_KCAL - 150) {
        collections.add('healthy');
      }
      const closing = (CLOSINGS[random.int(0, CLOSINGS.length - 1)] as (b: string) => string)(
        site.brandName,
      );
      const recipe = {
        path,
        title,
        description: [family.description(picked), closing].filter(Boolean).join(' '),
        image: family.image,
        imageAlt: title,
        prepMinutes,
        cookMinutes,
        serves: family.serves,
        nutrition,
        dietary: dietaryTags(defs),
        collections: DEMO_RECIPE_COLLECTIONS.map((c) => c.id).filter((id) => collections.has(id)),
        steps: family.steps(picked),
        groups,
        published: new Date(FIRST_PUBLISHED + out.length * DAY_MS),
      };
      out.push({ ...recipe, metaDescription: metaDescription(recipe) });
    }
  }
  return out;
}

/** The advisory lock that makes seeding the demo recipes one process's job. */
const RECIPES_SEED_LOCK = 370_083;
/** The most products an ingredient maps to: its own and three alternatives. */
const PRODUCTS_PER_INGREDIENT = 4;

interface CatalogueRow {
  lineNumber: string;
  name: string;
  brandName: string;
  productType: string;
  availability: string;
  popularity: number;
}

/** A product's item name: its name without the brand, "Loose " or "Organic ". */
export function itemName(product: { name: string; brandName: string }): string {
  let item = product.name.startsWith(`${product.brandName} `)
    ? product.name.slice(product.brandName.length + 1)
    : product.name;
  for (const prefix of ['Loose ', 'Organic ']) {
    if (item.startsWith(prefix)) item = item.slice(prefix.length);
  }
  return item.toLowerCase();
}

/**
 * Each ingredient's products by line number, best first: the item names in the ingredient's
 * order, products sold online before those out of stock, packed before loose, best sellers first.
 */
export function mapIngredients(rows: readonly CatalogueRow[]): Map<IngredientKey, string[]> {
  const byItem = new Map<string, CatalogueRow[]>();
  for (const row of rows) {
    if (row.productType !== 'G' && row.productType !== 'W') continue;
    const item = itemName(row);
    const list = byItem.get(item);
    if (list) list.push(row);
    else byItem.set(item, [row]);
  }
  const mapping = new Map<IngredientKey, string[]>();
  for (const [key, def] of Object.entries(INGREDIENTS) as [IngredientKey, IngredientDef][]) {
    const ranked = def.items.flatMap((item, itemRank) =>
      (byItem.get(item.toLowerCase()) ?? []).map((row) => ({ row, itemRank })),
    );
    ranked.sort(
      (a, b) =>
        a.itemRank - b.itemRank ||
        Number(b.row.availability === 'AVAILABLE') - Number(a.row.availability === 'AVAILABLE') ||
        Number(a.row.productType === 'W') - Number(b.row.productType === 'W') ||
        b.row.popularity - a.row.popularity ||
        a.row.lineNumber.localeCompare(b.row.lineNumber),
    );
    // One per item name first, so the alternatives differ (brown or plain onions, not four sizes).
    const seenItems = new Set<number>();
    const firstOfEach = ranked.filter(({ itemRank }) => {
      if (seenItems.has(itemRank)) return false;
      seenItems.add(itemRank);
      return true;
    });
    const ordered = [...firstOfEach, ...ranked.filter((r) => !firstOfEach.includes(r))];
    mapping.set(
      key,
      ordered.slice(0, PRODUCTS_PER_INGREDIENT).map(({ row }) => row.lineNumber),
    );
  }
  return mapping;
}

/**
 * Adds the demo recipes and their collections when there are none yet (a database seeded before
 * recipes existed gets them on its next start), maps their ingredients to the catalogue as it is,
 * and builds the recipe search words. Returns how many recipes it added.
 */
export async function seedDemoRecipes(db: Db, site: DemoRecipeSite): Promise<number> {
  const anyRecipes = async (executor: Pick<Db, 'execute'>) =>
    (
      (await executor.execute(sql`SELECT EXISTS (SELECT FROM recipes) AS "any"`)) as unknown as {
        rows: { any: boolean }[];
      }
    ).rows[0]?.any === true;
  if (await anyRecipes(db)) return 0;
  const catalogue = (
    (await db.execute(sql`SELECT line_number AS "lineNumber", name, brand_name AS "brandName",
        product_type AS "productType", availability, popularity FROM products`)) as unknown as {
      rows: CatalogueRow[];
    }
  ).rows;
  const mapping = mapIngredients(catalogue);
  const demo = generateDemoRecipes(site);
  const added = await db.transaction(async (tx) => {
    // Two servers starting on one database at once: the second waits, then finds them there.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RECIPES_SEED_LOCK})`);
    if (await anyRecipes(tx)) return 0;
    await tx
      .insert(recipeCollections)
      .values(DEMO_RECIPE_COLLECTIONS.map((c, position) => ({ ...c, position })))
      .onConflictDoNothing();
    const inserted = await tx
      .insert(recipes)
      .values(demo.map(({ groups: _, ...recipe }) => recipe))
      .returning({ id: recipes.id, path: recipes.path });
    const idOf = new Map(inserted.map((row) => [row.path, row.id]));
    const groupRows = demo.flatMap((recipe) =>
      recipe.groups.map((group, position) => ({
        recipeId: idOf.get(recipe.path) as number,
        position,
        title: group.title,
      })),
    );
    const groups = await tx
      .insert(recipeIngredientGroups)
      .values(groupRows)
      .returning({ id: recipeIngredientGroups.id });
    const ingredientRows: (typeof recipeIngredients.$inferInsert)[] = [];
    const keys: IngredientKey[] = [];
    let groupIndex = 0;
    for (const recipe of demo) {
      for (const group of recipe.groups) {
        const groupId = (groups[groupIndex++] as { id: number }).id;
        group.ingredients.forEach((ingredient, position) => {
          keys.push(ingredient.key);
          ingredientRows.push({
            recipeId: idOf.get(recipe.path) as number,
            groupId,
            position,
            name: ingredient.name,
            amount: ingredient.amount,
            unit: ingredient.unit,
            note: ingredient.note,
            storeCupboard: ingredient.storeCupboard,
          });
        });
      }
    }
    const ingredientIds: { id: number }[] = [];
    for (let start = 0; start < ingredientRows.length; start += 1_000) {
      ingredientIds.push(
        ...(await tx
          .insert(recipeIngredients)
          .values(ingredientRows.slice(start, start + 1_000))
          .returning({ id: recipeIngredients.id })),
      );
    }
    const productRows = ingredientIds.flatMap(({ id }, index) =>
      (mapping.get(keys[index] as IngredientKey) ?? []).map((lineNumber, position) => ({
        ingredientId: id,
        position,
        lineNumber,
      })),
    );
    for (let start = 0; start < productRows.length; start += 1_000) {
      await tx.insert(recipeIngredientProducts).values(productRows.slice(start, start + 1_000));
    }
    return demo.length;
  });
  if (added > 0) await rebuildRecipeSearch(db);
  return added;
}
