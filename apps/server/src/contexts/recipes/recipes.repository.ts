import type { Db } from '@grocer/db/client';
import { executeNamed } from '@grocer/db/named-statement';
import {
  type RecipeNutritionRow,
  recipeCollections,
  recipeIngredientGroups,
  recipeIngredientProducts,
  recipeIngredients,
  recipeRatings,
  recipes,
} from '@grocer/db/schema/recipes';
import { sqlRows } from '@grocer/db/sql-rows';
import type { LexiconNeighbour } from '@grocer/domain/search/query-plan';
import { asc, eq, sql } from 'drizzle-orm';

/** A recipe as a listing needs it, without its rating. */
export interface StoredSummary {
  id: number;
  path: string;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  prepMinutes: number;
  cookMinutes: number;
  serves: number;
  dietary: string[];
  collections: string[];
  published: Date;
}

export interface StoredIngredient {
  id: number;
  groupId: number;
  name: string;
  amount: number | null;
  unit: string | null;
  note: string | null;
  storeCupboard: boolean;
  /** The mapped products' line numbers, the default first. */
  lineNumbers: string[];
}

export interface StoredRecipe extends StoredSummary {
  metaDescription: string;
  nutrition: RecipeNutritionRow;
  steps: string[];
  groups: { id: number; title: string | null }[];
  ingredients: StoredIngredient[];
}

export interface RatingFacts {
  total: number;
  count: number;
}

const summaryColumns = {
  id: recipes.id,
  path: recipes.path,
  title: recipes.title,
  description: recipes.description,
  image: recipes.image,
  imageAlt: recipes.imageAlt,
  prepMinutes: recipes.prepMinutes,
  cookMinutes: recipes.cookMinutes,
  serves: recipes.serves,
  dietary: recipes.dietary,
  collections: recipes.collections,
  published: recipes.published,
};

