import type { Db } from '@grocer/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { SuggestionEntry } from './suggestion-index.ts';

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

/** A LIKE pattern for text starting with `text`, its wildcards escaped. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const textArray = (values: string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${json(values)}))`;

/** Every product type, for the 'Available in' counts. */
const PRODUCT_TYPES = ['G', 'W', 'E', 'L'];

/** The query's tsqueries and filter lists, computed once per statement. */
function queryValues(request: SearchPageRequest): SQL {
  const { match, filters } = request;
  return sql`SELECT to_tsquery('english', ${match.tsquery}) AS q,
      to_tsquery('english', ${match.nameQuery}) AS name_q,
      to_tsquery('english', ${match.nameQuery.replaceAll(':A', ':C')}) AS category_q,
      ARRAY(SELECT (ts_lexize('english_stem', w))[1]
        FROM jsonb_array_elements_text(${json(match.headWords)}) AS w) AS heads,
      ${textArray(filters.requiredTags)} AS tags,
      ${textArray(filters.brands)} AS brands,
      ${textArray(filters.productTypes)} AS types`;
}

/**
 * One boolean per filter group, on a facet set `f` joined with `query`: every filter but offers
 * depends only on the product's facet set (brand, tags, categories, type).
 */
function facetFlags(request: SearchPageRequest) {
  const { filters } = request;
  return {
    tags: filters.requiredTags.length > 0 ? sql`f.product_tags @> query.tags` : sql`true`,
    brand: filters.brands.length > 0 ? sql`f.brand_name = ANY(query.brands)` : sql`true`,
    type: filters.productTypes.length > 0 ? sql`f.product_type = ANY(query.types)` : sql`true`,
    category: filters.categoryId
      ? sql`f.category_ids @> ARRAY[${filters.categoryId}::text]`
      : sql`true`,
  };
}

/** Offer sets holding a live offer at the request's time: a handful of rows, tested once. */
function liveOfferSets(request: SearchPageRequest): SQL {
  return sql`SELECT id FROM search_offer_sets
    WHERE offer_periods @> ${request.now.toISOString()}::timestamptz`;
}

/** Whether any filter other than offers is chosen. */
function filtersFacets(filters: ProductFilters): boolean {
  return (
    filters.requiredTags.length > 0 ||
    filters.brands.length > 0 ||
    filters.productTypes.length > 0 ||
    filters.categoryId !== null
  );
}

/**
 * Ranking weights, tuned on the relevance suite: an exact name beats a phrase in the name;
 * then names made of the query's words (more so the fewer other words and when the query's
 * last word is the name's head noun); then shelves named for the query; field-weighted rank
 * and popularity break ties.
 */
function relevanceScore(match: MatchQuery): SQL {
  return sql`ts_rank(d.document, query.q)
    + CASE WHEN d.item_name = ${match.exactName} OR d.name = ${match.exactName} THEN 8 ELSE 0 END
    ${match.phraseQuery ? sql`+ CASE WHEN d.document @@ to_tsquery('english', ${match.phraseQuery}) THEN 2 ELSE 0 END` : sql``}
    + CASE WHEN d.document @@ query.name_q
        THEN 1 + 2.0 * ${match.positions} / greatest(d.item_word_count, ${match.positions})
          + CASE WHEN d.head_stem = ANY(query.heads) THEN 1.5 ELSE 0 END
        ELSE 0 END
    + CASE WHEN d.document @@ query.category_q THEN 2 ELSE 0 END
    + CASE WHEN d.category_heads && query.heads THEN 2.5 ELSE 0 END
    + ln(1 + greatest(d.popularity, 0)) / 20`;
}

const PAGE_ORDER_BY: Record<SearchSort, string> = {
  // In-stock first, then how well the words match, then what sells.
  RELEVANCE: 'd.available DESC, score DESC, d.popularity DESC, d.product_id',
  PRICE_LOW_2_HIGH: 'd.price_pence ASC, d.popularity DESC, d.product_id',
  PRICE_HIGH_2_LOW: 'd.price_pence DESC, d.popularity DESC, d.product_id',
  A_2_Z: 'd.name ASC, d.product_id',
  TOP_RATED: 'd.average_rating DESC, d.review_count DESC, d.popularity DESC, d.product_id',
};

