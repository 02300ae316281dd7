import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TrolleyService } from './trolley.contract.ts';
import { TrolleyRepository } from './trolley.repository.ts';
import {
  createTrolleyCatalogue,
  type FixtureName,
  TROLLEY_TEST_NOW,
  type TrolleyCatalogue,
} from './trolley-catalogue.fixture.ts';

let t: TestApp;
let catalogue: TrolleyCatalogue;
let trolley: TrolleyService;
let repository: TrolleyRepository;
const accounts: TestAccount[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => TROLLEY_TEST_NOW });
  catalogue = await createTrolleyCatalogue(t.database);
  trolley = t.app.services.trolley;
  repository = new TrolleyRepository(t.database.db);
});
afterAll(async () => {
  for (const account of accounts) await account.remove();
  await catalogue.remove();
  await t.close();
});

async function shopper(): Promise<{ id: number; identity: Identity }> {
  const created = await createTestAccount(t.database, { role: 'customer' });
  accounts.push(created);
  const session = await t.app.identityService.startSession(created.id);
  const { identity } = await t.app.identityService.resolve({
    sessionSecret: session.secret,
    bearerToken: null,
  });
  return { id: created.id, identity };
}

const item = (name: FixtureName, note: string | null) => ({
  lineNumber: catalogue.products[name].lineNumber,
  productId: catalogue.products[name].id,
  quantity: { amount: 1, uom: 'C62' as const },
  noteToShopper: note,
});
const lineOf = (name: FixtureName) => catalogue.products[name].lineNumber;

describe('previous shopper notes (decision 0098)', () => {
  it('proves the notes come from the shopper’s ordered trolleys only, the latest per product, with its name', async () => {
    const { id, identity } = await shopper();
    const first = (await trolley.currentOrderId(identity)) as string;
    await trolley.addItem(identity, first, item('beans', 'Dented tins are fine'));
    await trolley.addItem(identity, first, item('soup', null));
    await repository.closeForOrder(id, first);

    const second = (await trolley.currentOrderId(identity)) as string;
    await trolley.addItem(identity, second, item('beans', 'Low-salt ones, please'));
    await repository.closeForOrder(id, second);

    // The open trolley's own notes are not earlier notes.
    const open = (await trolley.currentOrderId(identity)) as string;
    await trolley.addItem(identity, open, item('spaghetti', 'Not this one'));

    const notes = await trolley.previousNotes(identity, [
      lineOf('beans'),
      lineOf('soup'),
      lineOf('spaghetti'),
    ]);
    expect(notes).toEqual([
      {
        lineNumber: lineOf('beans'),
        name: catalogue.products.beans.name,
        noteToShopper: 'Low-salt ones, please',
      },
    ]);
  });

  it('proves another shopper’s notes are never offered', async () => {
    const writer = await shopper();
    const orderId = (await trolley.currentOrderId(writer.identity)) as string;
    await trolley.addItem(writer.identity, orderId, item('soup', 'Hot please'));
    await repository.closeForOrder(writer.id, orderId);
    const other = await shopper();
    expect(await trolley.previousNotes(other.identity, [lineOf('soup')])).toEqual([]);
  });

  it('refuses an anonymous caller and bad line numbers, changing nothing', async () => {
    await expect(trolley.previousNotes(ANONYMOUS, [lineOf('soup')])).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const { identity } = await shopper();
    await expect(trolley.previousNotes(identity, ['<script>'])).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(
      trolley.previousNotes(
        identity,
        Array.from({ length: 101 }, (_, i) => String(100000 + i)),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('proves the GraphQL query answers the caller’s notes, and a failure without a session', async () => {
    const { id, identity } = await shopper();
    const orderId = (await trolley.currentOrderId(identity)) as string;
    await trolley.addItem(identity, orderId, item('spaghetti', 'Any size'));
    await repository.closeForOrder(id, orderId);
    const token = t.app.identityService.issueAccessToken(identity).accessToken;
    const query = `query previousShopperNotes($lineNumbers: [String!]!) {
      previousShopperNotes(lineNumbers: $lineNumbers) { notes { lineNumber name noteToShopper } failures { message type } } }`;
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers,
        payload: { query, variables: { lineNumbers: [lineOf('spaghetti')] } },
      });
    const answer = (await ask({ authorization: `Bearer ${token}` })).json();
    expect(answer.data.previousShopperNotes).toEqual({
      notes: [
        {
          lineNumber: lineOf('spaghetti'),
          name: catalogue.products.spaghetti.name,
          noteToShopper: 'Any size',
        },
      ],
      failures: null,
    });
    const anonymous = (await ask({})).json();
    expect(anonymous.data.previousShopperNotes.notes).toBeNull();
    expect(anonymous.data.previousShopperNotes.failures).toHaveLength(1);
  });
});
