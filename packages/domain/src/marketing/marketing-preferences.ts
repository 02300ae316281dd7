/**
 * Marketing preferences (spec doc 3 §3, §4): consent per channel (EMAIL, SMS) for four schemes —
 * the retailer, its loyalty scheme, a department-store partner and the partner's money service.
 * Scheme names are white-label configuration; these keys are what is stored and sent.
 */

export const MARKETING_CHANNELS = ['EMAIL', 'SMS'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export const MARKETING_SCHEMES = ['RETAILER', 'LOYALTY', 'PARTNER', 'PARTNER_MONEY'] as const;
export type MarketingScheme = (typeof MARKETING_SCHEMES)[number];

export type MarketingPreferences = Record<MarketingScheme, Record<MarketingChannel, boolean>>;

function everyConsent(value: boolean): MarketingPreferences {
  const channels = () => ({ EMAIL: value, SMS: value });
  return {
    RETAILER: channels(),
    LOYALTY: channels(),
    PARTNER: channels(),
    PARTNER_MONEY: channels(),
  };
}

/** Nothing is consented until the shopper says so (UK PECR: marketing is opt-in). */
export const NO_MARKETING: MarketingPreferences = everyConsent(false);

/** The two presets the spec names. */
export const MARKETING_PRESETS = {
  'all-off': everyConsent(false),
  'all-on': everyConsent(true),
} as const satisfies Record<string, MarketingPreferences>;
export type MarketingPreset = keyof typeof MARKETING_PRESETS;

/** Which preset the preferences equal, if any (the page marks that preset's button). */
export function matchingPreset(preferences: MarketingPreferences): MarketingPreset | null {
  for (const [name, preset] of Object.entries(MARKETING_PRESETS) as [
    MarketingPreset,
    MarketingPreferences,
  ][]) {
    const same = MARKETING_SCHEMES.every((scheme) =>
      MARKETING_CHANNELS.every(
        (channel) => preset[scheme][channel] === preferences[scheme][channel],
      ),
    );
    if (same) return name;
  }
  return null;
}