/**
 * The requested page: only rows passing every filter are scored, and only the top kept. Filters
 * become the facet and offer sets that pass them, tested by set id (hashed) on each match.
 */
function pageStatement(request: SearchPageRequest): SQL {
  const f = facetFlags(request);
  const score = request.sort === 'RELEVANCE' ? relevanceScore(request.match) : sql`0`;
  const facetFilter = filtersFacets(request.filters)
    ? sql`AND d.facet_set_id IN (SELECT f.id FROM search_facet_sets f, query
        WHERE ${f.tags} AND ${f.brand} AND ${f.type} AND ${f.category})`
    : sql``;
  const offerFilter = request.filters.offersOnly
    ? sql`AND d.offer_set_id IN (${liveOfferSets(request)})`
    : sql``;
  return sql`WITH query AS (${queryValues(request)})
    SELECT d.line_number AS "lineNumber", ${score} AS score
    FROM search_documents d, query
    WHERE d.document @@ query.q ${facetFilter} ${offerFilter}
    ORDER BY ${sql.raw(PAGE_ORDER_BY[request.sort])}
    LIMIT ${request.size} OFFSET ${request.start}`;
}

/**
 * Every count from one pass over the matches, which only counts them by facet set and by
 * whether a live offer applies (two integers at the front of each row). The few hundred or
 * thousand groups are then joined to their facet sets and grouped several ways at once: the
 * empty set gives the totals and offer count; then by brand, by child category, by product type
 * and by the set of product tags (a few dozen distinct sets), which the caller sums per Dietary
 * tag. Each group carries the same filtered counts; the caller picks the one its facet needs.
 */
function countsStatement(request: SearchPageRequest): SQL {
  const f = facetFlags(request);
  const offer = request.filters.offersOnly ? sql`m.on_offer` : sql`true`;
  const flags = sql`m.on_offer, ${offer} AS f_offer, ${f.tags} AS f_tags,
    ${f.brand} AS f_brand, ${f.type} AS f_type, ${f.category} AS f_category`;
  const all = sql.raw('f_offer AND f_tags AND f_brand AND f_type AND f_category');
  return sql`WITH query AS (${queryValues(request)}),
    matched AS (
      SELECT d.facet_set_id, d.offer_set_id IN (${liveOfferSets(request)}) AS on_offer,
        count(*) AS n
      FROM search_documents d, query
      WHERE d.document @@ query.q
      GROUP BY 1, 2
    )
    SELECT grouping(brand_name) = 0 AS by_brand, grouping(child_category) = 0 AS by_category,
      grouping(product_type) = 0 AS by_type, grouping(product_tags) = 0 AS by_tags,
      brand_name, child_category, product_type, product_tags,
      sum(n)::int AS text_matches,
      coalesce(sum(n) FILTER (WHERE ${all}), 0)::int AS total,
      coalesce(sum(n) FILTER (WHERE on_offer AND f_tags AND f_brand AND f_type AND f_category),
        0)::int AS offers,
      coalesce(sum(n) FILTER (WHERE f_offer AND f_tags AND f_type AND f_category), 0)::int
        AS brand_total,
      coalesce(sum(n) FILTER (WHERE f_offer AND f_tags AND f_brand AND f_category), 0)::int
        AS type_total
    FROM (
      SELECT m.n, f.brand_name, f.product_tags, f.product_type,
        f.category_ids[${request.categoryLevel}] AS child_category, ${flags}
      FROM matched m JOIN search_facet_sets f ON f.id = m.facet_set_id, query
    ) m
    GROUP BY GROUPING SETS ((), (brand_name), (child_category), (product_type), (product_tags))`;
}

interface CountRow {
  by_brand: boolean;
  by_category: boolean;
  by_type: boolean;
  by_tags: boolean;
  brand_name: string | null;
  child_category: string | null;
  product_type: string | null;
  product_tags: string[] | null;
  text_matches: number;
  total: number;
  offers: number;
  brand_total: number;
  type_total: number;
}

