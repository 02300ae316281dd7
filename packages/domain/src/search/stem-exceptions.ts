/**
 * Plurals the English stemmer folds onto a word of another meaning. "sweets" (confectionery,
 * the Sweets shelf) stems to "sweet", the adjective of sweet potatoes and sweet chilli sauce,
 * and sweet potatoes sell more: a search for sweets showed potatoes (issue 21). A word listed
 * here is indexed and searched as its own lexeme, `keptWhole(word)`, so "sweets" finds the
 * Sweets shelf and "sweet potato" still finds only sweet potatoes.
 *
 * Data, not code: add a plural when its singular is mostly another word in product names.
 * Each must be a plural of lower-case letters ending in one "s".
 */
export const STEM_EXCEPTIONS: readonly string[] = ['sweets'];

const EXCEPTIONS = new Set(STEM_EXCEPTIONS);

/**
 * The form the index and the query planner give a word before PostgreSQL's English stemmer
 * sees it: an exception gets a second "s" (the stemmer leaves words ending in "ss" as they
 * are), any other word is unchanged. It never reaches a shopper: names, the lexicon and
 * autosuggest keep the words as written.
 */
export function keptWhole(word: string): string {
  return EXCEPTIONS.has(word) ? `${word}s` : word;
}

/**
 * `keptWhole` over folded text in SQL: `regexp_replace(text, pattern, replacement, 'g')`
 * with these arguments rewrites each exception that stands as a whole word.
 */
export const KEPT_WHOLE_SQL = {
  pattern: `\\m(${STEM_EXCEPTIONS.join('|')})\\M`,
  replacement: '\\1s',
} as const;
