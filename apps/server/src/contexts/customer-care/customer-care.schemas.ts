import {
  CONTACT_LIMITS,
  INBOX_FILTERS,
  TRAP_FIELD,
} from '@grocer/domain/customer-care/contact-form-options';
import { z } from 'zod';
import { integerParam } from '../../http/query-params.schema.ts';

/**
 * The REST bodies' shapes (decision 0076): every field a string of bounded length, unknown
 * fields refused (400). What the fields must hold is the validation catalogue's, checked by the
 * service (422 with each field's message), as the storefront's forms are.
 */
const field = (max: number) => z.string().max(max).optional();
const trap = { [TRAP_FIELD]: z.string().max(2_000).optional() };

export const contactMessageBodySchema = z
  .object({
    topic: field(40),
    firstName: field(200),
    lastName: field(200),
    email: field(400),
    phone: field(100),
    orderNumber: field(100),
    eventDate: field(40),
    productName: field(400),
    productQuantity: field(100),
    // Twice the limit: a message sent with CR LF line breaks counts each as one character.
    message: field(CONTACT_LIMITS.message * 2),
    ...trap,
  })
  .strict();

export const replacementCardBodySchema = z
  .object({
    reason: field(40),
    firstName: field(200),
    lastName: field(200),
    email: field(400),
    phone: field(100),
    cardNumber: field(100),
    addressLine1: field(400),
    addressLine2: field(400),
    town: field(200),
    postcode: field(40),
    message: field(CONTACT_LIMITS.message * 2),
    ...trap,
  })
  .strict();

export const inboxQuerySchema = z
  .object({
    status: z.enum(INBOX_FILTERS).optional(),
    limit: integerParam(1, 200).optional(),
  })
  .strict();

export const messageParamsSchema = z.object({ messageId: integerParam(1, 999_999_999) }).strict();

export const replyBodySchema = z
  .object({ reply: z.string().max(CONTACT_LIMITS.reply * 2) })
  .strict();
