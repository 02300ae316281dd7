import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MARKETING_CHANNELS,
  MARKETING_PRESETS,
  MARKETING_SCHEMES,
  type MarketingPreferences,
  matchingPreset,
  NO_MARKETING,
} from './marketing-preferences.ts';

describe('marketing preferences', () => {
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
