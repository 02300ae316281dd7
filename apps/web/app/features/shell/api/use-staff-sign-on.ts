import { STAFF_SIGN_ON_HINT_COOKIE } from '@grocer/domain/staff/staff-console';
import { useEffect, useState } from 'react';

export const STAFF_SIGN_ON_URL = '/ecom/resources/staff-sign-on';

/**
 * Whether staff are signed on as a customer in this browser, asked once after hydration: shared
 * pages render signed out on the server (decision 0020). Only browsers holding the sign-on hint
 * cookie ask; the server's answer decides. To be folded into the header's per-user fragment.
 */
export function useStaffSignOn(): boolean {
  const [signedOn, setSignedOn] = useState(false);
  useEffect(() => {
    if (
      !document.cookie
        .split(';')
        .some((part) => part.trim().startsWith(`${STAFF_SIGN_ON_HINT_COOKIE}=1`))
    ) {
      return;
    }
    let live = true;
    fetch(STAFF_SIGN_ON_URL, { headers: { Accept: 'application/json' } })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ staffSignOn: boolean }>) : null,
      )
      .then(
        (body) => {
          if (live) setSignedOn(body?.staffSignOn === true);
        },
        () => {},
      );
    return () => {
      live = false;
    };
  }, []);
  return signedOn;
}
