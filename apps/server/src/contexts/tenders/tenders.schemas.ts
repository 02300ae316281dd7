import {
  giftCardPinSchema,
  giftCardSerialSchema,
  giftCardTokenSchema,
  giftVoucherSerialSchema,
  promoCodeSchema,
} from '@grocer/domain/tenders/tender-input.schema';
import { orderIdSchema } from '@grocer/domain/trolley/trolley-input.schema';
import { z } from 'zod';

/** The tender routes' input (decision 0039); the fields are the domain's schemas. */

export const orderParamsSchema = z.object({ customerOrderId: orderIdSchema }).strict();

export const giftCardTokenBodySchema = z
  .object({ serialNumber: giftCardSerialSchema, pin: giftCardPinSchema })
  .strict();

export const giftCardValidationBodySchema = z
  .object({ giftCardToken: giftCardTokenSchema })
  .strict();

export const addGiftCardBodySchema = z
  .object({ giftCardToken: giftCardTokenSchema, giftCardValidationNonce: giftCardTokenSchema })
  .strict();

export const removeGiftCardBodySchema = z.object({ serialNumber: giftCardSerialSchema }).strict();

export const giftVoucherBodySchema = z.object({ serialNumber: giftVoucherSerialSchema }).strict();

export const promoCodeBodySchema = z.object({ code: promoCodeSchema }).strict();
