import type { Money, Product, Quantity, Uom } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import type { PricedTrolley, PricingLine } from '@grocer/domain/pricing/pricing.types';
import type { RecipeSort } from '@grocer/domain/recipes/recipe-listing';
import type { TrolleyAdditionsSummary } from '../quick-shop/quick-shop.contract.ts';

/**
 * The recipes context's contract (issue 26, decision 0083; spec doc 3 §2 routes, §3 "Recipe" and
 * "Recipe page state", §4 Recipes, §7 recipes, recipe-rating, pims, pims/alternatives_by_ingredient,
 * §9 limits). Recipes are the shop's own: each ingredient is mapped to catalogue products (the
 * spec's "pims": the first is the default, the rest alternatives in order), priced at today's
 * prices and offers through the catalogue, and a recipe's selection goes to the trolley in one
 * batch through the quick shop's trolley additions. Expected failures are AppErrors with the error
 * catalogue's codes: VALIDATION_FAILED (400), UNAUTHENTICATED (401), RECIPE_NOT_FOUND (404),
 * RECIPE_INGREDIENT_NOT_FOUND (404), RECIPE_RATING_ALREADY_SUBMITTED (409, 'Rating already
 * submitted'), RECIPE_PRODUCT_NOT_IN_RECIPE (422), and the trolley's own refusals.
 */

export type { TrolleyAdditionsSummary };

/** Dietary tags (filter group DIETARY); a value is offered as a filter only at count ≥ 10. */
export type RecipeDietary = 'vegetarian' | 'vegan' | 'gluten-free' | 'dairy-free';

/**
 * The sorts a recipe listing offers (the domain's RECIPE_SORTS; default MOST_POPULAR: most
 * ratings first). With a search term and no sort asked for, the best matches come first.
 */
export type RecipeSortBy = RecipeSort;

/** Per serving. Grams except energy. */
export interface RecipeNutrition {
  energyKcal: number;
  fatG: number;
  saturatesG: number;
  carbohydrateG: number;
  sugarsG: number;
  fibreG: number;
  proteinG: number;
  saltG: number;
}

/** Spec doc 3 §3 rating: the average of all ratings (not rounded), their count, and the caller's. */
export interface RecipeRating {
  average: number;
  totalRatings: number;
  /** The signed-in caller's own rating (1–5); null when they have not rated or are signed out. */
  customerRating: number | null;
}

export interface RecipeCollection {
  /** Path segment, e.g. `quick-weeknight` (/ecom/recipes/{collection}). */
  id: string;
  name: string;
  description: string;
  /** How many recipes it holds. */
  recipeCount: number;
}

/** A recipe's image: a food icon the storefront serves from /ecom/assets/food/{name}.svg. */
export interface RecipeImage {
  name: string;
  alt: string;
}

/** What a recipe card needs (listings, search strip). */
export interface RecipeSummary {
  id: number;
  /** Path segment (/ecom/recipe/{path}); ids also answer. */
  path: string;
  title: string;
  description: string;
  images: RecipeImage[];
  prepMinutes: number;
  cookMinutes: number;
  /** prepMinutes + cookMinutes (spec doc 3 §3 cookingTime). */
  cookingTime: number;
  serves: number;
  dietary: RecipeDietary[];
  collections: string[];
  rating: Omit<RecipeRating, 'customerRating'>;
}

export interface RecipeIngredient {
  id: number;
  /** As written, e.g. "beef mince". */
  name: string;
  /** For the recipe's `serves`; null for "to taste" amounts. */
  amount: number | null;
  /** g, kg, ml, l, tbsp, tsp, or null for a count ("2 onions"). */
  unit: string | null;
  /** Extra words after the name, e.g. "finely chopped". */
  note: string | null;
  storeCupboard: boolean;
  /** Mapped to at least one catalogue product (the catalogue may lack it: listed, not shoppable). */
  shoppable: boolean;
}

export interface RecipeIngredientGroup {
  /** Null for the recipe's one unnamed group. */
  title: string | null;
  ingredients: RecipeIngredient[];
}

/** Spec doc 3 §3 Recipe (shoppable products come from `pims`). */
export interface Recipe extends RecipeSummary {
  metaDescription: string;
  nutrition: RecipeNutrition;
  ingredientGroups: RecipeIngredientGroup[];
  /** Method, in order. */
  steps: string[];
  rating: RecipeRating;
  /** ISO 8601 (structured data's datePublished). */
  published: string;
}

export interface RecipeListQuery {
  searchTerm?: string;
  /** A collection id; unknown ones answer RECIPE_COLLECTION_NOT_FOUND (404). */
  collection?: string;
  /** Applied filter tags, e.g. `vegetarian` (dietary values), AND-ed. */
  filterTags?: string[];
  sortBy?: RecipeSortBy;
  start?: number;
  /** Default and most: 54 (spec doc 3 §9). */
  size?: number;
}

export interface RecipeFilterValue {
  /** The filter tag to send back in `filterTags` (e.g. `vegetarian`, `quick-weeknight`). */
  tag: string;
  /** As shown (e.g. `Vegetarian`). */
  name: string;
  count: number;
  applied: boolean;
}

