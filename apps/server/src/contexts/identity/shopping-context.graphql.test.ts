import { ANONYMOUS } from '@grocer/domain/identity/identity';
import { describe, expect, it } from 'vitest';
import { hashCustomerId, shoppingContextOf } from './shopping-context.graphql.ts';

const shopper = {
  customerId: 42,
  principalId: 42,
  permissions: [],
  defaultBranchId: 651,
  sessionId: 'a'.repeat(64),
};

describe('shopping context', () => {
  it('proves the customer id is hashed as the spec says: SHA-256 of the id, base64', () => {
    // echo -n 42 | openssl dgst -sha256 -binary | base64
    expect(hashCustomerId(42)).toBe('c0dctApWjo2ooEXO0RATfhWfiQrE2og7axfcZRs6gEk=');
  });

  it('proves the session’s own customer gets their context, and another customer’s hash is refused', () => {
    expect(shoppingContextOf(shopper, hashCustomerId(42))).toEqual({
      shoppingContext: {
        customerId: '42',
        customerOrderId: null,
        customerOrderState: null,
        defaultBranchId: '651',
      },
      failures: null,
    });
    expect(shoppingContextOf(shopper, hashCustomerId(43))).toEqual({
      shoppingContext: null,
      failures: [{ message: expect.any(String), type: 'FORBIDDEN' }],
    });
    expect(shoppingContextOf(ANONYMOUS, hashCustomerId(-1)).shoppingContext?.customerId).toBe('-1');
  });
});
