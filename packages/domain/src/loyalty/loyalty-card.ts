/**
 * The loyalty card number rule (spec doc 3 §5: "starts 9210 or 9230, 16 digits"; decision 0086).
 * The prefixes are the scheme's and come from configuration (white-label); the spec's two are the
 * default. Spaces and dashes as printed on the card are ignored.
 */

/** The spec's card prefixes: the default when configuration names none. */
export const DEFAULT_LOYALTY_CARD_PREFIXES: readonly string[] = ['9210', '9230'];

/** Every loyalty card number is this many digits (spec doc 3 §5). */
export const LOYALTY_CARD_DIGITS = 16;

/** The digits of a card number as typed: spaces and dashes dropped. */
export function normaliseLoyaltyCardNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Whether `digits` (normalised) is a card number of the scheme: 16 digits, a known prefix. */
export function isLoyaltyCardNumber(
  digits: string,
  prefixes: readonly string[] = DEFAULT_LOYALTY_CARD_PREFIXES,
): boolean {
  return (
    digits.length === LOYALTY_CARD_DIGITS &&
    /^\d+$/.test(digits) &&
    prefixes.some((prefix) => prefix.length > 0 && digits.startsWith(prefix))
  );
}

/**
 * A new card's number (joining the scheme): the first prefix, then digits from `random` (each
 * call a number in [0, 1)) to make 16. The caller retries on the rare number already issued.
 */
export function newLoyaltyCardNumber(
  prefixes: readonly string[] = DEFAULT_LOYALTY_CARD_PREFIXES,
  random: () => number = Math.random,
): string {
  const prefix = prefixes[0] ?? DEFAULT_LOYALTY_CARD_PREFIXES[0] ?? '9210';
  let digits = prefix;
  while (digits.length < LOYALTY_CARD_DIGITS) {
    digits += String(Math.min(9, Math.floor(random() * 10)));
  }
  return digits.slice(0, LOYALTY_CARD_DIGITS);
}

/** The number as printed on a card: groups of four ('9210 1234 5678 9012'). */
export function formatLoyaltyCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
