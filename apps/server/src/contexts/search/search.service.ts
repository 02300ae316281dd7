import type {
  Product,
  SortBy,
  Taxonomy,
  TaxonomyCategory,
} from '@grocer/domain/catalogue/catalogue.types';
import { DEFAULT_PAGE_SIZE, PRODUCT_CHUNK_SIZE } from '@grocer/domain/catalogue/listing-limits';
import { type DatedProduct, liveProduct } from '@grocer/domain/promotions/live-product';
import {
  AVAILABILITY_FILTERS,
  DIETARY_FILTERS,
  readFilterTags,
} from '@grocer/domain/search/filter-tags';
import {
  analyseWord,
  type Corrections,
  editVariants,
  foldAccents,
  headWords,
  planQuery,
  type QueryPlan,
  queryWords,
  SynonymIndex,
  splitCandidates,
  type WordAnalysis,
} from '@grocer/domain/search/query-plan';
import { cleanSearchTerm, MIN_SUGGEST_TERM_LENGTH } from '@grocer/domain/search/search-term';
import {
  brandFamily,
  namesTheQuery,
  type ResultLikeness,
  VARIETY_WINDOW,
  variedFirstRow,
} from '@grocer/domain/search/varied-first-row';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import { remember } from './bounded-map.ts';
import type {
  SearchFilter,
  SearchQuery,
  SearchResults,
  SearchService,
  TermSuggestions,
} from './search.contract.ts';
import {
  type FacetSet,
  filtersFacets,
  type KeyCount,
  type OfferSet,
  type ProductFilters,
  type SearchRepository,
  type SearchSort,
  type SetBits,
} from './search.repository.ts';
import { facetBits, liveOfferBits } from './set-bits.ts';
import { SuggestionIndex } from './suggestion-index.ts';

/** Dietary values are offered only when at least this many results carry them (spec §9). */
export const MIN_DIETARY_COUNT = 10;
const SUGGESTED_TERMS = 8;
const SUGGESTED_CATEGORIES = 4;

/** The Dietary and 'Available in' filters; their values and tags are domain rules. */
export const DIETARY_TAGS = DIETARY_FILTERS;
export const AVAILABLE_IN = AVAILABILITY_FILTERS;

/** Lexicon and synonyms change only when the index is rebuilt; caching them saves round trips. */
const REFERENCE_TTL_MS = 5 * 60_000;
const CORRECTION_CACHE_SIZE = 20_000;
const SUGGEST_CACHE_SIZE = 5_000;
const SUGGEST_TTL_MS = 60_000;
const PRODUCT_CACHE_SIZE = 10_000;
const PRODUCT_TTL_MS = 30_000;
const RESULT_CACHE_SIZE = 2_000;
const RESULT_TTL_MS = 30_000;
/** How often a process asks whether the read model was rebuilt (search_index_builds). */
const INDEX_CHECK_MS = 2_000;
/**
 * Autosuggest terms kept in memory (about 60 bytes each: 20,000 terms at 500,000 demo
 * products). A catalogue with more terms than this is answered by the SQL tiers instead.
 */
export const MAX_SUGGESTIONS_IN_MEMORY = 300_000;

export interface SearchServiceDeps {
  repository: SearchRepository;
  /** Products come dated, so the product cache can show each offer from its start to its end. */
  catalogue: CatalogueEngine;
  now: () => Date;
  /** At most this many autosuggest terms are held in memory (default MAX_SUGGESTIONS_IN_MEMORY). */
  maxSuggestionsInMemory?: number;
}

interface CategoryView {
  /** A Map, not an object: ids come from the query, and `constructor` must be no category. */
  byId: Map<string, TaxonomyCategory>;
  /** Categories autosuggest may offer, broadest first, with their folded name words. */
  suggestible: { category: TaxonomyCategory; nameWords: string[]; name: string }[];
}

/** A build's facet and offer sets, and facet bit strings worked out for it, by filters. */
interface IndexSets {
  generation: number;
  facets: FacetSet[];
  offers: OfferSet[];
  facetBits: Map<string, string>;
}

