import { paymentCards } from '@grocer/db/schema/payments';
import { pspCards, pspFormSessions } from '@grocer/db/schema/psp';
import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokeniseTestCard } from '../../../test/psp-cards.ts';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const accountsMade: TestAccount[] = [];
const tokens: string[] = [];
const CARDS = '/api/payments/v1/payment-cards';

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-24T12:00:00Z') });
});

afterAll(async () => {
  for (const account of accountsMade) await account.remove();
  if (tokens.length > 0) {
    await t.database.db.delete(pspFormSessions).where(inArray(pspFormSessions.token, tokens));
    await t.database.db.delete(pspCards).where(inArray(pspCards.token, tokens));
  }
  await t.close();
});

/** A signed-in shopper's API client (a bearer token, as their app holds one). */
async function shopper() {
  const account = await createTestAccount(t.database);
  accountsMade.push(account);
  const identity = t.app.identityService;
  const session = await identity.startSession(account.id);
  const signedIn: Identity = {
    ...ANONYMOUS,
    customerId: account.id,
    principalId: account.id,
    sessionId: session.sessionId,
  };
  const { accessToken } = identity.issueAccessToken(signedIn);
  const call = (options: InjectOptions) =>
    t.app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${accessToken}` },
    });
  return { account, call, identity: signedIn };
}

/** A card tokenised through a form the shopper opened. */
async function token(shopper: Identity, card: Parameters<typeof tokeniseTestCard>[2] = {}) {
  const made = await tokeniseTestCard(t.app, shopper, card);
  tokens.push(made);
  return made;
}

describe('saved payment cards', () => {
  it('saves a card from its token, lists it as "Visa ending 4242" and keeps no number', async () => {
    const { account, call, identity } = await shopper();
    expect((await call({ url: CARDS })).json()).toEqual({ paymentCards: [] });
    const saved = await call({
      method: 'POST',
      url: CARDS,
      payload: { token: await token(identity) },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      cardType: 'VISA',
      cardholderName: 'Ann Lee',
      maskedCardNumber: '************4242',
      expiryDate: '12/39',
      expired: false,
      billingAddressId: null,
      label: 'Visa ending 4242',
    });
    const list = await call({ url: CARDS });
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().paymentCards.map((c: { label: string }) => c.label)).toEqual([
      'Visa ending 4242',
    ]);
    const rows = await t.database.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.customerId, account.id));
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
  });

  it('answers the saved card when the same token is saved twice, and 422 for a token nobody issued', async () => {
    const { call, identity } = await shopper();
    const made = await token(identity, { cardNumber: '5555 5555 5555 4444' });
    const first = await call({ method: 'POST', url: CARDS, payload: { token: made } });
    const again = await call({ method: 'POST', url: CARDS, payload: { token: made } });
    expect(again.json()).toEqual(first.json());
    expect(first.json().label).toBe('Mastercard ending 4444');
    expect((await call({ url: CARDS })).json().paymentCards).toHaveLength(1);
    const unknown = await call({ method: 'POST', url: CARDS, payload: { token: 'tok_nobody' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('PAYMENT_CARD_TOKEN_UNKNOWN');
  });

  it("updates the cardholder and expiry, refuses a past expiry, and refuses another shopper's address", async () => {
    const { call, identity } = await shopper();
    const id = (
      await call({ method: 'POST', url: CARDS, payload: { token: await token(identity) } })
    ).json().id;
    const updated = await call({
      method: 'PATCH',
      url: `${CARDS}/${id}`,
      payload: { cardholderName: 'Ann B Lee', expiryDate: '01/31' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ cardholderName: 'Ann B Lee', expiryDate: '01/31' });
    const past = await call({
      method: 'PATCH',
      url: `${CARDS}/${id}`,
      payload: { expiryDate: '10/26' },
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe('PAYMENT_CARD_EXPIRED');
    const foreign = await call({
      method: 'PATCH',
      url: `${CARDS}/${id}`,
      payload: { billingAddressId: 999_999_998 },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe('BILLING_ADDRESS_UNKNOWN');
    const bad = await call({
      method: 'PATCH',
      url: `${CARDS}/${id}`,
      payload: { expiryDate: '13/30' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call({ url: CARDS })).json().paymentCards[0]).toMatchObject({
      cardholderName: 'Ann B Lee',
      expiryDate: '01/31',
      billingAddressId: null,
    });
  });

  it("deletes the shopper's own card; another shopper's card is not found and stays", async () => {
    const owner = await shopper();
    const other = await shopper();
    const id = (
      await owner.call({
        method: 'POST',
        url: CARDS,
        payload: { token: await token(owner.identity) },
      })
    ).json().id;
    for (const options of [
      { method: 'DELETE', url: `${CARDS}/${id}` },
      { method: 'PATCH', url: `${CARDS}/${id}`, payload: { cardholderName: 'Mallory' } },
    ] as InjectOptions[]) {
      const response = await other.call(options);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PAYMENT_CARD_NOT_FOUND');
    }
    expect((await other.call({ url: CARDS })).json().paymentCards).toEqual([]);
    expect((await owner.call({ url: CARDS })).json().paymentCards[0].cardholderName).toBe(
      'Ann Lee',
    );
    // Another shopper cannot take the card over by its token either.
    const [row] = await t.database.db.select().from(paymentCards).where(eq(paymentCards.id, id));
    const stolen = await other.call({
      method: 'POST',
      url: CARDS,
      payload: { token: row?.providerToken },
    });
    expect(stolen.statusCode).toBe(422);
    expect((await owner.call({ method: 'DELETE', url: `${CARDS}/${id}` })).statusCode).toBe(204);
    expect((await owner.call({ url: CARDS })).json().paymentCards).toEqual([]);
    // The provider forgets the token with it: it cannot be saved or charged again.
    expect(await t.app.services.paymentProvider.cardOf(row?.providerToken as string)).toBeNull();
    expect((await owner.call({ method: 'DELETE', url: `${CARDS}/${id}` })).statusCode).toBe(404);
  });

  it('answers anonymous callers 401 and bad input 400, never 500', async () => {
    for (const options of [
      { url: CARDS },
      { method: 'POST', url: CARDS, payload: { token: 'tok_x' } },
      { method: 'DELETE', url: `${CARDS}/1` },
    ] as InjectOptions[]) {
      expect((await t.app.inject(options)).statusCode).toBe(401);
    }
    const { call, identity } = await shopper();
    const own = (
      await call({ method: 'POST', url: CARDS, payload: { token: await token(identity) } })
    ).json().id;
    for (const options of [
      { method: 'POST', url: CARDS, payload: { token: 'has spaces' } },
      { method: 'PATCH', url: `${CARDS}/${own}`, payload: { cardholderName: 'x'.repeat(51) } },
      { method: 'POST', url: CARDS, payload: { token: 'tok', extra: 1 } },
      { method: 'PATCH', url: `${CARDS}/${own}`, payload: {} },
      { method: 'DELETE', url: `${CARDS}/0` },
      { method: 'DELETE', url: `${CARDS}/abc` },
    ] as InjectOptions[]) {
      const response = await call(options);
      expect(response.statusCode, JSON.stringify(options)).toBe(400);
    }
  });
});

describe("the provider's hosted card form", () => {
  it('opens a form for a page of the shop, which hands the token back to that page', async () => {
    const { call } = await shopper();
    const opened = await call({
      method: 'POST',
      url: '/api/payments/v1/card-form-sessions',
      payload: { returnUrl: '/ecom/myaccount/payment-cards?add' },
    });
    expect(opened.statusCode).toBe(200);
    const { formUrl, providerOrigin, sessionId } = opened.json();
    expect(formUrl).toBe(`/psp/form/${sessionId}`);
    expect(providerOrigin).toBeNull();
    const posted = await t.app.inject({
      method: 'POST',
      url: formUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardholderName=Ann&cardNumber=4242424242424242&expiryDate=12%2F30&securityCode=123',
    });
    tokens.push(/name="token" value="([^"]+)"/.exec(posted.body)?.[1] as string);
    // Back to the page's own origin: the shop and the built-in provider share it.
    expect(posted.body).toContain('action="/ecom/myaccount/payment-cards?add" target="_top"');
    expect(posted.body).toContain(', window.location.origin);');
    for (const returnUrl of [
      '//evil.example/x',
      'javascript:alert(1)',
      'ftp://x/y',
      // Decision 0051: another site, or the shop's host on another scheme or port.
      'https://evil.example/ecom/myaccount/payment-cards',
      'https://localhost:3000/ecom/checkout',
      'http://localhost:3001/ecom/checkout',
    ]) {
      const refused = await call({
        method: 'POST',
        url: '/api/payments/v1/card-form-sessions',
        payload: { returnUrl },
      });
      expect(refused.statusCode, returnUrl).toBe(400);
    }
  });
});

describe('a card form belongs to the shopper who opened it (decision 0051)', () => {
  it('proves another shopper cannot save the token, and its opener still can', async () => {
    const opener = await shopper();
    const other = await shopper();
    const made = await token(opener.identity);
    const stolen = await other.call({ method: 'POST', url: CARDS, payload: { token: made } });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().code).toBe('PAYMENT_CARD_TOKEN_UNKNOWN');
    expect((await other.call({ url: CARDS })).json().paymentCards).toEqual([]);
    const saved = await opener.call({ method: 'POST', url: CARDS, payload: { token: made } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().label).toBe('Visa ending 4242');
  });

  it('proves a form opened through the API is bound too, and accepts the shop’s own address', async () => {
    const opener = await shopper();
    const other = await shopper();
    const opened = await opener.call({
      method: 'POST',
      url: '/api/payments/v1/card-form-sessions',
      payload: { returnUrl: 'http://localhost:3000/ecom/checkout' },
    });
    expect(opened.statusCode).toBe(200);
    const posted = await t.app.inject({
      method: 'POST',
      url: opened.json().formUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardholderName=Ann&cardNumber=4242424242424242&expiryDate=12%2F30&securityCode=123',
    });
    const made = /name="token" value="([^"]+)"/.exec(posted.body)?.[1] as string;
    tokens.push(made);
    // The shop's public origin, named in full: the token's message goes nowhere else.
    expect(posted.body).toContain(', "http://localhost:3000");');
    const stolen = await other.call({ method: 'POST', url: CARDS, payload: { token: made } });
    expect(stolen.statusCode).toBe(422);
    const saved = await opener.call({ method: 'POST', url: CARDS, payload: { token: made } });
    expect(saved.statusCode).toBe(200);
  });
});

describe('card numbers never reach the shop', () => {
  it('refuses a card number sent to a shop route and never logs it', async () => {
    const { call } = await shopper();
    for (const options of [
      {
        method: 'POST',
        url: CARDS,
        payload: { token: 'tok_x', cardNumber: '4000 0000 0000 0002' },
      },
      { method: 'PATCH', url: `${CARDS}/1`, payload: { cardholderName: '4000000000009995' } },
      { url: `${CARDS}?pan=4000-0000-0000-3220` },
    ] as InjectOptions[]) {
      const response = await call(options);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('CARD_NUMBER_REFUSED');
      expect(response.body).not.toMatch(/4000.?0000.?0000/);
    }
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('CARD_NUMBER_REFUSED');
    for (const pan of ['4000000000000002', '4000000000009995', '4000000000003220']) {
      expect(logged.replace(/[\s-]/g, '')).not.toContain(pan);
    }
  });

  it('does not log a card number quoted back by a body that is not JSON', async () => {
    const { call } = await shopper();
    const response = await call({
      method: 'POST',
      url: CARDS,
      headers: { 'content-type': 'application/json' },
      payload: 'x4000000000000010',
    });
    expect(response.json().code).toBe('MALFORMED_JSON');
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('MALFORMED_JSON');
    expect(logged).not.toContain('4000000000000010');
  });

  it('does not log the number posted to the provider form either', async () => {
    await token((await shopper()).identity, { cardNumber: '4000 0000 0000 0002' });
    expect(JSON.stringify(t.logs).replace(/[\s+-]|%20/g, '')).not.toContain('4000000000000002');
  });
});
