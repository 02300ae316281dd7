import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import type { PricingLine } from '@grocer/domain/pricing/pricing.types';
import {
  clampServings,
  defaultSelection,
  type IngredientLine,
  packsForServings,
  pimsError,
  selectionForTrolley,
  setAmountSelected,
  splitStoreCupboard,
  swapIngredient,
} from '@grocer/domain/recipes/ingredient-selection';
import { packMeasure } from '@grocer/domain/recipes/pack-measure';
import {
  DEFAULT_RECIPE_SORT,
  DIETARY_FILTER_GROUP,
  isFewMatches,
  offeredFilterGroups,
  RECIPES_PAGE_SIZE,
  type RecipeSort,
} from '@grocer/domain/recipes/recipe-listing';
import { packsAsQuantity, scaleAmount } from '@grocer/domain/recipes/recipe-measures';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import {
  isRecipeId,
  isRecipeIdOrPath,
  recipeBreadcrumbs,
} from '@grocer/domain/recipes/recipe-paths';
import { isValidRating } from '@grocer/domain/recipes/recipe-rating';
import {
  analyseWord,
  type Corrections,
  editVariants,
  planQuery,
  queryWords,
  SynonymIndex,
  splitCandidates,
  type WordAnalysis,
} from '@grocer/domain/search/query-plan';
import { cleanSearchTerm } from '@grocer/domain/search/search-term';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type {
  Pims,
  PimsAlternatives,
  PimsLine,
  Recipe,
  RecipeCollection,
  RecipeDietary,
  RecipeFilter,
  RecipeListing,
  RecipeListQuery,
  RecipeRating,
  RecipeSummary,
  RecipesService,
  RecipesSources,
} from './recipes.contract.ts';
import type {
  RatingFacts,
  RecipesRepository,
  StoredIngredient,
  StoredRecipe,
  StoredSummary,
} from './recipes.repository.ts';
import { listVariablesSchema, recipeIdSchema, selectionBodySchema } from './recipes.schemas.ts';

export interface RecipesServiceDeps {
  repository: RecipesRepository;
  sources: RecipesSources;
  now: () => Date;
}

/** Recipes change only when seeded: the listing's recipes are kept this long per process. */
const SUMMARIES_TTL_MS = 5 * 60_000;
/** Recipes kept whole per process (a few kB each; the demo has under 300). */
const RECIPES_KEPT = 1_000;
/** Words' corrections are kept this long, and this many at most. */
const WORD_TTL_MS = 5 * 60_000;
const WORD_CACHE_SIZE = 5_000;
/** How many other recipes a few-matches answer suggests. */
const SUGGESTIONS = 8;

const DIETARY_NAMES: Record<RecipeDietary, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten free',
  'dairy-free': 'Dairy free',
};
const TIME_FILTERS = [
  { tag: 'ready-in-30', name: 'Ready in 30 minutes or less', most: 30 },
  { tag: 'ready-in-60', name: 'Ready in 1 hour or less', most: 60 },
] as const;

/** Recipe search has no synonym table of its own: words, and their typo corrections. */
const NO_SYNONYMS = new SynonymIndex([]);

function signedIn(identity: Identity, message: string): Identity & { customerId: number } {
  if (!isSignedIn(identity)) throw new AppError('UNAUTHENTICATED', message);
  return identity as Identity & { customerId: number };
}

const notFound = () => new AppError('RECIPE_NOT_FOUND', RECIPE_MESSAGES.NO_SUCH_RECIPE);

const ratingOf = (facts: RatingFacts | undefined) => ({
  average: facts && facts.count > 0 ? facts.total / facts.count : 0,
  totalRatings: facts?.count ?? 0,
});

const pence = (amount: number) => ({ amount, currencyCode: 'GBP' as const });