/** Spec doc 3 §3 recipe page state: filters (title and values with name and count). */
export interface RecipeFilter {
  group: 'DIETARY' | 'COLLECTION' | 'TIME';
  /** `Dietary` (the domain's DIETARY_FILTER_GROUP: values only at count ≥ 10), `Collection`, `Time`. */
  title: string;
  values: RecipeFilterValue[];
}

export interface RecipeListing {
  recipes: RecipeSummary[];
  totalMatches: number;
  start: number;
  size: number;
  /** The sort used: RELEVANCE (best matches first) for a search with no sort asked for. */
  sortBy: RecipeSortBy | 'RELEVANCE';
  filters: RecipeFilter[];
  /** Fewer than 4 matches (spec doc 3 §4): the page offers suggestions. */
  fewMatches: boolean;
  /** When `fewMatches`: other recipes (top rated of the collection, or of all) to suggest. */
  suggestions: RecipeSummary[];
  collection: RecipeCollection | null;
  breadcrumbs: { name: string; url: string }[];
  pageTitle: string;
}

/** One ingredient's product line (spec doc 3 §3 shoppableProducts). */
export interface PimsLine {
  ingredientId: number;
  ingredientName: string;
  lineNumber: string;
  product: Product;
  /**
   * The domain's default selection (store cupboard 0, duplicates 0, others the packs the
   * servings need, at least 1), in packs of the product.
   */
  amountSelected: number;
  /** The trolley quantity amountSelected stands for (packs × the product's default quantity). */
  quantity: Quantity;
  uom: Uom;
  /** amountSelected at today's price, offers applied where the catalogue says. */
  totalPrice: Money;
  /** Not the ingredient's first (default) product. */
  swapped: boolean;
  /** The same product as an earlier ingredient's line: defaults to 0. */
  duplicateItem: boolean;
  storeCupboard: boolean;
  /** The recipe's amount scaled to the servings asked, for display ("300 g"). */
  recipeAmount: { amount: number | null; unit: string | null };
  /** Other products that can stand in (for the Swap link). */
  alternativesCount: number;
}

export interface PimsQuery {
  /** 1–12 (the domain's RECIPE_SERVINGS_MIN/MAX); default the recipe's `serves`. */
  servings?: number;
  /** Swaps chosen: ingredient id → one of its mapped products' line numbers. */
  swaps?: Record<number, string>;
}

/** The spec's pims answer: the recipe's shoppable products for a servings count. */
export interface Pims {
  recipeId: number;
  servings: number;
  storeCupboard: PimsLine[];
  nonStoreCupboard: PimsLine[];
  /** Ingredients the catalogue lacks: listed, not shoppable. */
  notShoppable: { ingredientId: number; name: string }[];
  /** True when no ingredient has products (spec doc 3 §4). */
  pimsError: boolean;
  /** The default selection's total (quantities above zero only). */
  selectionTotal: Money;
}

export interface PimsAlternatives {
  recipeId: number;
  ingredientId: number;
  servings: number;
  /** Every product mapped to the ingredient, the default first, each priced as a line. */
  alternatives: PimsLine[];
}

/**
 * A line of the selection to put in the trolley (the domain's IngredientLine as the page holds
 * it). Lines at 0 are left out; lines on one product are summed (selectionForTrolley).
 */
export interface RecipeSelectionLine {
  ingredientId: number;
  /** One of the ingredient's mapped products (its own or a swap). */
  lineNumber: string;
  /** Packs of the product, 0–99 whole. */
  amountSelected: number;
}

export interface RecipesService {
  list(identity: Identity, query: RecipeListQuery): Promise<RecipeListing>;
  collections(): Promise<RecipeCollection[]>;
  /** By numeric id or path; RECIPE_NOT_FOUND otherwise. */
  get(identity: Identity, idOrPath: string): Promise<Recipe>;
  rating(identity: Identity, recipeId: number): Promise<RecipeRating>;
  /** Once per signed-in shopper (409 'Rating already submitted'); answers the new rating. */
  rate(identity: Identity, recipeId: number, rating: number): Promise<RecipeRating>;
  pims(identity: Identity, recipeId: number, query: PimsQuery): Promise<Pims>;
  alternativesByIngredient(
    identity: Identity,
    recipeId: number,
    ingredientId: number,
    servings?: number,
  ): Promise<PimsAlternatives>;
  /**
   * The selection (lines with quantity above zero; each product of its ingredient's mapping) to
   * the shopper's open trolley in one batch, with the quick shop's summary.
   */
  addToTrolley(
    identity: Identity,
    recipeId: number,
    lines: readonly RecipeSelectionLine[],
  ): Promise<TrolleyAdditionsSummary>;
}

/** What recipes need of other contexts, each filled from that context's contract (app.ts). */
export interface RecipesSources {
  catalogue: { getProductsByLineNumbers(lineNumbers: string[]): Promise<Product[]> };
  /** The trolley's pricing engine with today's catalogue: prices and offers. */
  pricing: { price(lines: PricingLine[], slotStart: string | null): Promise<PricedTrolley> };
  /** The quick shop's one press: lines to the open trolley in one batch, with its summary. */
  trolleyAdditions: {
    addToTrolley(
      identity: Identity,
      lines: readonly { lineNumber: string; quantity: Quantity }[],
    ): Promise<TrolleyAdditionsSummary>;
  };
}
