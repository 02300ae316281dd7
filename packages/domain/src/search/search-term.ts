/**
 * Search input rules, spec doc 3 §5. The spec does not give the maximum length or the
 * suggestion threshold; the values here are ours.
 */

export const SEARCH_TERM_MAX_LENGTH = 150;

/** Trimmed length from which autosuggest is requested. */
export const MIN_SUGGEST_TERM_LENGTH = 2;

// "Word characters" taken in the Unicode sense so 'crème fraîche' survives; '_' is kept as \w has it.
const disallowed = /[^\p{L}\p{M}\p{N}_ &'.,+-]+/gu;
const edgeSeparators = /^[\s&'.,+-]+|[\s&'.,+-]+$/g;

/**
 * Cleans a typed search term: characters other than word characters, space and & ' . , + -
 * become spaces, runs of spaces collapse to one, separators at either end go, and the result is
 * cut to SEARCH_TERM_MAX_LENGTH.
 */
export function cleanSearchTerm(raw: string): string {
  const cleaned = raw
    .replace(disallowed, ' ')
    .replace(/\s+/g, ' ')
    .replace(/(?:\s*,)+/g, ',')
    .replace(edgeSeparators, '');
  return cleaned.slice(0, SEARCH_TERM_MAX_LENGTH).replace(edgeSeparators, '');
}

export function shouldRequestSuggestions(term: string): boolean {
  return term.trim().length >= MIN_SUGGEST_TERM_LENGTH;
}
