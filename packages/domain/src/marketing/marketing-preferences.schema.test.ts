import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeOf, marketingPreferencesBodySchema } from './marketing-preferences.schema.ts';
import {
  MARKETING_SCHEMES,
  type MarketingPreferences,
  preferencesAfter,
} from './marketing-preferences.ts';

const anyPreferences: fc.Arbitrary<MarketingPreferences> = fc.record(
  Object.fromEntries(
    MARKETING_SCHEMES.map((scheme) => [
      scheme,
      fc.record({ EMAIL: fc.boolean(), SMS: fc.boolean() }),
    ]),
  ) as Record<(typeof MARKETING_SCHEMES)[number], fc.Arbitrary<{ EMAIL: boolean; SMS: boolean }>>,
);

describe('the body of PUT marketing-preferences', () => {
  it('proves a preset or a whole set is accepted', () => {
    expect(changeOf(marketingPreferencesBodySchema.parse({ preset: 'all-on' }))).toEqual({
      preset: 'all-on',
    });
    fc.assert(
      fc.property(anyPreferences, (chosen) => {
        const body = marketingPreferencesBodySchema.parse({ marketingPreferences: chosen });
        expect(changeOf(body)).toEqual({ marketingPreferences: chosen });
      }),
    );
  });

  it('proves both, neither, an unknown preset, a partial set or extra keys are refused', () => {
    const full = preferencesAfter({ preset: 'all-off' });
    const { PARTNER_MONEY: _left, ...partial } = full;
    for (const body of [
      {},
      { preset: 'all-on', marketingPreferences: full },
      { preset: 'some' },
      { marketingPreferences: partial },
      { marketingPreferences: { ...full, RETAILER: { EMAIL: true } } },
      { marketingPreferences: { ...full, RETAILER: { EMAIL: 'yes', SMS: false } } },
      { marketingPreferences: { ...full, OTHER: { EMAIL: true, SMS: true } } },
      { marketingPreferences: { ...full, RETAILER: { EMAIL: true, SMS: true, POST: true } } },
      { preset: 'all-on', extra: 1 },
      null,
      [],
    ]) {
      expect(marketingPreferencesBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(
        false,
      );
    }
    expect(marketingPreferencesBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Send either preset or marketingPreferences, not both',
    );
  });
});