/** The recipes (decision 0083): listings with search and filters, a recipe, ratings, pims. */
export function createRecipesService(deps: RecipesServiceDeps): RecipesService {
  const { repository, sources, now } = deps;
  let summariesCache: { at: number; value: Promise<StoredSummary[]> } | null = null;
  let collectionsCache: { at: number; value: Promise<RecipeCollection[]> } | null = null;
  const recipesCache = new Map<number, { at: number; value: Promise<StoredRecipe> }>();
  const wordCache = new Map<string, { value: WordAnalysis; at: number }>();

  function summaries(): Promise<StoredSummary[]> {
    if (!summariesCache || Date.now() - summariesCache.at > SUMMARIES_TTL_MS) {
      const value = repository.summaries();
      summariesCache = { at: Date.now(), value };
      value.catch(() => {
        summariesCache = null;
      });
    }
    return summariesCache.value;
  }

  function summaryOf(row: StoredSummary, ratings: Map<number, RatingFacts>): RecipeSummary {
    return {
      id: row.id,
      path: row.path,
      title: row.title,
      description: row.description,
      images: [{ name: row.image, alt: row.imageAlt }],
      prepMinutes: row.prepMinutes,
      cookMinutes: row.cookMinutes,
      cookingTime: row.prepMinutes + row.cookMinutes,
      serves: row.serves,
      dietary: row.dietary as RecipeDietary[],
      collections: row.collections,
      rating: ratingOf(ratings.get(row.id)),
    };
  }

  /**
   * The collections with their recipe counts: like the summaries, they change only when recipes
   * are seeded, so they are kept as long (SUMMARIES_TTL_MS), and every listing reads them.
   */
  function collections(): Promise<RecipeCollection[]> {
    if (!collectionsCache || Date.now() - collectionsCache.at > SUMMARIES_TTL_MS) {
      const value = readCollections();
      collectionsCache = { at: Date.now(), value };
      value.catch(() => {
        if (collectionsCache?.value === value) collectionsCache = null;
      });
    }
    return collectionsCache.value;
  }

  async function readCollections(): Promise<RecipeCollection[]> {
    const [rows, all] = await Promise.all([repository.collections(), summaries()]);
    return rows.map((row) => ({
      ...row,
      recipeCount: all.filter((recipe) => recipe.collections.includes(row.id)).length,
    }));
  }

  /**
   * What the lexicon says of each word: corrections for the words no recipe uses. Kept per word
   * for a while (the lexicon changes only when recipes are seeded), as product search keeps its.
   */
  async function corrections(words: string[]): Promise<Corrections> {
    const analysed = new Map<string, WordAnalysis>();
    const fresh = [...new Set(words)].filter((word) => {
      const cached = wordCache.get(word);
      if (cached && Date.now() - cached.at < WORD_TTL_MS) analysed.set(word, cached.value);
      return !analysed.has(word);
    });
    if (fresh.length > 0) {
      const exact = fresh.flatMap((w) => [w, ...editVariants(w), ...splitCandidates(w).flat()]);
      const { neighbours, found, inDocuments } = await repository.lexicon(fresh, [
        ...new Set(exact),
      ]);
      if (wordCache.size + fresh.length > WORD_CACHE_SIZE) wordCache.clear();
      for (const word of fresh) {
        const value = analyseWord(
          word,
          neighbours.filter((n) => n.word === word),
          found,
          inDocuments.has(word),
        );
        analysed.set(word, value);
        wordCache.set(word, { value, at: Date.now() });
      }
    }
    return { words: analysed, joins: new Set() };
  }

  /** The recipes matching a term, best first; null when the term has no words to search. */
  async function searchRanks(term: string): Promise<Map<number, number> | null> {
    const words = queryWords(cleanSearchTerm(term));
    if (words.length === 0) return null;
    const plan = planQuery(words, NO_SYNONYMS, await corrections(words));
    if (!plan) return null;
    const rows = await repository.matching(plan.tsquery, plan.nameQuery);
    return new Map(rows.map((row, index) => [row.id, index]));
  }

  const tagTest = (tag: string): ((r: StoredSummary) => boolean) | null => {
    if (tag in DIETARY_NAMES) return (r) => r.dietary.includes(tag);
    const time = TIME_FILTERS.find((f) => f.tag === tag);
    if (time) return (r) => r.prepMinutes + r.cookMinutes <= time.most;
    return null;
  };

  function sorted(
    rows: StoredSummary[],
    sortBy: RecipeSort | 'RELEVANCE',
    ratings: Map<number, RatingFacts>,
    ranks: Map<number, number> | null,
  ): StoredSummary[] {
    const rating = (r: StoredSummary) => ratingOf(ratings.get(r.id));
    const byNewest = (a: StoredSummary, b: StoredSummary) =>
      b.published.getTime() - a.published.getTime() || a.id - b.id;
    const compare: Record<
      RecipeSort | 'RELEVANCE',
      (a: StoredSummary, b: StoredSummary) => number
    > = {
      RELEVANCE: (a, b) => (ranks?.get(a.id) ?? 0) - (ranks?.get(b.id) ?? 0) || a.id - b.id,
      MOST_POPULAR: (a, b) =>
        rating(b).totalRatings - rating(a).totalRatings ||
        rating(b).average - rating(a).average ||
        byNewest(a, b),
      TOP_RATED: (a, b) =>
        rating(b).average - rating(a).average ||
        rating(b).totalRatings - rating(a).totalRatings ||
        byNewest(a, b),
      QUICKEST: (a, b) =>
        a.prepMinutes + a.cookMinutes - (b.prepMinutes + b.cookMinutes) || a.id - b.id,
      A_TO_Z: (a, b) => a.title.localeCompare(b.title, 'en-GB') || a.id - b.id,
    };
    return [...rows].sort(compare[sortBy]);
  }

  async function list(_identity: Identity, query: RecipeListQuery): Promise<RecipeListing> {
    const input = parseInput(listVariablesSchema, query, 'variables');
    const applied = [...new Set(input.filterTags ?? [])];
    const tests = applied.map((tag) => {
      const test = tagTest(tag);
      if (!test) {
        throw new AppError('VALIDATION_FAILED', `Invalid filterTags: no filter tag ${tag}`);
      }
      return test;
    });
    const [all, ratings, collectionList] = await Promise.all([
      summaries(),
      repository.ratingTotals(),
      collections(),
    ]);
    let collection: RecipeCollection | null = null;
    if (input.collection) {
      collection = collectionList.find((c) => c.id === input.collection) ?? null;
      if (!collection) {
        throw new AppError('RECIPE_COLLECTION_NOT_FOUND', RECIPE_MESSAGES.NO_SUCH_COLLECTION);
      }
    }
    const searchTerm = input.searchTerm?.trim() ?? '';
    const ranks = searchTerm ? await searchRanks(searchTerm) : null;
    const inScope = all.filter(
      (r) =>
        (!collection || r.collections.includes(collection.id)) &&
        (!searchTerm || (ranks?.has(r.id) ?? false)),
    );
    const matches = inScope.filter((r) => tests.every((test) => test(r)));
    const count = (test: (r: StoredSummary) => boolean) => matches.filter(test).length;
    const appliedSet = new Set(applied);
    const groups: (RecipeFilter & { values: { name: string; count: number }[] })[] = [
      {
        group: 'DIETARY',
        title: DIETARY_FILTER_GROUP,
        values: (Object.keys(DIETARY_NAMES) as RecipeDietary[]).map((tag) => ({
          tag,
          name: DIETARY_NAMES[tag],
          count: count((r) => r.dietary.includes(tag)),
          applied: appliedSet.has(tag),
        })),
      },
      {
        group: 'TIME',
        title: 'Time',
        values: TIME_FILTERS.map((f) => ({
          tag: f.tag,
          name: f.name,
          count: count((r) => r.prepMinutes + r.cookMinutes <= f.most),
          applied: appliedSet.has(f.tag),
        })),
      },
    ];
    const appliedNames = new Set(
      groups.flatMap((g) => g.values.filter((v) => v.applied).map((v) => v.name)),
    );
    const filters = offeredFilterGroups(groups, appliedNames).map((offered) => {
      const group = groups.find((g) => g.title === offered.title) as RecipeFilter;
      return { ...group, values: offered.values as RecipeFilter['values'] };
    });
    const sortBy: RecipeSort | 'RELEVANCE' =
      input.sortBy ?? (searchTerm && ranks ? 'RELEVANCE' : DEFAULT_RECIPE_SORT);
    const ordered = sorted(matches, sortBy, ratings, ranks);
    const start = input.start ?? 0;
    const size = input.size ?? RECIPES_PAGE_SIZE;
    const fewMatches = isFewMatches(matches.length);
    const shown = new Set(matches.map((r) => r.id));
    const suggestions = fewMatches
      ? sorted(
          all.filter(
            (r) => !shown.has(r.id) && (!collection || r.collections.includes(collection.id)),
          ),
          'MOST_POPULAR',
          ratings,
          null,
        )
          .slice(0, SUGGESTIONS)
          .map((r) => summaryOf(r, ratings))
      : [];
    const crumbs = recipeBreadcrumbs(collection ? [collection.id] : []).map((crumb, index) => ({
      name: index === 1 && collection ? collection.name : crumb.label,
      url: crumb.href,
    }));
    return {
      recipes: ordered.slice(start, start + size).map((r) => summaryOf(r, ratings)),
      totalMatches: matches.length,
      start,
      size,
      sortBy,
      filters,
      fewMatches,
      suggestions,
      collection,
      breadcrumbs: crumbs,
      pageTitle: collection
        ? collection.name
        : searchTerm
          ? `${searchTerm} - ${RECIPE_MESSAGES.RECIPES_HEADING}`
          : RECIPE_MESSAGES.RECIPES_HEADING,
    };
  }

  /**
   * A recipe with its groups, ingredients and products (four reads), kept per process as long as
   * the summaries (SUMMARIES_TTL_MS; recipes change only when seeded), at most RECIPES_KEPT of
   * them: a recipe page, its pims and a week's meal plan read the same recipes again and again.
   * A recipe not found is not kept.
   */
  function stored(recipeId: number): Promise<StoredRecipe> {
    const kept = recipesCache.get(recipeId);
    if (kept && Date.now() - kept.at <= SUMMARIES_TTL_MS) return kept.value;
    if (recipesCache.size >= RECIPES_KEPT) recipesCache.clear();
    const value = repository.recipe(recipeId).then((recipe) => {
      if (!recipe) throw notFound();
      return recipe;
    });
    recipesCache.set(recipeId, { at: Date.now(), value });
    value.catch(() => {
      if (recipesCache.get(recipeId)?.value === value) recipesCache.delete(recipeId);
    });
    return value;
  }

  async function rating(identity: Identity, recipeId: number): Promise<RecipeRating> {
    const facts = await repository.rating(
      recipeId,
      isSignedIn(identity) ? identity.customerId : null,
    );
    return { ...ratingOf(facts), customerRating: facts.own };
  }

  async function productsByLine(lineNumbers: readonly string[]): Promise<Map<string, Product>> {
    if (lineNumbers.length === 0) return new Map();
    const found = await sources.catalogue.getProductsByLineNumbers([...new Set(lineNumbers)]);
    return new Map(found.map((product) => [product.lineNumber, product]));
  }

  /** Each ingredient with the mapped products the catalogue still has. */
  async function shoppable(recipe: StoredRecipe) {
    const products = await productsByLine(recipe.ingredients.flatMap((i) => i.lineNumbers));
    return {
      products,
      ingredients: recipe.ingredients.map((ingredient) => ({
        ingredient,
        lines: ingredient.lineNumbers.filter((line) => products.has(line)),
      })),
    };
  }

  const packsOf = (
    ingredient: StoredIngredient,
    product: Product,
    serves: number,
    servings: number,
  ) =>
    packsForServings({
      amount:
        ingredient.amount === null
          ? null
          : { amount: ingredient.amount, unit: ingredient.unit ?? '' },
      pack: packMeasure(product.size),
      recipeServings: serves,
      servings,
    });

  /** Lines priced together by the pricing engine (offers across them apply). */
  async function price(
    lines: readonly { lineNumber: string; amountSelected: number }[],
    products: ReadonlyMap<string, Product>,
  ): Promise<number[]> {
    const pricing: PricingLine[] = [];
    lines.forEach((line, index) => {
      const product = products.get(line.lineNumber);
      if (!product || line.amountSelected <= 0) return;
      pricing.push({
        trolleyItemId: index + 1,
        lineNumber: line.lineNumber,
        productId: product.id,
        quantity: {
          amount: line.amountSelected * product.defaultQuantity.amount,
          uom: product.defaultQuantity.uom,
        },
      });
    });
    const priced = pricing.length > 0 ? await sources.pricing.price(pricing, null) : null;
    const byItem = new Map(priced?.lines.map((l) => [l.trolleyItemId, l.totalPricePence]) ?? []);
    return lines.map((_, index) => byItem.get(index + 1) ?? 0);
  }

  function pimsLine(
    line: IngredientLine,
    ingredient: StoredIngredient,
    product: Product,
    alternatives: number,
    totalPence: number,
    recipe: StoredRecipe,
    servings: number,
  ): PimsLine {
    return {
      ingredientId: ingredient.id,
      ingredientName: ingredient.name,
      lineNumber: line.lineNumber,
      product,
      amountSelected: line.amountSelected,
      quantity: {
        amount: line.amountSelected * product.defaultQuantity.amount,
        uom: product.defaultQuantity.uom,
      },
      uom: product.defaultQuantity.uom,
      totalPrice: pence(totalPence),
      swapped: line.swapped,
      duplicateItem: line.duplicateItem,
      storeCupboard: line.storeCupboard,
      recipeAmount: {
        amount:
          ingredient.amount === null
            ? null
            : Math.round(scaleAmount(ingredient.amount, recipe.serves, servings) * 100) / 100,
        unit: ingredient.unit,
      },
      alternativesCount: alternatives,
    };
  }

  return {
    list,
    collections,

    async get(identity, idOrPath) {
      // Text no recipe address can be (a control character, capitals, 200 characters) names no
      // recipe: it is not looked up. An id is 1 to 9 digits (an integer column); any other
      // text, digits too, is a path.
      if (!isRecipeIdOrPath(idOrPath)) throw notFound();
      const key = isRecipeId(idOrPath) ? Number(idOrPath) : idOrPath;
      const id = await repository.idOf(key);
      if (id === null) throw notFound();
      const [recipe, ratingNow] = await Promise.all([stored(id), rating(identity, id)]);
      const summary = summaryOf(recipe, new Map());
      return {
        ...summary,
        metaDescription: recipe.metaDescription,
        nutrition: recipe.nutrition,
        steps: recipe.steps,
        published: recipe.published.toISOString(),
        rating: ratingNow,
        ingredientGroups: recipe.groups.map((group) => ({
          title: group.title,
          ingredients: recipe.ingredients
            .filter((ingredient) => ingredient.groupId === group.id)
            .map((ingredient) => ({
              id: ingredient.id,
              name: ingredient.name,
              amount: ingredient.amount,
              unit: ingredient.unit,
              note: ingredient.note,
              storeCupboard: ingredient.storeCupboard,
              shoppable: ingredient.lineNumbers.length > 0,
            })),
        })),
      } satisfies Recipe;
    },

    async rating(identity, recipeId) {
      const id = parseInput(recipeIdSchema, recipeId, 'variables');
      if ((await repository.idOf(id)) === null) throw notFound();
      return rating(identity, id);
    },

    async rate(identity, recipeId, stars) {
      const { customerId } = signedIn(identity, RECIPE_MESSAGES.SIGN_IN_TO_RATE);
      const id = parseInput(recipeIdSchema, recipeId, 'variables');
      if (!isValidRating(stars)) {
        throw new AppError('VALIDATION_FAILED', RECIPE_MESSAGES.INVALID_RATING);
      }
      if ((await repository.idOf(id)) === null) throw notFound();
      const recorded = await repository.rate(id, customerId, stars, now());
      if (!recorded) {
        throw new AppError(
          'RECIPE_RATING_ALREADY_SUBMITTED',
          RECIPE_MESSAGES.RATING_ALREADY_SUBMITTED,
        );
      }
      return rating(identity, id);
    },

    async pims(_identity, recipeId, query) {
      const recipe = await stored(parseInput(recipeIdSchema, recipeId, 'variables'));
      const servings = clampServings(query.servings ?? recipe.serves, recipe.serves);
      const { products, ingredients } = await shoppable(recipe);
      const withProducts = ingredients.filter((entry) => entry.lines.length > 0);
      const byId = new Map(withProducts.map((entry) => [String(entry.ingredient.id), entry]));
      const swaps = Object.entries(query.swaps ?? {});
      for (const [ingredientId, lineNumber] of swaps) {
        const entry = byId.get(ingredientId);
        if (!entry) {
          throw new AppError(
            'RECIPE_INGREDIENT_NOT_FOUND',
            `Ingredient ${ingredientId} is not one of this recipe’s shoppable ingredients.`,
          );
        }
        if (!entry.lines.includes(lineNumber)) {
          throw new AppError(
            'RECIPE_PRODUCT_NOT_IN_RECIPE',
            `Product ${lineNumber} is not an alternative for ${entry.ingredient.name}.`,
          );
        }
      }
      const productOf = (line: string) => products.get(line) as Product;
      let selection = defaultSelection(
        withProducts.map(({ ingredient, lines }) => ({
          ingredientId: String(ingredient.id),
          lineNumber: lines[0] as string,
          storeCupboard: ingredient.storeCupboard,
          packs: packsOf(ingredient, productOf(lines[0] as string), recipe.serves, servings),
        })),
      );
      for (const [ingredientId, lineNumber] of swaps) {
        const entry = byId.get(ingredientId);
        if (!entry || entry.lines[0] === lineNumber) continue;
        selection = swapIngredient(selection, ingredientId, lineNumber);
        const line = selection.find((l) => l.ingredientId === ingredientId);
        if (line && line.amountSelected > 0) {
          selection = setAmountSelected(
            selection,
            ingredientId,
            packsOf(entry.ingredient, productOf(lineNumber), recipe.serves, servings),
          );
        }
      }
      const totals = await price(selection, products);
      const lines = selection.map((line, index) => {
        const entry = byId.get(line.ingredientId) as (typeof withProducts)[number];
        return pimsLine(
          line,
          entry.ingredient,
          productOf(line.lineNumber),
          entry.lines.length - 1,
          totals[index] ?? 0,
          recipe,
          servings,
        );
      });
      const split = splitStoreCupboard(lines);
      return {
        recipeId: recipe.id,
        servings,
        storeCupboard: split.storeCupboard,
        nonStoreCupboard: split.nonStoreCupboard,
        notShoppable: ingredients
          .filter((entry) => entry.lines.length === 0)
          .map(({ ingredient }) => ({ ingredientId: ingredient.id, name: ingredient.name })),
        pimsError: pimsError(ingredients.map((entry) => ({ products: entry.lines }))),
        selectionTotal: pence(totals.reduce((sum, total) => sum + total, 0)),
      } satisfies Pims;
    },

    async alternativesByIngredient(_identity, recipeId, ingredientId, servingsAsked) {
      const recipe = await stored(parseInput(recipeIdSchema, recipeId, 'variables'));
      const servings = clampServings(servingsAsked ?? recipe.serves, recipe.serves);
      const { products, ingredients } = await shoppable(recipe);
      const entry = ingredients.find(({ ingredient }) => ingredient.id === ingredientId);
      if (!entry) {
        throw new AppError(
          'RECIPE_INGREDIENT_NOT_FOUND',
          `Ingredient ${ingredientId} is not one of this recipe’s ingredients.`,
        );
      }
      const { ingredient } = entry;
      const candidates: IngredientLine[] = entry.lines.map((lineNumber, index) => ({
        ingredientId: String(ingredient.id),
        lineNumber,
        storeCupboard: ingredient.storeCupboard,
        amountSelected: packsOf(
          ingredient,
          products.get(lineNumber) as Product,
          recipe.serves,
          servings,
        ),
        swapped: index > 0,
        duplicateItem: false,
      }));
      // Each priced on its own: an alternative's price is what it would cost chosen.
      const totals = await Promise.all(candidates.map((line) => price([line], products)));
      return {
        recipeId: recipe.id,
        ingredientId: ingredient.id,
        servings,
        alternatives: candidates.map((line, index) =>
          pimsLine(
            line,
            ingredient,
            products.get(line.lineNumber) as Product,
            entry.lines.length - 1,
            totals[index]?.[0] ?? 0,
            recipe,
            servings,
          ),
        ),
      } satisfies PimsAlternatives;
    },

    async addToTrolley(identity, recipeId, lines) {
      signedIn(identity, RECIPE_MESSAGES.SIGN_IN_TO_ADD);
      const id = parseInput(recipeIdSchema, recipeId, 'variables');
      const input = parseInput(selectionBodySchema, { lines }, 'body');
      const recipe = await stored(id);
      const byId = new Map(recipe.ingredients.map((ingredient) => [ingredient.id, ingredient]));
      for (const line of input.lines) {
        const ingredient = byId.get(line.ingredientId);
        if (!ingredient) {
          throw new AppError(
            'RECIPE_INGREDIENT_NOT_FOUND',
            `Ingredient ${line.ingredientId} is not one of this recipe’s ingredients.`,
          );
        }
        if (!ingredient.lineNumbers.includes(line.lineNumber)) {
          throw new AppError(
            'RECIPE_PRODUCT_NOT_IN_RECIPE',
            `Product ${line.lineNumber} is not one of the products for ${ingredient.name}.`,
          );
        }
      }
      const wanted = selectionForTrolley(input.lines);
      if (wanted.length === 0) {
        throw new AppError('VALIDATION_FAILED', RECIPE_MESSAGES.NOTHING_SELECTED);
      }
      const products = await productsByLine(wanted.map((line) => line.lineNumber));
      return sources.trolleyAdditions.addToTrolley(
        identity,
        wanted.map(({ lineNumber, quantity: packs }) => {
          const unit = products.get(lineNumber)?.defaultQuantity ?? { amount: 1, uom: 'C62' };
          return { lineNumber, quantity: packsAsQuantity(packs, unit) };
        }),
      );
    },
  };
}
