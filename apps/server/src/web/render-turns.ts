/**
 * Storefront renders take turns with the rest of the server: one render per turn of the event
 * loop, in the order they were asked for (decision 0061).
 *
 * A render whose data is all in the caches runs from its request's arrival to its last byte
 * without yielding, inside the callback that read the request; a loop turn then renders every
 * request that arrived, back to back. Node (libuv 1.52) accepts one new connection per loop
 * turn, so under load a new shopper's connection waited behind whole turns of renders: at 50
 * connections a cache miss had a median of 0.3 s but a p99 of 3 to 7 s and timeouts. Taking one
 * render per turn lets new connections, health checks and API calls in between every render.
 */
export function renderTurns(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const next = () => {
    const start = waiting.shift();
    // Scheduled from an immediate, the next one runs in the next loop turn, after its I/O.
    if (waiting.length > 0) setImmediate(next);
    else scheduled = false;
    start?.();
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(next);
      }
    });
}
