/**
 * Sets `key` in `cache` as its newest entry, dropping the oldest once there are more than
 * `limit`: Map insertion order doubles as age.
 */
export function remember<T>(cache: Map<string, T>, key: string, value: T, limit: number): void {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > limit) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
}
