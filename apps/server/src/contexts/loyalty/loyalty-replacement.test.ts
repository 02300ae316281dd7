import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Ordering a replacement loyalty card (decision 0086) over REST on a real database: the card sent
 * to one of the shopper's addresses becomes REPLACEMENT_ORDERED; bad input, a stranger, a
 * non-member and another shopper's address are refused; staff signed on as the customer are
 * audited. Every shopper here is made for the test and removed with its rows.
 */

let t: TestApp;
const accountsMade: TestAccount[] = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  for (const account of accountsMade) await account.remove();
  await t.close();
});

interface Shopper {
  id: number;
  identity: Identity;
  send(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  addAddress(line1: string): Promise<number>;
}

async function shopper(): Promise<Shopper> {
  const account = await createTestAccount(t.database);
  accountsMade.push(account);
  const session = await t.app.identityService.startSession(account.id);
  const identity: Identity = {
    ...ANONYMOUS,
    customerId: account.id,
    principalId: account.id,
    sessionId: session.sessionId,
  };
  const { accessToken } = t.app.identityService.issueAccessToken(identity);
  return {
    id: account.id,
    identity,
    send: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${accessToken}` },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
    async addAddress(line1) {
      const added = await t.app.services.addresses.add(identity, {
        address: {
          line1,
          line2: '',
          line3: '',
          town: 'Kingston upon Thames',
          region: '',
          country: 'GB',
          postalCode: 'KT1 1AA',
          title: 'Ms',
          firstName: 'Ann',
          lastName: 'Member',
          contactNumber: '',
          customerNote: '',
        },
      });
      if (added.outcome !== 'added') throw new Error(added.outcome);
      return added.address.id;
    },
  };
}

const API = '/api/loyalty/v1';
const REPLACEMENT = `${API}/mywaitrosebycard/replacement`;

describe('ordering a replacement card', () => {
  it('proves a member orders a replacement to an address and sees the card replacement-ordered', async () => {
    const ann = await shopper();
    const home = await ann.addAddress('12 Acacia Avenue');
    const joined = await ann.send('POST', `${API}/mywaitrose`);
    expect(joined.statusCode, joined.body).toBe(201);
    const cardNumber = joined.json().card.cardNumber;

    const ordered = await ann.send('POST', REPLACEMENT, { addressId: home });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().card).toMatchObject({ cardNumber, cardStatus: 'REPLACEMENT_ORDERED' });
    const card = (await ann.send('GET', `${API}/mywaitrosebycard`)).json().card;
    expect(card).toMatchObject({ cardNumber, cardStatus: 'REPLACEMENT_ORDERED' });
    // Still a member with the same card while the replacement is on its way.
    expect(await t.app.services.loyalty.isMember(ann.id)).toBe(true);
    // Ordering again answers the same.
    expect((await ann.send('POST', REPLACEMENT, { addressId: home })).statusCode).toBe(200);
  });

  it('refuses bad input, strangers, non-members and another shopper’s address', async () => {
    const ann = await shopper();
    const bob = await shopper();
    const annHome = await ann.addAddress('1 Ann Street');
    const bobHome = await bob.addAddress('2 Bob Road');

    // Not a member: nothing to replace.
    const notMember = await ann.send('POST', REPLACEMENT, { addressId: annHome });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json()).toMatchObject({ code: 'LOYALTY_NOT_A_MEMBER' });

    expect((await ann.send('POST', `${API}/mywaitrose`)).statusCode).toBe(201);
    for (const body of [
      {},
      { addressId: 'home' },
      { addressId: -3 },
      { addressId: 1.5 },
      { addressId: annHome, extra: 1 },
    ]) {
      const refused = await ann.send('POST', REPLACEMENT, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    // Another shopper's address is no address of hers: 404, and the card stays active.
    const other = await ann.send('POST', REPLACEMENT, { addressId: bobHome });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    const missing = await ann.send('POST', REPLACEMENT, { addressId: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect((await ann.send('GET', `${API}/mywaitrosebycard`)).json().card.cardStatus).toBe(
      'ACTIVE',
    );

    const stranger = await t.app.inject({
      method: 'POST',
      url: REPLACEMENT,
      payload: { addressId: annHome },
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('records staff signed on as the customer ordering one, with the card’s last four digits', async () => {
    const cora = await shopper();
    const staff = await createTestAccount(t.database, { role: 'staff' });
    accountsMade.push(staff);
    const home = await cora.addAddress('3 Cora Close');
    const { account } = await t.app.services.loyalty.join(cora.identity);
    const asStaff: Identity = { ...cora.identity, principalId: staff.id };

    const { account: after } = await t.app.services.loyalty.orderReplacementCard(asStaff, home);
    expect(after.card.cardStatus).toBe('REPLACEMENT_ORDERED');
    const audit = await t.app.services.staff.audit.listForCustomer(cora.id);
    expect(audit[0]).toMatchObject({
      staffId: staff.id,
      customerId: cora.id,
      action: 'loyalty-replacement-card-ordered',
      detail: { cardEnding: account.card.cardNumber.slice(-4) },
    });
  });
});
