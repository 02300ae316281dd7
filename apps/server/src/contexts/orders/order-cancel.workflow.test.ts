import type { Identity } from '@grocer/domain/identity/identity';
import { describe, expect, it } from 'vitest';
import { runCancelWorkflow } from './order-cancel.workflow.ts';
import type { OrderHistorySources } from './order-history.contract.ts';
import type { OrderHistoryRepository } from './order-history.repository.ts';

/**
 * The cancel workflow's steps and compensation (decision 0041), with the order's status and the
 * other contexts as fakes: what runs, in what order, and what is undone when the void is refused.
 */

const identity = { customerId: 7, sessionId: 's' } as unknown as Identity;

function world(options: { status?: string; voidOutcome?: string; paymentId?: string | null } = {}) {
  const calls: string[] = [];
  let status = options.status ?? 'PLACED';
  const repository = {
    async moveStatus(input: { from: readonly string[]; to: string }) {
      if (!input.from.includes(status)) return false;
      calls.push(`move ${status}→${input.to}`);
      status = input.to;
      return true;
    },
  } as unknown as OrderHistoryRepository;
  const sources = {
    payments: {
      async void(input: { paymentId: string; idempotencyKey: string }) {
        calls.push(`void ${input.paymentId} ${input.idempotencyKey}`);
        return { outcome: options.voidOutcome ?? 'ok' };
      },
    },
    slots: {
      async releaseOrderReservation() {
        calls.push('release slot');
        return true;
      },
    },
    tenders: {
      async releaseRedemption() {
        calls.push('release tenders');
      },
    },
  } as unknown as OrderHistorySources;
  const context = {
    identity,
    customerOrderId: '42',
    paymentId: options.paymentId === undefined ? 'pay_1' : options.paymentId,
    voided: false,
  };
  return {
    calls,
    status: () => status,
    run: () => runCancelWorkflow({ repository, sources }, context),
  };
}

describe('the cancel workflow', () => {
  it('claims the order, voids the payment, then releases the slot and the tenders', async () => {
    const w = world();
    expect(await w.run()).toEqual({ outcome: 'cancelled' });
    expect(w.calls).toEqual([
      'move PLACED→CANCELLED',
      'void pay_1 cancel-42',
      'release slot',
      'release tenders',
    ]);
    expect(w.status()).toBe('CANCELLED');
  });

  it('stops at the claim when the order is not PLACED: nothing is voided or released', async () => {
    const w = world({ status: 'CANCELLED' });
    expect(await w.run()).toEqual({ outcome: 'refused', code: 'ORDER_NOT_CANCELLABLE' });
    expect(w.calls).toEqual([]);
  });

  it('puts the order back to PLACED when the provider refuses the void, releasing nothing', async () => {
    const w = world({ voidOutcome: 'refused' });
    expect(await w.run()).toEqual({ outcome: 'refused', code: 'PAYMENT_VOID_REFUSED' });
    expect(w.calls).toEqual([
      'move PLACED→CANCELLED',
      'void pay_1 cancel-42',
      'move CANCELLED→PLACED',
    ]);
    expect(w.status()).toBe('PLACED');
  });

  it('voids nothing when gift cards paid it all (no payment)', async () => {
    const w = world({ paymentId: null });
    expect(await w.run()).toEqual({ outcome: 'cancelled' });
    expect(w.calls).toEqual(['move PLACED→CANCELLED', 'release slot', 'release tenders']);
  });
});
