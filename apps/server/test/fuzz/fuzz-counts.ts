import { expect } from 'vitest';

/** What one fuzz file has tried so far, for its closing line. */
export interface FuzzCounts {
  properties: number;
  cases: number;
  /** Data checks answered by hashing the tables, and by the write-ahead log's position. */
  hashed: number;
  byLogPosition: number;
}

/**
 * Counts kept by test file: a worker keeps its modules from one file to the next (decision
 * 0073), and counts kept in a module would add one file's figures to the next one's.
 */
const counts = new Map<string, FuzzCounts>();

export function countsOfThisFile(): FuzzCounts {
  const file = expect.getState().testPath ?? '';
  let found = counts.get(file);
  if (!found) {
    found = { properties: 0, cases: 0, hashed: 0, byLogPosition: 0 };
    counts.set(file, found);
  }
  return found;
}
