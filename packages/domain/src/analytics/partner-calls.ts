import { type CookieConsent, isAllowed } from '../consent/cookie-consent.ts';

/**
 * The shop's calls to its marketing partners (spec doc 3 §4 and §7): recommendation impressions
 * and clicks to the personalisation engine, and the ad-order post, each with a 2 s timeout whose
 * failures are only logged (decision 0070).
 */
export const PARTNER_CALL_TIMEOUT_MS = 2_000;

/**
 * Which partner calls the visitor's cookie choices allow: the personalisation engine measures
 * and tailors (analytics or experimental), the ad order is advertising. Nothing before they
 * have chosen.
 */
export function partnerCallsAllowed(consent: CookieConsent | null): {
  personalisation: boolean;
  adOrder: boolean;
} {
  return {
    personalisation: isAllowed(consent, 'analytics') || isAllowed(consent, 'experimental'),
    adOrder: isAllowed(consent, 'advertising'),
  };
}
