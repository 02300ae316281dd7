import {
  headWords,
  NO_CORRECTIONS,
  planQuery,
  queryWords,
  SynonymIndex,
} from '@grocer/domain/search/query-plan';
import { shelfHeadWords } from '@grocer/domain/search/shelf-heads';
import { KEPT_WHOLE_SQL, keptWhole } from '@grocer/domain/search/stem-exceptions';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { promotionWindowRangeText } from './promotion-window.ts';
import {
  FREQUENT_WORD_DOCUMENTS,
  type ListedSort,
  MIN_FREQUENT_WORD_DOCUMENTS,
  matchValues,
  RANKED_PER_WORD,
  RELEVANCE_ORDER,
  relevanceScore,
  SORTED_ORDER,
  sortedListKey,
  withSummaryKeys,
} from './search-relevance.ts';

/**
 * Rebuilds the search read model (schema/search.ts) from the catalogue tables in a handful of
 * set-based statements, inside one transaction so searches see the old index or the new one.
 * Plain SQL that runs on PGlite and PostgreSQL alike. Call it after the catalogue changes.
 */
export async function rebuildSearchIndex(
  db: Db,
  options: {
    /** Words and synonyms in at least this many documents get summaries (tests lower it). */
    frequentWordDocuments?: number;
  } = {},
): Promise<void> {
  const frequent = options.frequentWordDocuments
    ? String(options.frequentWordDocuments)
    : FREQUENT_WORD_THRESHOLD;
  await db.transaction(async (tx) => {
    // Building a GIN index once is many times faster than updating it row by row, so the
    // secondary indexes are dropped and re-created from their own definitions around the load.
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(
        sql.raw(`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
          WHERE schemaname = current_schema()
            AND tablename IN ('search_documents', 'search_lexicon', 'search_suggestions')
            AND indexdef NOT LIKE 'CREATE UNIQUE %'`),
      ),
    );
    await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '128MB'`));
    // JIT compilation costs more than it saves on these one-off scans.
    await tx.execute(sql.raw('SET LOCAL jit = off'));
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX "${index.name}"`));
    await loadShelfHeads(tx as unknown as Db);
    for (const statement of rebuildStatements(frequent)) await tx.execute(sql.raw(statement));
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    // Ranking reads each frequent word's documents through the GIN index, so it comes after.
    await tx.execute(rankStatement(FREQUENT_LEXEME_QUERIES));
    for (const sort of LISTED_SORTS) {
      await tx.execute(sortedListStatement(FREQUENT_LEXEME_QUERIES, sort));
    }
    const threshold = rowsOf<{ n: number }>(
      await tx.execute(sql.raw(`SELECT (${frequent})::int AS n`)),
    )[0]?.n;
    await summariseSynonyms(tx as unknown as Db, threshold ?? FREQUENT_WORD_DOCUMENTS);
    await tx.execute(
      sql.raw(`INSERT INTO search_index_builds (id, generation, built_at) VALUES (1, 1, now())
        ON CONFLICT (id) DO UPDATE
        SET generation = search_index_builds.generation + 1, built_at = now()`),
    );
  });
  // Fresh statistics keep the planner on the GIN indexes right after a bulk load.
  for (const table of [
    'search_documents',
    'search_facet_sets',
    'search_offer_sets',
    'search_word_counts',
    'search_word_ranks',
    'search_lexicon',
    'search_suggestions',
  ]) {
    await db.execute(sql.raw(`ANALYZE ${table}`));
  }
}

/**
 * The first RANKED_PER_WORD documents of each query row in `queries` (columns q, name_q,
 * category_q, heads, rank_key) in the order of a one-word relevance search for it, scored by
 * the search context's own expression without the exact-name bonus, which the search adds for
 * the few products named exactly as typed.
 */
