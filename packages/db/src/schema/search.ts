import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The search context's own read model, rebuilt from the catalogue by `rebuildSearchIndex`
 * (search-index.ts). Search never reads catalogue tables at query time: everything it matches,
 * filters, counts or sorts on is copied here. See docs/decisions/0005-search-engine.md.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Periods when a visible promotion is live (promotionWindowRangeText); tested with rangesLiveAt. */
const tstzmultirange = customType<{ data: string }>({ dataType: () => 'tstzmultirange' });

/**
 * Columns run fixed-width first and the tsvector last: PostgreSQL reads a row's columns in order,
 * so statements touching every match (the counts) read the two set ids without stepping over
 * the variable-width columns (migration 0007 rebuilt the table in this order).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** The product's brand, tags, categories and type, as one row of search_facet_sets. */
    facetSetId: integer('facet_set_id').notNull(),
    /** The product's offer periods, as one row of search_offer_sets. */
    offerSetId: integer('offer_set_id').notNull(),
    available: boolean('available').notNull(),
    popularity: integer('popularity').notNull(),
    pricePence: integer('price_pence').notNull(),
    averageRating: real('average_rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    /** Words in item_name: a query covering all of a short name is what the shopper meant. */
    itemWordCount: integer('item_word_count').notNull(),
    productId: text('product_id').primaryKey(),
    lineNumber: text('line_number').notNull(),
    /** Lower-cased, accent-folded name: A_2_Z sorts on it. */
    name: text('name').notNull(),
    /** The folded name without its leading brand ("semi skimmed milk"): exact matches rank first. */
    itemName: text('item_name').notNull(),
    /**
     * English stem of the item name's last word, its head noun: "milk" ranks Chocolate Milk
     * above Milk Chocolate Digestives.
     */
    headStem: text('head_stem').notNull(),
    brandName: text('brand_name').notNull(),
    productType: text('product_type').notNull(),
    productTags: text('product_tags').array().notNull(),
    /** Every category the product is listed under (leaf and ancestors). */
    categoryIds: text('category_ids').array().notNull(),
    /**
     * Stems of the head words of the shelves it is on (shelfHeadWords: each part of the shelf's
     * name, and the parts of its aisle and department it belongs to): "pasta" ranks what is
     * shelved under Dried Pasta above Toddler Pasta in baby food, and "beer" finds Lager in
     * Beer & Cider. Built from a table that lasts only for the rebuild (search-index.ts).
     */
    categoryHeads: text('category_heads').array().notNull().default(sql`'{}'::text[]`),
    offerPeriods: tstzmultirange('offer_periods').notNull(),
    /** English tsvector, weights: name A, brand B, category path C, description D. */
    document: tsvector('document').notNull(),
  },
  (t) => [
    index('search_documents_document_idx').using('gin', t.document),
    // A one-word search finds the products named exactly that without reading every match.
    index('search_documents_item_name_idx').on(t.itemName),
  ],
);

/**
 * For each frequent match (a stemmed word, or a synonym group as typed, found in at least the
 * frequent-word threshold of documents: search-index.ts), how many of its documents share each
 * facet set and offer set: the counts of such a search read these few thousand rows instead of
 * tens of thousands of documents. Offer sets are kept apart so whether an offer is live is
 * still decided at query time. `word` holds the match key (search-relevance.ts: the quoted
 * lexeme, or the tsquery text).
 */
export const searchWordCounts = pgTable(
  'search_word_counts',
  {
    word: text('word').notNull(),
    facetSetId: integer('facet_set_id').notNull(),
    offerSetId: integer('offer_set_id').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.facetSetId, t.offerSetId] })],
);

/**
 * Lists of up to RANKED_PER_WORD documents per frequent match, each under its own key in
 * `word` (search-relevance.ts):
 * - by rank key: a one-word search's relevance order (in stock first, then score, popularity,
 *   product id), scored without the exact-name bonus: any document not listed ranks below
 *   every listed one, so a page found among the listed rows that pass the filters is exactly
 *   the page a full scan would give;
 * - by sort name and match key: the order of the price, name and rating sorts (score 0).
 */
export const searchWordRanks = pgTable(
  'search_word_ranks',
  {
    word: text('word').notNull(),
    position: integer('position').notNull(),
    facetSetId: integer('facet_set_id').notNull(),
    offerSetId: integer('offer_set_id').notNull(),
    available: boolean('available').notNull(),
    popularity: integer('popularity').notNull(),
    score: doublePrecision('score').notNull(),
    productId: text('product_id').notNull(),
    lineNumber: text('line_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.position] })],
);

/**
 * Each distinct combination of what facets count and filters test (brand, tags, categories,
 * product type): a few thousand at 500,000 products. Counts group matches by set id and work
 * out brands, categories, types and tags once per set, not once per product.
 */
export const searchFacetSets = pgTable('search_facet_sets', {
  id: integer('id').primaryKey(),
  brandName: text('brand_name').notNull(),
  productTags: text('product_tags').array().notNull(),
  /** Leaf and ancestors, root first, as on search_documents. */
  categoryIds: text('category_ids').array().notNull(),
  productType: text('product_type').notNull(),
});

/** Each distinct set of offer periods (the empty set too): live ones are found once per query. */
export const searchOfferSets = pgTable('search_offer_sets', {
  id: integer('id').primaryKey(),
  offerPeriods: tstzmultirange('offer_periods').notNull(),
});

/**
 * Distinct accent-folded words of names, brands, categories and synonyms: the vocabulary a
 * misspelt word is corrected to, by trigram similarity.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    /** Products whose name, brand or categories contain the word. */
    frequency: integer('frequency').notNull(),
  },
  (t) => [index('search_lexicon_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/** Autosuggest terms (product name phrases, brands, categories) with how many products match. */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    /** Lower-cased, as shown. */
    term: text('term').primaryKey(),
    /** Accent-folded term, what typed text is matched against ("creme" finds "crème"). */
    matchKey: text('match_key').notNull(),
    productCount: integer('product_count').notNull(),
    /** Summed popularity of the products behind the term: the suggestion order. */
    weight: integer('weight').notNull(),
  },
  (t) => [
    index('search_suggestions_match_key_trgm_idx').using('gin', t.matchKey.op('gin_trgm_ops')),
    // Typed text is mostly a prefix: `LIKE 'ch%'` becomes a range scan whatever the collation.
    index('search_suggestions_match_key_prefix_idx').on(t.matchKey.op('text_pattern_ops')),
  ],
);

/**
 * British synonyms as data: every phrase in a group stands for the others. Default rows come
 * with the migration; staff may add more without a release.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').notNull(),
    /** Lower-case words separated by single spaces. */
    phrase: text('phrase').notNull(),
  },
  (t) => [unique('search_synonyms_phrase_unique').on(t.phrase, t.groupName)],
);

/**
 * One row saying which build of the read model is current: `rebuildSearchIndex` adds one to
 * `generation` in its transaction, so a process holding a copy of the index in memory (the
 * autosuggest terms) can tell cheaply that it must load a new one.
 */
export const searchIndexBuilds = pgTable('search_index_builds', {
  id: integer('id').primaryKey(),
  generation: integer('generation').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
});
