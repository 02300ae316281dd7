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

/** One scheme's consent on one channel (a stored row, a checkbox, an audit entry). */
export interface MarketingConsent {
  scheme: MarketingScheme;
  channel: MarketingChannel;
  consented: boolean;
}

/** What a save asks for: a preset, or the whole set as the page or a client holds it. */
export type MarketingPreferencesChange =
  | { preset: MarketingPreset }
  | { marketingPreferences: MarketingPreferences };

/** The preferences a change leads to. */
export function preferencesAfter(change: MarketingPreferencesChange): MarketingPreferences {
  const chosen =
    'preset' in change ? MARKETING_PRESETS[change.preset] : change.marketingPreferences;
  return preferencesFrom(
    MARKETING_SCHEMES.flatMap((scheme) =>
      MARKETING_CHANNELS.map((channel) => ({
        scheme,
        channel,
        consented: chosen[scheme][channel],
      })),
    ),
  );
}

/**
 * The preferences stored consents stand for: a pair with no consent stored is not consented
 * (opt-in). Consents for unknown schemes or channels are ignored.
 */
export function preferencesFrom(consents: readonly MarketingConsent[]): MarketingPreferences {
  const preferences = everyConsent(false);
  for (const { scheme, channel, consented } of consents) {
    if (isMarketingScheme(scheme) && isMarketingChannel(channel)) {
      preferences[scheme][channel] = consented === true;
    }
  }
  return preferences;
}

/** Each scheme and channel whose consent differs between `before` and `after`, with its new value. */
export function consentChanges(
  before: MarketingPreferences,
  after: MarketingPreferences,
): MarketingConsent[] {
  return MARKETING_SCHEMES.flatMap((scheme) =>
    MARKETING_CHANNELS.filter((channel) => before[scheme][channel] !== after[scheme][channel]).map(
      (channel) => ({ scheme, channel, consented: after[scheme][channel] }),
    ),
  );
}

export function isMarketingScheme(value: unknown): value is MarketingScheme {
  return (MARKETING_SCHEMES as readonly unknown[]).includes(value);
}

export function isMarketingChannel(value: unknown): value is MarketingChannel {
  return (MARKETING_CHANNELS as readonly unknown[]).includes(value);
}

/** A checkbox's value on the preferences form: `RETAILER.EMAIL`. */
export function consentKey(scheme: MarketingScheme, channel: MarketingChannel): string {
  return `${scheme}.${channel}`;
}

/**
 * The preferences a posted form stands for: each ticked box sends its `consentKey`; a box not
 * sent is not consented. Keys the form never offers are ignored (a browser sends only ours).
 */
export function preferencesFromConsentKeys(keys: readonly string[]): MarketingPreferences {
  const ticked = new Set(keys);
  return preferencesFrom(
    MARKETING_SCHEMES.flatMap((scheme) =>
      MARKETING_CHANNELS.map((channel) => ({
        scheme,
        channel,
        consented: ticked.has(consentKey(scheme, channel)),
      })),
    ),
  );
}
