import { SESSION_COOKIE } from '@grocer/domain/shell/cookies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashCustomerId } from './shopping-context.graphql.ts';

let t: TestApp;
let shopper: TestAccount;
let staff: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestAccount(t.database, { firstName: 'Sam' });
  staff = await createTestAccount(t.database, { role: 'staff', firstName: 'Stan' });
});
afterAll(async () => {
  await shopper.remove();
  await staff.remove();
  await t.close();
});

const QUERY = `query ShoppingContext($customerId: String!) {
  shoppingContext(customerId: $customerId) {
    shoppingContext { customerId customerOrderId customerOrderState defaultBranchId }
    failures { message type }
  }
}`;

/** The spec's session flow: a bearer access token, then the shopping-context query. */
async function bearerFor(accountId: number, options?: { customerId?: number }) {
  const session = await t.app.identityService.startSession(accountId, options);
  const { identity } = await t.app.identityService.resolve({
    sessionSecret: session.secret,
    bearerToken: null,
  });
  return {
    authorization: `Bearer ${t.app.identityService.issueAccessToken(identity).accessToken}`,
  };
}

async function shoppingContext(customerId: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers,
    payload: { query: QUERY, variables: { customerId }, operationName: 'ShoppingContext' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.shoppingContext;
}

describe('the shopping-context query at /api/graphql', () => {
  it('proves the customer id is hashed as the spec says: SHA-256 of the id, base64', () => {
    // echo -n 42 | openssl dgst -sha256 -binary | base64
    expect(hashCustomerId(42)).toBe('c0dctApWjo2ooEXO0RATfhWfiQrE2og7axfcZRs6gEk=');
  });

  it('proves a signed-in shopper gets their own context, with the open order of their trolley', async () => {
    const answer = await shoppingContext(hashCustomerId(shopper.id), await bearerFor(shopper.id));
    expect(answer).toEqual({
      shoppingContext: {
        customerId: String(shopper.id),
        customerOrderId: expect.stringMatching(/^[1-9]\d{7,}$/),
        customerOrderState: 'PENDING',
        defaultBranchId: '651',
      },
      failures: null,
    });
    // Allocated once: asking again names the same order.
    const again = await shoppingContext(hashCustomerId(shopper.id), await bearerFor(shopper.id));
    expect(again.shoppingContext.customerOrderId).toBe(answer.shoppingContext.customerOrderId);
  });

  it('proves another customer’s hashed id is refused as a FORBIDDEN failure, not data', async () => {
    const answer = await shoppingContext(
      hashCustomerId(shopper.id + 1),
      await bearerFor(shopper.id),
    );
    expect(answer).toEqual({
      shoppingContext: null,
      failures: [{ message: 'That is not the customer this session acts for.', type: 'FORBIDDEN' }],
    });
  });

  it('proves staff signed on as a customer get the customer’s context; the session cookie works too', async () => {
    const session = await t.app.identityService.startSession(staff.id, { customerId: shopper.id });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/graphql',
      headers: { cookie: `${SESSION_COOKIE}=${session.secret}` },
      query: {
        query: QUERY,
        variables: JSON.stringify({ customerId: hashCustomerId(shopper.id) }),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.shoppingContext.shoppingContext.customerId).toBe(
      String(shopper.id),
    );
  });

  it('proves an anonymous caller is customer -1 on branch 651', async () => {
    const answer = await shoppingContext(hashCustomerId(-1));
    expect(answer.shoppingContext).toEqual({
      customerId: '-1',
      customerOrderId: null,
      customerOrderState: null,
      defaultBranchId: '651',
    });
  });
});
