import { randomInt } from 'node:crypto';
import type { Identity } from '@grocer/domain/identity/identity';
import {
  INVALID_LOYALTY_CARD_NUMBER,
  LOYALTY_CARD_ALREADY_LINKED,
} from '@grocer/domain/validation/messages';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAccount,
  identityOfAccount,
  type TestAccount,
} from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Staff manage a customer's loyalty membership from the console (issue 27 part D, decision 0091)
 * over the staff REST calls and the staff service, on a real database: enrol, link a card and
 * remove the membership, each in the audit log with who, what, which customer and when; bad
 * numbers, another account's card and non-staff callers refused with nothing changed. Every
 * account here is made for the test and removed with its membership and audit rows.
 */

let t: TestApp;
let staff: TestAccount;
let staffToken: string;
let staffIdentity: Identity;
const made: TestAccount[] = [];
const sessions: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestAccount(t.database, { role: 'staff', firstName: 'Stanley' });
  made.push(staff);
  const session = await t.app.identityService.startSession(staff.id);
  sessions.push(session.sessionId);
  staffIdentity = { ...identityOfAccount(staff.id, 'staff'), sessionId: session.sessionId };
  staffToken = t.app.identityService.issueAccessToken(staffIdentity).accessToken;
});

afterAll(async () => {
  for (const id of sessions) await t.app.identityService.endSession(id, 'signed-out');
  for (const account of made) await account.remove();
  await t.close();
});

async function customer(): Promise<TestAccount> {
  const account = await createTestAccount(t.database);
  made.push(account);
  return account;
}

/** A card number nobody holds: the first default prefix and random digits. */
const freshCard = () =>
  `9210${String(randomInt(1e6)).padStart(6, '0')}${String(randomInt(1e6)).padStart(6, '0')}`;

const loyaltyUrl = (customerId: number) => `/api/staff/v1/customers/${customerId}/loyalty`;

