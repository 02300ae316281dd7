import { type SQL, sql } from 'drizzle-orm';

/**
 * The relevance score of a search document `d` for a query row `query` (columns q, name_q,
 * category_q, heads, and phrase_q when `phrase`), shared by the search context's page statement and by rebuildSearchIndex,
 * which ranks each frequent word's documents ahead of time (search_word_ranks): both must
 * compute the very same numbers, so the expression lives once, here.
 *
 * Ranking weights, tuned on the relevance suite: an exact name beats a phrase in the name;
 * then names made of the query's words (more so the fewer other words and when the query's
 * last word is the name's head noun); then shelves named for the query; field-weighted rank
 * and popularity break ties.
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
          + CASE WHEN d.head_stem = ANY(query.heads) THEN 1.5 ELSE 0 END
        ELSE 0 END
    + CASE WHEN d.document @@ query.category_q THEN 2 ELSE 0 END
    + CASE WHEN d.category_heads && query.heads THEN 2.5 ELSE 0 END
    + ln(1 + greatest(d.popularity, 0)) / 20`;
}

/** The order of a relevance page: in stock first, then score, then what sells. */
export const RELEVANCE_ORDER = 'd.available DESC, score DESC, d.popularity DESC, d.product_id';

/**
 * Lexemes in at least this many documents get precomputed counts and rankings (about 670
 * lexemes at 500,000 demo products, a handful at 6,000): below it a full pass costs a few
 * milliseconds.
 */
export const FREQUENT_WORD_DOCUMENTS = 2_000;

/**
 * Documents ranked ahead of time per frequent lexeme: enough for several pages even when a
 * filter passes one listed product in ten; deeper pages and narrower filters read every match.
 */
export const RANKED_PER_WORD = 1_000;