const FACET_BITS_CACHE_SIZE = 500;

interface Cached<T> {
  value: T;
  at: number;
}

/** Brand names as URL-safe filter values: "Rise & Oat" → "rise-oat". */
export function brandSlug(brandName: string): string {
  return brandName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

export interface SearchOptions {
  /** Skip the short result or suggestion cache (a request sent with `Cache-Control: no-cache`). */
  fresh?: boolean;
}

/** The SearchService contract, plus a way round the result cache. */
export interface SearchEngine extends SearchService {
  search(query: SearchQuery, options?: SearchOptions): Promise<SearchResults>;
  suggest(term: string, options?: SearchOptions): Promise<TermSuggestions>;
}

export function createSearchService(deps: SearchServiceDeps): SearchEngine {
  const { repository, catalogue, now } = deps;
  const maxSuggestionsInMemory = deps.maxSuggestionsInMemory ?? MAX_SUGGESTIONS_IN_MEMORY;
  let synonymCache: Cached<SynonymIndex> | null = null;
  // Brands and the suggestion terms change only when the read model is rebuilt.
  let brandCache: { value: Map<string, string>; generation: number } | null = null;
  let suggestionCache: { value: SuggestionIndex | null; generation: number } | null = null;
  let generationCheck: Cached<Promise<number>> | null = null;
  let setCache: IndexSets | null = null;
  let setLoad: Promise<IndexSets> | null = null;
  const wordCache = new Map<string, Cached<WordAnalysis>>();
  const joinCache = new Map<string, Cached<boolean>>();
  const suggestions = new Map<string, Cached<TermSuggestions>>();
  /** Each product with its promotions' windows, and the request instant it was read at. */
  const productCache = new Map<string, Cached<DatedProduct> & { readAt: number }>();
  const resultCache = new Map<string, Cached<SearchResults>>();
  let categoryCache: { groceries: Taxonomy; entertaining: Taxonomy; value: CategoryView } | null =
    null;
  const fresh = <T>(entry: Cached<T> | null | undefined, ttl: number): entry is Cached<T> =>
    !!entry && Date.now() - entry.at < ttl;

  async function synonymIndex(): Promise<SynonymIndex> {
    if (!fresh(synonymCache, REFERENCE_TTL_MS)) {
      synonymCache = { value: new SynonymIndex(await repository.synonyms()), at: Date.now() };
    }
    return synonymCache.value;
  }

  /** The current build of the read model, asked of the database at most every INDEX_CHECK_MS. */
  function indexGeneration(): Promise<number> {
    if (!fresh(generationCheck, INDEX_CHECK_MS)) {
      const value = repository.indexGeneration();
      generationCheck = { value, at: Date.now() };
      // A failed check is not remembered: the next request asks again.
      value.catch(() => {
        if (generationCheck?.value === value) generationCheck = null;
      });
    }
    return generationCheck.value;
  }

  async function brandsBySlug(): Promise<Map<string, string>> {
    const generation = await indexGeneration();
    if (brandCache?.generation !== generation) {
      const names = await repository.brandNames();
      brandCache = { value: new Map(names.map((n) => [brandSlug(n), n])), generation };
    }
    return brandCache.value;
  }

  /** The facet and offer sets of the current build, loaded once per build. */
  async function indexSets(): Promise<IndexSets> {
    const generation = await indexGeneration();
    if (setCache?.generation === generation) return setCache;
    if (!setLoad) {
      setLoad = Promise.all([repository.facetSets(), repository.offerSets()])
        .then(([facets, offers]) => {
          setCache = { generation, facets, offers, facetBits: new Map() };
          return setCache;
        })
        .finally(() => {
          setLoad = null;
        });
    }
    return setLoad;
  }

  /** The request's filters as bit strings over the current build's set ids. */
  async function setBits(filters: ProductFilters, at: Date): Promise<SetBits> {
    const sets = await indexSets();
    let facets: string | null = null;
    if (filtersFacets(filters)) {
      const key = JSON.stringify([
        [...filters.requiredTags].sort(),
        [...filters.brands].sort(),
        [...filters.productTypes].sort(),
        filters.categoryId,
      ]);
      facets = sets.facetBits.get(key) ?? facetBits(sets.facets, filters);
      remember(sets.facetBits, key, facets, FACET_BITS_CACHE_SIZE);
    }
    return { generation: sets.generation, facets, offers: liveOfferBits(sets.offers, at) };
  }

  let suggestionLoad: Promise<SuggestionIndex | null> | null = null;
  /**
   * The autosuggest terms in memory, loaded on first use and again after each rebuild; null
   * when there are more than maxSuggestionsInMemory of them. Requests arriving while a load is
   * under way share it.
   */
  async function suggestionIndex(): Promise<SuggestionIndex | null> {
    const generation = await indexGeneration();
    if (suggestionCache?.generation === generation) return suggestionCache.value;
    if (!suggestionLoad) {
      suggestionLoad = repository
        .suggestionEntries(maxSuggestionsInMemory + 1)
        .then((entries) => {
          const value =
            entries.length > maxSuggestionsInMemory ? null : new SuggestionIndex(entries);
          suggestionCache = { value, generation };
          return value;
        })
        .finally(() => {
          suggestionLoad = null;
        });
    }
    return suggestionLoad;
  }

  /**
   * Autosuggest terms, most bought first within each tier: terms starting with the typed text;
   * then terms starting with a corrected or synonym phrasing of it; then terms containing a
   * word like it. Later tiers run only while earlier ones leave room. The first two come from
   * memory, and so does the similarity tier (pg_trgm's word similarity, computed in trigram.ts).
   */
  async function suggestTerms(term: string, words: string[]): Promise<KeyCount[]> {
    const index = await suggestionIndex();
    if (!index) return suggestTermsInDatabase(term, words);
    const byPrefix = index.startingWith([term], SUGGESTED_TERMS);
    if (byPrefix.length >= SUGGESTED_TERMS) return byPrefix;
    const plan = planQuery(words, await synonymIndex(), await correct(words));
    const alternatives = plan ? alternativePhrasings(plan, term) : [];
    const byAlternative = index.startingWith(alternatives, SUGGESTED_TERMS);
    const bySimilarity =
      byPrefix.length + byAlternative.length < SUGGESTED_TERMS
        ? index.similarTo(term, SUGGESTED_TERMS)
        : [];
    const seen = new Set<string>();
    return [...byPrefix, ...byAlternative, ...bySimilarity]
      .filter((t) => !seen.has(t.key) && seen.add(t.key))
      .slice(0, SUGGESTED_TERMS);
  }

  /** The same tiers in SQL, for catalogues with too many terms to hold in memory. */
  async function suggestTermsInDatabase(term: string, words: string[]): Promise<KeyCount[]> {
    const prefixed = await repository.suggestByPrefix(term, SUGGESTED_TERMS);
    // Only when the typed text itself starts too few terms are corrections, synonyms and
    // similar words worth a lexicon lookup and the tiered query.
    if (prefixed.length >= SUGGESTED_TERMS) return prefixed;
    const plan = planQuery(words, await synonymIndex(), await correct(words));
    const alternatives = plan ? alternativePhrasings(plan, term) : [];
    return (await repository.suggestTerms(term, alternatives, SUGGESTED_TERMS)).terms;
  }

  /** What the lexicon says of each word and adjacent pair, cached until the index may change. */
  async function correct(words: string[]): Promise<Corrections> {
    const analysed = new Map<string, WordAnalysis>();
    const joins = new Set<string>();
    const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
    const newWords = [...new Set(words)].filter((w) => {
      const cached = wordCache.get(w);
      if (fresh(cached, REFERENCE_TTL_MS)) analysed.set(w, cached.value);
      return !analysed.has(w);
    });
    const newPairs = pairs.filter((p) => {
      const cached = joinCache.get(p);
      if (fresh(cached, REFERENCE_TTL_MS) && cached.value) joins.add(p);
      return !fresh(cached, REFERENCE_TTL_MS);
    });
    if (newWords.length > 0 || newPairs.length > 0) {
      const exact = [
        ...newWords.flatMap((w) => [w, ...editVariants(w), ...splitCandidates(w).flat()]),
        ...newPairs.map((p) => p.replace(' ', '')),
      ];
      const { neighbours, found, inDocuments } = await repository.lexicon(newWords, [
        ...new Set(exact),
      ]);
      for (const word of newWords) {
        const analysis = analyseWord(
          word,
          neighbours.filter((n) => n.word === word),
          found,
          inDocuments.has(word),
        );
        analysed.set(word, analysis);
        remember(wordCache, word, { value: analysis, at: Date.now() }, CORRECTION_CACHE_SIZE);
      }
      for (const pair of newPairs) {
        const joined = (found.get(pair.replace(' ', '')) ?? 0) > 0;
        if (joined) joins.add(pair);
        remember(joinCache, pair, { value: joined, at: Date.now() }, CORRECTION_CACHE_SIZE);
      }
    }
    return { words: analysed, joins };
  }

  /**
   * Both taxonomies' categories by id, and the ones autosuggest may offer. The catalogue keeps
   * each taxonomy object while its index is cached, so this is worked out once per taxonomy,
   * not on every keystroke.
   */
  async function categoryView(): Promise<CategoryView> {
    const [groceries, entertaining] = await Promise.all([
      catalogue.getTaxonomy(),
      catalogue.getEntertainingTaxonomy(),
    ]);
    if (categoryCache?.groceries !== groceries || categoryCache.entertaining !== entertaining) {
      // Merged as before (Groceries wins a shared id, ids in the same order), then held in a Map.
      const merged: Record<string, TaxonomyCategory> = Object.assign(
        Object.create(null),
        entertaining.categories,
        groceries.categories,
      );
      const byId = new Map(Object.entries(merged));
      const suggestible = [...byId.values()]
        .filter((c) => c.parentId !== null && !c.hiddenInNav && !c.emptyOfProducts)
        .map((category) => {
          const nameWords = queryWords(category.name);
          return { category, nameWords, name: nameWords.join(' ') };
        })
        // The broadest first (a stable sort keeps the taxonomy's order among equals).
        .sort((a, b) => a.category.url.length - b.category.url.length);
      categoryCache = { groceries, entertaining, value: { byId, suggestible } };
    }
    return categoryCache.value;
  }

  /**
   * Result pages come back as line numbers; their DTOs come from the catalogue service. Popular
   * products recur across searches, so DTOs are kept briefly (a price change shows within
   * PRODUCT_TTL_MS) and only the missing ones are asked for. They are kept with every offer
   * live or coming and its dates, and show the offers live at `at`: an offer starts and ends
   * on the second.
   */
  async function productsInOrder(lineNumbers: string[], at: Date): Promise<Product[]> {
    const byLine = new Map<string, Product>();
    const missing: string[] = [];
    for (const line of lineNumbers) {
      const cached = productCache.get(line);
      // A clock that went back (tests) must not see offers that had ended when it was read.
      if (fresh(cached, PRODUCT_TTL_MS) && at.getTime() >= cached.readAt) {
        byLine.set(line, liveProduct(cached.value, at));
      } else missing.push(line);
    }
    const chunks: string[][] = [];
    for (let i = 0; i < missing.length; i += PRODUCT_CHUNK_SIZE) {
      chunks.push(missing.slice(i, i + PRODUCT_CHUNK_SIZE));
    }
    const found = (
      await Promise.all(chunks.map((c) => catalogue.getDatedProductsByLineNumbers(c)))
    ).flat();
    const stored = Date.now();
    for (const dated of found) {
      const line = dated.product.lineNumber;
      byLine.set(line, liveProduct(dated, at));
      const entry = { value: dated, at: stored, readAt: at.getTime() };
      remember(productCache, line, entry, PRODUCT_CACHE_SIZE);
    }
    return lineNumbers.flatMap((line) => {
      const product = byLine.get(line);
      return product ? [product] : [];
    });
  }

  async function runSearch(query: SearchQuery): Promise<SearchResults> {
    const term = cleanSearchTerm(query.searchTerm);
    const sortBy: SortBy = query.sortBy ?? 'RELEVANCE';
    const start = query.start ?? 0;
    const size = query.size ?? DEFAULT_PAGE_SIZE;
    const filterTags = query.filterTags ?? [];
    const categories = (await categoryView()).byId;
    const category = query.category ? categories.get(query.category) : undefined;
    if (query.category && !category) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Invalid query.category: no category ${query.category}`,
        {
          issues: [{ field: 'query.category', message: `No category ${query.category}` }],
        },
      );
    }
    const filters = parseFilterTags(filterTags, query.searchTags ?? [], await brandsBySlug());
    filters.categoryId = category?.id ?? null;
    const criteria = { searchTerm: term, sortBy, filterTags, category: category?.id ?? null };
    const breadcrumbs = category ? breadcrumbsOf(category, categories) : [];

    const words = queryWords(term);
    const plan = planQuery(words, await synonymIndex(), await correct(words));
    const empty: SearchResults = {
      products: [],
      totalMatches: 0,
      start,
      size,
      breadcrumbs,
      filters: [],
      categoryFilters: [],
      criteria,
    };
    if (!plan) return empty;

    const varies = sortBy === 'RELEVANCE' && start < VARIETY_WINDOW;
    const countCategories = category
      ? [category.id, ...category.categoryIds]
      : topLevelCategories(categories).map((c) => c.id);
    const at = now();
    const request = {
      bits: await setBits(filters, at),
      match: {
        tsquery: plan.tsquery,
        phraseQuery: plan.phraseQuery,
        nameQuery: plan.nameQuery,
        exactName: foldAccents(term),
        headWords: headWords(plan),
        positions: plan.positions.length,
      },
      filters,
      // category_ids run root first: top categories sit at 2, a category's children one
      // below its own position (its breadcrumb count).
      categoryLevel: category ? breadcrumbs.length + 1 : 2,
      countTags: DIETARY_TAGS.map((d) => d.tag),
      sort: toSearchSort(sortBy),
      // A relevance page within reach of the first row is cut from the varied order of the
      // whole window, so every page of one search is cut from the same order.
      ...(varies ? { start: 0, size: Math.max(VARIETY_WINDOW, start + size) } : { start, size }),
      now: at,
    };
    let page = await repository.searchPage(request);
    // Nothing has every word: rank products that have some of them rather than show nothing.
    if (page.textMatches === 0 && plan.positions.length > 1) {
      page = await repository.searchPage({
        ...request,
        match: { ...request.match, tsquery: plan.relaxedTsquery },
      });
    }

    const found = await productsInOrder(page.lineNumbers, at);
    return {
      products: varies
        ? variedFirstRow(found, likenessFor(plan), new Set(words)).slice(start, start + size)
        : found,
      totalMatches: page.totalMatches,
      start,
      size,
      breadcrumbs,
      filters: facetFilters(page, filters, filterTags),
      categoryFilters: countCategories.flatMap((id) => {
        const c = categories.get(id);
        const count =
          id === category?.id
            ? page.totalMatches
            : (page.categoryCounts.find((k) => k.key === id)?.count ?? 0);
        if (!c || count === 0 || c.hiddenInNav) return [];
        return [
          { categoryId: id, name: c.name, expectedResults: count, applied: id === category?.id },
        ];
      }),
      criteria,
    };
  }

  return {
    async search(query: SearchQuery, options: SearchOptions = {}): Promise<SearchResults> {
      // Popular searches repeat within seconds; the same answer is served for RESULT_TTL_MS.
      const key = JSON.stringify([
        foldAccents(cleanSearchTerm(query.searchTerm)),
        [...(query.filterTags ?? [])].sort(),
        [...(query.searchTags ?? [])].sort(),
        query.category ?? null,
        query.sortBy ?? null,
        query.start ?? 0,
        query.size ?? DEFAULT_PAGE_SIZE,
      ]);
      const cached = resultCache.get(key);
      if (!options.fresh && fresh(cached, RESULT_TTL_MS)) return cached.value;
      const results = await runSearch(query);
      remember(resultCache, key, { value: results, at: Date.now() }, RESULT_CACHE_SIZE);
      return results;
    },
    async suggest(rawTerm: string, options: SearchOptions = {}): Promise<TermSuggestions> {
      const term = foldAccents(cleanSearchTerm(rawTerm));
      if (term.length < MIN_SUGGEST_TERM_LENGTH) return { terms: [], categories: [] };
      const cached = suggestions.get(term);
      if (!options.fresh && fresh(cached, SUGGEST_TTL_MS)) return cached.value;
      const words = queryWords(term);
      const [terms, categories] = await Promise.all([suggestTerms(term, words), categoryView()]);
      const typed = words.join(' ');
      const matching = categories.suggestible.filter(
        ({ nameWords }) =>
          words.length > 0 && words.every((w) => nameWords.some((n) => n.startsWith(w))),
      );
      // A category named just what was typed first, then the broadest.
      const matchingCategories = [
        ...matching.filter((c) => c.name === typed),
        ...matching.filter((c) => c.name !== typed),
      ]
        .slice(0, SUGGESTED_CATEGORIES)
        .map(({ category: c }) => ({ id: c.id, name: c.name, url: c.url }));
      const value: TermSuggestions = {
        terms: terms.map((t: KeyCount) => ({ term: t.key, count: t.count })),
        categories: matchingCategories,
      };
      remember(suggestions, term, { value, at: Date.now() }, SUGGEST_CACHE_SIZE);
      return value;
    },
  };
}

/** The typed text said other ways: with typos corrected, and with each synonym (one phrase only). */
function alternativePhrasings(plan: QueryPlan, term: string): string[] {
  const phrasings = [plan.positions.flatMap((p) => p.primary).join(' ')];
  if (plan.positions.length === 1) {
    phrasings.push(...(plan.positions[0]?.alternatives ?? []).map((a) => a.join(' ')));
  }
  return [...new Set(phrasings)].filter((p) => p !== term);
}

function toSearchSort(sortBy: SortBy): SearchSort {
  switch (sortBy) {
    case 'PRICE_LOW_2_HIGH':
    case 'PRICE_HIGH_2_LOW':
    case 'A_2_Z':
    case 'TOP_RATED':
    case 'RELEVANCE':
      return sortBy;
    default:
      // MOST_POPULAR and Z_2_A belong to browse; a search ranks by relevance instead.
      return 'RELEVANCE';
  }
}

/** Stands for a brand filter naming no stocked brand: a control character is in no brand name. */
const NO_SUCH_BRAND = '\u0001';

function invalidFilter(tag: string, why: string): AppError {
  return new AppError('VALIDATION_FAILED', `Invalid query.filterTags: ${why} '${tag}'`, {
    issues: [{ field: 'query.filterTags', message: `${why} '${tag}'` }],
  });
}

function parseFilterTags(
  filterTags: string[],
  searchTags: string[],
  brands: Map<string, string>,
): ProductFilters {
  const filters: ProductFilters = {
    offersOnly: false,
    requiredTags: [...searchTags],
    brands: [],
    productTypes: [],
    categoryId: null,
  };
  const { filters: read, problems } = readFilterTags(filterTags);
  const [problem] = problems;
  if (problem) throw invalidFilter(problem.tag, problem.why);
  for (const filter of read) {
    switch (filter.kind) {
      case 'offers':
        filters.offersOnly = true;
        break;
      case 'dietary':
        filters.requiredTags.push(filter.dietary.tag);
        break;
      case 'brand':
        // A brand no longer stocked simply finds nothing, so old links still work: it stands as
        // a name no brand has. Nothing of the slug goes with it: a NUL in text is a database
        // error (it was a 500), and every unknown brand finds the same nothing.
        filters.brands.push(brands.get(filter.slug) ?? NO_SUCH_BRAND);
        break;
      case 'available':
        filters.productTypes = filter.availability.productTypes;
        break;
    }
  }
  return filters;
}

function facetFilters(
  page: Awaited<ReturnType<SearchRepository['searchPage']>>,
  filters: ProductFilters,
  filterTags: string[],
): SearchFilter[] {
  const applied = new Set(filterTags);
  const result: SearchFilter[] = [];
  if (page.offerCount > 0 || filters.offersOnly) {
    result.push({
      group: 'Offers',
      filterTag: 'offers',
      name: 'Offers',
      count: page.offerCount,
      applied: filters.offersOnly,
    });
  }
  for (const dietary of DIETARY_TAGS) {
    const filterTag = `dietary:${dietary.value}`;
    const count = page.tagCounts.find((t) => t.key === dietary.tag)?.count ?? 0;
    if (count >= MIN_DIETARY_COUNT || applied.has(filterTag)) {
      result.push({
        group: 'Dietary',
        filterTag,
        name: dietary.name,
        count,
        applied: applied.has(filterTag),
      });
    }
  }
  const brands = [...page.brandCounts].sort(
    (a, b) => b.count - a.count || a.key.localeCompare(b.key),
  );
  for (const brand of brands) {
    const filterTag = `brand:${brandSlug(brand.key)}`;
    result.push({
      group: 'Brands',
      filterTag,
      name: brand.key,
      count: brand.count,
      applied: applied.has(filterTag),
    });
  }
  for (const option of AVAILABLE_IN) {
    const filterTag = `available:${option.value}`;
    const count = page.productTypeCounts
      .filter((t) => option.productTypes.includes(t.key))
      .reduce((sum, t) => sum + t.count, 0);
    if (count > 0 || applied.has(filterTag)) {
      result.push({
        group: 'Available in',
        filterTag,
        name: option.name,
        count,
        applied: applied.has(filterTag),
      });
    }
  }
  return result;
}

/** Worked out once per taxonomy object: the catalogue hands out the same one until it reloads. */
const topLevelByTaxonomy = new WeakMap<object, TaxonomyCategory[]>();

function topLevelCategories(categories: Map<string, TaxonomyCategory>): TaxonomyCategory[] {
  let found = topLevelByTaxonomy.get(categories);
  if (!found) {
    found = [...categories.values()].filter((c) => {
      const parent = c.parentId ? categories.get(c.parentId) : undefined;
      return parent !== undefined && parent.parentId === null;
    });
    topLevelByTaxonomy.set(categories, found);
  }
  return found;
}

function breadcrumbsOf(
  category: TaxonomyCategory,
  categories: Map<string, TaxonomyCategory>,
): { id: string; name: string; url: string }[] {
  const chain: TaxonomyCategory[] = [];
  for (
    let c: TaxonomyCategory | undefined = category;
    c;
    c = c.parentId ? categories.get(c.parentId) : undefined
  ) {
    chain.unshift(c);
  }
  return chain.map((c) => ({ id: c.id, name: c.name, url: c.url }));
}

/** What makes two results alike for the varied first row: product, shelf and brand family. */
function likenessFor(plan: QueryPlan): (product: Product) => ResultLikeness {
  const ways = plan.positions.map((position) => [position.primary, ...position.alternatives]);
  return (product) => ({
    product: product.name.toLowerCase(),
    kind: product.categories.at(-1)?.id ?? '',
    brandFamily: brandFamily(product.brandName),
    named: namesTheQuery(product.name, ways),
  });
}
