import { describe, expect, it } from 'vitest';
import { ALL_ALLOWED, NONE_ALLOWED } from '../consent/cookie-consent.ts';
import { partnerCallsAllowed } from './partner-calls.ts';

describe('the partner calls the cookie choices allow', () => {
  it('proves nothing is called before the choice, or when every kind is declined', () => {
    expect(partnerCallsAllowed(null)).toEqual({ personalisation: false, adOrder: false });
    expect(partnerCallsAllowed(NONE_ALLOWED)).toEqual({ personalisation: false, adOrder: false });
  });

  it('proves each call follows its own category only', () => {
    expect(partnerCallsAllowed({ ...NONE_ALLOWED, analytics: true })).toEqual({
      personalisation: true,
      adOrder: false,
    });
    expect(partnerCallsAllowed({ ...NONE_ALLOWED, experimental: true })).toEqual({
      personalisation: true,
      adOrder: false,
    });
    expect(partnerCallsAllowed({ ...NONE_ALLOWED, advertising: true })).toEqual({
      personalisation: false,
      adOrder: true,
    });
    expect(partnerCallsAllowed({ ...NONE_ALLOWED, functional: true })).toEqual({
      personalisation: false,
      adOrder: false,
    });
    expect(partnerCallsAllowed(ALL_ALLOWED)).toEqual({ personalisation: true, adOrder: true });
  });
});
