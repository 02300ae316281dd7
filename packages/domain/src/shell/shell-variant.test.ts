import { describe, expect, it } from 'vitest';
import { consentSetCookies, NONE_ALLOWED } from '../consent/cookie-consent.ts';
import {
  SHELL_COOKIES,
  shellRequestFacts,
  shellVariant,
  shellVariantKey,
} from './shell-variant.ts';

const facts = (cookieHeader: string | null) =>
  shellRequestFacts((name) => (name === 'cookie' ? cookieHeader : null), null);

describe('the shell variant and cookie consent', () => {
  it('proves the banner shows until every choice is made, and the cache key says which', () => {
    const undecided = shellVariant(facts(null));
    const half = shellVariant(facts('consent-functional=true; consent-analytics=false'));
    const chosen = shellVariant(
      facts(
        consentSetCookies(NONE_ALLOWED, false)
          .map((c) => c.split(';')[0])
          .join('; '),
      ),
    );
    expect(undecided.consentBanner).toBe(true);
    expect(half.consentBanner).toBe(true);
    expect(chosen.consentBanner).toBe(false);
    expect(shellVariantKey(undecided)).not.toBe(shellVariantKey(chosen));
    expect(shellVariantKey(undecided)).toBe(shellVariantKey(half));
  });

  it('proves the consent cookies are frame cookies: shared pages still come from the cache', () => {
    for (const name of [
      'consent-functional',
      'consent-analytics',
      'consent-advertising',
      'consent-experimental',
    ]) {
      expect(SHELL_COOKIES).toContain(name);
    }
  });
});
