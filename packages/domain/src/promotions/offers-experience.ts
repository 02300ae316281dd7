/**
 * The offers experience codes (spec doc 3 §8: "Promo and offer fetch failure uses an error code
 * with a default. Offers experience codes OFFERS_EXPERIENCE_001 to 006, 010, 011 and an unknown
 * code"; decision 0092). The spec gives the codes, not their texts or which fetch each names:
 * each code below is one fetch of the offers pages, with the text the shopper sees when it
 * fails; any other code (or none) has the default.
 */
export const OFFERS_EXPERIENCE_TEXTS = {
  /** The live offers (featured offers). */
  OFFERS_EXPERIENCE_001: "Sorry, we couldn't load this week's offers. Please try again.",
  /** One offer and its products. */
  OFFERS_EXPERIENCE_002: "Sorry, we couldn't load this offer. Please try again.",
  /** The products on offer (the offers pages and their categories). */
  OFFERS_EXPERIENCE_003: "Sorry, we couldn't load the products on offer. Please try again.",
  /** One type of offer (highlights). */
  OFFERS_EXPERIENCE_004: "Sorry, we couldn't load these offers. Please try again.",
  /** Member offers. */
  OFFERS_EXPERIENCE_005: "Sorry, we couldn't load member offers. Please try again.",
  /** A meal deal or bundle. */
  OFFERS_EXPERIENCE_006: "Sorry, we couldn't load this deal. Please try again.",
  /** The offers took too long to answer. */
  OFFERS_EXPERIENCE_010: 'Offers are taking longer than usual to load. Please try again.',
  /** The offers' categories. */
  OFFERS_EXPERIENCE_011: "Sorry, we couldn't load the offer categories. Please try again.",
} as const;

export type OffersExperienceCode = keyof typeof OFFERS_EXPERIENCE_TEXTS;

/** What the shopper sees for a code the table does not have (the spec's unknown code). */
export const OFFERS_EXPERIENCE_DEFAULT_TEXT =
  "Sorry, we couldn't show offers just now. Please try again.";

export function isOffersExperienceCode(code: unknown): code is OffersExperienceCode {
  return typeof code === 'string' && Object.hasOwn(OFFERS_EXPERIENCE_TEXTS, code);
}

/** The text for `code`, or the default for an unknown code or none. */
export function offersExperienceText(code: unknown): string {
  return isOffersExperienceCode(code)
    ? OFFERS_EXPERIENCE_TEXTS[code]
    : OFFERS_EXPERIENCE_DEFAULT_TEXT;
}
