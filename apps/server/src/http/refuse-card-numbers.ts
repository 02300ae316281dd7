import { looksLikeCardNumber } from '@grocer/domain/payments/card-type';
import { phoneLooksLikeCardNumber } from '@grocer/domain/payments/phone-card-number';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/** The query string as a shopper typed it: decoded where it can be, as sent where not. */
function queryText(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return '';
  const raw = url.slice(at + 1).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A card number must never reach the shop (PCI SAQ A, decisions 0038 and 0045): the hook refuses
 * a request carrying something that looks like one (12–19 digits passing the Luhn check) in its
 * query or body before it is parsed further, and the refusal never repeats it. `phoneFields` name
 * top-level body fields holding phone numbers: a string there is checked by the domain's
 * `phoneLooksLikeCardNumber` (13+ digits), anything else like the rest of the body. For one
 * route's `preValidation`; `refuseCardNumbers` puts it on every route of a plugin.
 */
export function cardNumberGuard(
  options: { phoneFields?: readonly string[] } = {},
): (request: FastifyRequest) => Promise<void> {
  const phoneFields = options.phoneFields ?? [];
  return async (request) => {
    const query = queryText(request.url);
    let body: unknown = request.body;
    let phoneCard = false;
    if (
      phoneFields.length > 0 &&
      body !== null &&
      typeof body === 'object' &&
      !Array.isArray(body)
    ) {
      const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      for (const field of phoneFields) {
        const phone = rest[field];
        if (typeof phone !== 'string') continue;
        phoneCard ||= phoneLooksLikeCardNumber(phone);
        delete rest[field];
      }
      body = rest;
    }
    const bodyText = body === undefined ? '' : JSON.stringify(body);
    if (phoneCard || looksLikeCardNumber(query) || looksLikeCardNumber(bodyText)) {
      throw new AppError(
        'CARD_NUMBER_REFUSED',
        'Card numbers are not accepted here: enter the card in the payment form.',
      );
    }
  };
}

/** Every route of `app` refuses card numbers (see `cardNumberGuard`). */
export function refuseCardNumbers(app: FastifyInstance): void {
  app.addHook('preValidation', cardNumberGuard());
}
