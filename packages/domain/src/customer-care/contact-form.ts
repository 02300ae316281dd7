import type { z } from 'zod';
import { emailSchema } from '../identity/email-address.ts';
import type { RateLimit } from '../identity/rate-window.ts';
import {
  CARD_REASON_REQUIRED,
  REPLY_REQUIRED,
  TOPIC_REQUIRED,
} from '../messages/customer-care-messages.ts';
import { notFutureDateSchema } from '../validation/date.schema.ts';
import { loyaltyCardNumberSchema } from '../validation/loyalty-card.schema.ts';
import { INVALID_FREE_TEXT, mustBeNoMoreThan, pleaseEnterYour } from '../validation/messages.ts';
import { orderNumberSchema } from '../validation/order-number.schema.ts';
import { phoneNumberSchema } from '../validation/phone.schema.ts';
import { ukPostcodeSchema } from '../validation/postcode.schema.ts';
import { productNameSchema, productQuantitySchema } from '../validation/product-request.schema.ts';
import { addressLineSchema, namedFieldSchema } from '../validation/text-field.schema.ts';
import {
  CARD_REASONS,
  type CardReason,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  type ContactField,
  type ContactTopic,
  type ReplacementCardField,
} from './contact-form-options.ts';

/**
 * The contact form and the replacement card form (issue 24, decision 0076), checked with the
 * form validation catalogue's rules and messages (spec doc 3 §5): named fields, phone, email,
 * order number, a date not in the future, product name and quantity for a product request, and
 * free text in the catalogue's characters. The storefront (on the server, and in the browser as
 * the shopper types) and the customer care service all check with these functions.
 */

