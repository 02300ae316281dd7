import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMEND_MESSAGES,
  amendingBannerText,
  amendRefusal,
  amendWarning,
  canAmend,
  canMoveForAmend,
  changedPersonalisedLines,
  mayContinueAmend,
  trolleySlotChangeable,
} from './order-amend.ts';
import { ORDER_STATUSES } from './order-status.ts';

const cutoff = '2026-11-26T23:45:00.000Z';
const before = new Date('2026-11-26T23:44:59.999Z');
const at = new Date(cutoff);

describe('canAmend', () => {
  it('proves a PLACED order can be amended only before its amend cut-off', () => {
    expect(canAmend({ status: 'PLACED', amendOrderCutoffDateTime: cutoff }, before)).toBe(true);
    expect(canAmend({ status: 'PLACED', amendOrderCutoffDateTime: cutoff }, at)).toBe(false);
  });

  it('proves only PLACED orders can start an amend, whatever the time', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), (status) => {
        const allowed = canAmend({ status, amendOrderCutoffDateTime: cutoff }, before);
        expect(allowed).toBe(status === 'PLACED');
      }),
    );
  });

  it('proves an order without a cut-off cannot be amended', () => {
    expect(canAmend({ status: 'PLACED', amendOrderCutoffDateTime: null }, before)).toBe(false);
  });
});

describe('amendRefusal', () => {
  it('proves the cut-off refusal is AMEND_CUTOFF_PASSED and other statuses ORDER_NOT_AMENDABLE', () => {
    expect(amendRefusal({ status: 'PLACED', amendOrderCutoffDateTime: cutoff }, at)).toBe(
      'AMEND_CUTOFF_PASSED',
    );
    expect(amendRefusal({ status: 'CANCELLED', amendOrderCutoffDateTime: cutoff }, before)).toBe(
      'ORDER_NOT_AMENDABLE',
    );
    expect(amendRefusal({ status: 'PLACED', amendOrderCutoffDateTime: cutoff }, before)).toBeNull();
  });

  it("proves the cut-off modal's title is the spec's", () => {
    expect(AMEND_MESSAGES.CUTOFF_PASSED_TITLE).toBe('Changes cannot be made to your order');
    expect(AMEND_MESSAGES.UNABLE_TO_EDIT_TITLE).toBe('Unable to edit');
    expect(AMEND_MESSAGES.CANCEL_CHANGES_TITLE).toBe('Cancel changes?');
  });
});

describe('mayContinueAmend and canMoveForAmend', () => {
  it('proves an AMENDING order may be checked out again only before the cut-off', () => {
    expect(mayContinueAmend({ status: 'AMENDING', amendOrderCutoffDateTime: cutoff }, before)).toBe(
      true,
    );
    expect(mayContinueAmend({ status: 'AMENDING', amendOrderCutoffDateTime: cutoff }, at)).toBe(
      false,
    );
    expect(mayContinueAmend({ status: 'PLACED', amendOrderCutoffDateTime: cutoff }, before)).toBe(
      false,
    );
  });

  it('proves amending moves only PLACED to AMENDING and back', () => {
    expect(canMoveForAmend('PLACED', 'AMENDING')).toBe(true);
    expect(canMoveForAmend('AMENDING', 'PLACED')).toBe(true);
    expect(canMoveForAmend('PENDING', 'AMENDING')).toBe(false);
    expect(canMoveForAmend('AMENDING', 'CANCELLED')).toBe(false);
  });
});

describe('trolleySlotChangeable (decision 0056)', () => {
  const cutoff = '2026-12-01T23:45:00Z';
  it('lets a trolley that is no amend change its slot at any time', () => {
    expect(trolleySlotChangeable(null, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
  it("lets an amend's trolley change its slot before the cut-off, not from it on", () => {
    const amending = { amendOrderCutoffDateTime: cutoff };
    expect(trolleySlotChangeable(amending, new Date('2026-12-01T23:44:59Z'))).toBe(true);
    expect(trolleySlotChangeable(amending, new Date(cutoff))).toBe(false);
    expect(trolleySlotChangeable({ amendOrderCutoffDateTime: null }, new Date(cutoff))).toBe(false);
  });
});

describe('amendWarning', () => {
  it('proves the spec warning shows only while items are being prepared', () => {
    expect(amendWarning('FULFIL')).toBe(
      'Your order contains items currently being prepared. We are unable to change the delivery/collection time.',
    );
    expect(amendWarning('PICKED')).toBe(AMEND_MESSAGES.ITEMS_BEING_PREPARED);
    expect(amendWarning('PLACED')).toBeNull();
  });
});

describe('changedPersonalisedLines', () => {
  const cake = (message: string | null, amount = 1) => ({
    lineNumber: 'cake',
    personalisedMessage: message,
    quantity: { amount, uom: 'C62' },
  });
  const milk = (amount: number) => ({
    lineNumber: 'milk',
    personalisedMessage: null,
    quantity: { amount, uom: 'C62' },
  });

  it('proves untouched personalised lines pass while other lines change freely', () => {
    expect(changedPersonalisedLines([cake('Happy'), milk(1)], [milk(4), cake('Happy')])).toEqual(
      [],
    );
  });

  it("proves a personalised line's message, quantity or removal is caught", () => {
    expect(changedPersonalisedLines([cake('Happy')], [cake('Sad')])).toEqual(['cake']);
    expect(changedPersonalisedLines([cake('Happy')], [cake('Happy', 2)])).toEqual(['cake']);
    expect(changedPersonalisedLines([cake('Happy')], [])).toEqual(['cake']);
  });

  it('proves two cakes with the same message each need their own line', () => {
    expect(changedPersonalisedLines([cake('Hi'), cake('Hi')], [cake('Hi')])).toEqual(['cake']);
    expect(changedPersonalisedLines([cake('Hi')], [cake('Hi'), cake('New')])).toEqual([]);
  });
});

describe('texts', () => {
  it('proves the banner names the order and the cut-off', () => {
    expect(amendingBannerText('10000042', 'Thu 26 Nov, 11:45pm')).toBe(
      'Amending order 10000042 — changes by Thu 26 Nov, 11:45pm',
    );
  });
});
