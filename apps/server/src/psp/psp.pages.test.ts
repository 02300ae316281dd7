import { describe, expect, it } from 'vitest';
import { challengePage } from './psp.pages.ts';
import type { PaymentView } from './psp.service.ts';

const payment = (amountPence: number): PaymentView => ({
  paymentId: 'pay_1',
  status: 'CHALLENGE_REQUIRED',
  amountPence,
  capturedPence: 0,
  refundedPence: 0,
});

describe('the 3-D Secure page', () => {
  it('shows the amount as the shop shows money everywhere else', () => {
    expect(challengePage(payment(123_450))).toContain('confirm a payment of £1,234.50.');
    expect(challengePage(payment(85))).toContain('confirm a payment of £0.85.');
  });
});
