import { pspCards, pspFormSessions } from '@grocer/db/schema/psp';
import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokeniseTestCard } from '../../../test/psp-cards.ts';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPaymentCardTokens } from './payment-card-tokens.ts';
import { PaymentCardsRepository } from './payment-cards.repository.ts';

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
const tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-24T12:00:00Z') });
  owner = await createTestAccount(t.database);
  stranger = await createTestAccount(t.database);
});

afterAll(async () => {
  await owner.remove();
  await stranger.remove();
  if (tokens.length > 0) {
    await t.database.db.delete(pspFormSessions).where(inArray(pspFormSessions.token, tokens));
    await t.database.db.delete(pspCards).where(inArray(pspCards.token, tokens));
  }
  await t.close();
});

describe('a saved card’s token for the payment step (decision 0040)', () => {
  it('proves the owner’s current card answers its token, and another customer’s or an expired one answers none', async () => {
    const identity: Identity = {
      ...ANONYMOUS,
      customerId: owner.id,
      principalId: owner.id,
      sessionId: (await t.app.identityService.startSession(owner.id)).sessionId,
    };
    const token = await tokeniseTestCard(t.app, identity, { expiryDate: '12/27' });
    tokens.push(token);
    const saved = await t.app.services.paymentCards.save(identity, { token });
    if (saved.outcome !== 'ok') throw new Error(saved.outcome);
    const repository = new PaymentCardsRepository(t.database.db);
    const today = createPaymentCardTokens({
      repository,
      now: () => new Date('2026-11-24T12:00:00Z'),
    });
    expect(await today.cardToken(owner.id, saved.card.id)).toBe(token);
    expect(await today.cardToken(stranger.id, saved.card.id)).toBeNull();
    expect(await today.cardToken(owner.id, saved.card.id + 1_000_000)).toBeNull();
    const later = createPaymentCardTokens({
      repository,
      now: () => new Date('2028-01-05T12:00:00Z'),
    });
    expect(await later.cardToken(owner.id, saved.card.id)).toBeNull();
  });
});
