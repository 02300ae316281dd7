import { useEffect } from 'react';
import { useBlocker, useHref } from 'react-router';

/**
 * Leaving this page is a full page load (spec doc 2 §2: payment cards), whichever link the shopper
 * follows — the page's own, the header's or the menu's: a client-side navigation to another path
 * is stopped and the browser loads the address instead.
 */
export function useFullPageLoadOnLeave(): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  const target = useHref(blocker.location ?? '.');
  useEffect(() => {
    if (blocker.state === 'blocked') window.location.assign(target);
  }, [blocker.state, target]);
}