function rankStatement(queries: SQL): SQL {
  return sql`INSERT INTO search_word_ranks (word, position, facet_set_id,
      offer_set_id, available, popularity, score, product_id, line_number)
    SELECT query.rank_key, r.position, r.facet_set_id, r.offer_set_id, r.available, r.popularity,
      r.score, r.product_id, r.line_number
    FROM (${queries}) query
    CROSS JOIN LATERAL (
      SELECT ranked.*,
        row_number() OVER (ORDER BY available DESC, score DESC, popularity DESC, product_id)::int
          AS position
      FROM (
        SELECT d.facet_set_id, d.offer_set_id, d.available, d.popularity, d.product_id,
          d.line_number,
          ${relevanceScore({ exactName: null, phrase: false, positions: 1 })} AS score
        FROM search_documents d
        WHERE d.document @@ query.q
        ORDER BY ${sql.raw(RELEVANCE_ORDER)}
        LIMIT ${RANKED_PER_WORD}
      ) ranked
    ) r
    ORDER BY 1, 2`;
}

const LISTED_SORTS = Object.keys(SORTED_ORDER) as ListedSort[];

/**
 * The first RANKED_PER_WORD documents of each frequent match in `queries` (columns q,
 * match_key) in the order of `sort`, under its sortedListKey: what a search sorted by price,
 * name or rating shows first, whatever its words' relevance.
 */
function sortedListStatement(queries: SQL, sort: ListedSort): SQL {
  const order = sql.raw(SORTED_ORDER[sort]);
  return sql`INSERT INTO search_word_ranks (word, position, facet_set_id,
      offer_set_id, available, popularity, score, product_id, line_number)
    SELECT ${sql.raw(sortedListKey(sort, 'query'))}, r.position, r.facet_set_id, r.offer_set_id,
      r.available, r.popularity, 0, r.product_id, r.line_number
    FROM (${queries}) query
    CROSS JOIN LATERAL (
      SELECT d.*, row_number() OVER (ORDER BY ${order})::int AS position
      FROM (
        SELECT d.facet_set_id, d.offer_set_id, d.available, d.popularity, d.product_id,
          d.line_number, d.price_pence, d.name, d.average_rating, d.review_count
        FROM search_documents d
        WHERE d.document @@ query.q
        ORDER BY ${order}
        LIMIT ${RANKED_PER_WORD}
      ) d
    ) r
    ORDER BY 1, 2`;
}

/**
 * Each frequent lexeme as the query a one-word search for it makes (tsquery 'word', name
 * 'word':A, shelves 'word':C, head noun the word), with its summary keys. At this point every
 * key in search_word_counts is a quoted lexeme.
 */
const FREQUENT_LEXEME_QUERIES = withSummaryKeys(sql`SELECT lexeme,
    quote_literal(lexeme)::tsquery AS q,
    (quote_literal(lexeme) || ':A')::tsquery AS name_q,
    (quote_literal(lexeme) || ':C')::tsquery AS category_q,
    NULL::tsquery AS phrase_q,
    ARRAY[lexeme] AS heads
  FROM (SELECT DISTINCT btrim(word, '''') AS lexeme FROM search_word_counts) frequent`);

/**
 * A synonym is a search for any phrase of its group ("crisps" = crisps | potato & chips), which
 * no single lexeme's summaries describe. Each phrase, planned as the search context plans it
 * when typed, gets counts when its matches are frequent, and a ranking when it is one word (a
 * typed phrase of several words ranks names with that phrase, which the lists leave to the
 * full pass).
 */
async function summariseSynonyms(tx: Db, frequent: number): Promise<void> {
  const rows = rowsOf<{ groupName: string; phrase: string }>(
    await tx.execute(
      sql`SELECT group_name AS "groupName", phrase FROM search_synonyms ORDER BY group_name, id`,
    ),
  );
  const synonyms = new SynonymIndex(rows);
  for (const row of rows) {
    const plan = planQuery(queryWords(row.phrase), synonyms, NO_CORRECTIONS);
    if (!plan || plan.positions.length !== 1) continue;
    const query = matchValues({
      tsquery: plan.tsquery,
      nameQuery: plan.nameQuery,
      phraseQuery: plan.phraseQuery,
      headWords: headWords(plan),
    });
    await tx.execute(sql`INSERT INTO search_word_counts (word, facet_set_id, offer_set_id, products)
      WITH query AS MATERIALIZED (${query}),
      counted AS (
        SELECT query.match_key, d.facet_set_id, d.offer_set_id, count(*) AS n
        FROM search_documents d, query
        WHERE d.document @@ query.q AND query.lexeme IS NULL
        GROUP BY 1, 2, 3
      )
      SELECT * FROM counted WHERE (SELECT sum(n) FROM counted) >= ${frequent}
      ON CONFLICT DO NOTHING`);
    if (plan.phraseQuery === null) {
      await tx.execute(
        rankStatement(sql`SELECT * FROM (${query}) q
          WHERE EXISTS (SELECT FROM search_word_counts s WHERE s.word = q.match_key)
            AND NOT EXISTS (SELECT FROM search_word_ranks t WHERE t.word = q.rank_key)`),
      );
    }
    for (const sort of LISTED_SORTS) {
      await tx.execute(
        sortedListStatement(
          sql`SELECT * FROM (${query}) q
            WHERE EXISTS (SELECT FROM search_word_counts s WHERE s.word = q.match_key)
              AND NOT EXISTS (SELECT FROM search_word_ranks t
                WHERE t.word = ${sql.raw(sortedListKey(sort, 'q'))})`,
          sort,
        ),
      );
    }
  }
}

