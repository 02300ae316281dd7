import { describe, expect, it } from 'vitest';
import {
  FLAG_CATALOGUE,
  FLAG_DEFAULTS,
  FLAG_KEYS,
  isFlagKey,
  sharedPageFlagsKey,
} from './flag-catalogue.ts';
import { flagStateSchema } from './flag-state.schema.ts';

describe('the flag catalogue', () => {
  it('proves the flags the spec lists as on by default are on, and every other is off', () => {
    const on = Object.entries(FLAG_DEFAULTS)
      .filter(([, value]) => value)
      .map(([key]) => key)
      .sort();
    expect(on).toEqual(
      [
        'bought_in_store',
        'loyalty_competitions',
        'manual_address_form_only',
        'multisearch',
        'quick_shop',
        'save_payment_card',
        'search_history',
      ].sort(),
    );
    expect(FLAG_DEFAULTS.site_wide_banner).toBe(false);
    expect(FLAG_DEFAULTS.checkout_external_scripts_exclusion).toBe(false);
  });

  it('proves every key has one definition', () => {
    expect(FLAG_CATALOGUE.map((flag) => flag.key)).toEqual([...FLAG_KEYS]);
    expect(isFlagKey('multisearch')).toBe(true);
    expect(isFlagKey('MULTISEARCH')).toBe(false);
    expect(isFlagKey('__proto__')).toBe(false);
  });

  it('proves a state is off or on for 0 to 100 per cent of visitors, whole numbers only', () => {
    expect(flagStateSchema.safeParse({ enabled: true, rolloutPercent: 100 }).success).toBe(true);
    expect(flagStateSchema.safeParse({ enabled: false, rolloutPercent: 0 }).success).toBe(true);
    for (const bad of [
      { enabled: true, rolloutPercent: 101 },
      { enabled: true, rolloutPercent: -1 },
      { enabled: true, rolloutPercent: 12.5 },
      { enabled: 'yes', rolloutPercent: 10 },
      { enabled: true },
    ]) {
      expect(flagStateSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('proves the shared pages key changes with a shared-page flag and not with the others', () => {
    const base = sharedPageFlagsKey(FLAG_DEFAULTS);
    expect(sharedPageFlagsKey({ ...FLAG_DEFAULTS, multisearch: false })).not.toBe(base);
    expect(sharedPageFlagsKey({ ...FLAG_DEFAULTS, site_wide_banner: true })).not.toBe(base);
    expect(sharedPageFlagsKey({ ...FLAG_DEFAULTS, save_payment_card: false })).toBe(base);
  });
});
