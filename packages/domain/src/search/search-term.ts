/**
 * Search input rules, spec doc 3 §5. The spec does not give the maximum length or the
 * suggestion threshold; the values here are ours.
 */

export const SEARCH_TERM_MAX_LENGTH = 150;

/** Trimmed length from which autosuggest is requested. */
export const MIN_SUGGEST_TERM_LENGTH = 2;

// "Word characters" taken in the Unicode sense so 'crème fraîche' survives; '_' is kept as \w has it.
const disallowed = /[^\p{L}\p{M}\p{N}_ &'.,+-]+/gu;
/**
 * Separators at either end. The trailing run is tried only where a run starts (the lookbehind
 * refuses a start inside one), so each run is read once; a plain `[…]+$` was retried from
 * every separator of an inner run, which is quadratic in its length.
 */
const edgeSeparators = /^[\s&'.,+-]+|(?<![\s&'.,+-])[\s&'.,+-]+$/g;

/**
 * Cleans a typed search term. It is cut to SEARCH_TERM_MAX_LENGTH first, so nothing beyond that
 * is ever read; then characters other than word characters, space and & ' . , + - become
 * spaces, runs of spaces collapse to one, spaces before a comma go, and separators at either
 * end go. Each step is one linear pass.
 */
export function cleanSearchTerm(raw: string): string {
  return raw
    .slice(0, SEARCH_TERM_MAX_LENGTH)
    .replace(disallowed, ' ')
    .replace(/\s+/g, ' ')
    .replace(/(?:\s*,)+/g, ',')
    .replace(edgeSeparators, '');
}

export function shouldRequestSuggestions(term: string): boolean {
  return term.trim().length >= MIN_SUGGEST_TERM_LENGTH;
}
