import { readCookie } from '../shell/cookies.ts';

/**
 * Cookie consent (spec doc 3 §3 cookie preferences: "essential group plus functional,
 * analytics, marketing (advertising), and experimental"; §4 Cookie consent; §9: consent cookies
 * last 1 day). Essential cookies need no consent. The banner and modal ask about three
 * categories; experiments (the experimental category) follow the analytics choice, since an
 * experiment is measured with analytics (decision 0069).
 */
export const CONSENT_CATEGORIES = ['functional', 'analytics', 'advertising'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface CookieConsent {
  functional: boolean;
  analytics: boolean;
  advertising: boolean;
  experimental: boolean;
}

/** One cookie per category, as the spec stores them ("choices are stored in cookies"). */
export const CONSENT_COOKIES: Readonly<Record<keyof CookieConsent, string>> = {
  functional: 'consent-functional',
  analytics: 'consent-analytics',
  advertising: 'consent-advertising',
  experimental: 'consent-experimental',
};

/** Spec doc 3 §9: consent cookies last 1 day. */
export const CONSENT_COOKIE_SECONDS = 24 * 60 * 60;

/** The query flag that opens the cookie preferences modal (spec doc 3 §4). */
export const CONSENT_MODAL_QUERY = 'cookiePreferences';

export const CONSENT_TEXT = {
  bannerLabel: 'Cookie consent',
  allowAll: 'Allow all',
  rejectAll: 'Reject all',
  manage: 'Manage cookies',
  modalTitle: 'Manage cookies',
  allow: 'Allow',
  dontAllow: "Don't allow",
  acceptSelected: 'Accept selected',
  categories: {
    functional: 'Functional',
    analytics: 'Analytics',
    advertising: 'Advertising',
  } satisfies Record<ConsentCategory, string>,
} as const;

export const ALL_ALLOWED: CookieConsent = Object.freeze({
  functional: true,
  analytics: true,
  advertising: true,
  experimental: true,
});

export const NONE_ALLOWED: CookieConsent = Object.freeze({
  functional: false,
  analytics: false,
  advertising: false,
  experimental: false,
});

/**
 * The shopper's choices from the Cookie header, or null while they have not made them all (the
 * banner shows; nothing but essential cookies is allowed). A value other than true or false
 * counts as not chosen.
 */
export function consentFromCookies(header: string | null): CookieConsent | null {
  const chosen: Partial<CookieConsent> = {};
  for (const [category, name] of Object.entries(CONSENT_COOKIES) as [
    keyof CookieConsent,
    string,
  ][]) {
    const value = readCookie(header, name);
    if (value !== 'true' && value !== 'false') return null;
    chosen[category] = value === 'true';
  }
  return chosen as CookieConsent;
}

/** Whether `category` is allowed: never before the shopper has chosen. */
export function isAllowed(consent: CookieConsent | null, category: keyof CookieConsent): boolean {
  return consent?.[category] === true;
}

/**
 * The modal's Accept selected: enabled only once all three categories are chosen (spec doc 3
 * §4), with the experimental category following analytics.
 */
export function acceptSelected(
  choices: Partial<Record<ConsentCategory, boolean>>,
): CookieConsent | null {
  const { functional, analytics, advertising } = choices;
  if (functional === undefined || analytics === undefined || advertising === undefined) {
    return null;
  }
  return { functional, analytics, advertising, experimental: analytics };
}

/** The Set-Cookie values that store `consent` for a day. */
export function consentSetCookies(consent: CookieConsent, secure: boolean): string[] {
  return (Object.entries(CONSENT_COOKIES) as [keyof CookieConsent, string][]).map(
    ([category, name]) =>
      `${name}=${consent[category]}; Path=/; Max-Age=${CONSENT_COOKIE_SECONDS}; SameSite=Lax${
        secure ? '; Secure' : ''
      }`,
  );
}
