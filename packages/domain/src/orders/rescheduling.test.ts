import { describe, expect, it } from 'vitest';
import { AMEND_MESSAGES } from './order-amend.ts';
import {
  reschedulingProhibitedMessage,
  reschedulingProhibitedPath,
  reschedulingProhibitedReason,
} from './rescheduling.ts';

describe('rescheduling-prohibited', () => {
  it('takes a change of slot refused past the cut-off or for an order that cannot change there', () => {
    expect(reschedulingProhibitedReason('AMEND_CUTOFF_PASSED')).toBe('cutoff');
    expect(reschedulingProhibitedReason('ORDER_NOT_AMENDABLE')).toBe('not-amendable');
  });

  it('leaves other refusals where they were asked', () => {
    for (const code of ['NOT_FOUND', 'ORDER_NOT_AMENDING', 'ORIGINAL_SLOT_TAKEN', 'SLOT_REFUSED']) {
      expect(reschedulingProhibitedReason(code)).toBeNull();
    }
  });

  it('says why in the amend messages, an unknown reason as an order that cannot be changed', () => {
    expect(reschedulingProhibitedMessage('cutoff')).toContain(AMEND_MESSAGES.CUTOFF_PASSED);
    expect(reschedulingProhibitedMessage('cutoff')).toContain(
      'We are unable to change the delivery/collection time.',
    );
    expect(reschedulingProhibitedMessage('not-amendable')).toBe(AMEND_MESSAGES.ORDER_NOT_AMENDABLE);
    expect(reschedulingProhibitedMessage('<script>')).toBe(AMEND_MESSAGES.ORDER_NOT_AMENDABLE);
  });

  it('builds its address with the order and the reason, encoded', () => {
    expect(reschedulingProhibitedPath('1234', 'cutoff')).toBe(
      '/rescheduling-prohibited?customerOrderId=1234&reason=cutoff',
    );
  });
});
