import { describe, expect, it } from 'vitest';
import {
  MASK,
  maskAuthorization,
  maskCookie,
  maskFreeText,
  maskSensitive,
} from './mask-sensitive.ts';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl';

describe('maskSensitive', () => {
  it('proves values of token, password and email keys are masked and others kept', () => {
    expect(
      maskSensitive('/ecom/reset-password?token=abc123&exp=1700000000&email=ann%40example.com'),
    ).toBe(`/ecom/reset-password?token=${MASK}&exp=1700000000&email=${MASK}`);
    expect(maskSensitive('/x?access_token=s3cret&accessToken=s3cret&newPassword=hunter2')).toBe(
      `/x?access_token=${MASK}&accessToken=${MASK}&newPassword=${MASK}`,
    );
    expect(maskSensitive('/x?PassWord=a&pwd=b&sortBy=A_2_Z')).toBe(
      `/x?PassWord=${MASK}&pwd=${MASK}&sortBy=A_2_Z`,
    );
  });

  it('proves emails and JWTs are masked wherever they appear, even under an innocent key', () => {
    expect(maskSensitive('/api/accounts/v1/ann@example.com/details')).toBe(
      `/api/accounts/v1/${MASK}/details`,
    );
    expect(maskSensitive('/api/accounts/v1/ann%40example.com')).toBe(`/api/accounts/v1/${MASK}`);
    expect(maskSensitive(`/x?redirect=${jwt}&q=milk`)).toBe(`/x?redirect=${MASK}&q=milk`);
    expect(maskSensitive(`/cb#access_token=${jwt}&state=1`)).toBe(
      `/cb#access_token=${MASK}&state=1`,
    );
    expect(maskSensitive('https://shop.example.com/a?user=bob@example.co.uk')).toBe(
      `https://shop.example.com/a?user=${MASK}`,
    );
  });

  it('proves ordinary URLs pass through byte for byte, and malformed ones do not throw', () => {
    const plain = '/ecom/shop/browse/groceries/fresh_and_chilled?start=48&size=48&sortBy=A_2_Z';
    expect(maskSensitive(plain)).toBe(plain);
    expect(maskSensitive('/products/organic-free-range-eggs-large-12/123-456')).toBe(
      '/products/organic-free-range-eggs-large-12/123-456',
    );
    expect(maskSensitive('/x?token=%E0%A4%A&q=%zz')).toBe(`/x?token=${MASK}&q=%zz`);
    expect(maskSensitive('')).toBe('');
  });
});

describe('card numbers', () => {
  it('proves a card number is masked in a path or query, and other digit runs are kept', () => {
    expect(maskSensitive('/api/x?pan=4000-0000-0000-3220&n=1')).toBe('/api/x?pan=***&n=1');
    expect(maskSensitive('/api/x/4242424242424242')).toBe('/api/x/***');
    expect(maskSensitive('/api/x?order=123456789012&phone=07700900123')).toBe(
      '/api/x?order=123456789012&phone=07700900123',
    );
  });
});

describe('card tokens', () => {
  it('proves a payment provider’s card token is masked in a path, a query or a message', () => {
    expect(maskSensitive('/psp/v1/cards/tok_Ab3-x_9QzT1kLm0pR2sT4uV6')).toBe(
      `/psp/v1/cards/${MASK}`,
    );
    expect(maskSensitive('/ecom/checkout?card=tok_Ab3x9QzT&step=2')).toBe(
      `/ecom/checkout?card=${MASK}&step=2`,
    );
    expect(maskFreeText('No such card token: tok_Ab3x9QzT.')).toBe(`No such card token: ${MASK}.`);
    expect(maskSensitive('/ecom/shop/search?searchTerm=stock_cubes&x=tok_')).toBe(
      '/ecom/shop/search?searchTerm=stock_cubes&x=tok_',
    );
  });
});

/**
 * Masking runs on every logged URL, Referer and error message, whose length a caller chooses.
 * Each text below is one on which a regular expression retrying from every position costs time
 * that grows with the square of the length: 64 KB took seconds (decision 0051). Masked by
 * scanners that only move forward, the whole test takes milliseconds; its timeout is a backstop
 * that the old masking overran many times over, not a measurement.
 */
describe('masking a long, hostile header', () => {
  const size = 64 * 1024;

  it('proves 64 KB URLs, Referers and messages built to stall a matcher are masked correctly', {
    timeout: 5_000,
  }, () => {
    const longWord = 'a'.repeat(size);
    expect(maskSensitive(`/${longWord}/ann@example.com`)).toBe(`/${longWord}/${MASK}`);
    expect(maskSensitive(`/x?q=${longWord}&email=ann@example.com`)).toBe(
      `/x?q=${longWord}&email=${MASK}`,
    );
    const tokenStarts = '-eyJ'.repeat(size / 4);
    expect(maskSensitive(`https://shop.example.com/${tokenStarts}/${jwt}`)).toBe(
      `https://shop.example.com/${tokenStarts}/${MASK}`,
    );
    const ones = '1'.repeat(size);
    expect(maskSensitive(`/${ones}/4242424242424242`)).toBe(`/${ones}/${MASK}`);
    const atSigns = `${'a@'.repeat(size / 2)}b.c`;
    expect(maskSensitive(`/${atSigns}`)).toBe(`/${atSigns}`);
    const message = `Unexpected token in JSON: ${'x'.repeat(size)} bob@example.co.uk`;
    expect(maskFreeText(message)).toBe(`Unexpected token in JSON: ${'x'.repeat(size)} ${MASK}`);
  });
});

describe('header masking', () => {
  it('proves authorization keeps its scheme and cookies keep their names, never values', () => {
    expect(maskAuthorization(`Bearer ${jwt}`)).toBe(`Bearer ${MASK}`);
    expect(maskAuthorization('opaque')).toBe(MASK);
    expect(maskCookie('session=abc; theme=dark')).toBe(`session=${MASK}; theme=${MASK}`);
  });
});
