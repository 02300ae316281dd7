import type { Db } from '@grocer/db/client';
import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL over the search read model (packages/db/src/schema/search.ts), the only tables this
 * context reads. Lists travel as one JSON parameter so the statements are the same on
 * node-postgres and PGlite.
 */

export type SearchSort =
  | 'RELEVANCE'
  | 'PRICE_LOW_2_HIGH'
  | 'PRICE_HIGH_2_LOW'
  | 'A_2_Z'
  | 'TOP_RATED';

export interface MatchQuery {
  /** to_tsquery('english', …) text built by the service from sanitised words. */
  tsquery: string;
  /** Phrase of the query's words in the name or brand (`a:AB <-> b:AB`), or null for one word. */
  phraseQuery: string | null;
  /** Every query word in the name (`a:A & b:A`). */
  nameQuery: string;
  /** The cleaned, folded term: an exact product name ranks first. */
  exactName: string;
  /** Words that may end the query (the last word and its stand-ins): head-noun matches rank up. */
  headWords: string[];
  /** How many words or phrases the query has, to reward names it covers entirely. */
  positions: number;
}

export interface ProductFilters {
  offersOnly: boolean;
  /** Product tags a product must all carry (Dietary filters and searchTags). */
  requiredTags: string[];
  /** Any of these brands (empty: any brand). */
  brands: string[];
  /** Any of these product types (empty: any). */
  productTypes: string[];
  categoryId: string | null;
}

export interface SearchPageRequest {
  match: MatchQuery;
  filters: ProductFilters;
  /**
   * Position in category_ids (ordered root first, 1-based) of the categories to count: 2 for
   * the top categories, one deeper than the chosen category when there is one.
   */
  categoryLevel: number;
  /** Product tags to count (the Dietary values). */
  countTags: string[];
  sort: SearchSort;
  start: number;
  size: number;
  now: Date;
}

export interface KeyCount {
  key: string;
  count: number;
}

export interface SearchPage {
  /** Text matches before any filter: 0 means the words themselves found nothing. */
  textMatches: number;
  totalMatches: number;
  lineNumbers: string[];
  offerCount: number;
  brandCounts: KeyCount[];
  tagCounts: KeyCount[];
  productTypeCounts: KeyCount[];
  categoryCounts: KeyCount[];
}

export interface LexiconCandidate {
  word: string;
  candidate: string;
  similarity: number;
  frequency: number;
}

