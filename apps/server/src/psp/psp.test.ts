import { randomUUID } from 'node:crypto';
import { pspCards, pspFormSessions, pspIdempotency, pspPayments } from '@grocer/db/schema/psp';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTestCard } from '../../test/psp-cards.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PspRepository } from './psp.repository.ts';

let t: TestApp;
const tokens: string[] = [];
const keys: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-24T12:00:00Z') });
});

afterAll(async () => {
  const db = t.database.db;
  if (tokens.length > 0) {
    await db.delete(pspPayments).where(inArray(pspPayments.token, tokens));
    await db.delete(pspFormSessions).where(inArray(pspFormSessions.token, tokens));
    await db.delete(pspCards).where(inArray(pspCards.token, tokens));
  }
  if (keys.length > 0) await db.delete(pspIdempotency).where(inArray(pspIdempotency.key, keys));
  await t.close();
});

const provider = () => t.app.services.paymentProvider;

/** A form session as a merchant opens one, for a shopper of its own (decision 0051). */
const formSession = (returnUrl = '/ecom/x') =>
  provider().createCardFormSession({ returnUrl, shopperReference: 'psp-test-shopper' });

async function token(cardNumber: string) {
  const made = await postTestCard(t.app, (await formSession()).formUrl, { cardNumber });
  tokens.push(made);
  return made;
}

function key() {
  const made = `test-${randomUUID()}`;
  keys.push(made);
  return made;
}

