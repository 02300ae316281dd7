import {
  CARD_EXPIRY_MM_YY,
  CARDHOLDER_NAME_MAX_LENGTH,
} from '@grocer/domain/payments/card-details';
import { isShopReturnAddress } from '@grocer/domain/payments/return-address';
import { z } from 'zod';

/** Requests of the payment card calls (decision 0038); unknown fields are refused. */

const paymentCardId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be a payment card id')
  .transform(Number);

const addressId = z.number().int().min(1).max(999_999_999);

export const paymentCardParamsSchema = z.object({ paymentCardId }).strict();

export const saveCardBodySchema = z
  .object({
    /** The provider's token from its hosted card form. */
    token: z.string().regex(/^[\w-]{1,100}$/, 'must be a card token'),
    billingAddressId: addressId.nullable().optional(),
  })
  .strict();

export const updateCardBodySchema = z
  .object({
    cardholderName: z.string().trim().min(1).max(CARDHOLDER_NAME_MAX_LENGTH).optional(),
    expiryDate: z.string().regex(CARD_EXPIRY_MM_YY, 'must be MM/YY').optional(),
    billingAddressId: addressId.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'change at least one field');

/** The card form's request: `shopOrigin` is the shop's public origin (decision 0051). */
export const cardFormBodySchema = (shopOrigin: string) =>
  z
    .object({
      /** The shop page that embeds the form: the token comes back to it, and only to the shop. */
      returnUrl: z
        .string()
        .refine(
          (value) => isShopReturnAddress(value, shopOrigin),
          `must be a page of this shop: a path, or an address on ${shopOrigin}`,
        ),
    })
    .strict();