export interface SynonymRow {
  groupName: string;
  phrase: string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const textArray = (values: string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${json(values)}))`;

/** Every product type, for the 'Available in' counts. */
const PRODUCT_TYPES = ['G', 'W', 'E', 'L'];

const ORDER_BY: Record<SearchSort, string> = {
  // In-stock first, then how well the words match, then what sells.
  RELEVANCE: 'available DESC, score DESC, popularity DESC, product_id',
  PRICE_LOW_2_HIGH: 'price_pence ASC, popularity DESC, product_id',
  PRICE_HIGH_2_LOW: 'price_pence DESC, popularity DESC, product_id',
  A_2_Z: 'name ASC, product_id',
  TOP_RATED: 'average_rating DESC, review_count DESC, popularity DESC, product_id',
};

export function createSearchRepository(db: Db) {
  return {
    /**
     * Nearest lexicon words to each of `words` by trigram similarity (index-backed `%`), and
     * which of `exact` (the words, their edit variants, splits and joins) are lexicon words.
     */
    async lexicon(
      words: string[],
      exact: string[],
    ): Promise<{ neighbours: LexiconCandidate[]; found: Map<string, number> }> {
      if (words.length === 0 && exact.length === 0) return { neighbours: [], found: new Map() };
      const result = await db.execute(sql`
        SELECT q.word, l.word AS candidate, similarity(l.word, q.word)::float8 AS similarity,
          l.frequency
        FROM jsonb_array_elements_text(${json(words)}) AS q(word)
        CROSS JOIN LATERAL (
          SELECT word, frequency FROM search_lexicon
          WHERE word % q.word
          ORDER BY similarity(word, q.word) DESC, frequency DESC
          LIMIT 4
        ) l
        UNION ALL
        SELECT NULL, word, 1, frequency FROM search_lexicon
        WHERE word = ANY(${textArray(exact)})`);
      const rows = rowsOf<LexiconCandidate & { word: string | null }>(result);
      return {
        neighbours: rows.filter((r) => r.word !== null),
        found: new Map(rows.filter((r) => r.word === null).map((r) => [r.candidate, r.frequency])),
      };
    },

    async synonyms(): Promise<SynonymRow[]> {
      const result = await db.execute(
        sql`SELECT group_name AS "groupName", phrase FROM search_synonyms ORDER BY group_name, id`,
      );
      return rowsOf<SynonymRow>(result);
    },

    async brandNames(): Promise<string[]> {
      const result = await db.execute(
        sql`SELECT DISTINCT brand_name AS "brandName" FROM search_documents`,
      );
      return rowsOf<{ brandName: string }>(result).map((r) => r.brandName);
    },

    /**
     * One round trip: the page of line numbers plus every facet count. Each facet counts the
     * matches that pass all the other groups' filters, so choosing a brand still shows how
     * many products the other brands would give (Dietary narrows, so it counts with all).
     */
    async searchPage(request: SearchPageRequest): Promise<SearchPage> {
      const { match, filters } = request;
      // Weights, tuned on the relevance suite: an exact name beats a phrase in the name; then
      // names made of the query's words (more so the fewer other words and when the query's
      // last word is the name's head noun); then shelves named for the query; field-weighted
      // rank and popularity break ties.
      const score =
        request.sort === 'RELEVANCE'
          ? sql`ts_rank(d.document, query.q)
              + CASE WHEN d.item_name = ${match.exactName} OR d.name = ${match.exactName} THEN 8 ELSE 0 END
              ${match.phraseQuery ? sql`+ CASE WHEN d.document @@ to_tsquery('english', ${match.phraseQuery}) THEN 2 ELSE 0 END` : sql``}
              + CASE WHEN d.document @@ query.name_q
                  THEN 1 + 2.0 * ${match.positions} / greatest(d.item_word_count, ${match.positions})
                    + CASE WHEN d.head_stem = ANY(query.heads) THEN 1.5 ELSE 0 END
                  ELSE 0 END
              + CASE WHEN d.document @@ query.category_q THEN 2 ELSE 0 END
              + CASE WHEN d.category_heads && query.heads THEN 2.5 ELSE 0 END
              + ln(1 + greatest(d.popularity, 0)) / 20`
          : sql`0`;
      const all = sql.raw('f_offer AND f_tags AND f_brand AND f_type AND f_category');
      const counted = (values: string[], condition: (value: string) => SQL, passing: SQL) =>
        values.length === 0
          ? sql`'[]'::json`
          : sql`json_build_array(${sql.join(
              values.map(
                (v) =>
                  sql`json_build_object('key', ${v}::text, 'count',
                    count(*) FILTER (WHERE ${passing} AND ${condition(v)}))`,
              ),
              sql`, `,
            )})`;
      const now = request.now.toISOString();
      const statement: SQL = sql`
        WITH query AS (
          SELECT to_tsquery('english', ${match.tsquery}) AS q,
            to_tsquery('english', ${match.nameQuery}) AS name_q,
            to_tsquery('english', ${match.nameQuery.replaceAll(':A', ':C')}) AS category_q,
            ARRAY(SELECT (ts_lexize('english_stem', w))[1]
              FROM jsonb_array_elements_text(${json(match.headWords)}) AS w) AS heads,
            ${textArray(filters.requiredTags)} AS tags,
            ${textArray(filters.brands)} AS brands,
            ${textArray(filters.productTypes)} AS types
        ),
        matched AS MATERIALIZED (
          SELECT d.product_id, d.line_number, d.brand_name, d.product_tags, d.product_type,
            d.available, d.price_pence, d.name, d.average_rating, d.review_count, d.popularity,
            d.category_ids[${request.categoryLevel}] AS child_category,
            ${score} AS score,
            d.offer_periods @> ${now}::timestamptz AS on_offer,
            (${!filters.offersOnly} OR d.offer_periods @> ${now}::timestamptz) AS f_offer,
            d.product_tags @> query.tags AS f_tags,
            (cardinality(query.brands) = 0 OR d.brand_name = ANY(query.brands)) AS f_brand,
            (cardinality(query.types) = 0 OR d.product_type = ANY(query.types)) AS f_type,
            (${filters.categoryId}::text IS NULL
              OR d.category_ids @> ARRAY[${filters.categoryId}::text]) AS f_category
          FROM search_documents d, query
          WHERE d.document @@ query.q
        ),
        totals AS (
          SELECT count(*)::int AS "textMatches",
            (count(*) FILTER (WHERE ${all}))::int AS "totalMatches",
            (count(*) FILTER (WHERE on_offer AND f_tags AND f_brand AND f_type AND f_category))::int
              AS "offerCount",
            ${counted(request.countTags, (tag) => sql`${tag}::text = ANY(product_tags)`, all)} AS "tagCounts",
            ${counted(
              PRODUCT_TYPES,
              (type) => sql`product_type = ${type}::text`,
              sql.raw('f_offer AND f_tags AND f_brand AND f_category'),
            )} AS "productTypeCounts"
          FROM matched
        )
        SELECT totals.*,
          (SELECT coalesce(json_agg(line_number), '[]'::json) FROM (
            SELECT line_number FROM matched WHERE ${all}
            ORDER BY ${sql.raw(ORDER_BY[request.sort])}
            LIMIT ${request.size} OFFSET ${request.start}) page) AS "lineNumbers",
          (SELECT coalesce(json_agg(json_build_object('key', k, 'count', n)), '[]'::json) FROM (
            SELECT brand_name AS k, count(*)::int AS n FROM matched
            WHERE f_offer AND f_tags AND f_type AND f_category GROUP BY 1) b) AS "brandCounts",
          (SELECT coalesce(json_agg(json_build_object('key', k, 'count', n)), '[]'::json) FROM (
            SELECT child_category AS k, count(*)::int AS n FROM matched
            WHERE ${all} AND child_category IS NOT NULL GROUP BY 1) c) AS "categoryCounts"
        FROM totals`;
      const [row] = rowsOf<SearchPage>(await db.execute(statement));
      if (!row) throw new Error('search query returned no row');
      return row;
    },

    /**
     * Autosuggest terms, most bought first within each tier: terms starting with the typed text
     * (index-backed LIKE on the trigram index); then terms starting with a corrected or synonym
     * phrasing of it; then terms containing a word like it (`<%`). Later tiers run only while
     * earlier ones leave room. All text is folded (foldAccents) like match_key.
     */
    async suggestTerms(
      prefix: string,
      alternatives: string[],
      limit: number,
    ): Promise<{ terms: KeyCount[]; byPrefix: number }> {
      const like = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const result = await db.execute(sql`
        WITH by_prefix AS (
          SELECT term, product_count, weight FROM search_suggestions
          WHERE match_key LIKE ${like(prefix)}
          ORDER BY weight DESC, term LIMIT ${limit}
        ),
        by_alternative AS (
          SELECT term, product_count, weight FROM search_suggestions
          WHERE (SELECT count(*) FROM by_prefix) < ${limit}
            AND match_key LIKE ANY(ARRAY(SELECT jsonb_array_elements_text(${json(alternatives.map(like))})))
          ORDER BY weight DESC, term LIMIT ${limit}
        ),
        by_similarity AS (
          SELECT term, product_count, word_similarity(${prefix}, match_key) AS similarity
          FROM search_suggestions
          WHERE (SELECT count(*) FROM by_prefix) + (SELECT count(*) FROM by_alternative) < ${limit}
            AND ${prefix} <% match_key
          ORDER BY similarity DESC, weight DESC, term LIMIT ${limit}
        ),
        ranked AS (
          SELECT term, product_count, 0 AS tier,
            row_number() OVER (ORDER BY weight DESC, term) AS position FROM by_prefix
          UNION ALL
          SELECT term, product_count, 1, row_number() OVER (ORDER BY weight DESC, term)
          FROM by_alternative
          UNION ALL
          SELECT term, product_count, 2, row_number() OVER (ORDER BY similarity DESC, term)
          FROM by_similarity
        )
        SELECT DISTINCT ON (term) term AS key, product_count AS count, tier, position
        FROM ranked ORDER BY term, tier, position`);
      const rows = rowsOf<KeyCount & { tier: number; position: number }>(result).sort(
        (a, b) => a.tier - b.tier || a.position - b.position,
      );
      return {
        terms: rows.slice(0, limit).map(({ key, count }) => ({ key, count })),
        byPrefix: rows.filter((r) => r.tier === 0).length,
      };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
