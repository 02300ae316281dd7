import { timingSafeEqual } from 'node:crypto';
import { isShopReturnAddress } from '@grocer/domain/payments/return-address';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contentSecurityPolicy } from '../plugins/security-headers.ts';
import {
  cardFormPage,
  challengeDonePage,
  challengePage,
  spentFormPage,
  tokenisedPage,
} from './psp.pages.ts';
import { MAX_AMOUNT_PENCE, type MoneyOperations, type PspService } from './psp.service.ts';

/**
 * The sandbox payment provider under /psp (decision 0038). Two faces, as a real one has:
 * - pages for the shopper's browser (the hosted card form in the shop's iframe, the 3-D Secure
 *   check), plain HTML forms;
 * - a JSON API for the shop's server, with its secret key as a bearer token and an
 *   `Idempotency-Key` header on every call that moves money.
 * Not under /api: it is not the shop's, and its answers are its own shape (`{ error }`).
 */

const FORM_LIMIT = 4 * 1024;
const id = z.string().regex(/^[\w-]{1,100}$/);
const sessionParams = z.object({ sessionId: z.uuid() });
const paymentParams = z.object({ paymentId: id });
const tokenParams = z.object({ token: id });
const idempotencyKey = z.string().min(8).max(200);
const amount = z.number().int().min(1).max(MAX_AMOUNT_PENCE);

/**
 * Where the token and the shopper go back to: a page of the merchant's, registered as its origin
 * (the shop's public origin), or a path on it (the built-in provider shares it). Decision 0051.
 */
const returnUrlSchema = (shopOrigin: string) =>
  z
    .string()
    .refine((value) => isShopReturnAddress(value, shopOrigin), 'must be a page of the shop');
const shopperReference = z.string().regex(/^[\w:.-]{1,100}$/);

const cardForm = z.object({
  cardholderName: z.string().max(200).default(''),
  cardNumber: z.string().max(100).default(''),
  expiryDate: z.string().max(20).default(''),
  securityCode: z.string().max(20).default(''),
});

function refuse(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).send({ error });
}

/** The PSP's pages may be framed by the shop (same origin), unlike any shop page. */
function framedByTheShop(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const csp = contentSecurityPolicy(
    { nonce: request.cspNonce },
    request.protocol === 'https',
  ).replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  return reply
    .header('content-security-policy', csp)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
}

