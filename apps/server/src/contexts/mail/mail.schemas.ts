import { isEmailAddress } from '@grocer/domain/identity/email-address';
import { z } from 'zod';
import { integerParam } from '../../http/query-params.schema.ts';

/** The one email rule (decision 0053): mail goes only where registration would have let an account be. */
const recipient = z.string().refine(isEmailAddress, 'must be an email address');

/** No control characters (CR/LF could add lines or headers to a message). */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters');

/** Text of several lines (a shopper's message, a reply): line breaks and tabs, no other control characters. */
const linesOfText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !/\p{Cc}/u.test(value.replace(/[\n\t]/g, '')), {
      message: 'must not contain control characters other than line breaks',
    });

/** A customer care reference, as `careReference` writes it. */
const careReference = z.string().regex(/^CC-\d{6,9}$/);

/** A link the shop sends must lead back to the shop, so a caller's mistake cannot phish. */
const shopLink = (publicOrigin: string) =>
  z
    .string()
    .max(2048)
    .regex(/^[^\s<>"'`]+$/, 'must not contain spaces, quotes or angle brackets')
    .refine((value) => value.startsWith(`${publicOrigin}/`), {
      message: `must be a link on ${publicOrigin}`,
    });

/** What `MailService.enqueue` accepts, by template; links are checked against PUBLIC_ORIGIN. */
export function mailRequestSchema(publicOrigin: string) {
  return z.discriminatedUnion('template', [
    z
      .object({
        to: recipient,
        template: z.literal('password-reset'),
        data: z
          .object({
            resetUrl: shopLink(publicOrigin),
            firstName: plainText(60).optional(),
            expiresInMinutes: z
              .number()
              .int()
              .min(1)
              .max(7 * 24 * 60)
              .optional(),
          })
          .strict(),
      })
      .strict(),
    z
      .object({
        to: recipient,
        template: z.literal('order-confirmation'),
        data: z
          .object({
            customerOrderId: z.string().regex(/^\d{1,20}$/),
            firstName: plainText(60).optional(),
            slot: plainText(200),
            lineCount: z.number().int().min(0).max(100_000),
            totalPence: z.number().int().min(0).max(100_000_000),
            toPayPence: z.number().int().min(0).max(100_000_000).optional(),
            orderUrl: shopLink(publicOrigin),
          })
          .strict(),
      })
      .strict(),
    z
      .object({
        to: recipient,
        template: z.literal('email-changed'),
        data: z.object({ firstName: plainText(60).optional() }).strict(),
      })
      .strict(),
    z
      .object({
        to: recipient,
        template: z.literal('customer-care-acknowledgement'),
        data: z
          .object({
            reference: careReference,
            firstName: plainText(60),
            topic: plainText(120),
            message: linesOfText(5000),
            openingHours: plainText(200),
          })
          .strict(),
      })
      .strict(),
    z
      .object({
        to: recipient,
        template: z.literal('customer-care-notification'),
        data: z
          .object({
            reference: careReference,
            topic: plainText(120),
            facts: z
              .array(z.object({ label: plainText(60), value: plainText(300) }).strict())
              .max(20),
            message: linesOfText(5000),
            inboxUrl: shopLink(publicOrigin),
          })
          .strict(),
      })
      .strict(),
    z
      .object({
        to: recipient,
        template: z.literal('customer-care-reply'),
        data: z
          .object({
            reference: careReference,
            firstName: plainText(60),
            reply: linesOfText(5000).refine((value) => value.trim() !== '', 'must not be empty'),
            openingHours: plainText(200),
          })
          .strict(),
      })
      .strict(),
    z
      .object({
        to: recipient,
        template: z.literal('order-amend-cut-off'),
        data: z
          .object({
            customerOrderId: z.string().regex(/^\d{1,20}$/),
            firstName: plainText(60).optional(),
            outcome: z.enum(['held-slot', 'set-aside']),
            slot: plainText(200),
            orderUrl: shopLink(publicOrigin),
          })
          .strict(),
      })
      .strict(),
    z
      .object({
        to: recipient,
        template: z.literal('delivery-pass-renewal-failed'),
        data: z
          .object({
            firstName: plainText(60).optional(),
            planName: plainText(100),
            expires: plainText(100),
            passUrl: shopLink(publicOrigin),
          })
          .strict(),
      })
      .strict(),
  ]);
}

export type ParsedMailRequest = z.output<ReturnType<typeof mailRequestSchema>>;

/** Viewer path parameter: outbox ids are PostgreSQL integers. */
export const mailIdParamsSchema = z.object({ id: integerParam(1, 2_147_483_647) }).strict();