/** At most this many messages per window, from one address and to one email address. */
export const CONTACT_RATE_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * 60_000 },
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/** Whether the trap field came back filled (a person's form sends it empty). */
export function isTrapFilled(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

/** The form as typed; `recentOrder` is a signed-in shopper's pick from their recent orders. */
export type ContactFormInput = Partial<Record<ContactField | 'recentOrder', string>>;

export interface ContactMessage {
  topic: ContactTopic;
  firstName: string;
  lastName: string;
  /** Lower-cased. */
  email: string;
  phone: string | null;
  orderNumber: string | null;
  /** 'YYYY-MM-DD' in the London calendar. */
  eventDate: string | null;
  productName: string | null;
  productQuantity: string | null;
  /** Line breaks as '\n'. */
  message: string;
}

export type ReplacementCardInput = Partial<Record<ReplacementCardField, string>>;

export interface ReplacementCardRequest {
  reason: CardReason;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** Digits only. */
  cardNumber: string | null;
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  /** Standard form, e.g. 'RG1 4AB'. */
  postcode: string;
  /** Anything else the shopper wrote; may be empty. */
  message: string;
}

/** Every problem, field by field (the first of each field's), or the checked value. */
export type FormCheck<Value, Field extends string> =
  | { ok: true; value: Value }
  | { ok: false; errors: Partial<Record<Field, string>> };

/** A browser sends a text area's line breaks as CR LF; one line break counts one character. */
function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * Free text (spec doc 3 §5): only A-Z, digits, space and - _ . , ( ) & ? ! @ £ % / +, and line
 * breaks, since it is typed in a box of several lines.
 */
const FREE_TEXT = /^[A-Za-z0-9 \n\-_.,()&?!@£%/+]*$/;

/** Control characters other than line breaks and tabs (a reply is written by staff). */
const CONTROL = /[\p{Cc}]/u;

class Checker<Field extends string> {
  readonly errors: Partial<Record<Field, string>> = {};

  /** The schema's output, or null with the field's first message noted. */
  take<S extends z.ZodType>(field: Field, schema: S, value: string): z.output<S> | null {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    this.errors[field] ??= result.error.issues[0]?.message ?? pleaseEnterYour(field);
    return null;
  }

  fail(field: Field, message: string): null {
    this.errors[field] ??= message;
    return null;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

const text = (value: string | undefined) => value ?? '';
const blank = (value: string | undefined) => text(value).trim() === '';

function name(
  check: Checker<'firstName' | 'lastName'>,
  field: 'firstName' | 'lastName',
  value?: string,
) {
  const label = field === 'firstName' ? 'first name' : 'last name';
  return check.take(
    field,
    namedFieldSchema(label).max(CONTACT_LIMITS.name, mustBeNoMoreThan(CONTACT_LIMITS.name)),
    text(value),
  );
}

function optionalPhone(check: Checker<'phone'>, value?: string): string | null {
  if (blank(value)) return null;
  return check.take(
    'phone',
    phoneNumberSchema.max(CONTACT_LIMITS.phone, mustBeNoMoreThan(CONTACT_LIMITS.phone)),
    text(value),
  );
}

/** Free text within `max` characters; `required` gives the named-field message when blank. */
function freeText<F extends string>(
  check: Checker<F>,
  field: F,
  value: string | undefined,
  options: { max: number; required: string | null },
): string | null {
  const typed = normaliseLineBreaks(text(value)).trim();
  if (typed === '') return options.required === null ? '' : check.fail(field, options.required);
  if (typed.length > options.max) return check.fail(field, mustBeNoMoreThan(options.max));
  if (!FREE_TEXT.test(typed)) return check.fail(field, INVALID_FREE_TEXT);
  return typed;
}

function topicOf(value: string | undefined): ContactTopic | null {
  return CONTACT_TOPICS.find((topic) => topic.value === value)?.value ?? null;
}

/** The order the message is about: the recent order picked, else the number typed. */
export function chosenOrderNumber(input: Pick<ContactFormInput, 'recentOrder' | 'orderNumber'>) {
  return blank(input.recentOrder) ? text(input.orderNumber) : text(input.recentOrder);
}

/**
 * The contact form, checked at `now` (the date may not be after today in London). Each topic
 * asks for its own fields, all required, and drops the others' (the form shows a topic's fields
 * only once it is chosen, so a field left filled under another topic is not the shopper's
 * concern): an order number for an order, the date for a shop visit, a product's name and
 * quantity for a product request.
 */
export function checkContactForm(
  input: ContactFormInput,
  now: Date,
): FormCheck<ContactMessage, ContactField> {
  const check = new Checker<ContactField>();
  const topic = topicOf(input.topic) ?? check.fail('topic', TOPIC_REQUIRED);
  const firstName = name(check, 'firstName', input.firstName);
  const lastName = name(check, 'lastName', input.lastName);
  const email = check.take('email', emailSchema, text(input.email));
  const phone = optionalPhone(check, input.phone);

  const orderNumber =
    topic === 'order'
      ? check.take('orderNumber', orderNumberSchema, chosenOrderNumber(input))
      : null;
  const eventDate =
    topic === 'shop-visit'
      ? check.take('eventDate', notFutureDateSchema(now), text(input.eventDate))
      : null;
  const productRequest = topic === 'product-request';
  const productName = productRequest
    ? check.take(
        'productName',
        productNameSchema.max(
          CONTACT_LIMITS.productName,
          mustBeNoMoreThan(CONTACT_LIMITS.productName),
        ),
        text(input.productName),
      )
    : null;
  const productQuantity = productRequest
    ? check.take(
        'productQuantity',
        productQuantitySchema.max(
          CONTACT_LIMITS.productQuantity,
          mustBeNoMoreThan(CONTACT_LIMITS.productQuantity),
        ),
        text(input.productQuantity),
      )
    : null;
  const message = freeText(check, 'message', input.message, {
    max: CONTACT_LIMITS.message,
    required: pleaseEnterYour('message'),
  });

  if (!check.ok || topic === null || firstName === null || lastName === null) {
    return { ok: false, errors: check.errors };
  }
  return {
    ok: true,
    value: {
      topic,
      firstName,
      lastName,
      email: email as string,
      phone,
      orderNumber,
      eventDate,
      productName,
      productQuantity,
      message: message as string,
    },
  };
}

/** The replacement card form: who and where to post the card to, and why. */
export function checkReplacementCardForm(
  input: ReplacementCardInput,
): FormCheck<ReplacementCardRequest, ReplacementCardField> {
  const check = new Checker<ReplacementCardField>();
  const reason =
    CARD_REASONS.find((option) => option.value === input.reason)?.value ??
    check.fail('reason', CARD_REASON_REQUIRED);
  const firstName = name(check, 'firstName', input.firstName);
  const lastName = name(check, 'lastName', input.lastName);
  const email = check.take('email', emailSchema, text(input.email));
  const phone = optionalPhone(check, input.phone);
  const cardNumber = blank(input.cardNumber)
    ? null
    : check.take('cardNumber', loyaltyCardNumberSchema, text(input.cardNumber));
  const line = (required: boolean) =>
    addressLineSchema({ required }).max(
      CONTACT_LIMITS.addressLine,
      mustBeNoMoreThan(CONTACT_LIMITS.addressLine),
    );
  const addressLine1 = check.take('addressLine1', line(true), text(input.addressLine1));
  const addressLine2 = blank(input.addressLine2)
    ? null
    : check.take('addressLine2', line(false), text(input.addressLine2));
  const town = check.take(
    'town',
    namedFieldSchema('town').max(CONTACT_LIMITS.name, mustBeNoMoreThan(CONTACT_LIMITS.name)),
    text(input.town),
  );
  const postcode = check.take('postcode', ukPostcodeSchema, text(input.postcode));
  const message = freeText(check, 'message', input.message, {
    max: CONTACT_LIMITS.message,
    required: null,
  });

  if (!check.ok || reason === null) return { ok: false, errors: check.errors };
  return {
    ok: true,
    value: {
      reason,
      firstName: firstName as string,
      lastName: lastName as string,
      email: email as string,
      phone,
      cardNumber,
      addressLine1: addressLine1 as string,
      addressLine2,
      town: town as string,
      postcode: postcode as string,
      message: message as string,
    },
  };
}

/** A staff reply: required, at most 5,000 characters, no control characters but line breaks and tabs. */
export function checkCareReply(value: string): FormCheck<string, 'reply'> {
  const reply = normaliseLineBreaks(value).trim();
  if (reply === '') return { ok: false, errors: { reply: REPLY_REQUIRED } };
  if (reply.length > CONTACT_LIMITS.reply) {
    return { ok: false, errors: { reply: mustBeNoMoreThan(CONTACT_LIMITS.reply) } };
  }
  if (CONTROL.test(reply.replace(/[\n\t]/g, ''))) {
    return { ok: false, errors: { reply: 'Please remove control characters from the reply' } };
  }
  return { ok: true, value: reply };
}

/** The message id in a reference, or null when it is not one. */
export function messageIdOfReference(reference: string): number | null {
  const match = /^CC-(\d{6,9})$/.exec(reference.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Opening a message is audited once an hour per staff member, not on every reload. */
export const OPEN_AUDIT_INTERVAL_MS = 60 * 60_000;

export function shouldAuditOpening(lastOpenedAt: Date | null, now: Date): boolean {
  return lastOpenedAt === null || now.getTime() - lastOpenedAt.getTime() >= OPEN_AUDIT_INTERVAL_MS;
}
