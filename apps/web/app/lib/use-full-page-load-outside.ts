import { useEffect } from 'react';
import { useBlocker, useHref } from 'react-router';

/**
 * Leaving a group of pages for a path outside it is a full page load (spec doc 2 §2: entering
 * or leaving checkout from or to a non-checkout path): a client-side navigation out is stopped
 * and the browser loads the address instead. Moves inside the group stay client-side.
 */
export function useFullPageLoadOutside(isInside: (pathname: string) => boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !isInside(nextLocation.pathname),
  );
  const target = useHref(blocker.location ?? '.');
  useEffect(() => {
    if (blocker.state === 'blocked') window.location.assign(target);
  }, [blocker.state, target]);
}
