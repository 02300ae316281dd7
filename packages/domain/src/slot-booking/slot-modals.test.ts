import { describe, expect, it } from 'vitest';
import { SLOT_MODAL_TEXTS } from '../messages/slot-page-messages.ts';
import { slotModalOf } from './slot-modals.ts';

const labels = (code: string) => slotModalOf(code)?.buttons.map((b) => b.label);

describe('slot modals', () => {
  it('gives every modal of the spec its buttons', () => {
    expect(labels('SLOT_EXPIRED')).toEqual(['Book a new slot']);
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
    expect(labels('SLOT_OFFERS_NOT_VALID')).toEqual(['Continue', 'Choose another slot']);
  });

  it('will not let the unavailable-items modal be closed without an answer', () => {
    expect(slotModalOf('TROLLEY_HAS_UNAVAILABLE_ITEMS')?.dismissable).toBe(false);
    expect(slotModalOf('SLOT_TAKEN')?.dismissable).toBe(true);
  });

  it('has words and at least one button for every kind', () => {
    for (const kind of Object.keys(SLOT_MODAL_TEXTS)) {
      const modal = slotModalOf(kind);
      expect(modal?.text).toBeTruthy();
      expect(modal?.buttons.length).toBeGreaterThan(0);
    }
  });

  it('is no modal for bad input or a shopper who is not signed in', () => {
    expect(slotModalOf('VALIDATION_FAILED')).toBeNull();
    expect(slotModalOf('UNAUTHENTICATED')).toBeNull();
    expect(slotModalOf('toString')).toBeNull();
  });
});
