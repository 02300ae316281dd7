import { describe, expect, it } from 'vitest';
import {
  ALL_ALLOWED,
  acceptSelected,
  CONSENT_COOKIE_SECONDS,
  consentFromCookies,
  consentSetCookies,
  isAllowed,
  NONE_ALLOWED,
} from './cookie-consent.ts';

const header = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');

describe('cookie consent', () => {
  it('proves nothing is chosen, and nothing but essential allowed, until every category is', () => {
    expect(consentFromCookies(null)).toBeNull();
    expect(
      consentFromCookies(
        'consent-functional=true; consent-analytics=true; consent-advertising=true',
      ),
    ).toBeNull();
    expect(
      consentFromCookies(
        'consent-functional=yes; consent-analytics=true; consent-advertising=true; consent-experimental=true',
      ),
    ).toBeNull();
    expect(isAllowed(null, 'analytics')).toBe(false);
  });

  it('proves Allow all and Reject all round-trip through the cookies, for a day', () => {
    const all = consentSetCookies(ALL_ALLOWED, false);
    expect(consentFromCookies(header(all))).toEqual(ALL_ALLOWED);
    expect(consentFromCookies(header(consentSetCookies(NONE_ALLOWED, true)))).toEqual(NONE_ALLOWED);
    for (const cookie of all) expect(cookie).toContain(`Max-Age=${CONSENT_COOKIE_SECONDS}`);
    expect(CONSENT_COOKIE_SECONDS).toBe(86_400);
    expect(consentSetCookies(NONE_ALLOWED, true)[0]).toContain('; Secure');
  });

  it('proves Accept selected needs all three choices, and experiments follow analytics', () => {
    expect(acceptSelected({ functional: true, analytics: false })).toBeNull();
    expect(acceptSelected({})).toBeNull();
    expect(acceptSelected({ functional: false, analytics: true, advertising: false })).toEqual({
      functional: false,
      analytics: true,
      advertising: false,
      experimental: true,
    });
    const none = acceptSelected({ functional: true, analytics: false, advertising: true });
    expect(none?.experimental).toBe(false);
    expect(isAllowed(none, 'advertising')).toBe(true);
    expect(isAllowed(none, 'analytics')).toBe(false);
  });
});
