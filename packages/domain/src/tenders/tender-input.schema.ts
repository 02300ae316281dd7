import { z } from 'zod';

/**
 * What shoppers type for gift cards, gift vouchers and promo codes (decision 0039: the spec
 * leaves the formats open). Spaces a shopper types inside a card or voucher number are ignored.
 */

const withoutSpaces = (value: string) => value.replace(/[\s-]/g, '');

/** A gift card number: 19 digits. */
export const giftCardSerialSchema = z
  .string()
  .max(40)
  .transform(withoutSpaces)
  .pipe(z.string().regex(/^\d{19}$/, 'A gift card number is 19 digits'));

/** A gift card PIN: 4 digits. */
export const giftCardPinSchema = z.string().regex(/^\d{4}$/, 'A PIN is 4 digits');

/** A gift voucher number: 12 to 16 letters and digits, case ignored. */
export const giftVoucherSerialSchema = z
  .string()
  .max(40)
  .transform((value) => withoutSpaces(value).toUpperCase())
  .pipe(
    z.string().regex(/^[A-Z0-9]{12,16}$/, 'A gift voucher number is 12 to 16 letters and digits'),
  );

/** A promo code: 1 to 40 letters, digits and the base64 signs. */
export const promoCodeSchema = z
  .string()
  .max(60)
  .transform((value) => value.trim())
  .pipe(
    z.string().regex(/^[A-Za-z0-9+/=_-]{1,40}$/, 'Enter a code of up to 40 letters and digits'),
  );

/** An opaque token or nonce the shop issued: 43 base64url characters (32 random bytes). */
export const giftCardTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a gift card token');
