import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  ChangePlan,
  type LineFields,
  type StoredTrolley,
  TrolleyRepository,
} from './trolley.repository.ts';

type StoredLineOf = StoredTrolley['lines'];

let t: TestApp;
let repository: TrolleyRepository;
let customer: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  repository = new TrolleyRepository(t.database.db);
  customer = await createTestAccount(t.database);
  stranger = await createTestAccount(t.database);
});
afterAll(async () => {
  await customer.remove();
  await stranger.remove();
  await t.close();
});

const line = (lineNumber: string, amount: number): LineFields => ({
  lineNumber,
  productId: `${lineNumber}-x`,
  quantity: { amount, uom: 'C62' },
  reservedQuantity: 0,
  canSubstitute: true,
  noteToShopper: null,
  personalisedMessage: null,
  personalisable: false,
});

describe('writing a change only from the version it was worked out on', () => {
  it('proves a change worked out on an old version writes nothing and says so, and on the current one writes and takes the next version', async () => {
    const orderId = await repository.openOrderId(customer.id);
    const read = await repository.load(orderId, customer.id);
    const plan = new ChangePlan();
    expect(plan.insert(line('101', 2))).toBe(-1);
    const applied = await repository.applyIfUnchanged(
      orderId,
      customer.id,
      read?.version ?? -1,
      plan.ops,
    );
    expect(applied).toEqual({
      version: (read?.version ?? 0) + 1,
      insertedIds: [expect.any(Number)],
    });
    // The same plan again: worked out on the version before, so refused, nothing written.
    expect(
      await repository.applyIfUnchanged(orderId, customer.id, read?.version ?? -1, plan.ops),
    ).toBeNull();
    const after = await repository.load(orderId, customer.id);
    expect(after?.lines.map((l) => [l.lineNumber, l.quantity.amount])).toEqual([['101', 2]]);
    expect(after?.version).toBe(applied?.version);
  });

  it('proves several writes go together or not at all, and another customer’s trolley is never written', async () => {
    const orderId = await repository.openOrderId(customer.id);
    const read = await repository.load(orderId, customer.id);
    const existing = read?.lines[0];
    const plan = new ChangePlan();
    plan.insert(line('102', 1));
    plan.insert(line('103', 3));
    if (existing)
      plan.update(existing.trolleyItemId, { ...existing, quantity: { amount: 5, uom: 'C62' } });
    expect(
      await repository.applyIfUnchanged(orderId, stranger.id, read?.version ?? -1, plan.ops),
    ).toBeNull();
    const applied = await repository.applyIfUnchanged(
      orderId,
      customer.id,
      read?.version ?? -1,
      plan.ops,
    );
    expect(applied?.insertedIds).toHaveLength(2);
    const after = await repository.load(orderId, customer.id);
    expect(after?.lines.map((l) => [l.lineNumber, l.quantity.amount])).toEqual([
      ['101', 5],
      ['102', 1],
      ['103', 3],
    ]);
  });

  it('proves the locked way works the change out on the trolley as it stands and writes it', async () => {
    const orderId = await repository.openOrderId(customer.id);
    const before = await repository.load(orderId, customer.id);
    const locked = await repository.applyLocked(orderId, customer.id, async (trolley) => {
      const plan = new ChangePlan();
      plan.remove(trolley.lines.map((l) => l.trolleyItemId));
      return { ops: plan.ops, value: trolley.lines.length };
    });
    expect(locked).toEqual({ version: (before?.version ?? 0) + 1, insertedIds: [], value: 3 });
    expect((await repository.load(orderId, customer.id))?.lines).toEqual([]);
    await expect(
      repository.applyLocked(orderId, stranger.id, async () => ({ ops: [], value: 0 })),
    ).rejects.toMatchObject({ code: 'TROLLEY_NOT_FOUND' });
  });
});

