/**
 * A count of the statements that may have changed data in an embedded (PGlite) database, kept
 * per database handle (decision 0060). PGlite runs inside this process and no other process can
 * open its data directory, so every write passes here: a value computed from reads, with the
 * count the same before and after, is what the reads would answer again until the count moves.
 * PostgreSQL has no such count (other processes write).
 *
 * Every statement counts as a possible write except one that begins with SELECT (or PREPARE),
 * and a prepared statement run with EXECUTE counts as what it was prepared from; a transaction
 * counts as it begins and after it ends.
 */
const epochs = new WeakMap<object, { count: number }>();

export function writeEpoch(client: object): number {
  return epochs.get(client)?.count ?? 0;
}

export function noteWrite(client: object): void {
  const epoch = epochs.get(client);
  if (epoch) epoch.count += 1;
  else epochs.set(client, { count: 1 });
}

const READ = /^\s*(?:select|prepare)\b/i;
const EXECUTE = /^\s*execute\b/i;

/** Whether a statement text may change data (EXECUTE is counted by whoever prepared it). */
export function mayWrite(text: string): boolean {
  return !READ.test(text) && !EXECUTE.test(text);
}
