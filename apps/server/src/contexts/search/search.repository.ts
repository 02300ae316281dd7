import type { Db } from '@grocer/db/client';
import { executeNamed, preparesStatements } from '@grocer/db/named-statement';
import { rangesAsWindowsJson, rangesLiveAt, windowsFromJson } from '@grocer/db/promotion-window';
import {
  type MatchText,
  matchValues,
  RANKED_PER_WORD,
  RELEVANCE_ORDER,
  relevanceScore,
  SORTED_ORDER,
  sortedListKey,
} from '@grocer/db/search-relevance';
import type { PromotionWindow } from '@grocer/domain/promotions/promotion-window';
import { type SQL, sql } from 'drizzle-orm';
import { remember } from './bounded-map.ts';
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

export interface MatchQuery extends MatchText {
  /** The cleaned, folded term: an exact product name ranks first. */
  exactName: string;
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

/**
 * The request's filters as bit strings over set ids ('1' at a passing id), worked out in
 * memory from the sets of index build `generation`. A statement tests them only while that
 * build is current, and otherwise asks the set tables, so a rebuild never mixes old ids with new.
 */
export interface SetBits {
  generation: number;
  /** Facet sets passing every filter but offers (null when no such filter is chosen). */
  facets: string | null;
  /** Offer sets with an offer live at the request's time. */
  offers: string;
}

export interface SearchPageRequest {
  match: MatchQuery;
  filters: ProductFilters;
  /** Filters as bit strings (the statements ask the set tables when their build has passed). */
  bits: SetBits;
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

/** One distinct (brand, tags, categories, type) of the read model, as search_facet_sets. */
export interface FacetSet {
  id: number;
  brandName: string;
  productTags: string[];
  categoryIds: string[];
  productType: string;
}

/** An offer set: its products' promotion windows, merged where they touch or overlap. */
export interface OfferSet {
  id: number;
  periods: PromotionWindow[];
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

/** How many queries without lists are remembered (the oldest forgotten first). */
const LISTLESS_CACHE_SIZE = 20_000;

/** Every product type, for the 'Available in' counts. */
const PRODUCT_TYPES = ['G', 'W', 'E', 'L'];

/**
 * The query's values (matchValues: tsqueries, head stems, `lexeme` and the keys of any
 * precomputed counts and ranking) and filter lists, computed once per statement.
 */
function queryValues(request: SearchPageRequest): SQL {
  const { filters, bits } = request;
  const setBits = sql`coalesce(
      (SELECT generation FROM search_index_builds WHERE id = 1) = ${bits.generation}, false)
        AS bits_current,
      ${bits.facets ?? ''}::varbit AS facet_bits, ${bits.offers}::varbit AS offer_bits`;
  return sql`SELECT m.*,
      ${textArray(filters.requiredTags)} AS tags,
      ${textArray(filters.brands)} AS brands,
      ${textArray(filters.productTypes)} AS types,
      ${setBits}
    FROM (${matchValues(request.match)}) m`;
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
    WHERE ${rangesLiveAt(sql.raw('offer_periods'), request.now)}`;
}

/**
 * Whether the offer set `column` holds a live offer: one bit read while the request's bits
 * belong to the current build, else a hashed subplan over the offer sets (a sublink inside
 * CASE stays a subplan, run only if that branch is reached).
 */
function liveOffer(request: SearchPageRequest, column: string): SQL {
  const c = sql.raw(column);
  return sql`(CASE WHEN query.bits_current THEN get_bit(query.offer_bits, ${c}) = 1
    ELSE ${c} IN (${liveOfferSets(request)}) END)`;
}

/** Whether the facet set `column` passes every filter but offers, the same two ways. */
function passingFacets(request: SearchPageRequest, column: string): SQL {
  const c = sql.raw(column);
  const f = facetFlags(request);
  return sql`(CASE WHEN query.bits_current THEN get_bit(query.facet_bits, ${c}) = 1
    ELSE ${c} IN (SELECT f.id FROM search_facet_sets f, query
      WHERE ${f.tags} AND ${f.brand} AND ${f.type} AND ${f.category}) END)`;
}

/** Whether any filter other than offers is chosen. */
export function filtersFacets(filters: ProductFilters): boolean {
  return (
    filters.requiredTags.length > 0 ||
    filters.brands.length > 0 ||
    filters.productTypes.length > 0 ||
    filters.categoryId !== null
  );
}

const PAGE_ORDER_BY: Record<SearchSort, string> = {
  // In-stock first, then how well the words match, then what sells.
  RELEVANCE: RELEVANCE_ORDER,
  ...SORTED_ORDER,
};

/**
 * The requested page: only rows passing every filter are scored, and only the top kept. Filters
 * become the facet and offer sets that pass them, tested by set id on each match: a bit of the
 * request's bit strings, or (bits from another build) a hashed subplan, never a join a generic
 * plan (named statements) might run as a loop over the set table once per match.
 */
function setFilters(request: SearchPageRequest, alias: 'd' | 't'): SQL {
  const facetFilter = filtersFacets(request.filters)
    ? sql`AND ${passingFacets(request, `${alias}.facet_set_id`)}`
    : sql``;
  const offerFilter = request.filters.offersOnly
    ? sql`AND ${liveOffer(request, `${alias}.offer_set_id`)}`
    : sql``;
  return sql`${facetFilter} ${offerFilter}`;
}

/**
 * `materialize`: compute the query row once, as prepared statements need (a generic plan
 * cannot fold `to_tsquery($1)` to a constant, and would parse it again for every match);
 * unprepared, the planner folds it and sees the words, which plans better.
 */
function pageStatement(request: SearchPageRequest, materialize: boolean): SQL {
  const score = request.sort === 'RELEVANCE' ? scoreOf(request.match) : sql`0`;
  return sql`WITH query AS ${sql.raw(materialize ? 'MATERIALIZED' : '')} (${queryValues(request)})
    SELECT d.line_number AS "lineNumber", ${score} AS score
    FROM search_documents d, query
    WHERE d.document @@ query.q ${setFilters(request, 'd')}
    ORDER BY ${sql.raw(PAGE_ORDER_BY[request.sort])}
    LIMIT ${request.size} OFFSET ${request.start}`;
}

/**
 * A one-word relevance page from the word's ranking built with the index (search_word_ranks):
 * the first start + size listed rows passing the filters, plus the products named exactly as
 * typed, scored afresh (the list leaves out the exact-name bonus). Every unlisted document
 * ranks below every listed one, so when that many listed rows pass, this is exactly the page a
 * full pass gives; when fewer do (a rare word, a narrow filter, a deep page) it returns no rows.
 * For a term without spaces an exact `name` is an exact `item_name` (only a name with a space
 * loses a brand), so the item_name index finds every product the bonus applies to.
 */
function rankedPageStatement(request: SearchPageRequest): SQL {
  const wanted = request.start + request.size;
  return sql`WITH query AS (${queryValues(request)}),
    listed AS (
      SELECT t.product_id, t.line_number, t.available, t.score, t.popularity
      FROM search_word_ranks t, query
      WHERE t.word = query.rank_key ${setFilters(request, 't')}
      ORDER BY t.position
      LIMIT ${wanted}
    ),
    exact AS (
      SELECT d.product_id, d.line_number, d.available, ${scoreOf(request.match)} AS score,
        d.popularity
      FROM search_documents d, query
      WHERE d.item_name = ${request.match.exactName} AND d.document @@ query.q
        ${setFilters(request, 'd')}
    )
    (SELECT d.line_number AS "lineNumber", true AS "hasList" FROM (
      SELECT * FROM listed WHERE product_id NOT IN (SELECT product_id FROM exact)
      UNION ALL
      SELECT * FROM exact
    ) d
    WHERE (SELECT count(*) FROM listed) = ${wanted}
    ORDER BY ${sql.raw(RELEVANCE_ORDER)}
    LIMIT ${request.size} OFFSET ${request.start})
    ${shortListMarker(wanted, sql`query.rank_key`)}`;
}

/**
 * When the list gives no page, one row without a line number saying whether the query has a
 * list at all: a query without one is not sent its list statement again (listless in
 * createSearchRepository).
 */
function shortListMarker(wanted: number, key: SQL): SQL {
  return sql`UNION ALL
    SELECT NULL, EXISTS (SELECT FROM search_word_ranks t, query WHERE t.word = ${key})
    WHERE (SELECT count(*) FROM listed) < ${wanted}`;
}

/**
 * A page sorted by price, name or rating from the match's list in that order, built with the
 * index (search_word_ranks, under sortedListKey): the first start + size listed rows passing
 * the filters. A filtered list keeps the sort's order, so when that many pass this is the page
 * a full pass gives; when fewer do, or the match has no list, it returns no rows.
 */
function sortedPageStatement(request: SearchPageRequest): SQL {
  const wanted = request.start + request.size;
  const sort = request.sort as Exclude<SearchSort, 'RELEVANCE'>;
  return sql`WITH query AS (${queryValues(request)}),
    listed AS (
      SELECT t.line_number, t.position
      FROM search_word_ranks t, query
      WHERE t.word = ${sql.raw(sortedListKey(sort, 'query'))} ${setFilters(request, 't')}
      ORDER BY t.position
      LIMIT ${wanted}
    )
    (SELECT line_number AS "lineNumber", true AS "hasList" FROM listed
    WHERE (SELECT count(*) FROM listed) = ${wanted}
    ORDER BY position
    LIMIT ${request.size} OFFSET ${request.start})
    ${shortListMarker(wanted, sql.raw(sortedListKey(sort, 'query')))}`;
}

/** The relevance score (shared with the index build) for this query's values. */
function scoreOf(match: MatchQuery): SQL {
  return relevanceScore({
    exactName: match.exactName,
    phrase: match.phraseQuery !== null,
    positions: match.positions,
  });
}

/**
 * Whether a relevance page may come from a precomputed ranking (search_word_ranks): one word or
 * synonym typed as one word (corrections included), within the listed depth. The statement
 * itself finds whether a ranking was made for exactly this query (its rank_key): a frequent
 * word's, or a synonym group's as typed.
 */
function rankable(request: SearchPageRequest): boolean {
  const { match } = request;
  return (
    request.sort === 'RELEVANCE' &&
    match.positions === 1 &&
    match.phraseQuery === null &&
    !/\s/.test(match.exactName) &&
    request.start + request.size <= RANKED_PER_WORD
  );
}

/**
 * Every count from one pass over the matches, which only counts them by facet set and by
 * whether a live offer applies (two integers at the front of each row); a frequent lexeme's
 * matches are already counted by facet set and offer set (search_word_counts), and then no
 * document is read. The few hundred or
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
  // The summary rows are found once through the key's index (joined to the one query row: a
  // bare `word = (SELECT …)` test may be planned as a scan of every summary when the planner
  // expects each key to have many rows), then tell whether the documents need reading.
  return sql`WITH query AS (${queryValues(request)}),
    summary AS (
      SELECT s.facet_set_id, ${liveOffer(request, 's.offer_set_id')} AS on_offer,
        sum(s.products) AS n
      FROM search_word_counts s, query
      WHERE s.word = query.match_key
      GROUP BY 1, 2
    ),
    matched AS (
      SELECT * FROM summary
      UNION ALL
      SELECT d.facet_set_id, ${liveOffer(request, 'd.offer_set_id')} AS on_offer,
        count(*) AS n
      FROM search_documents d, query
      WHERE d.document @@ query.q AND NOT EXISTS (SELECT FROM summary)
      GROUP BY 1, 2
    )
    SELECT grouping(brand_name) = 0 AS by_brand, grouping(child_category) = 0 AS by_category,
      grouping(product_type) = 0 AS by_type, grouping(product_tags) = 0 AS by_tags,
      brand_name, child_category, product_type, product_tags,
      sum(n)::int AS text_matches,
      (SELECT EXISTS (SELECT FROM summary)) AS summarised,
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
      FROM matched m
      -- One primary-key lookup per group (OFFSET 0 keeps the planner from hashing all of
      -- search_facet_sets instead, ~2-3 ms on every search whatever the number of matches).
      CROSS JOIN LATERAL (SELECT * FROM search_facet_sets f WHERE f.id = m.facet_set_id OFFSET 0) f,
      query
    ) m
    GROUP BY GROUPING SETS ((), (brand_name), (child_category), (product_type), (product_tags))`;
}

type Counts = Omit<SearchPage, 'lineNumbers'> & { summarised: boolean };

interface CountRow {
  /** Whether the match has summaries (counts, and so lists in the other sorts). */
  summarised: boolean;
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
  const prepared = preparesStatements(db);
  /**
   * Queries known to have no list of a kind in a build (most queries: lists are kept for
   * frequent words and synonyms only), so their pages go straight to the full pass; and
   * whether each query's match has summaries at all (the counts statement says), without
   * which it has no lists either.
   */
  const listless = new Map<string, true>();
  const summarisedMatches = new Map<string, boolean>();
  const matchKey = (request: SearchPageRequest) =>
    JSON.stringify([request.bits.generation, request.match.tsquery]);

  /** A page from a list statement, or null (and the query remembered when it has no list). */
  async function fromList(request: SearchPageRequest, kind: string, statement: SQL) {
    const { match } = request;
    const key = JSON.stringify([
      request.bits.generation,
      kind,
      match.tsquery,
      kind === 'RELEVANCE' ? [match.nameQuery, match.phraseQuery, match.headWords] : null,
    ]);
    if (listless.has(key)) return null;
    const rows = (
      await executeNamed<{ lineNumber: string | null; hasList: boolean }>(db, statement)
    ).rows;
    const marker = rows.find((r) => r.lineNumber === null);
    if (!marker) return rows.map((r) => r.lineNumber as string);
    if (!marker.hasList) remember(listless, key, true as const, LISTLESS_CACHE_SIZE);
    return null;
  }

  /**
   * The page: from a list when the match has one (known from an earlier search, or else once
   * this search's counts say so), otherwise from a full pass.
   */
  async function pageLineNumbers(
    request: SearchPageRequest,
    counts: Promise<Counts>,
  ): Promise<string[]> {
    const summarised =
      summarisedMatches.get(matchKey(request)) ?? (await counts.catch(() => null))?.summarised;
    if (!summarised) {
      const rows = (
        await executeNamed<{ lineNumber: string }>(db, pageStatement(request, prepared))
      ).rows;
      return rows.map((r) => r.lineNumber);
    }
    if (request.sort !== 'RELEVANCE' && request.start + request.size <= RANKED_PER_WORD) {
      const sorted = await fromList(request, request.sort, sortedPageStatement(request));
      if (sorted) return sorted;
    }
    if (rankable(request)) {
      const ranked = await fromList(request, 'RELEVANCE', rankedPageStatement(request));
      if (ranked) return ranked;
    }
    const rows = (await executeNamed<{ lineNumber: string }>(db, pageStatement(request, prepared)))
      .rows;
    return rows.map((r) => r.lineNumber);
  }

  async function facetCounts(request: SearchPageRequest): Promise<Counts> {
    const rows = (await executeNamed<CountRow>(db, countsStatement(request))).rows;
    const overall = rows.find((r) => !r.by_brand && !r.by_category && !r.by_type && !r.by_tags);
    remember(
      summarisedMatches,
      matchKey(request),
      overall?.summarised ?? false,
      LISTLESS_CACHE_SIZE,
    );
    const tagSets = rows.filter((r) => r.by_tags);
    return {
      summarised: overall?.summarised ?? false,
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
     * Nearest lexicon words to each of `words` by trigram similarity (index-backed `%`), which
     * of `exact` (the words, their edit variants, splits and joins) are lexicon words, and which
     * of `words` any document holds (a word missing from the lexicon may still be in
     * descriptions). Each word's document test is its own branch with its own parameter, so the
     * planner sees the word and reads the text index, or stops at the first of many matches.
     */
    async lexicon(
      words: string[],
      exact: string[],
    ): Promise<{
      neighbours: LexiconCandidate[];
      found: Map<string, number>;
      inDocuments: Set<string>;
    }> {
      if (words.length === 0 && exact.length === 0) {
        return { neighbours: [], found: new Map(), inDocuments: new Set() };
      }
      // A lexicon word is taken as typed, never corrected: only the others are looked up.
      const documentTests = words.map(
        (word) => sql`UNION ALL
        SELECT ${word}, NULL, -1, 0
        WHERE NOT EXISTS (SELECT FROM search_lexicon WHERE word = ${word})
          AND EXISTS (
            SELECT FROM search_documents WHERE document @@ plainto_tsquery('english', ${word})
          )`,
      );
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
        WHERE word = ANY(${textArray(exact)})
        ${sql.join(documentTests, sql` `)}`);
      const rows = rowsOf<LexiconCandidate & { word: string | null }>(result);
      return {
        neighbours: rows.filter((r) => r.word !== null && r.candidate !== null),
        found: new Map(rows.filter((r) => r.word === null).map((r) => [r.candidate, r.frequency])),
        inDocuments: new Set(
          rows.filter((r) => r.word !== null && r.candidate === null).map((r) => r.word as string),
        ),
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
      const counts = facetCounts(request);
      const [lineNumbers, { summarised: _, ...found }] = await Promise.all([
        pageLineNumbers(request, counts),
        counts,
      ]);
      return { ...found, lineNumbers };
    },

    /** Every facet set of the current build, for filtering in memory. */
    async facetSets(): Promise<FacetSet[]> {
      const result = await db.execute(sql`
        SELECT id, brand_name AS "brandName", product_tags AS "productTags",
          category_ids AS "categoryIds", product_type AS "productType"
        FROM search_facet_sets ORDER BY id`);
      return rowsOf<FacetSet>(result);
    },

    /** Every offer set of the current build with its offer periods as promotion windows. */
    async offerSets(): Promise<OfferSet[]> {
      const result = await db.execute(sql`
        SELECT o.id, ${rangesAsWindowsJson(sql.raw('o.offer_periods'))} AS periods
        FROM search_offer_sets o ORDER BY o.id`);
      return rowsOf<{ id: number; periods: unknown }>(result).map((row) => ({
        id: row.id,
        periods: windowsFromJson(row.periods),
      }));
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
