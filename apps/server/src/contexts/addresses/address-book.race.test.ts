import { addresses } from '@grocer/db/schema/addresses';
import { ANONYMOUS } from '@grocer/domain/identity/identity';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import '../../../test/provided-context.ts';
import { inject } from 'vitest';

/**
 * Two server processes on one PostgreSQL database, racing changes to one customer's book
 * (decision 0027): whatever order the requests land in, the book never ends up empty and always
 * has exactly one contact address. PGlite is one process with one connection, so there the
 * requests could not overlap: this runs where DATABASE_URL is set (CI runs it).
 */
describe.skipIf(!inject('databaseUrl'))('two servers racing on one address book', () => {
  let first: TestApp;
  let second: TestApp;
  const accountsMade: TestAccount[] = [];

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp();
  });
  afterAll(async () => {
    for (const account of accountsMade) await account.remove();
    await first.close();
    await second.close();
  });

  async function customer(): Promise<{ id: number; token: string }> {
    const account = await createTestAccount(first.database);
    accountsMade.push(account);
    const session = await first.app.identityService.startSession(account.id);
    const { accessToken } = first.app.identityService.issueAccessToken({
      ...ANONYMOUS,
      customerId: account.id,
      principalId: account.id,
      sessionId: session.sessionId,
    });
    return { id: account.id, token: accessToken };
  }

  const send = (app: TestApp, token: string, options: InjectOptions) =>
    app.app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });

  async function add(app: TestApp, token: string, line1: string): Promise<number | null> {
    const response = await send(app, token, {
      method: 'POST',
      url: '/api/graphql',
      payload: {
        query:
          'mutation ($input: AddAddressInput!) { addAddress(input: $input) { address { id } failures { message } } }',
        variables: {
          input: { line1, postalCode: 'RG1 1AA', firstName: 'Ann', lastName: 'Lee', version: 2 },
        },
      },
    });
    return response.json().data.addAddress.address?.id ?? null;
  }

  async function book(customerId: number) {
    return first.database.db
      .select({ id: addresses.id, isContact: addresses.isContact })
      .from(addresses)
      .where(eq(addresses.customerId, customerId));
  }

  it('proves first addresses added at once give exactly one contact address', async () => {
    for (let round = 0; round < 5; round++) {
      const { id, token } = await customer();
      const added = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          add(i % 2 ? first : second, token, `${i + 1} Mill Lane`),
        ),
      );
      expect(added.every((addressId) => addressId !== null)).toBe(true);
      const rows = await book(id);
      expect(rows).toHaveLength(6);
      expect(rows.filter((row) => row.isContact)).toHaveLength(1);
    }
  });

  it('proves racing deletes and contact switches never leave the book empty or without one contact address', async () => {
    for (let round = 0; round < 12; round++) {
      const { id, token } = await customer();
      const contact = (await add(first, token, '1 Contact Close')) as number;
      const others = [
        (await add(second, token, '2 Other Road')) as number,
        (await add(first, token, '3 Other Road')) as number,
      ];
      const [x, y] = others as [number, number];
      const url = (addressId: number) => `/api/addresses/v2/addresses/${addressId}`;
      const racers: (() => Promise<number>)[] = [
        () => send(first, token, { method: 'DELETE', url: url(x) }).then((r) => r.statusCode),
        () => send(second, token, { method: 'DELETE', url: url(y) }).then((r) => r.statusCode),
        () =>
          send(second, token, { method: 'DELETE', url: url(contact) }).then((r) => r.statusCode),
        () =>
          send(first, token, {
            method: 'PATCH',
            url: '/api/accounts/v1/profile',
            payload: { contactAddressId: round % 2 ? x : y },
          }).then((r) => r.statusCode),
        () =>
          send(second, token, {
            method: 'PATCH',
            url: '/api/accounts/v1/profile',
            payload: { contactAddressId: round % 2 ? y : x },
          }).then((r) => r.statusCode),
      ];
      // A different start order each round.
      const order = racers.map(
        (_, i) => racers[(i + round) % racers.length] as () => Promise<number>,
      );
      const statuses = await Promise.all(order.map((racer) => racer()));
      for (const status of statuses) expect([200, 204, 404, 423]).toContain(status);
      const rows = await book(id);
      expect(rows.length, `round ${round}: ${JSON.stringify(statuses)}`).toBeGreaterThanOrEqual(1);
      expect(
        rows.filter((row) => row.isContact),
        `round ${round}`,
      ).toHaveLength(1);
      // Deletes that went through are gone; those refused are there.
      expect(statuses.filter((status) => status === 204).length).toBe(3 - rows.length);
    }
  });
});
