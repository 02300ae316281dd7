import type { Db } from '../client.ts';
import { giftCardPinHash } from '../gift-card-pin.ts';
import { giftCards, giftVouchers, promoCodes } from '../schema/tenders.ts';

/**
 * Demo gift cards, gift vouchers and promo codes (issue 13, decision 0039), printed at start
 * beside the demo accounts and listed in the README. Seeding leaves existing ones untouched, so a
 * demo card keeps what was spent from it.
 */

export interface DemoGiftCard {
  serialNumber: string;
  pin: string;
  balancePence: number;
}

export interface DemoGiftVoucher {
  serialNumber: string;
  valuePence: number;
  status: 'ACTIVE' | 'REDEEMED';
}

export interface DemoPromoCode {
  code: string;
  description: string;
  discountKind: 'AMOUNT_OFF' | 'PERCENT_OFF';
  discountValue: number;
  minimumSpendPence: number;
  expiresAt: Date | null;
}

export const DEMO_GIFT_CARDS: readonly DemoGiftCard[] = [
  { serialNumber: '6000000000000000011', pin: '1111', balancePence: 2_500 },
  { serialNumber: '6000000000000000029', pin: '2222', balancePence: 10_000 },
  { serialNumber: '6000000000000000037', pin: '3333', balancePence: 500 },
  { serialNumber: '6000000000000000045', pin: '4444', balancePence: 0 },
];

export const DEMO_GIFT_VOUCHERS: readonly DemoGiftVoucher[] = [
  { serialNumber: 'GVDEMO0000001', valuePence: 1_000, status: 'ACTIVE' },
  { serialNumber: 'GVDEMO0000002', valuePence: 500, status: 'ACTIVE' },
  { serialNumber: 'GVDEMO0000003', valuePence: 2_000, status: 'REDEEMED' },
];

export const DEMO_PROMO_CODES: readonly DemoPromoCode[] = [
  {
    code: 'WELCOME5',
    description: '£5 off when you spend £40 or more',
    discountKind: 'AMOUNT_OFF',
    discountValue: 500,
    minimumSpendPence: 4_000,
    expiresAt: null,
  },
  {
    code: 'SAVE10PC',
    description: '10% off your shop',
    discountKind: 'PERCENT_OFF',
    discountValue: 10,
    minimumSpendPence: 0,
    expiresAt: null,
  },
  {
    // A COMBO code: 15 characters of the restricted alphabet.
    code: 'ABCDEFGHJK23456',
    description: '£3 off when you spend £20 or more',
    discountKind: 'AMOUNT_OFF',
    discountValue: 300,
    minimumSpendPence: 2_000,
    expiresAt: null,
  },
  {
    // A VOUCHER code: base64 of '12345:6789'.
    code: 'MTIzNDU6Njc4OQ==',
    description: '£2 off',
    discountKind: 'AMOUNT_OFF',
    discountValue: 200,
    minimumSpendPence: 0,
    expiresAt: null,
  },
  {
    code: 'EXPIRED20',
    description: '20% off (expired)',
    discountKind: 'PERCENT_OFF',
    discountValue: 20,
    minimumSpendPence: 0,
    expiresAt: new Date('2020-01-01T00:00:00Z'),
  },
];

/** Inserts the demo tenders that do not exist yet; returns how many were added. */
export async function seedDemoTenders(db: Db): Promise<number> {
  const cards = await db
    .insert(giftCards)
    .values(
      DEMO_GIFT_CARDS.map((card) => ({
        serialNumber: card.serialNumber,
        pinHash: giftCardPinHash(card.serialNumber, card.pin),
        balancePence: card.balancePence,
        initialBalancePence: card.balancePence,
      })),
    )
    .onConflictDoNothing({ target: giftCards.serialNumber })
    .returning({ id: giftCards.id });
  const vouchers = await db
    .insert(giftVouchers)
    .values(DEMO_GIFT_VOUCHERS.map((voucher) => ({ ...voucher })))
    .onConflictDoNothing({ target: giftVouchers.serialNumber })
    .returning({ id: giftVouchers.id });
  const codes = await db
    .insert(promoCodes)
    .values(DEMO_PROMO_CODES.map((code) => ({ ...code })))
    .onConflictDoNothing({ target: promoCodes.code })
    .returning({ code: promoCodes.code });
  return cards.length + vouchers.length + codes.length;
}

/** The lines `npm start` prints for them. */
export function demoTenderLines(): string[] {
  const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
  return [
    '  Demo gift cards (number / PIN, balance):',
    ...DEMO_GIFT_CARDS.map(
      (card) => `    ${card.serialNumber} / ${card.pin}  ${pounds(card.balancePence)}`,
    ),
    '  Demo gift vouchers:',
    ...DEMO_GIFT_VOUCHERS.map(
      (voucher) =>
        `    ${voucher.serialNumber}  ${pounds(voucher.valuePence)}${voucher.status === 'REDEEMED' ? ' (already used)' : ''}`,
    ),
    '  Demo promo codes:',
    ...DEMO_PROMO_CODES.map((code) => `    ${code.code.padEnd(16)} ${code.description}`),
  ];
}
