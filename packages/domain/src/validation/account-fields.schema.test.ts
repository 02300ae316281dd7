import { describe, expect, it } from 'vitest';
import { loyaltyCardNumberSchema } from './loyalty-card.schema.ts';
import { orderNumberSchema } from './order-number.schema.ts';
import { productRequestSchema } from './product-request.schema.ts';

const message = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('loyalty card number', () => {
  it('accepts 16 digits starting 9210 or 9230, ignoring printed spaces', () => {
    expect(loyaltyCardNumberSchema.parse('9210 1234 5678 9012')).toBe('9210123456789012');
    expect(loyaltyCardNumberSchema.parse('9230123456789012')).toBe('9230123456789012');
  });

  it('refuses other prefixes and lengths', () => {
    for (const card of [
      '9220123456789012',
      '921012345678901',
      '92101234567890123',
      '4111111111111111',
    ]) {
      expect(message(loyaltyCardNumberSchema.safeParse(card))).toBe(
        'Please enter a valid 16-digit card number',
      );
    }
  });
});

describe('order number', () => {
  it('accepts up to 20 digits', () => {
    expect(orderNumberSchema.parse(' 1234567890 ')).toBe('1234567890');
    expect(orderNumberSchema.safeParse('1'.repeat(20)).success).toBe(true);
  });

  it('gives the exact messages when blank, too long or not digits', () => {
    expect(message(orderNumberSchema.safeParse(''))).toBe('Please enter an order number');
    const rule = 'Order numbers only contain numbers and are up to 20 digits long';
    expect(message(orderNumberSchema.safeParse('1'.repeat(21)))).toBe(rule);
    expect(message(orderNumberSchema.safeParse('12-34'))).toBe(rule);
  });
});

describe('product request', () => {
  it('asks for the missing product name and quantity', () => {
    const result = productRequestSchema.safeParse({ name: ' ', quantity: '' });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      name: 'Please enter the product name',
      quantity: 'Please enter the missing product quantity',
    });
    expect(productRequestSchema.parse({ name: 'Oat milk', quantity: '2' })).toEqual({
      name: 'Oat milk',
      quantity: '2',
    });
  });
});
