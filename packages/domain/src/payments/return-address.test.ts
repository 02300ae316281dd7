import { describe, expect, it } from 'vitest';
import { isShopReturnAddress } from './return-address.ts';

const SHOP = 'https://shop.example.com';

describe('isShopReturnAddress', () => {
  it('proves the shop’s own paths and addresses on its public origin are accepted', () => {
    expect(isShopReturnAddress('/ecom/checkout', SHOP)).toBe(true);
    expect(isShopReturnAddress('/ecom/myaccount/payment-cards?add', SHOP)).toBe(true);
    expect(isShopReturnAddress('https://shop.example.com/ecom/checkout', SHOP)).toBe(true);
    expect(isShopReturnAddress('https://SHOP.example.com:443/ecom/x', SHOP)).toBe(true);
  });

  it('proves another site, scheme or port, and paths that leave the origin, are refused', () => {
    expect(isShopReturnAddress('https://evil.example/steal', SHOP)).toBe(false);
    expect(isShopReturnAddress('http://shop.example.com/ecom/checkout', SHOP)).toBe(false);
    expect(isShopReturnAddress('https://shop.example.com:8443/ecom/x', SHOP)).toBe(false);
    expect(isShopReturnAddress('https://shop.example.com.evil.example/', SHOP)).toBe(false);
    expect(isShopReturnAddress('//evil.example/x', SHOP)).toBe(false);
    expect(isShopReturnAddress('/\\evil.example/x', SHOP)).toBe(false);
    expect(isShopReturnAddress('javascript:alert(1)', SHOP)).toBe(false);
    expect(isShopReturnAddress('/ecom/x y', SHOP)).toBe(false);
    expect(isShopReturnAddress('', SHOP)).toBe(false);
    expect(isShopReturnAddress(`/${'x'.repeat(2000)}`, SHOP)).toBe(false);
  });
});
