/**
 * Freezes a value and everything in it, so no caller can change what the next one is given (a
 * kept answer: the trolley's view, decision 0063; the viewer, decision 0103).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
