import { CARD_TYPES, type CardType } from '@grocer/domain/payments/card-type';
import type {
  AuthorisationResult,
  CardFormSession,
  OpenAuthorisation,
  PaymentOperationResult,
  PaymentProvider,
  TokenisedCard,
} from './payments.contract.ts';

/**
 * The shop's client of the sandbox payment provider (decision 0038): every call is an HTTP
 * request to the provider's API with its secret key, the money-moving ones with an
 * Idempotency-Key. `send` carries them: over the network to a provider elsewhere, or through the
 * same server's HTTP stack (Fastify's inject) for the built-in one. Another provider is another
 * PaymentProvider, picked by PAYMENT_PROVIDER.
 */

export interface HttpCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export type HttpSend = (call: HttpCall) => Promise<{
  status: number;
  body: unknown;
  /** The provider answered a repeated idempotency key with its first answer. */
  replayed?: boolean;
}>;

/** A `send` over the network with fetch, to a provider at `baseUrl`. */
export function fetchSend(baseUrl: string, timeoutMs = 10_000): HttpSend {
  return async (call) => {
    const response = await fetch(new URL(call.path, baseUrl), {
      method: call.method,
      headers: {
        ...call.headers,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = response.status === 204 ? '' : await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  };
}

interface PaymentView {
  paymentId: string;
  status: string;
  amountPence: number;
  capturedPence: number;
  refundedPence: number;
  challengeUrl?: string;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
}

function asCardType(value: unknown): CardType {
  if (typeof value === 'string' && (CARD_TYPES as readonly string[]).includes(value)) {
    return value as CardType;
  }
  throw new ProviderError(`the provider answered an unknown card type`);
}

export function createSandboxProvider(options: {
  send: HttpSend;
  apiKey: string;
}): PaymentProvider {
  const { send } = options;
  const authorization = `Bearer ${options.apiKey}`;

  async function call(method: HttpCall['method'], path: string, body?: unknown, key?: string) {
    const response = await send({
      method,
      path,
      headers: { authorization, ...(key ? { 'idempotency-key': key } : {}) },
      ...(body === undefined ? {} : { body }),
    });
    if (response.status >= 500 || response.status === 401) {
      throw new ProviderError(
        `payment provider answered ${response.status} to ${method} ${path.split('/').slice(0, 4).join('/')}`,
      );
    }
    return response;
  }

  function authorisation(view: PaymentView): AuthorisationResult {
    switch (view.status) {
      case 'AUTHORISED':
      case 'CAPTURED':
        return { outcome: 'authorised', paymentId: view.paymentId, amountPence: view.amountPence };
      case 'INSUFFICIENT_FUNDS':
        return { outcome: 'insufficient_funds', paymentId: view.paymentId };
      case 'CHALLENGE_REQUIRED':
        return {
          outcome: 'challenge_required',
          paymentId: view.paymentId,
          challengeUrl: view.challengeUrl ?? `/psp/challenge/${view.paymentId}`,
        };
      default:
        return { outcome: 'declined', paymentId: view.paymentId };
    }
  }

  function operation(response: { status: number; body: unknown }): PaymentOperationResult {
    if (response.status === 404) return { outcome: 'not_found' };
    const body = response.body as PaymentView & { error?: string };
    if (response.status !== 200) return { outcome: 'refused', reason: body?.error ?? 'refused' };
    return {
      outcome: 'ok',
      status: body.status,
      capturedPence: body.capturedPence,
      refundedPence: body.refundedPence,
    };
  }

  return {
    name: 'sandbox',

    async createCardFormSession({ returnUrl, shopperReference }): Promise<CardFormSession> {
      const response = await call('POST', '/psp/v1/sessions', { returnUrl, shopperReference });
      if (response.status !== 200) throw new ProviderError('the card form could not be opened');
      const body = response.body as { sessionId: string; formUrl: string };
      return {
        sessionId: body.sessionId,
        formUrl: body.formUrl,
        // A path: the provider answers on the shop's own origin.
        providerOrigin: body.formUrl.startsWith('/') ? null : new URL(body.formUrl).origin,
      };
    },

    async cardOf(token): Promise<TokenisedCard | null> {
      const response = await call('GET', `/psp/v1/cards/${encodeURIComponent(token)}`);
      if (response.status !== 200) return null;
      const body = response.body as Omit<TokenisedCard, 'cardType' | 'shopperReference'> & {
        cardType: unknown;
        shopperReference?: unknown;
      };
      return {
        ...body,
        cardType: asCardType(body.cardType),
        shopperReference: typeof body.shopperReference === 'string' ? body.shopperReference : null,
      };
    },

    async forgetCard(token) {
      await call('DELETE', `/psp/v1/cards/${encodeURIComponent(token)}`);
    },

    async authorise({ token, amountPence, idempotencyKey }) {
      const response = await call(
        'POST',
        '/psp/v1/payments',
        { token, amountPence },
        idempotencyKey,
      );
      if (response.status === 404) return { outcome: 'unknown_token' };
      if (response.status !== 200) {
        throw new ProviderError(`the authorisation was refused (${response.status})`);
      }
      const first = response.body as PaymentView;
      if (!response.replayed || first.status !== 'AUTHORISED') return authorisation(first);
      // A repeated key answers the first answer, but the hold may have been voided since (the
      // recovery sweep voids holds no order owns, decision 0056): say what it is now, so no
      // order is placed on a hold that is gone.
      const now = await call('GET', `/psp/v1/payments/${encodeURIComponent(first.paymentId)}`);
      return now.status === 200 ? authorisation(now.body as PaymentView) : authorisation(first);
    },

    async completeChallenge(paymentId) {
      const response = await call('GET', `/psp/v1/payments/${encodeURIComponent(paymentId)}`);
      if (response.status !== 200) return { outcome: 'unknown_token' };
      return authorisation(response.body as PaymentView);
    },

    async openAuthorisations({ keyPrefixes, createdBefore, limit, startingAfter }) {
      const query = new URLSearchParams({
        status: 'AUTHORISED',
        createdBefore: createdBefore.toISOString(),
        limit: String(limit),
        ...(startingAfter === undefined ? {} : { startingAfter }),
      });
      for (const prefix of keyPrefixes) query.append('keyPrefix', prefix);
      const response = await call('GET', `/psp/v1/payments?${query}`);
      if (response.status !== 200) {
        throw new ProviderError(`open authorisations could not be listed (${response.status})`);
      }
      return (response.body as { payments: OpenAuthorisation[] }).payments;
    },

    async capture({ paymentId, amountPence, idempotencyKey }) {
      return operation(
        await call(
          'POST',
          `/psp/v1/payments/${encodeURIComponent(paymentId)}/capture`,
          { amountPence },
          idempotencyKey,
        ),
      );
    },

    async void({ paymentId, idempotencyKey }) {
      return operation(
        await call(
          'POST',
          `/psp/v1/payments/${encodeURIComponent(paymentId)}/void`,
          {},
          idempotencyKey,
        ),
      );
    },

    async refund({ paymentId, amountPence, idempotencyKey }) {
      return operation(
        await call(
          'POST',
          `/psp/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amountPence },
          idempotencyKey,
        ),
      );
    },
  };
}
