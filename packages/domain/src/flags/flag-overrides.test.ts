import { describe, expect, it } from 'vitest';
import {
  FEATURES_HEADER_MAX_LENGTH,
  isStubFlagValue,
  parseFeaturesHeader,
  STUBS_COOKIE,
  stubsFromCookies,
  stubsSetCookie,
} from './flag-overrides.ts';

describe('the features header', () => {
  it('proves flags are turned on and off by name, value or a leading !', () => {
    expect(
      parseFeaturesHeader('multisearch, quick_shop=off, !search_history, site_wide_banner=TRUE'),
    ).toEqual({
      multisearch: true,
      quick_shop: false,
      search_history: false,
      site_wide_banner: true,
    });
  });

  it('proves unknown names, odd values and an over-long header change nothing', () => {
    expect(parseFeaturesHeader('no_such_flag, multisearch=maybe, quick_shop=on=off,,')).toEqual({});
    expect(parseFeaturesHeader(`multisearch,${' '.repeat(FEATURES_HEADER_MAX_LENGTH)}`)).toEqual(
      {},
    );
    expect(parseFeaturesHeader(undefined)).toEqual({});
    expect(parseFeaturesHeader('__proto__=on, constructor')).toEqual({});
  });
});

describe('the stub flag', () => {
  it('proves only the spec’s values switch stubs on', () => {
    for (const value of ['covfefe', 'on', 'true', 'stubs', 'usestubs', ' ON ']) {
      expect(isStubFlagValue(value)).toBe(true);
    }
    for (const value of ['off', 'false', '1', '', null, undefined, 'covfefe2']) {
      expect(isStubFlagValue(value)).toBe(false);
    }
  });
});

describe('the stubs query flag', () => {
  it('stores a session cookie for a stub value and removes it for any other', () => {
    expect(stubsSetCookie(true, false)).toBe(`${STUBS_COOKIE}=on; Path=/; SameSite=Lax; HttpOnly`);
    expect(stubsSetCookie(false, true)).toContain('Max-Age=0');
    expect(stubsSetCookie(false, true)).toContain('Secure');
    expect(stubsFromCookies(`a=1; ${STUBS_COOKIE}=on`)).toBe(true);
    expect(stubsFromCookies(`${STUBS_COOKIE}=off`)).toBe(false);
    expect(stubsFromCookies(null)).toBe(false);
  });
});
