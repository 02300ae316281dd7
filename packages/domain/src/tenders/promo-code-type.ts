/**
 * Promo code type, spec doc 2 §5: a value that is base64 decoding to digits, a colon, then
 * digits is a VOUCHER; exactly 15 characters of the restricted letter-and-digit alphabet is a
 * COMBO; anything else is a COUPON. The spec does not give the restricted alphabet: decision
 * 0039 takes upper-case letters and digits without the look-alikes 0, 1, I, L and O.
 */

export type PromoCodeType = 'VOUCHER' | 'COMBO' | 'COUPON';

export const COMBO_CODE_LENGTH = 15;
export const COMBO_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const COMBO_PATTERN = new RegExp(`^[${COMBO_ALPHABET}]{${COMBO_CODE_LENGTH}}$`);
/** Canonical base64: whole groups of four, padding only at the end. */
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const DIGITS_COLON_DIGITS = /^\d+:\d+$/;

/** Base64 text decoded to bytes, as Latin-1 characters; null when it is not base64. */
function decodeBase64(text: string): string | null {
  if (text.length === 0 || !BASE64_PATTERN.test(text)) return null;
  try {
    return atob(text);
  } catch {
    return null;
  }
}

/** The type of a promo code as the shopper typed it (surrounding spaces ignored). */
export function promoCodeType(code: string): PromoCodeType {
  const value = code.trim();
  const decoded = decodeBase64(value);
  if (decoded !== null && DIGITS_COLON_DIGITS.test(decoded)) return 'VOUCHER';
  if (COMBO_PATTERN.test(value)) return 'COMBO';
  return 'COUPON';
}