describe('a batch of many lines (a list’s Add all, quick shop)', () => {
  it('proves runs of inserts and updates, each one statement, write what one statement per line would: every line, its quantity, its id in insert order', async () => {
    const shopper = await createTestAccount(t.database);
    try {
      const orderId = await repository.openOrderId(shopper.id);
      const write = async (fill: (plan: ChangePlan, lines: StoredLineOf) => void) => {
        const read = await repository.load(orderId, shopper.id);
        const plan = new ChangePlan();
        fill(plan, read?.lines ?? []);
        const applied = await repository.applyIfUnchanged(
          orderId,
          shopper.id,
          read?.version ?? -1,
          plan.ops,
        );
        if (!applied) throw new Error('the trolley moved on');
        return { applied, after: (await repository.load(orderId, shopper.id))?.lines ?? [] };
      };
      // 40 new lines, then a lone insert after a removal: placeholder -n is the nth insert's id.
      const numbers = Array.from({ length: 40 }, (_, n) => String(500 + n));
      const first = await write((plan) => {
        for (const [n, lineNumber] of numbers.entries()) plan.insert(line(lineNumber, n + 1));
      });
      expect(first.after.map((l) => [l.lineNumber, l.quantity.amount])).toEqual(
        numbers.map((lineNumber, n) => [lineNumber, n + 1]),
      );
      expect(first.applied.insertedIds).toEqual(first.after.map((l) => l.trolleyItemId));

      // Every line raised, one line twice (its second update is a statement of its own and
      // wins), one removed between two runs, then two inserts.
      const second = await write((plan, lines) => {
        const [head, ...rest] = lines;
        if (!head) throw new Error('no lines');
        for (const l of lines.slice(0, 20))
          plan.update(l.trolleyItemId, {
            ...l,
            quantity: { amount: l.quantity.amount + 10, uom: 'C62' },
          });
        plan.update(head.trolleyItemId, {
          ...head,
          quantity: { amount: 99, uom: 'C62' },
          noteToShopper: 'ripe',
        });
        plan.remove([lines[20]?.trolleyItemId ?? 0]);
        for (const l of rest.slice(20))
          plan.update(l.trolleyItemId, { ...l, canSubstitute: false });
        plan.insert(line('600', 2));
        plan.insert(line('601', 3));
      });
      const expected = numbers
        .map((lineNumber, n) => ({
          lineNumber,
          amount: n === 0 ? 99 : n < 20 ? n + 11 : n + 1,
          canSubstitute: n <= 20,
          note: n === 0 ? 'ripe' : null,
        }))
        .filter((_, n) => n !== 20);
      expect(
        second.after.map((l) => [
          l.lineNumber,
          l.quantity.amount,
          l.canSubstitute,
          l.noteToShopper,
        ]),
      ).toEqual([
        ...expected.map((e) => [e.lineNumber, e.amount, e.canSubstitute, e.note]),
        ['600', 2, true, null],
        ['601', 3, true, null],
      ]);
      expect(second.applied.insertedIds).toEqual(
        second.after.slice(-2).map((l) => l.trolleyItemId),
      );
    } finally {
      await shopper.remove();
    }
  });
});

describe('a trolley becoming an order (decision 0040)', () => {
  it('proves an empty trolley opened meanwhile (a page read after a failed placement) gives way to the reopened one, lines and all (decision 0045)', async () => {
    const shopper = await createTestAccount(t.database);
    try {
      const orderId = await repository.openOrderId(shopper.id);
      const plan = new ChangePlan();
      plan.insert(line('301', 3));
      const read = await repository.load(orderId, shopper.id);
      await repository.applyIfUnchanged(orderId, shopper.id, read?.version ?? -1, plan.ops);
      await repository.closeForOrder(shopper.id, orderId);
      const fresh = await repository.openOrderId(shopper.id);
      expect(fresh).not.toBe(orderId);
      expect(await repository.reopen(shopper.id, orderId)).toBe(true);
      expect(await repository.findOpenOrderId(shopper.id)).toBe(orderId);
      expect((await repository.load(orderId, shopper.id))?.lines.map((l) => l.lineNumber)).toEqual([
        '301',
      ]);
      expect(await repository.load(fresh, shopper.id)).toBeNull();
      // Reopening what is open already changes nothing.
      expect(await repository.reopen(shopper.id, orderId)).toBe(false);
    } finally {
      await shopper.remove();
    }
  });

  it('proves only one of two closes at once wins, a fresh trolley opens after, and reopening is refused while another with lines is open', async () => {
    const shopper = await createTestAccount(t.database);
    try {
      const orderId = await repository.openOrderId(shopper.id);
      expect(await repository.closeForOrder(stranger.id, orderId)).toBe(false);
      const closes = await Promise.all([
        repository.closeForOrder(shopper.id, orderId),
        repository.closeForOrder(shopper.id, orderId),
      ]);
      expect(closes.filter(Boolean)).toHaveLength(1);
      expect(await repository.findOpenOrderId(shopper.id)).toBeNull();
      // Undone: the same trolley is the open one again.
      expect(await repository.reopen(shopper.id, orderId)).toBe(true);
      expect(await repository.findOpenOrderId(shopper.id)).toBe(orderId);
      // Closed again, and the shopper opens another and fills it: the old one cannot come back.
      await repository.closeForOrder(shopper.id, orderId);
      const next = await repository.openOrderId(shopper.id);
      expect(next).not.toBe(orderId);
      const plan = new ChangePlan();
      plan.insert(line('201', 1));
      const read = await repository.load(next, shopper.id);
      await repository.applyIfUnchanged(next, shopper.id, read?.version ?? -1, plan.ops);
      expect(await repository.reopen(shopper.id, orderId)).toBe(false);
      expect(await repository.findOpenOrderId(shopper.id)).toBe(next);
    } finally {
      await shopper.remove();
    }
  });
});