export function createSearchRepository(db: Db) {
  async function pageLineNumbers(request: SearchPageRequest): Promise<string[]> {
    const rows = rowsOf<{ lineNumber: string }>(await db.execute(pageStatement(request)));
    return rows.map((r) => r.lineNumber);
  }

  async function facetCounts(request: SearchPageRequest): Promise<Omit<SearchPage, 'lineNumbers'>> {
    const rows = rowsOf<CountRow>(await db.execute(countsStatement(request)));
    const overall = rows.find((r) => !r.by_brand && !r.by_category && !r.by_type && !r.by_tags);
    const tagSets = rows.filter((r) => r.by_tags);
    return {
      textMatches: overall?.text_matches ?? 0,
      totalMatches: overall?.total ?? 0,
      offerCount: overall?.offers ?? 0,
      tagCounts: request.countTags.map((key) => ({
        key,
        count: tagSets
          .filter((r) => r.product_tags?.includes(key))
          .reduce((sum, r) => sum + r.total, 0),
      })),
      productTypeCounts: PRODUCT_TYPES.map((key) => ({
        key,
        count: rows.find((r) => r.by_type && r.product_type === key)?.type_total ?? 0,
      })),
      brandCounts: rows
        .filter((r) => r.by_brand && r.brand_total > 0)
        .map((r) => ({ key: r.brand_name as string, count: r.brand_total })),
      categoryCounts: rows
        .filter((r) => r.by_category && r.child_category !== null && r.total > 0)
        .map((r) => ({ key: r.child_category as string, count: r.total })),
    };
  }

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
        sql`SELECT DISTINCT brand_name AS "brandName" FROM search_facet_sets`,
      );
      return rowsOf<{ brandName: string }>(result).map((r) => r.brandName);
    },

    /**
     * The page of line numbers and every facet count, as two statements run side by side (on
     * PostgreSQL each takes its own pooled connection). The page statement scores only what
     * passes the filters and keeps the top rows; the counts statement reads the matches once,
     * without scoring them, and groups them by brand and by child category in the same pass.
     * Each facet counts the matches that pass all the other groups' filters, so choosing a brand
     * still shows how many products the other brands would give (Dietary narrows, so it counts
     * with all).
     */
    async searchPage(request: SearchPageRequest): Promise<SearchPage> {
      const [lineNumbers, counts] = await Promise.all([
        pageLineNumbers(request),
        facetCounts(request),
      ]);
      return { ...counts, lineNumbers };
    },

    /** Which build of the read model is current (0 before the first build). */
    async indexGeneration(): Promise<number> {
      const result = await db.execute(sql`SELECT generation FROM search_index_builds WHERE id = 1`);
      return rowsOf<{ generation: number }>(result)[0]?.generation ?? 0;
    },

    /**
     * Up to `limit` autosuggest terms in suggestion order (most bought first, then by term in
     * the database's collation), for the in-memory prefix tiers (SuggestionIndex).
     */
    async suggestionEntries(limit: number): Promise<SuggestionEntry[]> {
      const result = await db.execute(sql`
        SELECT term, match_key AS "matchKey", product_count AS count,
          (row_number() OVER (ORDER BY term))::int AS "termOrder"
        FROM search_suggestions
        ORDER BY weight DESC, term LIMIT ${limit}`);
      return rowsOf<SuggestionEntry>(result);
    },

    /**
     * Terms starting with the typed text, most bought first: a range scan on the prefix index
     * (`text_pattern_ops`), the common case answered with one short statement.
     */
    async suggestByPrefix(prefix: string, limit: number): Promise<KeyCount[]> {
      const result = await db.execute(sql`
        SELECT term AS key, product_count AS count FROM search_suggestions
        WHERE match_key LIKE ${likePrefix(prefix)}
        ORDER BY weight DESC, term LIMIT ${limit}`);
      return rowsOf<KeyCount>(result);
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
      const result = await db.execute(sql`
        WITH by_prefix AS (
          SELECT term, product_count, weight FROM search_suggestions
          WHERE match_key LIKE ${likePrefix(prefix)}
          ORDER BY weight DESC, term LIMIT ${limit}
        ),
        by_alternative AS (
          SELECT term, product_count, weight FROM search_suggestions
          WHERE (SELECT count(*) FROM by_prefix) < ${limit}
            AND match_key LIKE ANY(ARRAY(SELECT jsonb_array_elements_text(${json(alternatives.map(likePrefix))})))
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
