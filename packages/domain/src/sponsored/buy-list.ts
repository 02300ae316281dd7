/**
 * A sponsored buy list (spec doc 1 §2 "buylist with {lineNumbers}", doc 3 §9 "Sponsored-ad buy
 * lists use {lineNumbers}"): an ad's link names the products it sells in one path segment.
 * Decision 0096: line numbers are separated by commas (or `+`, which some ad servers write for
 * spaces), each 1 to 12 digits, at most BUY_LIST_MAX_LINES of them, each once in first-seen order.
 */
export const BUY_LIST_MAX_LINES = 24;

const LINE_NUMBER = /^\d{1,12}$/;

export type BuyListParse = { ok: true; lineNumbers: string[] } | { ok: false; message: string };

/** The line numbers a buy list's path segment names, or why it names none. */
export function parseBuyListLineNumbers(segment: string): BuyListParse {
  const parts = segment
    .split(/[,+\s]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return { ok: false, message: 'The buy list names no products.' };
  const bad = parts.find((part) => !LINE_NUMBER.test(part));
  if (bad !== undefined) {
    return {
      ok: false,
      message: `The buy list's line numbers must be 1 to 12 digits: ${bad.slice(0, 20)}`,
    };
  }
  const lineNumbers = [...new Set(parts)];
  if (lineNumbers.length > BUY_LIST_MAX_LINES) {
    return {
      ok: false,
      message: `A buy list holds at most ${BUY_LIST_MAX_LINES} products.`,
    };
  }
  return { ok: true, lineNumbers };
}

/** The buy list's address for line numbers (the ad's link, and the page's canonical form). */
export function buyListPath(lineNumbers: readonly string[]): string {
  return `/ecom/buylist/${lineNumbers.join(',')}`;
}

/** What Add all says it did: 'Added 3 products to your trolley.' */
export function buyListAddedText(count: number): string {
  return `Added ${count} ${count === 1 ? 'product' : 'products'} to your trolley.`;
}