/**
 * How many documents make a word frequent enough for summaries: one in a hundred, between
 * MIN_FREQUENT_WORD_DOCUMENTS and FREQUENT_WORD_DOCUMENTS (500 at 50,000 products, 2,000 from
 * 200,000). A full pass over a word's matches costs about 2 µs a match, so below 500 it is
 * cheaper than keeping another list.
 */
const FREQUENT_WORD_THRESHOLD = `(SELECT greatest(${MIN_FREQUENT_WORD_DOCUMENTS},
  least(${FREQUENT_WORD_DOCUMENTS}, count(*) / 100)) FROM search_documents)`;

/**
 * The head words of every shelf (shelfHeadWords: what its products are), stemmed, one row per
 * shelf and word, in a table that lives for the rebuild's transaction: a product's
 * category_heads are those of the shelves it is on.
 */
async function loadShelfHeads(tx: Db): Promise<void> {
  const rows = rowsOf<{ id: string; parentId: string | null; name: string; depth: number }>(
    await tx.execute(
      sql`SELECT id, parent_id AS "parentId", name, depth FROM categories
        WHERE depth >= ${CATEGORY_DEPTH_INDEXED} ORDER BY depth`,
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parents = new Set(rows.map((row) => row.parentId));
  const shelves = rows
    .filter((row) => !parents.has(row.id))
    .flatMap((shelf) => {
      const path: string[] = [];
      for (let c: typeof shelf | undefined = shelf; c; c = byId.get(c.parentId ?? '')) {
        path.unshift(c.name);
      }
      return shelfHeadWords(path).map((word) => ({ category: shelf.id, word: keptWhole(word) }));
    });
  await tx.execute(
    sql.raw(`CREATE TEMPORARY TABLE search_shelf_heads
    (category_id text NOT NULL, stem text) ON COMMIT DROP`),
  );
  if (shelves.length === 0) return;
  await tx.execute(sql`INSERT INTO search_shelf_heads (category_id, stem)
    SELECT DISTINCT s.category, (ts_lexize('english_stem', s.word))[1]
    FROM jsonb_to_recordset(${JSON.stringify(shelves)}::jsonb) AS s(category text, word text)`);
  await tx.execute(sql.raw('CREATE INDEX ON search_shelf_heads (category_id)'));
}

/** node-postgres and PGlite both return `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Roots (Groceries, Entertaining) are on every product, so their names would match everything. */
const CATEGORY_DEPTH_INDEXED = 1;

/** Words that cannot open an autosuggest phrase ("with sea salt" is not a search). */
const SUGGESTION_STOP_WORDS = ['and', 'with', 'in', 'of', 'the', 'a', 'for', 'or', 'on', 'x', 'to'];

/**
 * Lower-cases and folds accents so "creme brulee" finds "Crème Brûlée". translate() rather than
 * the unaccent extension, which PGlite does not ship; the service folds queries the same way
 * (foldAccents in the search context).
 */
const ACCENTED = 'àáâãäåāèéêëēìíîïòóôõöøùúûüýÿçñÀÁÂÃÄÅĀÈÉÊËĒÌÍÎÏÒÓÔÕÖØÙÚÛÜÝÇÑ';
const UNACCENTED = 'aaaaaaaeeeeeiiiioooooouuuuyycnaaaaaaaeeeeeiiiioooooouuuuycn';
export const fold = (column: string) =>
  `translate(lower(${column}), '${ACCENTED}', '${UNACCENTED}')`;

/**
 * Folded text as the English stemmer should see it: each stem exception (`keptWhole` in
 * @grocer/domain/search/stem-exceptions) rewritten so that it stays its own lexeme. The query
 * planner rewrites the shopper's words the same way.
 */
export const keptWholeText = (text: string) =>
  `regexp_replace(${text}, '${KEPT_WHOLE_SQL.pattern}', '${KEPT_WHOLE_SQL.replacement}', 'g')`;

/** Splits folded text into words: anything but letters and digits separates. */
export const words = (column: string) =>
  `string_to_array(btrim(regexp_replace(${column}, '[^[:alnum:]]+', ' ', 'g')), ' ')`;

const rebuildStatements = (frequent: string) => [
  `TRUNCATE search_documents, search_facet_sets, search_offer_sets, search_word_counts,
     search_word_ranks, search_lexicon, search_suggestions`,

  // Products sharing a shelf, brand, type and tags share a facet set, and lie side by side
  // (inserted in set order), so a word's matches sit on fewer pages.
  `INSERT INTO search_documents (facet_set_id, offer_set_id, product_id, line_number, document,
     name, item_name, item_word_count, head_stem, brand_name, product_tags, category_ids,
     category_heads, product_type, price_pence, average_rating, review_count, popularity,
     available, offer_periods)
   SELECT dense_rank() OVER (ORDER BY category_ids, brand_name, product_type, product_tags),
     dense_rank() OVER (ORDER BY offer_periods),
     built.*
   FROM (
   SELECT p.id, p.line_number,
     setweight(to_tsvector('english', ${keptWholeText(fold('p.name'))}), 'A')
       || setweight(to_tsvector('english', ${keptWholeText(fold('p.brand_name'))}), 'B')
       || setweight(to_tsvector('english', ${keptWholeText(fold("coalesce(c.names, '')"))}), 'C')
       || setweight(
         to_tsvector('english', ${keptWholeText(fold("p.size || ' ' || p.description"))}), 'D'),
     ${fold('p.name')},
     i.item_name,
     cardinality(i.item_words),
     coalesce((ts_lexize('english_stem',
       ${keptWholeText('i.item_words[cardinality(i.item_words)]')}))[1], ''),
     p.brand_name,
     ARRAY(SELECT jsonb_array_elements_text(p.product_tags)) AS product_tags,
     coalesce(c.ids, ARRAY[p.primary_category_id]) AS category_ids,
     coalesce(shelf.heads, '{}'),
     p.product_type,
     p.display_price_pence,
     p.average_rating,
     p.review_count,
     p.popularity,
     p.availability = 'AVAILABLE',
     coalesce(o.periods, '{}'::tstzmultirange) AS offer_periods
   FROM products p
   CROSS JOIN LATERAL (
     SELECT item_name, ${words('item_name')} AS item_words
     FROM (SELECT ${fold(`CASE WHEN lower(p.name) LIKE lower(p.brand_name) || ' %'
       THEN substr(p.name, length(p.brand_name) + 2) ELSE p.name END`)} AS item_name) n
   ) i
   LEFT JOIN (
     SELECT pc.product_id,
       array_agg(pc.category_id ORDER BY cat.depth) AS ids,
       string_agg(cat.name, ' ' ORDER BY cat.depth)
         FILTER (WHERE cat.depth >= ${CATEGORY_DEPTH_INDEXED}) AS names
     FROM product_categories pc
     JOIN categories cat ON cat.id = pc.category_id
     GROUP BY pc.product_id
   ) c ON c.product_id = p.id
   LEFT JOIN (
     SELECT pc.product_id, array_agg(DISTINCT sh.stem) AS heads
     FROM product_categories pc
     JOIN search_shelf_heads sh ON sh.category_id = pc.category_id AND sh.stem IS NOT NULL
     GROUP BY pc.product_id
   ) shelf ON shelf.product_id = p.id
   LEFT JOIN (
     SELECT pp.product_id, range_agg(${promotionWindowRangeText('pr')}) AS periods
     FROM promotion_products pp
     JOIN promotions pr ON pr.id = pp.promotion_id
     GROUP BY pp.product_id
   ) o ON o.product_id = p.id
   ) built
   ORDER BY 1`,

  `INSERT INTO search_facet_sets (id, brand_name, product_tags, category_ids, product_type)
   SELECT DISTINCT ON (facet_set_id) facet_set_id, brand_name, product_tags, category_ids,
     product_type
   FROM search_documents ORDER BY facet_set_id`,

  `INSERT INTO search_offer_sets (id, offer_periods)
   SELECT DISTINCT ON (offer_set_id) offer_set_id, offer_periods
   FROM search_documents ORDER BY offer_set_id`,

  // Frequent lexemes' documents counted by facet set and offer set (search_word_counts). A
  // one-lexeme tsquery matches exactly the documents holding the lexeme, whatever its weight.
  // Lexemes with a quote or backslash are left out: they do not survive quoting as tsquery text.
  `INSERT INTO search_word_counts (word, facet_set_id, offer_set_id, products)
   SELECT '''' || u.lexeme || '''', d.facet_set_id, d.offer_set_id, count(*)
   FROM search_documents d, unnest(d.document) AS u
   WHERE u.lexeme IN (
     SELECT word FROM ts_stat('SELECT document FROM search_documents')
     WHERE ndoc >= ${frequent} AND strpos(word, '''') = 0 AND strpos(word, chr(92)) = 0
   )
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3`,

  // Frequency counts products, so a word in many names outranks a rare look-alike when
  // correcting a typo. Synonym words join with frequency 0 so "zuchini" can reach "zucchini".
  `INSERT INTO search_lexicon (word, frequency)
   SELECT word, least(sum(n), 2147483647)::int
   FROM (
     SELECT w AS word, count(DISTINCT d.product_id) AS n
     FROM search_documents d, unnest(${words(`d.name || ' ' || ${fold('d.brand_name')}`)}) AS w
     WHERE length(w) > 1 AND w !~ '^[0-9]+$'
     GROUP BY w
     UNION ALL
     SELECT w, count(*)
     FROM search_documents d, unnest(d.category_ids) AS cid
     JOIN categories cat ON cat.id = cid AND cat.depth >= ${CATEGORY_DEPTH_INDEXED},
     unnest(${words(fold('cat.name'))}) AS w
     WHERE length(w) > 1 AND w !~ '^[0-9]+$'
     GROUP BY w
     UNION ALL
     SELECT w, 0
     FROM search_synonyms s, unnest(${words(fold('s.phrase'))}) AS w
     WHERE length(w) > 1
   ) counted
   GROUP BY word`,

  // Autosuggest terms: the trailing one to four words of each product name (English puts the
  // head noun last: "organic semi skimmed milk" gives "milk", "skimmed milk", ...), brands and
  // category names, each with the number and summed popularity of the products behind it.
  `INSERT INTO search_suggestions (term, match_key, product_count, weight)
   WITH named AS MATERIALIZED (
     SELECT p.id AS product_id, p.popularity, ${words('lower(p.name)')} AS ws FROM products p
   )
   SELECT term, ${fold('term')}, max(n)::int, least(max(weight), 2147483647)::int
   FROM (
     SELECT array_to_string(ws[i:cardinality(ws)], ' ') AS term,
       count(DISTINCT product_id) AS n, sum(popularity) AS weight
     FROM named, generate_series(greatest(1, cardinality(ws) - 3), cardinality(ws)) AS i
     WHERE cardinality(ws) > 0
       AND length(ws[i]) > 1
       AND ws[i] !~ '^[0-9]'
       AND ws[i] <> ALL (ARRAY[${SUGGESTION_STOP_WORDS.map((w) => `'${w}'`).join(', ')}])
     GROUP BY 1
     UNION ALL
     SELECT lower(brand_name), count(*), sum(popularity)
     FROM search_documents GROUP BY 1
     UNION ALL
     SELECT lower(cat.name), count(*), sum(d.popularity)
     FROM search_documents d, unnest(d.category_ids) AS cid
     JOIN categories cat ON cat.id = cid AND cat.depth >= ${CATEGORY_DEPTH_INDEXED}
     GROUP BY 1
   ) terms
   WHERE term <> ''
   GROUP BY term`,
];
