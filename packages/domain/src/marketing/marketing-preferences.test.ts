import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consentChanges,
  consentKey,
  MARKETING_CHANNELS,
  MARKETING_PRESETS,
  MARKETING_SCHEMES,
  type MarketingPreferences,
  matchingPreset,
  NO_MARKETING,
  preferencesAfter,
  preferencesFrom,
  preferencesFromConsentKeys,
} from './marketing-preferences.ts';

const anyPreferences: fc.Arbitrary<MarketingPreferences> = fc.record(
  Object.fromEntries(
    MARKETING_SCHEMES.map((scheme) => [
      scheme,
      fc.record({ EMAIL: fc.boolean(), SMS: fc.boolean() }),
    ]),
  ) as Record<(typeof MARKETING_SCHEMES)[number], fc.Arbitrary<{ EMAIL: boolean; SMS: boolean }>>,
);

const ticked = (preferences: MarketingPreferences) =>
  MARKETING_SCHEMES.flatMap((scheme) =>
    MARKETING_CHANNELS.filter((channel) => preferences[scheme][channel]).map((channel) =>
      consentKey(scheme, channel),
    ),
  );

describe('marketing preferences', () => {
  it('proves nothing is consented until the shopper says so (opt-in)', () => {
    expect(preferencesFrom([])).toEqual(NO_MARKETING);
    expect(matchingPreset(preferencesFrom([]))).toBe('all-off');
    const one = preferencesFrom([{ scheme: 'PARTNER', channel: 'SMS', consented: true }]);
    expect(one.PARTNER).toEqual({ EMAIL: false, SMS: true });
    expect(one.RETAILER).toEqual({ EMAIL: false, SMS: false });
    expect(matchingPreset(one)).toBeNull();
  });

  it('proves stored consents for schemes or channels the shop does not know are ignored', () => {
    const odd = preferencesFrom([
      { scheme: 'toString' as never, channel: 'EMAIL', consented: true },
      { scheme: 'RETAILER', channel: 'POST' as never, consented: true },
    ]);
    expect(odd).toEqual(NO_MARKETING);
    expect(Object.keys(odd)).toEqual([...MARKETING_SCHEMES]);
  });

  it('proves the presets turn every consent on or off, and are recognised', () => {
    expect(matchingPreset(preferencesAfter({ preset: 'all-on' }))).toBe('all-on');
    expect(matchingPreset(preferencesAfter({ preset: 'all-off' }))).toBe('all-off');
    for (const scheme of MARKETING_SCHEMES) {
      expect(preferencesAfter({ preset: 'all-on' })[scheme]).toEqual({ EMAIL: true, SMS: true });
    }
  });

  it('proves a change to a whole set leads to exactly that set, and never aliases the presets', () => {
    fc.assert(
      fc.property(anyPreferences, (chosen) => {
        const after = preferencesAfter({ marketingPreferences: chosen });
        expect(after).toEqual(chosen);
        after.RETAILER.EMAIL = !after.RETAILER.EMAIL;
        expect(chosen.RETAILER.EMAIL).not.toBe(after.RETAILER.EMAIL);
      }),
    );
    const on = preferencesAfter({ preset: 'all-on' });
    on.LOYALTY.SMS = false;
    expect(MARKETING_PRESETS['all-on'].LOYALTY.SMS).toBe(true);
  });

  it('proves the changes between two sets are exactly the consents that differ', () => {
    fc.assert(
      fc.property(anyPreferences, anyPreferences, (before, after) => {
        const changes = consentChanges(before, after);
        const differing = MARKETING_SCHEMES.flatMap((scheme) =>
          MARKETING_CHANNELS.filter((c) => before[scheme][c] !== after[scheme][c]),
        ).length;
        expect(changes).toHaveLength(differing);
        const applied = preferencesFrom([
          ...MARKETING_SCHEMES.flatMap((scheme) =>
            MARKETING_CHANNELS.map((channel) => ({
              scheme,
              channel,
              consented: before[scheme][channel],
            })),
          ),
          ...changes,
        ]);
        expect(applied).toEqual(after);
      }),
    );
    expect(consentChanges(NO_MARKETING, NO_MARKETING)).toEqual([]);
  });

  it('proves the form reads back the set whose boxes were ticked, ignoring boxes it never offers', () => {
    fc.assert(
      fc.property(anyPreferences, (chosen) => {
        expect(preferencesFromConsentKeys(ticked(chosen))).toEqual(chosen);
      }),
    );
    expect(preferencesFromConsentKeys(['__proto__', 'RETAILER.POST', 'RETAILER'])).toEqual(
      NO_MARKETING,
    );
    expect(preferencesFromConsentKeys(['LOYALTY.SMS', 'LOYALTY.SMS']).LOYALTY.SMS).toBe(true);
  });
});

describe('marketing preferences: the groundwork', () => {
  it('hold EMAIL and SMS consent for the four schemes, all off until the shopper opts in', () => {
    expect(MARKETING_CHANNELS).toEqual(['EMAIL', 'SMS']);
    expect(MARKETING_SCHEMES).toEqual(['RETAILER', 'LOYALTY', 'PARTNER', 'PARTNER_MONEY']);
    for (const scheme of MARKETING_SCHEMES) {
      expect(NO_MARKETING[scheme]).toEqual({ EMAIL: false, SMS: false });
      expect(MARKETING_PRESETS['all-on'][scheme]).toEqual({ EMAIL: true, SMS: true });
      expect(MARKETING_PRESETS['all-off'][scheme]).toEqual({ EMAIL: false, SMS: false });
    }
  });

  it('match the all-off and all-on presets, and nothing when mixed', () => {
    expect(matchingPreset(NO_MARKETING)).toBe('all-off');
    expect(matchingPreset(structuredClone(MARKETING_PRESETS['all-on']))).toBe('all-on');
    const mixed = structuredClone(NO_MARKETING);
    mixed.PARTNER_MONEY.SMS = true;
    expect(matchingPreset(mixed)).toBeNull();
  });

  it('match a preset exactly when every consent is the same (property)', () => {
    const preferences: fc.Arbitrary<MarketingPreferences> = fc.record(
      Object.fromEntries(
        MARKETING_SCHEMES.map((scheme) => [
          scheme,
          fc.record({ EMAIL: fc.boolean(), SMS: fc.boolean() }),
        ]),
      ) as Record<keyof MarketingPreferences, fc.Arbitrary<{ EMAIL: boolean; SMS: boolean }>>,
    );
    fc.assert(
      fc.property(preferences, (value) => {
        const all = MARKETING_SCHEMES.flatMap((scheme) =>
          MARKETING_CHANNELS.map((channel) => value[scheme][channel]),
        );
        const expected = all.every(Boolean) ? 'all-on' : all.every((v) => !v) ? 'all-off' : null;
        expect(matchingPreset(value)).toBe(expected);
      }),
    );
  });

  it('presets are separate objects: changing a copy never changes a preset', () => {
    expect(MARKETING_PRESETS['all-off']).not.toBe(NO_MARKETING);
    expect(MARKETING_PRESETS['all-off'].RETAILER).not.toBe(MARKETING_PRESETS['all-off'].LOYALTY);
  });
});