export async function pspRoutes(
  app: FastifyInstance,
  options: {
    psp: PspService;
    apiKey: string;
    /** The merchant's origin (PUBLIC_ORIGIN): the only place tokens and shoppers go back to. */
    shopOrigin: string;
  },
) {
  const { psp, shopOrigin } = options;
  const returnUrl = returnUrlSchema(shopOrigin);
  const expectedKey = Buffer.from(`Bearer ${options.apiKey}`);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // ── Pages for the shopper's browser ──

  app.get('/form/:sessionId', async (request, reply) => {
    const params = sessionParams.safeParse(request.params);
    const session = params.success ? await psp.formSession(params.data.sessionId) : null;
    framedByTheShop(request, reply);
    if (!params.success || !session) return reply.code(404).send(spentFormPage());
    return reply.send(cardFormPage(params.data.sessionId, {}));
  });

  app.post('/form/:sessionId', async (request, reply) => {
    const params = sessionParams.safeParse(request.params);
    const body = cardForm.safeParse(request.body ?? {});
    framedByTheShop(request, reply);
    if (!params.success) return reply.code(404).send(spentFormPage());
    if (!body.success) return reply.code(400).send(cardFormPage(params.data.sessionId, {}));
    const result = await psp.tokenise(params.data.sessionId, body.data);
    if (result.outcome === 'spent') return reply.code(404).send(spentFormPage());
    if (result.outcome === 'invalid') {
      return reply.code(422).send(cardFormPage(params.data.sessionId, body.data, result.errors));
    }
    return reply.send(tokenisedPage(result.token, result.returnUrl, shopOrigin));
  });

  // `returnUrl` (optional): where the shopper goes back to after the check when the page is the
  // whole window (no JavaScript); framed, the page tells its parent by postMessage instead.
  // A return address that is not the shop's is ignored: the page offers no way back to it.
  const challengeQuery = z.object({ returnUrl: returnUrl.optional() });

  app.get('/challenge/:paymentId', async (request, reply) => {
    const params = paymentParams.safeParse(request.params);
    const query = challengeQuery.safeParse(request.query ?? {});
    const back = query.success ? query.data.returnUrl : undefined;
    const payment = params.success ? await psp.payment(params.data.paymentId) : null;
    framedByTheShop(request, reply);
    if (!payment) return reply.code(404).send(spentFormPage());
    if (payment.status !== 'CHALLENGE_REQUIRED') {
      return reply.send(challengeDonePage(payment, back, shopOrigin));
    }
    return reply.send(challengePage(payment, back));
  });

  app.post('/challenge/:paymentId', async (request, reply) => {
    const params = paymentParams.safeParse(request.params);
    const body = z
      .object({ result: z.enum(['complete', 'fail']), returnUrl: returnUrl.optional() })
      .safeParse(request.body ?? {});
    framedByTheShop(request, reply);
    if (!params.success || !body.success) return reply.code(400).send(spentFormPage());
    const payment = await psp.answerChallenge(
      params.data.paymentId,
      body.data.result === 'complete',
    );
    if (!payment) return reply.code(404).send(spentFormPage());
    return reply.send(challengeDonePage(payment, body.data.returnUrl, shopOrigin));
  });

  // ── The API for the shop's server ──

  await app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expectedKey.length || !timingSafeEqual(given, expectedKey)) {
        return refuse(reply, 401, 'A valid secret key is needed.');
      }
    });

    /** Runs a money-moving call once per Idempotency-Key. */
    async function once(
      request: FastifyRequest,
      reply: FastifyReply,
      operation: string,
      run: (operations: MoneyOperations) => Promise<{ status: number; body: unknown }>,
    ) {
      const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
      if (!key.success) return refuse(reply, 400, 'An Idempotency-Key header is needed.');
      const result = await psp.once(
        key.data,
        `${operation} ${JSON.stringify(request.params)} ${JSON.stringify(request.body ?? null)}`,
        run,
      );
      if (result.outcome === 'mismatch') {
        return refuse(reply, 422, 'This Idempotency-Key was used for another request.');
      }
      if (result.outcome === 'in-progress') {
        return refuse(reply, 409, 'A request with this Idempotency-Key is in progress.');
      }
      if (result.outcome === 'repeat') reply.header('idempotent-replayed', 'true');
      return reply.code(result.value.status).send(result.value.body);
    }

    api.post('/v1/sessions', async (request, reply) => {
      const body = z.object({ returnUrl, shopperReference }).safeParse(request.body);
      if (!body.success) {
        return refuse(
          reply,
          400,
          'returnUrl must be a page of the shop, and shopperReference name its shopper.',
        );
      }
      return psp.openFormSession(body.data.returnUrl, body.data.shopperReference);
    });

    api.get('/v1/cards/:token', async (request, reply) => {
      const params = tokenParams.safeParse(request.params);
      const card = params.success ? await psp.card(params.data.token) : null;
      if (!card) return refuse(reply, 404, 'No such card token.');
      return card;
    });

    api.delete('/v1/cards/:token', async (request, reply) => {
      const params = tokenParams.safeParse(request.params);
      if (!params.success || !(await psp.forget(params.data.token))) {
        return refuse(reply, 404, 'No such card token.');
      }
      return reply.code(204).send();
    });

    api.post('/v1/payments', (request, reply) =>
      once(request, reply, 'authorise', async (operations) => {
        const body = z.object({ token: id, amountPence: amount }).safeParse(request.body);
        if (!body.success)
          return { status: 400, body: { error: 'token and amountPence are needed.' } };
        const payment = await operations.authorise(body.data.token, body.data.amountPence);
        if (!payment) return { status: 404, body: { error: 'No such card token.' } };
        return { status: 200, body: payment };
      }),
    );

    // Open authorisations the merchant made under its key prefixes, before a time (decision
    // 0056): `?status=AUTHORISED&createdBefore=<ISO>&keyPrefix=order-&keyPrefix=amend-`, oldest
    // first; `startingAfter=<paymentId>` (the last one seen) for the next page.
    const keyPrefix = z.string().min(1).max(100);
    const openQuery = z.object({
      status: z.literal('AUTHORISED'),
      createdBefore: z.iso.datetime({ offset: true }),
      keyPrefix: z.union([keyPrefix.transform((one) => [one]), z.array(keyPrefix).min(1).max(50)]),
      limit: z.coerce.number().int().min(1).max(500).default(100),
      startingAfter: id.optional(),
    });
    api.get('/v1/payments', async (request, reply) => {
      const query = openQuery.safeParse(request.query ?? {});
      if (!query.success) {
        return refuse(reply, 400, 'status=AUTHORISED, createdBefore and keyPrefix are needed.');
      }
      const { keyPrefix: prefixes, createdBefore, limit, startingAfter } = query.data;
      return {
        payments: await psp.openAuthorisations(
          prefixes,
          new Date(createdBefore),
          limit,
          startingAfter,
        ),
      };
    });

    api.get('/v1/payments/:paymentId', async (request, reply) => {
      const params = paymentParams.safeParse(request.params);
      const payment = params.success ? await psp.payment(params.data.paymentId) : null;
      if (!payment) return refuse(reply, 404, 'No such payment.');
      return payment;
    });

    const operation =
      (name: 'capture' | 'void' | 'refund') => (request: FastifyRequest, reply: FastifyReply) =>
        once(request, reply, name, async (operations) => {
          const params = paymentParams.safeParse(request.params);
          const body = z.object({ amountPence: amount }).safeParse(request.body ?? {});
          if (!params.success) return { status: 404, body: { error: 'No such payment.' } };
          if (name !== 'void' && !body.success) {
            return { status: 400, body: { error: 'amountPence is needed.' } };
          }
          const pence = body.success ? body.data.amountPence : 0;
          const result =
            name === 'capture'
              ? await operations.capture(params.data.paymentId, pence)
              : name === 'refund'
                ? await operations.refund(params.data.paymentId, pence)
                : await operations.void(params.data.paymentId);
          if (result.outcome === 'not-found')
            return { status: 404, body: { error: 'No such payment.' } };
          if (result.outcome === 'refused') return { status: 409, body: { error: result.reason } };
          return { status: 200, body: result.payment };
        });
    api.post('/v1/payments/:paymentId/capture', operation('capture'));
    api.post('/v1/payments/:paymentId/void', operation('void'));
    api.post('/v1/payments/:paymentId/refund', operation('refund'));
  });
}
