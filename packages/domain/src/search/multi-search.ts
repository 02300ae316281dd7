/** Multi-search list rules, spec doc 3 §5 and §9. */

export const MULTI_SEARCH_MAX_ITEMS = 100;
export const MULTI_SEARCH_ROWS = 5;

export interface MultiSearchItems {
  items: string[];
  /** True once the list holds the maximum; the modal then shows 'Item limit reached'. */
  limitReached: boolean;
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * Splits pasted or typed text into search terms: on new lines, commas, semicolons and
 * underscores; each trimmed (inner runs of spaces collapsed), accent-stripped, empties dropped.
 * Items beyond the maximum are cut.
 */
export function splitMultiSearch(text: string): MultiSearchItems {
  const items = text
    .split(/[\r\n,;_]+/)
    .map((item) => stripAccents(item).replace(/\s+/g, ' ').trim())
    .filter((item) => item.length > 0);
  return {
    items: items.slice(0, MULTI_SEARCH_MAX_ITEMS),
    limitReached: items.length >= MULTI_SEARCH_MAX_ITEMS,
  };
}

/** Clear list and Search are disabled while the text is empty. */
export function canSubmitMultiSearch(text: string): boolean {
  return text.trim().length > 0;
}