function asStaff(method: InjectOptions['method'], url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${staffToken}` },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

async function viewOf(customerId: number) {
  const view = await asStaff('GET', `/api/staff/v1/customers/${customerId}`);
  expect(view.statusCode).toBe(200);
  return view.json() as {
    loyalty: null | {
      membership: { type: string; number: string };
      card: { cardNumber: string; cardStatus: string; points: number };
      hasLinkedMembership: boolean;
    };
    audit: { staffId: number; staffName: string; customerId: number; action: string; at: string }[];
  };
}

describe('staff manage a customer’s loyalty membership', () => {
  it('proves staff enrol a customer, see the card, and remove the membership, each audited', async () => {
    const cora = await customer();
    const before = await viewOf(cora.id);
    expect(before.loyalty).toBeNull();
    expect(before.audit).toEqual([]);

    const enrolled = await asStaff('POST', loyaltyUrl(cora.id));
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const card = enrolled.json().card.cardNumber as string;
    expect(card).toMatch(/^9210\d{12}$/);

    const member = await viewOf(cora.id);
    expect(member.loyalty).toMatchObject({
      membership: { type: 'mywaitrose', number: card },
      card: { cardNumber: card, cardStatus: 'ACTIVE', points: 0 },
      hasLinkedMembership: false,
    });
    expect(member.audit).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        staffName: 'Stanley McTest',
        customerId: cora.id,
        action: 'loyalty-joined',
        detail: { cardEnding: card.slice(-4) },
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);
    // The customer sees the same card on the storefront's call.
    expect(await t.app.services.loyalty.membershipOf(cora.id)).toEqual({
      type: 'mywaitrose',
      number: card,
    });

    // Enrolling a member again keeps the card and records nothing.
    const again = await asStaff('POST', loyaltyUrl(cora.id));
    expect(again.statusCode).toBe(200);
    expect(again.json().card.cardNumber).toBe(card);
    expect((await viewOf(cora.id)).audit).toHaveLength(1);

    const removed = await asStaff('DELETE', loyaltyUrl(cora.id));
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await viewOf(cora.id);
    expect(after.loyalty).toBeNull();
    expect(after.audit.map((entry) => entry.action)).toEqual(['loyalty-left', 'loyalty-joined']);
    expect(after.audit[0]).toMatchObject({ staffId: staff.id, customerId: cora.id });
    expect(await t.app.services.loyalty.isMember(cora.id)).toBe(false);

    // Nothing left to remove: 404, and nothing recorded.
    const none = await asStaff('DELETE', loyaltyUrl(cora.id));
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('LOYALTY_NOT_A_MEMBER');
    expect((await viewOf(cora.id)).audit).toHaveLength(2);

    // The card was cleared: another customer may have it linked now.
    const dora = await customer();
    const relinked = await asStaff('PUT', `${loyaltyUrl(dora.id)}/card`, { cardNumber: card });
    expect(relinked.statusCode, relinked.body).toBe(200);
  });

  it('proves staff link a card as printed, audited, and a card already held changes nothing', async () => {
    const cora = await customer();
    const card = freshCard();
    const printed = card.replace(/(\d{4})(?=\d)/g, '$1 ');
    const linked = await asStaff('PUT', `${loyaltyUrl(cora.id)}/card`, { cardNumber: printed });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      membership: { type: 'mywaitrose', number: card },
      card: { cardNumber: card, cardStatus: 'ACTIVE' },
    });
    const view = await viewOf(cora.id);
    expect(view.loyalty?.card.cardNumber).toBe(card);
    expect(view.audit).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        customerId: cora.id,
        action: 'loyalty-card-linked',
        detail: { cardEnding: card.slice(-4) },
      }),
    ]);
    const again = await asStaff('PUT', `${loyaltyUrl(cora.id)}/card`, { cardNumber: card });
    expect(again.statusCode).toBe(200);
    expect((await viewOf(cora.id)).audit).toHaveLength(1);
  });

  it('refuses bad card numbers and another account’s card with the catalogue’s errors, changing nothing', async () => {
    const held = freshCard();
    const owner = await customer();
    expect(
      (await asStaff('PUT', `${loyaltyUrl(owner.id)}/card`, { cardNumber: held })).statusCode,
    ).toBe(200);

    // A member whose card must stay as it was, and a customer who must stay a non-member.
    const member = await customer();
    const enrolled = await asStaff('POST', loyaltyUrl(member.id));
    const memberCard = enrolled.json().card.cardNumber as string;
    const stranger = await customer();

    for (const target of [member, stranger]) {
      const before = await viewOf(target.id);
      for (const cardNumber of [
        '9220123456789012',
        '921012345678901',
        '92101234567890123',
        'abcd',
        '',
      ]) {
        const bad = await asStaff('PUT', `${loyaltyUrl(target.id)}/card`, { cardNumber });
        expect(bad.statusCode, cardNumber).toBe(400);
        expect(bad.json().code).toBe('VALIDATION_FAILED');
        expect(bad.json().message).toBe(INVALID_LOYALTY_CARD_NUMBER);
      }
      for (const payload of [{ cardNumber: 9210123456789012 }, { cardNumber: held, x: 1 }, {}]) {
        const malformed = await asStaff('PUT', `${loyaltyUrl(target.id)}/card`, payload);
        expect(malformed.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const taken = await asStaff('PUT', `${loyaltyUrl(target.id)}/card`, { cardNumber: held });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('LOYALTY_CARD_ALREADY_LINKED');
      expect(taken.json().message).toBe(LOYALTY_CARD_ALREADY_LINKED);
      expect(taken.json().message).toBe('This number is already linked to another account.');
      expect(await viewOf(target.id)).toEqual(before);
    }
    expect((await viewOf(member.id)).loyalty?.card.cardNumber).toBe(memberCard);
    expect((await viewOf(stranger.id)).loyalty).toBeNull();
    expect((await viewOf(owner.id)).loyalty?.card.cardNumber).toBe(held);
  });

  it('answers an unknown customer or a staff account 404 and a bad customer number 400', async () => {
    for (const [method, url] of [
      ['POST', loyaltyUrl(999_999_999)],
      ['PUT', `${loyaltyUrl(999_999_999)}/card`],
      ['DELETE', loyaltyUrl(999_999_999)],
    ] as const) {
      const response = await asStaff(
        method,
        url,
        method === 'PUT' ? { cardNumber: freshCard() } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('CUSTOMER_NOT_FOUND');
    }
    // A staff account is no customer: staff never manage their own membership from the console.
    const own = await asStaff('POST', loyaltyUrl(staff.id));
    expect(own.statusCode).toBe(404);
    expect(await t.app.services.loyalty.isMember(staff.id)).toBe(false);
    expect((await asStaff('POST', loyaltyUrl(0))).statusCode).toBe(400);
    expect((await asStaff('DELETE', '/api/staff/v1/customers/abc/loyalty')).statusCode).toBe(400);
  });

  it('refuses strangers (401) and customers (403), even for themselves, changing nothing', async () => {
    const cora = await customer();
    const member = await customer();
    const card = (await asStaff('POST', loyaltyUrl(member.id))).json().card.cardNumber as string;
    const session = await t.app.identityService.startSession(cora.id);
    sessions.push(session.sessionId);
    const coraToken = t.app.identityService.issueAccessToken({
      ...identityOfAccount(cora.id, 'customer'),
      sessionId: session.sessionId,
    }).accessToken;

    for (const target of [cora, member]) {
      for (const [method, url] of [
        ['POST', loyaltyUrl(target.id)],
        ['PUT', `${loyaltyUrl(target.id)}/card`],
        ['DELETE', loyaltyUrl(target.id)],
      ] as const) {
        const payload = method === 'PUT' ? { payload: { cardNumber: freshCard() } } : {};
        const anonymous = await t.app.inject({ method, url, ...payload });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        expect(anonymous.json().code).toBe('UNAUTHENTICATED');
        const asCustomer = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${coraToken}` },
          ...payload,
        });
        expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
        expect(asCustomer.json().code).toBe('FORBIDDEN');
      }
    }
    const customerView = await t.app.inject({
      url: `/api/staff/v1/customers/${member.id}`,
      headers: { authorization: `Bearer ${coraToken}` },
    });
    expect(customerView.statusCode).toBe(403);

    // The service checks again for a caller that skipped the route's check.
    const coraIdentity = identityOfAccount(cora.id, 'customer');
    const service = t.app.services.staff;
    await expect(service.enrolInLoyalty(coraIdentity, cora.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(service.linkLoyaltyCard(coraIdentity, cora.id, freshCard())).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
    await expect(service.removeLoyaltyMembership(coraIdentity, member.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    expect((await viewOf(cora.id)).loyalty).toBeNull();
    expect((await viewOf(cora.id)).audit).toEqual([]);
    expect((await viewOf(member.id)).loyalty?.card.cardNumber).toBe(card);
    expect((await viewOf(member.id)).audit.map((entry) => entry.action)).toEqual([
      'loyalty-joined',
    ]);
  });
});
