import { describe, expect, it } from 'vitest';
import {
  FEATURES_HEADER_MAX_LENGTH,
  isStubFlagValue,
  parseFeaturesHeader,
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
