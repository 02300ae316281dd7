import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Per serving, as the recipe page and its structured data show it. */
export interface RecipeNutritionRow {
  energyKcal: number;
  fatG: number;
  saturatesG: number;
  carbohydrateG: number;
  sugarsG: number;
  fibreG: number;
  proteinG: number;
  saltG: number;
}

/**
 * The recipes context's tables (issue 26, decision 0083). A recipe (spec doc 3 §3: id, title,
 * images, description, metaDescription, cookingTime, rating, ingredientGroups) is the shop's own
 * content; its ingredients are mapped to catalogue products by line number (the spec's "pims"),
 * priced at read time through the catalogue. `search_document` is the recipe's English tsvector
 * (title A, ingredients B, tags and collections C, description D), built by
 * `rebuildRecipeSearch` (@grocer/db/recipe-search) as product search builds its own.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    /** Path segment of /ecom/recipe/{path}: lower-case words and hyphens. */
    path: text('path').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    metaDescription: text('meta_description').notNull(),
    /** fluent-emoji-flat icon name (the catalogue's food images), with its alt text. */
    image: text('image').notNull(),
    imageAlt: text('image_alt').notNull(),
    prepMinutes: integer('prep_minutes').notNull(),
    cookMinutes: integer('cook_minutes').notNull(),
    serves: integer('serves').notNull(),
    nutrition: jsonb('nutrition').$type<RecipeNutritionRow>().notNull(),
    /** vegetarian | vegan | gluten-free | dairy-free */
    dietary: text('dietary').array().notNull(),
    /** recipe_collections ids. */
    collections: text('collections').array().notNull(),
    /** The method, in order. */
    steps: text('steps').array().notNull(),
    published: timestamp('published', { withTimezone: true }).notNull(),
    searchDocument: tsvector('search_document').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    uniqueIndex('recipes_path_unique').on(t.path),
    index('recipes_search_document_idx').using('gin', t.searchDocument),
    check('recipes_path_shape', sql`${t.path} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('recipes_minutes_range', sql`${t.prepMinutes} >= 0 AND ${t.cookMinutes} >= 0`),
    check('recipes_serves_range', sql`${t.serves} BETWEEN 1 AND 24`),
  ],
);

/** Named groups of recipes (quick weeknight, family, Christmas…): /ecom/recipes/{id}. */
export const recipeCollections = pgTable(
  'recipe_collections',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Display order on the recipes landing. */
    position: integer('position').notNull(),
  },
  (t) => [check('recipe_collections_id_shape', sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/** A recipe's ingredient groups in order ("For the sauce"); title null for an unnamed group. */
export const recipeIngredientGroups = pgTable(
  'recipe_ingredient_groups',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title'),
  },
  (t) => [uniqueIndex('recipe_ingredient_groups_order').on(t.recipeId, t.position)],
);

/**
 * One ingredient line: an amount (null: to taste) in a unit (null: a count), its name and note,
 * and whether it is a store-cupboard item (oil, salt, spices: selected at 0 by default).
 * `recipe_id` is kept beside the group so a recipe's lines are one index read.
 */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => recipeIngredientGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    amount: doublePrecision('amount'),
    unit: text('unit'),
    note: text('note'),
    storeCupboard: boolean('store_cupboard').notNull(),
  },
  (t) => [
    index('recipe_ingredients_recipe_idx').on(t.recipeId, t.groupId, t.position),
    check('recipe_ingredients_amount_positive', sql`${t.amount} IS NULL OR ${t.amount} > 0`),
  ],
);

/**
 * The pims mapping: an ingredient's catalogue products by line number, the default first
 * (position 0) then the alternatives in order. An ingredient with none is listed, not shoppable.
 * A product gone from the catalogue is skipped when priced.
 */
export const recipeIngredientProducts = pgTable(
  'recipe_ingredient_products',
  {
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => recipeIngredients.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    lineNumber: text('line_number').notNull(),
    /** Packs of it for the recipe's own `serves` (at least 1; scaled with the servings asked). */
    packs: integer('packs').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.ingredientId, t.position] }),
    uniqueIndex('recipe_ingredient_products_line').on(t.ingredientId, t.lineNumber),
    check('recipe_ingredient_products_line_shape', sql`${t.lineNumber} ~ '^[0-9]{1,12}$'`),
    check('recipe_ingredient_products_packs', sql`${t.packs} >= 1`),
  ],
);

/**
 * One rating per shopper per recipe (the primary key: a second answers 'Rating already
 * submitted', even from two processes at once). An account's ratings go with it.
 */
export const recipeRatings = pgTable(
  'recipe_ratings',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.customerId] }),
    check('recipe_ratings_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * The words of recipe titles and ingredients with how many recipes use each: typo corrections
 * for recipe search by trigram similarity, as `search_lexicon` does for products.
 */
export const recipeSearchLexicon = pgTable(
  'recipe_search_lexicon',
  {
    word: text('word').primaryKey(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [index('recipe_search_lexicon_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
