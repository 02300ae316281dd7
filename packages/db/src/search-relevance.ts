import { type SQL, sql } from 'drizzle-orm';

/**
 * The relevance score of a search document `d` for a query row `query` (columns q, name_q,
 * category_q, heads, and phrase_q when `phrase`), shared by the search context's page statement and by rebuildSearchIndex,
 * which ranks each frequent word's documents ahead of time (search_word_ranks): both must
 * compute the very same numbers, so the expression lives once, here.
 *
 * Ranking weights, tuned on the relevance suite: an exact name beats a phrase in the name;
 * then names made of the query's words (more so the fewer other words) and names whose head
 * noun is the query's last word, or a synonym's, even when a shelf supplies the other words
 * (Garden Peas for "frozen peas", decision 0054); then shelves named for the query;
 * field-weighted rank and popularity break ties.
 */
export function relevanceScore(match: {
  /** The folded term (an exact product name ranks first), or null for no exact-name bonus. */
  exactName: string | null;
  /** Whether the query has several words, as a phrase in `query.phrase_q` (`a:AB <-> b:AB`). */
  phrase: boolean;
  /** How many words or phrases the query has. */
  positions: number;
}): SQL {
  return sql`ts_rank(d.document, query.q)
    + CASE WHEN d.item_name = ${match.exactName} OR d.name = ${match.exactName} THEN 8 ELSE 0 END
    ${match.phrase ? sql`+ CASE WHEN d.document @@ query.phrase_q THEN 2 ELSE 0 END` : sql``}
    + CASE WHEN d.document @@ query.name_q
        THEN 1 + 2.0 * ${match.positions} / greatest(d.item_word_count, ${match.positions})
        ELSE 0 END
    + CASE WHEN d.head_stem = ANY(query.heads) THEN 1.5 ELSE 0 END
    + CASE WHEN d.document @@ query.category_q THEN 2 ELSE 0 END
    + CASE WHEN d.category_heads && query.heads THEN 2.5 ELSE 0 END
    + ln(1 + greatest(d.popularity, 0))
      * CASE WHEN d.document @@ query.name_q OR d.category_heads && query.heads
        THEN ${sql.raw(String(KIND_SALES_WEIGHT))} ELSE ${sql.raw(String(OTHER_SALES_WEIGHT))} END`;
}

/**
 * How much sales count (per factor e of weekly units). For a product of the kind the query names
 * (its name has the words, or its shelf is named for them: category_heads) sales lead: a line
 * selling about 10 times more outranks one whose name ends in the word (1.5 + 2.0), so
 * "beer" shows lager before Belgian wheat beer and "milk" semi-skimmed before condensed
 * (decision 0047). A product found only by its description or department barely moves with
 * sales, or the best sellers would come up for any word their descriptions hold.
 */
const KIND_SALES_WEIGHT = 1.5;
const OTHER_SALES_WEIGHT = 0.05;

/** A search's words as tsquery texts, built by the search context's planner (query-plan.ts). */
export interface MatchText {
  /** to_tsquery('english', …) text of every way the words may match. */
  tsquery: string;
  /** Every primary word in the name (`a:A & b:A`). */
  nameQuery: string;
  /** Phrase of the primary words in the name or brand (`a:AB <-> b:AB`), or null for one word. */
  phraseQuery: string | null;
  /** Words that may end the query: head-noun matches rank up. */
  headWords: string[];
}

/**
 * Keys of the precomputed summaries, as SQL over a row holding a query's values (`lexeme`,
 * `q`, `name_q`, `phrase_q`, `heads`): the same expressions for the build and for a search, so
 * a search finds the summaries made for exactly its query.
 * - `match_key` names the set of documents matched (search_word_counts): the lexeme quoted when
 *   the query is one lexeme (also when several corrections stem alike: `'banana' | 'banana'`),
 *   else the tsquery text.
 * - `rank_key` names a ranking (search_word_ranks): the match key plus everything else the
 *   score reads but the exact-name bonus.
 */
const MATCH_KEY = `CASE WHEN lexeme IS NOT NULL THEN '''' || lexeme || '''' ELSE q::text END`;
const RANK_KEY = `${MATCH_KEY} || ' / ' || name_q::text || ' / ' || coalesce(phrase_q::text, '-')
  || ' / ' || array_to_string(ARRAY(SELECT DISTINCT h FROM unnest(heads) AS h ORDER BY 1), ',')`;

/** Adds `match_key` and `rank_key` to a row source with the query value columns. */
export function withSummaryKeys(values: SQL): SQL {
  return sql`SELECT k.*, ${sql.raw(MATCH_KEY)} AS match_key, ${sql.raw(RANK_KEY)} AS rank_key
    FROM (${values}) k`;
}

/**
 * A query's values (q, name_q, category_q, phrase_q, heads, lexeme, match_key, rank_key) as
 * one row, from its tsquery texts. `lexeme` is the one stemmed word the tsquery is, when it is
 * one, whose summaries a frequent word has.
 */
export function matchValues(match: MatchText): SQL {
  return withSummaryKeys(sql`SELECT v.*,
      (regexp_match(v.q::text, '^''([^'']+)''(?: \\| ''\\1'')*$'))[1] AS lexeme
    FROM (SELECT to_tsquery('english', ${match.tsquery}) AS q,
      to_tsquery('english', ${match.nameQuery}) AS name_q,
      to_tsquery('english', ${match.nameQuery.replaceAll(':A', ':C')}) AS category_q,
      ${match.phraseQuery ? sql`to_tsquery('english', ${match.phraseQuery})` : sql`NULL::tsquery`}
        AS phrase_q,
      ARRAY(SELECT (ts_lexize('english_stem', w))[1]
        FROM jsonb_array_elements_text(${JSON.stringify(match.headWords)}::jsonb) AS w) AS heads
    ) v`);
}

/** The order of a relevance page: in stock first, then score, then what sells. */
export const RELEVANCE_ORDER = 'd.available DESC, score DESC, d.popularity DESC, d.product_id';

/** The other sorts of a search page, each ending in the product id so ties always break alike. */
export const SORTED_ORDER = {
  PRICE_LOW_2_HIGH: 'd.price_pence ASC, d.popularity DESC, d.product_id',
  PRICE_HIGH_2_LOW: 'd.price_pence DESC, d.popularity DESC, d.product_id',
  A_2_Z: 'd.name ASC, d.product_id',
  TOP_RATED: 'd.average_rating DESC, d.review_count DESC, d.popularity DESC, d.product_id',
} as const;

export type ListedSort = keyof typeof SORTED_ORDER;

/**
 * The key of a frequent match's list in one of the other sorts (search_word_ranks holds these
 * too): the sort's name, a space and the match key, over a row with `match_key`.
 */
export function sortedListKey(sort: ListedSort, alias: string): string {
  return `'${sort} ' || ${alias}.match_key`;
}

/**
 * Lexemes and synonym groups in at least this many documents get precomputed counts and
 * rankings however large the catalogue (about 670 lexemes at 500,000 demo products); smaller
 * catalogues use one document in a hundred, down to MIN_FREQUENT_WORD_DOCUMENTS (305 lexemes
 * at 50,000, about 25 at 6,000). Below it a full pass costs a millisecond or two.
 */
export const FREQUENT_WORD_DOCUMENTS = 2_000;
export const MIN_FREQUENT_WORD_DOCUMENTS = 500;

/**
 * Documents ranked ahead of time per frequent lexeme: enough for several pages even when a
 * filter passes one listed product in ten; deeper pages and narrower filters read every match.
 */
export const RANKED_PER_WORD = 1_000;
