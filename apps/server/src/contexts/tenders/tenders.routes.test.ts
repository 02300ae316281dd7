import {
  GIFT_CARD_CHECKS_EXHAUSTED,
  GIFT_CARD_NOT_VALID,
  GIFT_VOUCHER_NOT_VALID,
  GIFT_VOUCHER_USED,
  PROMO_CODE_APPLIED,
  PROMO_CODE_NOT_APPLIED,
  PROMO_CODE_ONE_PER_ORDER,
  PROMO_CODE_REMOVED,
  PROMO_CODE_UNKNOWN,
} from '@grocer/domain/messages/tender-messages';
import { formatMoney } from '@grocer/domain/money/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type SlotShopper, slotShopper } from '../slots/slots-shopper.fixture.ts';
import { fillTrolley, TestTenders } from './tenders.fixture.ts';

let t: TestApp;
let tenders: TestTenders;
const shoppers: SlotShopper[] = [];

beforeAll(async () => {
  t = await createTestApp();
  tenders = new TestTenders(t.database);
});

afterAll(async () => {
  for (const shopper of shoppers) await shopper.account.remove();
  await tenders.remove();
  await t.close();
});

async function shopper(items = 1) {
  const made = await slotShopper(t);
  shoppers.push(made);
  const { orderId, total } = await fillTrolley(t.app, made, items);
  const base = `/api/tenders/v1/orders/${orderId}`;
  return {
    ...made,
    orderId,
    total,
    base,
    tenders: () => made.send('GET', base),
    post: (call: string, payload: object) => made.send('POST', `${base}/${call}`, payload),
  };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

/** The whole gift card check as the checkout page makes it: token, validation, add. */
async function addCard(who: Shopper, card: { serialNumber: string; pin: string }) {
  const token = await who.post('add-gift-card-token', {
    serialNumber: card.serialNumber,
    pin: card.pin,
  });
  expect(token.statusCode).toBe(200);
  const validation = await who.post('add-gift-card-validation', {
    giftCardToken: token.json().giftCardToken,
  });
  expect(validation.statusCode).toBe(200);
  return who.post('add-gift-card', {
    giftCardToken: validation.json().giftCardToken,
    giftCardValidationNonce: validation.json().giftCardValidationNonce,
  });
}

describe('who may call', () => {
  it('proves anonymous callers get 401 and another customer’s order answers 404, body or not', async () => {
    const ann = await shopper();
    const bob = await shopper();
    expect((await t.app.inject({ url: ann.base })).statusCode).toBe(401);
    for (const [method, url, payload] of [
      ['GET', ann.base, undefined],
      ['POST', `${ann.base}/add-promo-code`, { code: 'X' }],
      ['POST', `${ann.base}/add-gift-voucher`, {}],
    ] as const) {
      const response = await bob.send(method, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('proves malformed input is a 400 naming the field, never a 500', async () => {
    const ann = await shopper();
    const cases: [string, object][] = [
      ['add-gift-card-token', { serialNumber: '123', pin: '1234' }],
      ['add-gift-card-token', { serialNumber: '6'.repeat(19), pin: '12a4' }],
      ['add-gift-card-token', { serialNumber: '6'.repeat(19), pin: '1234', extra: 1 }],
      ['add-gift-card-validation', { giftCardToken: 'short' }],
      ['add-gift-voucher', { serialNumber: 'no!' }],
      ['add-promo-code', { code: '' }],
      ['add-promo-code', { code: 'x'.repeat(41) }],
    ];
    for (const [call, payload] of cases) {
      const response = await ann.post(call, payload);
      expect(response.statusCode, call).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await ann.send('GET', '/api/tenders/v1/orders/abc')).statusCode).toBe(400);
  });
});

describe('gift cards', () => {
  it('proves a card checked by number and PIN, then validated, is applied and covers what it can of the total', async () => {
    const ann = await shopper(2);
    const card = await tenders.giftCard({ balance: 100_000 });
    const small = await tenders.giftCard({ balance: 50 });
    const token = await ann.post('add-gift-card-token', {
      serialNumber: `${card.serialNumber.slice(0, 4)} ${card.serialNumber.slice(4)}`,
      pin: card.pin,
    });
    expect(token.statusCode).toBe(200);
    expect(token.json()).toMatchObject({
      giftCardValidationNonce: null,
      serialNumber: card.serialNumber,
      remainingBalance: { amount: 100_000, currencyCode: 'GBP' },
      status: 'VALIDATED',
    });
    const smallAdded = await addCard(ann, small);
    expect(smallAdded.statusCode).toBe(200);
    const validation = await ann.post('add-gift-card-validation', {
      giftCardToken: token.json().giftCardToken,
    });
    const nonce = validation.json().giftCardValidationNonce;
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const added = await ann.post('add-gift-card', {
      giftCardToken: token.json().giftCardToken,
      giftCardValidationNonce: nonce,
    });
    expect(added.statusCode).toBe(200);
    const view = added.json();
    expect(view.giftCards).toEqual([
      {
        serialNumber: small.serialNumber,
        remainingBalance: { amount: 50, currencyCode: 'GBP' },
        amountToDeduct: { amount: 50, currencyCode: 'GBP' },
        status: 'ACTIVE',
      },
      {
        serialNumber: card.serialNumber,
        remainingBalance: { amount: 100_000, currencyCode: 'GBP' },
        amountToDeduct: { amount: ann.total - 50, currencyCode: 'GBP' },
        status: 'ACTIVE',
      },
    ]);
    expect(view.totals).toMatchObject({
      totalPrice: { amount: ann.total },
      carrierBagCharge: { amount: 0 },
      orderLevelSavings: { amount: 0 },
      giftVouchers: { amount: 0 },
      giftCards: { amount: ann.total },
      paymentCard: { amount: 0 },
      toPay: { amount: 0 },
    });
    const { orderLines, deliveryCharge, depositCharge } = view.totals;
    expect(orderLines.amount + deliveryCharge.amount + depositCharge.amount).toBe(ann.total);
    expect(view.totals.totalSavings.amount).toBe(
      view.totals.offerSavings.amount +
        view.totals.membershipSavings.amount +
        view.totals.incentiveSavings.amount,
    );
    // The check is used once.
    const again = await ann.post('add-gift-card', {
      giftCardToken: token.json().giftCardToken,
      giftCardValidationNonce: nonce,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('GIFT_CARD_VALIDATION_EXPIRED');
    // The same card again is refused.
    const twice = await addCard(ann, card);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('GIFT_CARD_ALREADY_APPLIED');
    // Removing it gives the order back to the card payment.
    const removed = await ann.post('remove-gift-card', { serialNumber: card.serialNumber });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().giftCards).toHaveLength(1);
    expect(removed.json().totals.toPay.amount).toBe(ann.total - 50);
    const gone = await ann.post('remove-gift-card', { serialNumber: card.serialNumber });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('GIFT_CARD_NOT_FOUND');
  });

  it('proves a wrong PIN, an unknown card, a blocked card and an empty card are refused, and nothing is applied', async () => {
    const ann = await shopper();
    const card = await tenders.giftCard();
    const blocked = await tenders.giftCard({ status: 'BLOCKED' });
    const empty = await tenders.giftCard({ balance: 0 });
    const wrongPin = card.pin === '0000' ? '1111' : '0000';
    for (const attempt of [
      { serialNumber: card.serialNumber, pin: wrongPin },
      { serialNumber: '6'.repeat(19), pin: '1234' },
      blocked,
    ]) {
      const response = await ann.post('add-gift-card-token', {
        serialNumber: attempt.serialNumber,
        pin: attempt.pin,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'GIFT_CARD_NOT_VALID',
        message: GIFT_CARD_NOT_VALID,
      });
    }
    const none = await ann.post('add-gift-card-token', {
      serialNumber: empty.serialNumber,
      pin: empty.pin,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('GIFT_CARD_NO_BALANCE');
    expect((await ann.tenders()).json().giftCards).toEqual([]);
  });

  it('proves five wrong number-and-PIN pairs make the shopper wait (429 with Retry-After), even with the right PIN', async () => {
    const ann = await shopper();
    const card = await tenders.giftCard();
    const wrongPin = card.pin === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await ann.post('add-gift-card-token', {
        serialNumber: card.serialNumber,
        pin: wrongPin,
      });
      expect(wrong.statusCode).toBe(422);
    }
    const blocked = await ann.post('add-gift-card-token', {
      serialNumber: card.serialNumber,
      pin: card.pin,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: GIFT_CARD_CHECKS_EXHAUSTED,
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another shopper is not held up.
    const bob = await shopper();
    const fine = await bob.post('add-gift-card-token', {
      serialNumber: card.serialNumber,
      pin: card.pin,
    });
    expect(fine.statusCode).toBe(200);
  });

  it('proves a token needs its validation nonce, and another shopper cannot use the token', async () => {
    const ann = await shopper();
    const bob = await shopper();
    const card = await tenders.giftCard();
    const token = (
      await ann.post('add-gift-card-token', { serialNumber: card.serialNumber, pin: card.pin })
    ).json().giftCardToken;
    const noNonce = await ann.post('add-gift-card', {
      giftCardToken: token,
      giftCardValidationNonce: token,
    });
    expect(noNonce.statusCode).toBe(410);
    const stolen = await bob.post('add-gift-card-validation', { giftCardToken: token });
    expect(stolen.statusCode).toBe(410);
    expect(stolen.json().code).toBe('GIFT_CARD_VALIDATION_EXPIRED');
  });

  it('proves at most 10 gift cards: the list is full at 10 and an eleventh is refused', async () => {
    const ann = await shopper();
    for (let i = 0; i < 10; i += 1) {
      const added = await addCard(ann, await tenders.giftCard({ balance: 10 }));
      expect(added.statusCode).toBe(200);
      expect(added.json().giftCardsFull).toBe(i === 9);
    }
    const eleventh = await addCard(ann, await tenders.giftCard());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().code).toBe('GIFT_CARDS_FULL');
    expect((await ann.tenders()).json().giftCards).toHaveLength(10);
  });
});

describe('adds at once', () => {
  it('proves two cards added at once to an order holding 9 leave it at 10, and two promo codes at once leave one', async () => {
    const ann = await shopper();
    for (let i = 0; i < 9; i += 1) {
      expect((await addCard(ann, await tenders.giftCard({ balance: 10 }))).statusCode).toBe(200);
    }
    const checks = [];
    for (let i = 0; i < 2; i += 1) {
      const card = await tenders.giftCard({ balance: 10 });
      const token = await ann.post('add-gift-card-token', {
        serialNumber: card.serialNumber,
        pin: card.pin,
      });
      const validation = await ann.post('add-gift-card-validation', {
        giftCardToken: token.json().giftCardToken,
      });
      checks.push({
        giftCardToken: validation.json().giftCardToken,
        giftCardValidationNonce: validation.json().giftCardValidationNonce,
      });
    }
    const added = await Promise.all(checks.map((check) => ann.post('add-gift-card', check)));
    expect(added.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await ann.tenders()).json().giftCards).toHaveLength(10);

    const codes = [await tenders.promoCode(), await tenders.promoCode()];
    const applied = await Promise.all(codes.map((code) => ann.post('add-promo-code', { code })));
    expect(applied.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect((await ann.tenders()).json().promoCodes).toHaveLength(1);
  });
});

describe('gift vouchers', () => {
  it('proves a voucher is applied and removed, and refusals are ORDER_ORCHESTRATION_037 with name and value details', async () => {
    const ann = await shopper(2);
    const voucher = await tenders.voucher({ value: 100 });
    const added = await ann.post('add-gift-voucher', {
      serialNumber: voucher.serialNumber.toLowerCase(),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().giftVouchers).toEqual([
      {
        serialNumber: voucher.serialNumber,
        status: 'ACTIVE',
        amount: { amount: 100, currencyCode: 'GBP' },
      },
    ]);
    expect(added.json().totals).toMatchObject({
      giftVouchers: { amount: Math.min(100, ann.total) },
      toPay: { amount: Math.max(0, ann.total - 100) },
    });
    const used = await tenders.voucher({ status: 'REDEEMED' });
    for (const [serialNumber, message] of [
      [used.serialNumber, GIFT_VOUCHER_USED],
      ['GVUNKNOWN00000', GIFT_VOUCHER_NOT_VALID],
    ]) {
      const refused = await ann.post('add-gift-voucher', { serialNumber });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'ORDER_ORCHESTRATION_037',
        message,
        detail: { details: [{ name: 'serialNumber', value: message }] },
      });
    }
    const expired = await tenders.voucher({ expiresAt: new Date('2020-01-01T00:00:00Z') });
    const late = await ann.post('add-gift-voucher', { serialNumber: expired.serialNumber });
    expect(late.json().code).toBe('ORDER_ORCHESTRATION_037');
    const removed = await ann.post('remove-gift-voucher', { serialNumber: voucher.serialNumber });
    expect(removed.json().giftVouchers).toEqual([]);
    const again = await ann.post('remove-gift-voucher', { serialNumber: voucher.serialNumber });
    expect(again.statusCode).toBe(404);
  });
});

describe('promo codes', () => {
  it('proves a code is applied with the spec’s text, a second is refused, and removing answers its text', async () => {
    const ann = await shopper(2);
    const code = await tenders.promoCode({ kind: 'AMOUNT_OFF', value: 1 });
    const other = await tenders.promoCode();
    const applied = await ann.post('add-promo-code', { code: ` ${code.toLowerCase()} ` });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      message: PROMO_CODE_APPLIED,
      promoCode: {
        code,
        status: 'APPLIED',
        value: { amount: 1 },
        type: 'COUPON',
        applicationMethod: 'ORDER_LEVEL',
      },
    });
    expect(applied.json().tenders.totals).toMatchObject({
      orderLevelSavings: { amount: 1 },
      toPay: { amount: ann.total - 1 },
    });
    const second = await ann.post('add-promo-code', { code: other });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      code: 'PROMO_CODE_NOT_APPLIED',
      message: PROMO_CODE_ONE_PER_ORDER,
      detail: { snackbar: PROMO_CODE_NOT_APPLIED, reason: 'ONE_PER_ORDER' },
    });
    const removed = await ann.post('remove-promo-code', { code });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: PROMO_CODE_REMOVED, promoCode: null });
    expect(removed.json().tenders.promoCodes).toEqual([]);
    const gone = await ann.post('remove-promo-code', { code });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('PROMO_CODE_NOT_FOUND');
  });

  it('proves an applied code follows the trolley: worth nothing once the minimum spend is no longer met', async () => {
    const ann = await shopper(2);
    const code = await tenders.promoCode({ value: 1, minimumSpend: ann.total });
    expect((await ann.post('add-promo-code', { code })).statusCode).toBe(200);
    await t.app.services.trolley.emptyTrolley(ann.identity, ann.orderId);
    const view = (await ann.tenders()).json();
    expect(view.promoCodes).toMatchObject([{ code, status: 'APPLIED', value: { amount: 0 } }]);
    expect(view.totals).toMatchObject({
      totalPrice: { amount: 0 },
      orderLevelSavings: { amount: 0 },
      toPay: { amount: 0 },
    });
  });

  it('proves an unknown, an expired and a too-small order’s code answer the server’s message for the alert', async () => {
    const ann = await shopper();
    const expired = await tenders.promoCode({ expiresAt: new Date('2020-01-01T00:00:00Z') });
    const big = await tenders.promoCode({ minimumSpend: ann.total + 1 });
    const unknown = await ann.post('add-promo-code', { code: 'NOSUCHCODE' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'PROMO_CODE_NOT_APPLIED',
      message: PROMO_CODE_UNKNOWN,
      detail: { snackbar: PROMO_CODE_NOT_APPLIED },
    });
    expect((await ann.post('add-promo-code', { code: expired })).json().detail.reason).toBe(
      'EXPIRED',
    );
    const small = await ann.post('add-promo-code', { code: big });
    expect(small.json().message).toBe(
      `Spend ${formatMoney(ann.total + 1)} or more to use this code.`,
    );
    expect((await ann.tenders()).json().promoCodes).toEqual([]);
  });
});