describe('the sandbox provider: test card numbers', () => {
  it.each([
    ['4242 4242 4242 4242', 'authorised'],
    ['4000 0000 0000 0002', 'declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 3220', 'challenge_required'],
  ])('%s is %s', async (number, outcome) => {
    const result = await provider().authorise({
      token: await token(number),
      amountPence: 4_250,
      idempotencyKey: key(),
    });
    expect(result.outcome).toBe(outcome);
  });

  it('4000 0000 0000 0341 authorises, but its capture is refused and takes nothing', async () => {
    const started = await provider().authorise({
      token: await token('4000000000000341'),
      amountPence: 2_000,
      idempotencyKey: key(),
    });
    expect(started.outcome).toBe('authorised');
    if (started.outcome !== 'authorised') return;
    const captured = await provider().capture({
      paymentId: started.paymentId,
      amountPence: 1_500,
      idempotencyKey: key(),
    });
    expect(captured).toEqual({
      outcome: 'refused',
      reason: 'The card issuer declined the capture.',
    });
  });

  it('keeps the number in its own table and hands the shop only the masked number', async () => {
    const made = await token('4242424242424242');
    const card = await provider().cardOf(made);
    expect(card).toMatchObject({
      maskedNumber: '************4242',
      cardType: 'VISA',
      cardholderName: 'Ann Lee',
      expiryMonth: 12,
      expiryYear: 2039,
    });
    expect(JSON.stringify(card)).not.toContain('4242424242424242');
    const [stored] = await t.database.db.select().from(pspCards).where(eq(pspCards.token, made));
    expect(stored?.pan).toBe('4242424242424242');
  });

  it('passes or fails the 3-D Secure challenge on the Complete and Fail buttons', async () => {
    for (const [button, after] of [
      ['complete', 'authorised'],
      ['fail', 'declined'],
    ] as const) {
      const started = await provider().authorise({
        token: await token('4000000000003220'),
        amountPence: 1_000,
        idempotencyKey: key(),
      });
      if (started.outcome !== 'challenge_required') throw new Error(started.outcome);
      const page = await t.app.inject({ url: started.challengeUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('>Complete</button>');
      expect(page.body).toContain('>Fail</button>');
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect((await provider().completeChallenge(started.paymentId)).outcome).toBe(
        'challenge_required',
      );
      await t.app.inject({
        method: 'POST',
        url: started.challengeUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `result=${button}`,
      });
      expect((await provider().completeChallenge(started.paymentId)).outcome).toBe(after);
    }
  });

  it('carries a return URL through the challenge, so without JavaScript Continue posts back to the shop (decision 0044)', async () => {
    const started = await provider().authorise({
      token: await token('4000000000003220'),
      amountPence: 1_000,
      idempotencyKey: key(),
    });
    if (started.outcome !== 'challenge_required') throw new Error(started.outcome);
    const back = '/ecom/checkout/authenticate/123';
    const page = await t.app.inject({
      url: `${started.challengeUrl}?returnUrl=${encodeURIComponent(back)}`,
    });
    expect(page.body).toContain(`<input type="hidden" name="returnUrl" value="${back}">`);
    const done = await t.app.inject({
      method: 'POST',
      url: started.challengeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `result=complete&returnUrl=${encodeURIComponent(back)}`,
    });
    expect(done.body).toContain(`<form method="post" action="${back}" target="_top">`);
    expect(done.body).toContain('name="intent" value="resume"');
    // A return URL that is neither a path nor an http(s) URL is refused; none, no Continue.
    const bad = await t.app.inject({
      url: `${started.challengeUrl}?returnUrl=${encodeURIComponent('javascript:alert(1)')}`,
    });
    expect(bad.body).not.toContain('javascript:');
    expect(bad.body).not.toContain('>Continue</button>');
  });

  it('sends the shopper and the challenge’s end to the shop only, never another site (decision 0051)', async () => {
    const started = await provider().authorise({
      token: await token('4000000000003220'),
      amountPence: 1_000,
      idempotencyKey: key(),
    });
    if (started.outcome !== 'challenge_required') throw new Error(started.outcome);
    const evil = 'https://evil.example/collect';
    const page = await t.app.inject({
      url: `${started.challengeUrl}?returnUrl=${encodeURIComponent(evil)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil.example');
    const refused = await t.app.inject({
      method: 'POST',
      url: started.challengeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `result=complete&returnUrl=${encodeURIComponent(evil)}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain('evil.example');
    const done = await t.app.inject({
      method: 'POST',
      url: started.challengeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=complete',
    });
    expect(done.body).toContain('window.parent.postMessage(');
    expect(done.body).not.toContain("'*'");
    expect(done.body).toContain(', window.location.origin);');
  });
});

describe('the sandbox provider: money moves once', () => {
  it('answers the first authorisation again for the same idempotency key', async () => {
    const made = await token('4242424242424242');
    const idempotencyKey = key();
    const first = await provider().authorise({ token: made, amountPence: 900, idempotencyKey });
    const again = await provider().authorise({ token: made, amountPence: 900, idempotencyKey });
    expect(again).toEqual(first);
    const rows = await t.database.db.select().from(pspPayments).where(eq(pspPayments.token, made));
    expect(rows).toHaveLength(1);
  });

  it('makes one authorisation of two sent at once with the same key, and both are answered it (decision 0056)', async () => {
    const made = await token('4242424242424242');
    const idempotencyKey = key();
    const results = await Promise.all([
      provider().authorise({ token: made, amountPence: 1_500, idempotencyKey }),
      provider().authorise({ token: made, amountPence: 1_500, idempotencyKey }),
    ]);
    const rows = await t.database.db.select().from(pspPayments).where(eq(pspPayments.token, made));
    expect(rows).toHaveLength(1);
    // The second waits for the first and gets its answer: never its own, never "try again".
    const first = { outcome: 'authorised', paymentId: rows[0]?.id, amountPence: 1_500 };
    expect(results).toEqual([first, first]);
  });

  it('holds a second call with the same key until the first has committed, then answers it the first answer; other input is refused (decision 0056)', async () => {
    const repository = new PspRepository(t.database.db);
    const idempotencyKey = key();
    let runs = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = repository.once(idempotencyKey, 'authorise A', new Date(), async () => {
      runs += 1;
      started();
      await gate;
      return { paymentId: 'first' };
    });
    await running;
    const second = repository.once(idempotencyKey, 'authorise A', new Date(), async () => {
      runs += 1;
      return { paymentId: 'second' };
    });
    const other = repository.once(idempotencyKey, 'authorise B', new Date(), async () => {
      runs += 1;
      return { paymentId: 'other' };
    });
    // Not an assertion on time: a moment for the two to reach the key while the first holds it
    // (before decision 0056 they were answered "in progress" here at once).
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect(await first).toEqual({ outcome: 'ran', value: { paymentId: 'first' } });
    expect(await second).toEqual({ outcome: 'repeat', value: { paymentId: 'first' } });
    expect(await other).toEqual({ outcome: 'mismatch' });
    expect(runs).toBe(1);
  });

  it('keeps no key when the call fails, so the same key runs again', async () => {
    const repository = new PspRepository(t.database.db);
    const idempotencyKey = key();
    await expect(
      repository.once(idempotencyKey, 'capture A', new Date(), async (tx) => {
        await tx.insertPayment({
          id: `pay_${idempotencyKey}`,
          token: 'tok_never',
          amountPence: 100,
          status: 'AUTHORISED',
          createdAt: new Date(),
        });
        throw new Error('the card network went away');
      }),
    ).rejects.toThrow('the card network went away');
    // Neither the key nor what the call wrote before failing was kept.
    expect(
      await t.database.db.select().from(pspPayments).where(eq(pspPayments.token, 'tok_never')),
    ).toEqual([]);
    expect(
      await repository.once(idempotencyKey, 'capture A', new Date(), async () => 'again'),
    ).toEqual({ outcome: 'ran', value: 'again' });
  });

  it('captures once for two captures sent at once with the same key, both answered the capture', async () => {
    const made = await token('4242424242424242');
    const auth = await provider().authorise({
      token: made,
      amountPence: 2_000,
      idempotencyKey: key(),
    });
    if (auth.outcome !== 'authorised') throw new Error(auth.outcome);
    const idempotencyKey = key();
    const capture = () =>
      provider().capture({ paymentId: auth.paymentId, amountPence: 1_200, idempotencyKey });
    const results = await Promise.all([capture(), capture(), capture()]);
    const captured = { outcome: 'ok', status: 'CAPTURED', capturedPence: 1_200, refundedPence: 0 };
    expect(results).toEqual([captured, captured, captured]);
    // The same key with another amount is refused, and takes nothing more.
    expect(
      await provider().capture({ paymentId: auth.paymentId, amountPence: 1_300, idempotencyKey }),
    ).toEqual({ outcome: 'refused', reason: 'This Idempotency-Key was used for another request.' });
    const [row] = await t.database.db
      .select()
      .from(pspPayments)
      .where(eq(pspPayments.id, auth.paymentId));
    expect(row).toMatchObject({ status: 'CAPTURED', capturedPence: 1_200 });
  });

  it('captures up to the authorised amount once, refunds up to the capture, and voids only an uncaptured payment', async () => {
    const made = await token('4242424242424242');
    const auth = await provider().authorise({
      token: made,
      amountPence: 5_000,
      idempotencyKey: key(),
    });
    if (auth.outcome !== 'authorised') throw new Error(auth.outcome);
    const paymentId = auth.paymentId;
    expect(
      (await provider().capture({ paymentId, amountPence: 5_001, idempotencyKey: key() })).outcome,
    ).toBe('refused');
    const captureKey = key();
    const captured = await provider().capture({
      paymentId,
      amountPence: 4_200,
      idempotencyKey: captureKey,
    });
    expect(captured).toMatchObject({ outcome: 'ok', capturedPence: 4_200, status: 'CAPTURED' });
    // The same capture again (a retry) changes nothing and answers the same.
    expect(
      await provider().capture({ paymentId, amountPence: 4_200, idempotencyKey: captureKey }),
    ).toEqual(captured);
    expect((await provider().void({ paymentId, idempotencyKey: key() })).outcome).toBe('refused');
    expect(
      await provider().refund({ paymentId, amountPence: 1_000, idempotencyKey: key() }),
    ).toMatchObject({ outcome: 'ok', refundedPence: 1_000 });
    expect(
      (await provider().refund({ paymentId, amountPence: 3_201, idempotencyKey: key() })).outcome,
    ).toBe('refused');

    const other = await provider().authorise({
      token: made,
      amountPence: 700,
      idempotencyKey: key(),
    });
    if (other.outcome !== 'authorised') throw new Error(other.outcome);
    expect(
      await provider().void({ paymentId: other.paymentId, idempotencyKey: key() }),
    ).toMatchObject({ outcome: 'ok', status: 'VOIDED' });
    expect(
      (
        await provider().capture({
          paymentId: other.paymentId,
          amountPence: 700,
          idempotencyKey: key(),
        })
      ).outcome,
    ).toBe('refused');
  });

  it('lists the open authorisations made under given key prefixes before a time, oldest first, a page at a time (decision 0056)', async () => {
    const made = await token('4242424242424242');
    const prefix = `list-${randomUUID()}-`;
    const authorise = async (suffix: string) => {
      keys.push(`${prefix}${suffix}`);
      const auth = await provider().authorise({
        token: made,
        amountPence: 300,
        idempotencyKey: `${prefix}${suffix}`,
      });
      if (auth.outcome !== 'authorised') throw new Error(auth.outcome);
      return auth.paymentId;
    };
    const [open1, captured, voided, open2] = [
      await authorise('a'),
      await authorise('b'),
      await authorise('c'),
      await authorise('d'),
    ];
    await provider().capture({ paymentId: captured, amountPence: 300, idempotencyKey: key() });
    await provider().void({ paymentId: voided, idempotencyKey: key() });
    // Another prefix's hold is not listed.
    const elsewhere = `other-${randomUUID()}`;
    keys.push(elsewhere);
    await provider().authorise({ token: made, amountPence: 300, idempotencyKey: elsewhere });

    const list = (input: { createdBefore?: Date; limit?: number; startingAfter?: string }) =>
      provider().openAuthorisations({
        keyPrefixes: [prefix, 'unused-'],
        createdBefore: input.createdBefore ?? new Date('2026-11-24T12:00:01Z'),
        limit: input.limit ?? 10,
        ...(input.startingAfter ? { startingAfter: input.startingAfter } : {}),
      });
    const all = await list({});
    const ids = [open1, open2].sort();
    expect(all.map((hold) => hold.paymentId).sort()).toEqual(ids);
    expect(all[0]).toMatchObject({ amountPence: 300, createdAt: '2026-11-24T12:00:00.000Z' });
    expect(all.map((hold) => hold.idempotencyKey).sort()).toEqual([`${prefix}a`, `${prefix}d`]);
    const first = await list({ limit: 1 });
    const second = await list({ limit: 1, startingAfter: first[0]?.paymentId as string });
    expect([...first, ...second]).toEqual(all);
    expect(await list({ limit: 1, startingAfter: second[0]?.paymentId as string })).toEqual([]);
    // Made at the cut-off, not before it: none.
    expect(await list({ createdBefore: new Date('2026-11-24T12:00:00Z') })).toEqual([]);
  });

  it('refuses API calls without its secret key, and a reused key with other input', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/psp/v1/payments',
      headers: { 'idempotency-key': key() },
      payload: { token: 'tok_x', amountPence: 100 },
    });
    expect(anonymous.statusCode).toBe(401);
    const made = await token('4242424242424242');
    const reused = key();
    await provider().authorise({ token: made, amountPence: 100, idempotencyKey: reused });
    await expect(
      provider().authorise({ token: made, amountPence: 200, idempotencyKey: reused }),
    ).rejects.toThrow(/422/);
  });
});

describe('the hosted card form', () => {
  it('is a plain HTML form the shop may frame, and names what is wrong without echoing the number', async () => {
    const session = await formSession('http://localhost:3000/ecom/x');
    const form = await t.app.inject({ url: session.formUrl });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`<form method="post" action="${session.formUrl}"`);
    expect(form.headers['x-frame-options']).toBe('SAMEORIGIN');
    const refused = await t.app.inject({
      method: 'POST',
      url: session.formUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardholderName=Ann&cardNumber=4242424242424241&expiryDate=10%2F26&securityCode=12',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Enter a valid card number.');
    expect(refused.body).toContain('This card has expired.');
    expect(refused.body).not.toContain('4242424242424241');
    await t.database.db.delete(pspFormSessions).where(eq(pspFormSessions.id, session.sessionId));
  });

  it('tokenises one card per session and posts the token back to the shop page', async () => {
    const session = await formSession('http://localhost:3000/ecom/x');
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: session.formUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload:
          'cardholderName=Ann+Lee&cardNumber=4242+4242+4242+4242&expiryDate=12%2F30&securityCode=123',
      });
    const first = await post();
    expect(first.statusCode).toBe(200);
    const made = /name="token" value="([^"]+)"/.exec(first.body)?.[1] as string;
    tokens.push(made);
    expect(first.body).toContain('action="http://localhost:3000/ecom/x" target="_top"');
    expect(first.body).toContain('"http://localhost:3000"');
    expect(first.body).not.toContain('4242 4242');
    expect((await post()).statusCode).toBe(404);
  });

  it('opens a form only for a page of the shop: another site is refused, even with the key (decision 0051)', async () => {
    for (const returnUrl of [
      'https://evil.example/ecom/x',
      'https://localhost:3000/ecom/x',
      'http://localhost:3001/ecom/x',
      '//evil.example/x',
    ]) {
      await expect(
        provider().createCardFormSession({ returnUrl, shopperReference: 'psp-test-shopper' }),
        returnUrl,
      ).rejects.toThrow(/could not be opened/);
    }
  });

  it('answers a card with the shopper reference of the form that made it', async () => {
    const made = await token('4242424242424242');
    expect(await provider().cardOf(made)).toMatchObject({ shopperReference: 'psp-test-shopper' });
  });
});