/** The recipes context's statements (decision 0083): it alone reads its tables. */
export class RecipesRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Every recipe, for listings (a few hundred rows). Awaited here: the query builder runs its
   * query again each time it is awaited, so a cache holding the builder itself (the service's)
   * read every recipe on every listing, twice.
   */
  async summaries(): Promise<StoredSummary[]> {
    return await this.#db.select(summaryColumns).from(recipes).orderBy(asc(recipes.id));
  }

  /** Ratings' sum and count by recipe (recipes without a rating are left out). */
  async ratingTotals(): Promise<Map<number, RatingFacts>> {
    const rows = await this.#db
      .select({
        recipeId: recipeRatings.recipeId,
        total: sql<number>`sum(${recipeRatings.rating})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(recipeRatings)
      .groupBy(recipeRatings.recipeId);
    return new Map(rows.map((row) => [row.recipeId, { total: row.total, count: row.count }]));
  }

  async collections(): Promise<{ id: string; name: string; description: string }[]> {
    return this.#db
      .select({
        id: recipeCollections.id,
        name: recipeCollections.name,
        description: recipeCollections.description,
      })
      .from(recipeCollections)
      .orderBy(asc(recipeCollections.position));
  }

  /**
   * Ids whose search document matches the tsquery, best first: recipes whose title holds every
   * word (the plan's name query), then shorter titles (the dish itself before its variations),
   * then the text rank.
   */
  async matching(tsquery: string, nameQuery: string): Promise<{ id: number }[]> {
    // Named: every recipe search asks it, and planning it cost more than running it.
    const { rows: found } = await executeNamed<{ id: number }>(
      this.#db,
      sql`SELECT r.id
        FROM recipes r, to_tsquery('english', ${tsquery}) q, to_tsquery('english', ${nameQuery}) n
        WHERE r.search_document @@ q
        ORDER BY (r.search_document @@ n) DESC, length(r.title),
          ts_rank('{0.1, 0.2, 0.6, 1.0}', r.search_document, q) DESC, r.id`,
    );
    return found.map((row) => ({ id: Number(row.id) }));
  }

  /**
   * What the recipe lexicon says of the words: their nearest words by trigram similarity
   * (index-backed `%`), which of `exact` are lexicon words (with their frequency), and which
   * words some recipe's text holds even though the lexicon lacks them (the description).
   */
  async lexicon(
    words: string[],
    exact: string[],
  ): Promise<{
    neighbours: LexiconNeighbour[];
    found: Map<string, number>;
    inDocuments: Set<string>;
  }> {
    if (words.length === 0 && exact.length === 0) {
      return { neighbours: [], found: new Map(), inDocuments: new Set() };
    }
    const rows = await sqlRows<{
      word: string | null;
      candidate: string | null;
      similarity: number;
      frequency: number;
    }>(
      this.#db,
      sql`SELECT q.word, l.word AS candidate, similarity(l.word, q.word)::float8 AS similarity,
          l.frequency
        FROM jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) AS q(word)
        CROSS JOIN LATERAL (
          SELECT word, frequency FROM recipe_search_lexicon
          WHERE word % q.word
          ORDER BY similarity(word, q.word) DESC, frequency DESC
          LIMIT 4
        ) l
        UNION ALL
        SELECT NULL, word, 1, frequency FROM recipe_search_lexicon
        WHERE word IN (SELECT jsonb_array_elements_text(${JSON.stringify(exact)}::jsonb))
        UNION ALL
        SELECT q.word, NULL, -1, 0
        FROM jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) AS q(word)
        WHERE NOT EXISTS (SELECT FROM recipe_search_lexicon WHERE word = q.word)
          AND EXISTS (
            SELECT FROM recipes WHERE search_document @@ plainto_tsquery('english', q.word)
          )`,
    );
    return {
      neighbours: rows
        .filter((r) => r.word !== null && r.candidate !== null)
        .map((r) => ({
          word: r.word as string,
          candidate: r.candidate as string,
          similarity: r.similarity,
          frequency: r.frequency,
        })),
      found: new Map(
        rows.filter((r) => r.word === null).map((r) => [r.candidate as string, r.frequency]),
      ),
      inDocuments: new Set(
        rows.filter((r) => r.word !== null && r.candidate === null).map((r) => r.word as string),
      ),
    };
  }

  /** The recipe's id by its path or id; null for none. */
  async idOf(idOrPath: string | number): Promise<number | null> {
    const [row] = await this.#db
      .select({ id: recipes.id })
      .from(recipes)
      .where(typeof idOrPath === 'number' ? eq(recipes.id, idOrPath) : eq(recipes.path, idOrPath))
      .limit(1);
    return row?.id ?? null;
  }

  /** One recipe with its groups, ingredients and their mapped products. */
  async recipe(id: number): Promise<StoredRecipe | null> {
    const [row] = await this.#db
      .select({
        ...summaryColumns,
        metaDescription: recipes.metaDescription,
        nutrition: recipes.nutrition,
        steps: recipes.steps,
      })
      .from(recipes)
      .where(eq(recipes.id, id))
      .limit(1);
    if (!row) return null;
    const [groups, ingredients, products] = await Promise.all([
      this.#db
        .select({ id: recipeIngredientGroups.id, title: recipeIngredientGroups.title })
        .from(recipeIngredientGroups)
        .where(eq(recipeIngredientGroups.recipeId, id))
        .orderBy(asc(recipeIngredientGroups.position)),
      this.#db
        .select({
          id: recipeIngredients.id,
          groupId: recipeIngredients.groupId,
          name: recipeIngredients.name,
          amount: recipeIngredients.amount,
          unit: recipeIngredients.unit,
          note: recipeIngredients.note,
          storeCupboard: recipeIngredients.storeCupboard,
        })
        .from(recipeIngredients)
        .where(eq(recipeIngredients.recipeId, id))
        .orderBy(asc(recipeIngredients.groupId), asc(recipeIngredients.position)),
      this.#db
        .select({
          ingredientId: recipeIngredientProducts.ingredientId,
          lineNumber: recipeIngredientProducts.lineNumber,
        })
        .from(recipeIngredientProducts)
        .innerJoin(
          recipeIngredients,
          eq(recipeIngredients.id, recipeIngredientProducts.ingredientId),
        )
        .where(eq(recipeIngredients.recipeId, id))
        .orderBy(
          asc(recipeIngredientProducts.ingredientId),
          asc(recipeIngredientProducts.position),
        ),
    ]);
    const byIngredient = new Map<number, string[]>();
    for (const product of products) {
      const list = byIngredient.get(product.ingredientId) ?? [];
      list.push(product.lineNumber);
      byIngredient.set(product.ingredientId, list);
    }
    const groupOrder = new Map(groups.map((group, index) => [group.id, index]));
    ingredients.sort((a, b) => (groupOrder.get(a.groupId) ?? 0) - (groupOrder.get(b.groupId) ?? 0));
    return {
      ...row,
      groups,
      ingredients: ingredients.map((ingredient) => ({
        ...ingredient,
        lineNumbers: byIngredient.get(ingredient.id) ?? [],
      })),
    };
  }

  /** A recipe's ratings, and the customer's own (null when they have not rated it). */
  async rating(
    recipeId: number,
    customerId: number | null,
  ): Promise<RatingFacts & { own: number | null }> {
    const [row] = await sqlRows<{ total: number; count: number; own: number | null }>(
      this.#db,
      sql`SELECT coalesce(sum(rating), 0)::int AS total, count(*)::int AS count,
          max(rating) FILTER (WHERE customer_id = ${customerId ?? -1})::int AS own
        FROM recipe_ratings WHERE recipe_id = ${recipeId}`,
    );
    return { total: row?.total ?? 0, count: row?.count ?? 0, own: row?.own ?? null };
  }

  /**
   * Records the shopper's rating unless they have rated the recipe already (the primary key
   * decides, even between processes). False when there was one.
   */
  async rate(recipeId: number, customerId: number, rating: number, at: Date): Promise<boolean> {
    const inserted = await this.#db
      .insert(recipeRatings)
      .values({ recipeId, customerId, rating, ratedAt: at })
      .onConflictDoNothing()
      .returning({ recipeId: recipeRatings.recipeId });
    return inserted.length > 0;
  }
}
