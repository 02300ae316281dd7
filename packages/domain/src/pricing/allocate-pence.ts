/**
 * Splits `total` whole pence across shares in proportion to `weights` (largest remainder), so
 * the parts are whole pence and always add up to `total` exactly. Ties in the remainder go to
 * the earlier share, so callers pass shares in a fixed order (not trolley order) to get the
 * same split every time. Zero weights everywhere split evenly.
 */
export function allocatePence(total: number, weights: readonly number[]): number[] {
  const count = weights.length;
  if (count === 0) return [];
  const whole = Math.round(total);
  const safe = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = safe.reduce((a, b) => a + b, 0);
  const shares = sum > 0 ? safe : safe.map(() => 1);
  const shareSum = sum > 0 ? sum : count;
  const sign = whole < 0 ? -1 : 1;
  const magnitude = Math.abs(whole);
  const exact = shares.map((w) => (magnitude * w) / shareSum);
  const parts = exact.map(Math.floor);
  let left = magnitude - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((p) => p * sign);
}
