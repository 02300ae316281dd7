import { describe, expect, it } from 'vitest';
import { DELIVERY_CHARGE_CHANGED_TITLE, SLOT_TAKEN_TITLE } from '../messages/slot-messages.ts';
import { isSlotModalKind, slotModalOf } from './slot-modals.ts';

const modalOf = (code: string, detail?: Record<string, unknown>) =>
  slotModalOf({ code, message: `${code} title`, ...(detail ? { detail } : {}) });
const labels = (code: string) => modalOf(code)?.buttons.map((b) => b.label);

describe('slot modals', () => {
  it('takes its title from the refusal', () => {
    expect(slotModalOf({ code: 'SLOT_TAKEN', message: SLOT_TAKEN_TITLE })?.title).toBe(
      "Sorry, that slot's just been taken",
    );
  });

  it('gives every modal of the spec its buttons', () => {
    expect(labels('SLOT_EXPIRED')).toEqual(['Book a slot']);
    expect(labels('SLOT_TAKEN')).toEqual(['Refresh now']);
    expect(labels('DELIVERY_CHARGE_CHANGED')).toEqual(['Refresh']);
    expect(labels('NO_EARLIER_SLOTS')).toEqual(['Select a later slot', 'Go to My Trolley']);
    expect(labels('NO_SLOTS_AVAILABLE')).toEqual(['Amend trolley']);
    expect(labels('DELIVERY_AREA_NOT_SERVED')).toEqual([
      'Choose another address',
      'Add a new address',
    ]);
    expect(labels('ENTERTAINING_ONLY_SLOTS')).toEqual([
      'Edit your trolley',
      'View grocery collection slots',
    ]);
    expect(labels('SLOT_RESTRICTION_CONFLICT')).toEqual([
      'Choose another date',
      'Edit your trolley',
    ]);
    expect(labels('SLOT_OFFERS_NOT_VALID')).toEqual(['Continue', 'Choose another slot']);
  });

  it('says the new price when the refusal gives it', () => {
    expect(
      slotModalOf({
        code: 'DELIVERY_CHARGE_CHANGED',
        message: DELIVERY_CHARGE_CHANGED_TITLE,
        detail: { pricePence: 550 },
      })?.text,
    ).toContain('£5.50');
    expect(modalOf('SLOT_OFFERS_NOT_VALID', { pricePence: 400 })?.text).toContain('£4.00');
    expect(modalOf('SLOT_OFFERS_NOT_VALID', { pricePence: 'cheap' })?.text).toContain(
      'a new price',
    );
  });

  it('will not let the unavailable-items modal be closed without an answer', () => {
    expect(modalOf('TROLLEY_HAS_UNAVAILABLE_ITEMS')?.dismissable).toBe(false);
    expect(modalOf('SLOT_TAKEN')?.dismissable).toBe(true);
  });

  it('has words for every kind', () => {
    for (const code of [
      'SLOT_EXPIRED',
      'SAVER_SLOTS_UNAVAILABLE',
      'CHRISTMAS_SLOT_LIMIT',
      'SLOT_NOT_FOUND',
    ]) {
      expect(isSlotModalKind(code)).toBe(true);
      expect(modalOf(code)?.text).toBeTruthy();
    }
  });

  it('is no modal for bad input, a shopper not signed in, or an address that is not there', () => {
    for (const code of ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'ADDRESS_NOT_FOUND', 'toString']) {
      expect(modalOf(code)).toBeNull();
    }
  });
});
