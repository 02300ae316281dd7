/** Search history rules, spec doc 3 §4, §5 and §9. */

export const HEADER_HISTORY_SIZE = 6;
export const STORED_HISTORY_SIZE = 60;

const sameTerm = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Puts a term first, dropping earlier case-insensitive duplicates so the newest spelling wins,
 * and keeps at most STORED_HISTORY_SIZE. A blank term leaves the history as it is.
 */
export function addToHistory(history: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed.length === 0) return [...history];
  return [trimmed, ...history.filter((entry) => !sameTerm(entry, trimmed))].slice(
    0,
    STORED_HISTORY_SIZE,
  );
}

/** Removes one term (clear per item), case-insensitively. */
export function removeFromHistory(history: readonly string[], term: string): string[] {
  return history.filter((entry) => !sameTerm(entry, term.trim()));
}

/** The terms the header shows. */
export function headerHistory(history: readonly string[]): string[] {
  return history.slice(0, HEADER_HISTORY_SIZE);
}

/**
 * Reads stored history: the parsed value or its JSON text. Nothing stored gives an empty
 * list; anything but a list of strings is corrupt and gives null, so the caller removes it.
 */
export function parseStoredHistory(raw: unknown): string[] | null {
  if (raw === null || raw === undefined) return [];
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) return null;
  return value.slice(0, STORED_HISTORY_SIZE);
}
